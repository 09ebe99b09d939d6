import KuchiCore

extension WordImportBatch {
    /// `reading` as the bank reads the word written `text`: a kanji word given its reading in katakana (`漢字,カンジ`,
    /// `勉強,ベンキョウ`) that the bank reads the same in hiragana (the bundled 漢字 かんじ) takes the bank's reading, so
    /// the row joins that word instead of adding a second one beside it. A word the bank holds read exactly so keeps
    /// its reading, and so does a word written without kanji (パン is its own reading, in katakana).
    func bankReading(text: String, reading: String) throws -> String {
        guard Word.containsKanji(text), case let hiragana = KanaScript.hiragana(reading), hiragana != reading else { return reading }
        let known = try readings(of: text)
        guard !known.contains(reading) else { return reading }
        return known.first { KanaScript.hiragana($0) == hiragana } ?? reading
    }
}
