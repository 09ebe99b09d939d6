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
        let sentence = line(japanese), translation = line(english)
        guard !sentence.isEmpty, sentence.count <= maximumExampleLength, translation.count <= maximumExampleLength else { return nil }
        return WordExample(japanese: sentence, english: translation.isEmpty ? nil : translation)
    }

    /// The longest example sentence kept, in characters: a longer field is no example sentence.
    static let maximumExampleLength = 400
}
