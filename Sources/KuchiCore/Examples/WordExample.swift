/// A sentence that uses a word: the deck's own (an imported Sentence field) or a bundled Tatoeba pair
/// (``ExampleSentences``). Shown when the word is taught, after a wrong answer and on `:example`.
public struct WordExample: Sendable, Equatable, Hashable {
    /// The sentence in Japanese.
    public var japanese: String
    /// Its translation, when known.
    public var english: String?

    /// An example sentence, with its translation when there is one.
    public init(japanese: String, english: String? = nil) {
        self.japanese = japanese
        self.english = english
    }

    /// The Japanese sentence cut around `word`: where it is written (or read), or the stem of a verb or
    /// adjective conjugated in it (食べ of 食べる in 食べました). `word` is empty when the sentence does not show it.
    public func marked(_ word: Word) -> MarkedSentence {
        for candidate in Self.candidates(for: word) {
            if let range = japanese.range(of: candidate) {
                return MarkedSentence(before: String(japanese[..<range.lowerBound]), word: String(japanese[range]),
                                      after: String(japanese[range.upperBound...]))
            }
        }
        return MarkedSentence(before: japanese, word: "", after: "")
    }

    /// Whether the English translation names one of `meanings` (as a whole word or phrase, in any case, or its
    /// plural in s; a leading "to" left out):
    /// shown with a question asking for the meaning, it would give the answer away.
    public func englishGivesAway(_ meanings: [String]) -> Bool {
        guard let english else { return false }
        let sentence = " " + Self.words(english).joined(separator: " ") + " "
        return meanings.contains { meaning in
            var raw = Self.words(meaning)
            if raw.first == "to", raw.count > 1 { raw.removeFirst() }
            let keys = [raw.joined(separator: " "), Self.words(MeaningMatcher.normalize(meaning)).joined(separator: " ")]
            return keys.contains { key in
                !key.isEmpty && (sentence.contains(" " + key + " ") || sentence.contains(" " + key + "s "))
            }
        }
    }

    /// The forms to look for, longest first: written forms, readings, each without a する ending, then stems.
    private static func candidates(for word: Word) -> [String] {
        var forms: [String] = []
        for form in word.writtenForms + word.readings {
            let plain = form.hasSuffix("する") && form.count > 2 ? String(form.dropLast(2)) : form
            forms += [form, plain]
            if plain.count >= 2, let last = plain.unicodeScalars.last, (0x3041...0x309F).contains(last.value) {
                forms.append(String(plain.dropLast()))
            }
        }
        var seen = Set<String>()
        return forms.filter { !$0.isEmpty && seen.insert($0).inserted }.sorted { $0.count > $1.count }
    }

    /// Lower-case words of `text` (letters and digits), for comparing phrases.
    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
    }
}

/// An example sentence cut around the word it shows, for a front end to mark (bold on a terminal).
public struct MarkedSentence: Sendable, Equatable {
    /// The text before the word.
    public var before: String
    /// The word as the sentence writes it; empty when the sentence does not show it.
    public var word: String
    /// The text after the word.
    public var after: String

    /// A sentence in three parts.
    public init(before: String, word: String, after: String) {
        self.before = before
        self.word = word
        self.after = after
    }

    /// The whole sentence.
    public var text: String { before + word + after }
}
