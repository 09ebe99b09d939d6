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

    /// Whether the English translation names one of `meanings` (as a whole word or phrase, in any case, or with
    /// its last word inflected by rule: runs, running, runner, baked, babies; a leading "to" left out):
    /// shown with a question asking for the meaning, it would give the answer away.
    public func englishGivesAway(_ meanings: [String]) -> Bool {
        guard let english else { return false }
        let sentence = " " + Self.words(english).joined(separator: " ") + " "
        return meanings.contains { meaning in
            var raw = Self.words(meaning)
            if raw.first == "to", raw.count > 1 { raw.removeFirst() }
            let keys = [raw.joined(separator: " "), Self.words(MeaningMatcher.normalize(meaning)).joined(separator: " ")]
            return keys.contains { key in
                !key.isEmpty && Self.inflections(of: key).contains { sentence.contains(" " + $0 + " ") }
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

    /// `phrase` and the regular inflections of its last word: -s, -es, -ed, -ing, -er, -ers, with a final e
    /// dropped (bake → baking), a final consonant doubled after one vowel (run → runner) and y made i (baby →
    /// babies). Irregular forms (ate) are not guessed; a word is never matched by its start alone (catalog).
    static func inflections(of phrase: String) -> [String] {
        let parts = phrase.split(separator: " ")
        guard let lastPart = parts.last, lastPart.count >= 2, lastPart.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [phrase] }
        let head = parts.dropLast().map { $0 + " " }.joined(), word = String(lastPart)
        let vowels = Set("aeiou")
        var stems = [word]
        let letters = Array(word)
        if let last = letters.last, letters.count >= 3, !vowels.contains(last), !"wxy".contains(last),
           vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            stems.append(word + String(last))   // run → runn(er), stop → stopp(ed)
        }
        if word.hasSuffix("e") { stems.append(String(word.dropLast())) }   // bake → bak(ing)
        var forms = [word, word + "s"]
        if word.hasSuffix("e") { forms.append(word + "d") }   // bake → baked (never car → card)
        if ["s", "x", "z", "ch", "sh", "o"].contains(where: word.hasSuffix) { forms.append(word + "es") }   // box → boxes
        for stem in stems { forms += [stem + "ed", stem + "ing", stem + "er", stem + "ers"] }
        if word.hasSuffix("y"), letters.count >= 3, !vowels.contains(letters[letters.count - 2]) {
            let stem = String(word.dropLast())
            forms += [stem + "ies", stem + "ied", stem + "ier"]
        }
        return forms.map { head + $0 }
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
