import KuchiCore

/// The example sentence a row gives its word (an Anki Sentence field, a CSV `example` column).
extension RawWord {
    /// The example sentence of a row: one line without controls or `[sound:…]` references, at most
    /// ``maximumExampleLength`` characters; `nil` when empty or too long to be a sentence.
    static func exampleSentence(_ japanese: String, english: String) -> WordExample? {
        // Most lists have no example: no sentence, no example, nothing to clean.
        if japanese.isEmpty { return nil }
        func line(_ text: String) -> String {
            var text = text
            while let start = text.range(of: "[sound:"), let end = text[start.upperBound...].firstIndex(of: "]") {
                text.removeSubrange(start.lowerBound...end)
            }
            return text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ").trimmingWhitespace
        }
        var (japanese, english) = (japanese, english)
        // A cell holding the sentence, then its translation on a line of its own ("毎日勉強する。\nI study every day."),
        // with no translation given beside it: the lines after the first are the translation when they hold no kana or kanji.
        if english.trimmingWhitespace.isEmpty, let split = splitTranslation(japanese) { (japanese, english) = split }
        let sentence = line(japanese), translation = line(english)
        guard !sentence.isEmpty, sentence.count <= maximumExampleLength, translation.count <= maximumExampleLength else { return nil }
        return WordExample(japanese: sentence, english: translation.isEmpty ? nil : translation)
    }

    /// `cell` as a sentence and its translation when its first line holds Japanese and the lines after it none
    /// (no kana or kanji: an English sentence); `nil` otherwise.
    static func splitTranslation(_ cell: String) -> (japanese: String, english: String)? {
        let lines = cell.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        guard lines.count > 1, lines[0].unicodeScalars.contains(where: isJapanese),
              !lines.dropFirst().contains(where: { $0.unicodeScalars.contains(where: isJapanese) }),
              lines.dropFirst().contains(where: { $0.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) }) else { return nil }
        return (lines[0], lines.dropFirst().joined(separator: " "))
    }

    /// Whether `scalar` is kana or a CJK ideograph.
    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }

    /// The longest example sentence kept, in characters: a longer field is no example sentence.
    static let maximumExampleLength = 400
}
