/// Readings a word list gives with する to a noun written without it: 経験 with the reading けいけんする
/// (the する verb's reading on the noun's row). The noun's reading is the one without する.
public enum SuruReading {
    /// `reading` without its final する, when the written form `written` has kanji and does not end in
    /// する, and what is left still reads it: non-empty, longer than the kana `written` ends with, and
    /// ending with them (経験 けいけんする → けいけん, お見合い おみあいする → おみあい). Nil otherwise:
    /// 勉強する べんきょうする keeps its する, and so does 擦る こする (こ is no reading of 擦る).
    ///
    /// - Parameters:
    ///   - reading: One kana reading (no `/` alternatives), in hiragana or katakana.
    ///   - written: One written form.
    public static func withoutSuru(_ reading: String, written: String) -> String? {
        guard Word.containsKanji(written), !KanaScript.hiragana(written).hasSuffix("する"),
              KanaScript.hiragana(reading).hasSuffix("する") else { return nil }
        let stem = String(reading.dropLast(2))
        let okurigana = KanaScript.hiragana(String(written.reversed().prefix { KanaScript.isKana(String($0)) }.reversed()))
        guard stem.count > okurigana.count, KanaScript.hiragana(stem).hasSuffix(okurigana) else { return nil }
        return stem
    }

    /// `readings` with the reading without する (``withoutSuru(_:written:)``) after each one that has it for
    /// every form of `writtenForms`: a word held as 経験 けいけんする is read けいけんする or けいけん.
    public static func addingNounReadings(_ readings: [String], writtenForms: [String]) -> [String] {
        var result: [String] = []
        for reading in readings {
            if !result.contains(reading) { result.append(reading) }
            if let stem = stem(of: reading, writtenForms: writtenForms), !result.contains(stem) { result.append(stem) }
        }
        return result
    }

    /// The reading without する when every form of `writtenForms` allows it.
    static func stem(of reading: String, writtenForms: [String]) -> String? {
        let stems = writtenForms.map { withoutSuru(reading, written: $0) }
        guard let first = stems.first ?? nil, stems.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
