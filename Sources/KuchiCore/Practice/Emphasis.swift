/// Words a learner adds to an adjective that keep its meaning (judging round 21, issue 19): an intensifier before it
/// ("really slow" for のろのろ's "slow"). The adjective alone must be right for the word; the caller judges it. A simile
/// after it ("flat like a plate") was built and taken back: the parts-of-speech lines call "go" and "high" adjectives too,
/// so "go like clockwork" (行く) and "high like a kite" (高い) were taken.
enum Emphasis {
    /// Intensifiers that only strengthen an adjective. Not "so" ("so long" and "so far" are farewells and "until now"),
    /// "super" (slang: "super cool" is no temperature) or "too" (an excess is another meaning).
    static let intensifiers: Set<String> = [
        "very", "really", "extremely", "truly", "incredibly", "terribly", "awfully", "totally", "completely",
    ]

    /// `input` as one adjective with an intensifier before it ("really slow"): the adjective alone, when the dictionary's
    /// parts of speech call it an adjective that is never a noun (``isAdjective(_:in:)``: not "really waste" for 無駄遣い);
    /// `nil` for any other shape.
    static func withoutIntensifier(_ input: String, in dictionary: WordDictionary) -> String? {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 2, intensifiers.contains(words[0]), isAdjective(words[1], in: dictionary) else { return nil }
        return words[1]
    }

    /// Whether `word` is one an intensifier can strengthen: an adjective (written ending in い), an adjectival noun, or a
    /// word whose first meaning is an adverb in -ly (のろのろ "slowly"). Never a plain noun: 風邪's "cold" is the illness,
    /// and 進呈 しんてい's "giving" no generous giving, though its reading ends in い.
    static func takesIntensifier(_ word: Word, known: DictionaryKnowledge) -> Bool {
        if known.isAdjectivalNoun || word.text.hasSuffix("い") { return true }
        return [word.answerMeanings.first, known.glosses.first].contains { gloss in
            guard let gloss else { return false }
            let plain = MeaningMatcher.words(of: gloss)
            return !plain.contains(" ") && plain.count > 4 && plain.hasSuffix("ly")
        }
    }

    /// Whether the parts-of-speech lines call `word` an adjective that is never a noun (mark `a`: "slow", "careful"; not
    /// "flat", "cold" or "waste", which are nouns as well).
    static func isAdjective(_ word: String, in dictionary: WordDictionary) -> Bool {
        word.allSatisfy(\.isLetter) && dictionary.partsOfSpeech(of: word).contains("a")
    }
}
