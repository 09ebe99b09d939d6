import KuchiCore

/// Lists often give a noun the reading of its する verb: 経験 with けいけんする. An import keeps the noun's
/// reading, けいけん, and says so in its summary.
extension RawWord {
    /// Whether `reading` may have an alternative ending in する: a cheap test before ``nounReading(_:text:)``,
    /// which runs for every imported row. Only hiragana する is the verb's: a reading in katakana ending in スル is a
    /// name or a loanword read so (特攻武術 トゥコンムスル), kept whole.
    static func mayEndInSuru(_ reading: String) -> Bool {
        if reading.utf8.contains(0x2F) { return true }
        // The ending is not there unless the last byte is that of る (E3 82 8B), which has no other spelling: most
        // readings are told apart by one byte, without comparing characters.
        guard let last = reading.utf8.last, last == 0x8B else { return false }
        return reading.hasSuffix("する")
    }

    /// `reading` with する dropped from each alternative that has it while every form of `text` is written
    /// with kanji and without it (``SuruReading/withoutSuru(_:written:)``); nil when nothing is dropped.
    static func nounReading(_ reading: String, text: String) -> String? {
        let forms = Word.alternatives(of: text)
        var dropped = false
        var readings: [String] = []
        for alternative in Word.alternatives(of: reading) {
            let stems = alternative.hasSuffix("する") ? forms.map { SuruReading.withoutSuru(alternative, written: $0) } : [nil]
            let kept: String
            if let stem = stems.first ?? nil, stems.allSatisfy({ $0 == stem }) {
                kept = stem
                dropped = true
            } else {
                kept = alternative
            }
            if !readings.contains(kept) { readings.append(kept) }
        }
        return dropped ? readings.joined(separator: "/") : nil
    }
}
