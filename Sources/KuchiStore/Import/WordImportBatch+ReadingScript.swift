import KuchiCore

extension WordImportBatch {
    /// `reading` as the bank reads the word written `text`: a reading in the other kana script than the bank's, which
    /// is the same reading, takes the bank's, so the row joins that word instead of adding a second one beside it. A
    /// kanji word given its reading in katakana (`漢字,カンジ`, `勉強,ベンキョウ`) takes the hiragana the bank reads it in
    /// (the bundled 漢字 かんじ); a katakana word given its reading in hiragana (`パン,ぱん`) takes the bank's katakana
    /// (the bundled パン パン), and one the bank does not hold is read as it is written (a kana word is its own
    /// reading). A word the bank holds read exactly so keeps its reading.
    func bankReading(text: String, reading: String) throws -> String {
        let hiragana = KanaScript.hiragana(reading)
        let kanaWord = !Word.containsKanji(text) && KanaScript.isKana(text)
        if kanaWord {
            guard text != reading, KanaScript.hiragana(text) == hiragana else { return reading }
        } else {
            guard Word.containsKanji(text), hiragana != reading else { return reading }
        }
        let known = try readings(of: text)
        guard !known.contains(reading) else { return reading }
        return known.first { KanaScript.hiragana($0) == hiragana } ?? (kanaWord ? text : reading)
    }
}
