/// A gloss said in another shape that English gives the same words, judged on the answer as typed: an initialism of
/// its words in capitals ("AC" for "air conditioning") and a negative-polarity gloss with its "not" ("not at all" for
/// ちっとも's "at all"), and "not" with an adjective for the adjective with a negative prefix ("not convenient":
/// inconvenient). ("A of B" said as "B A" is one of ``GlossVariants``' keys.) Each is said of the gloss alone:
/// no Japanese word is named.
enum ReshapedAnswer {
    /// The gloss of `glosses` that `input` says in one of these shapes, or `nil`.
    static func gloss(for input: String, among glosses: [String]) -> String? {
        initialismGloss(input, among: glosses) ?? negatedGloss(input, among: glosses)
    }

    /// The gloss of two to four words (small words such as "of" not counted) whose initials `input` is, typed in
    /// capitals with or without dots ("AC", "M.C."): "air conditioning", "alternating current", "master of
    /// ceremonies". Lower case is a word ("ac" is no initialism a learner means).
    static func initialismGloss(_ input: String, among glosses: [String]) -> String? {
        let letters = input.filter { $0 != "." && $0 != " " }
        guard (2...4).contains(letters.count), letters.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        let typed = letters.lowercased()
        return glosses.first { gloss in
            let words = MeaningMatcher.words(of: gloss).split(whereSeparator: { $0 == " " || $0 == "-" })
                .filter { !initialismSkipped.contains(String($0)) }
            return words.count == typed.count && String(words.compactMap(\.first)) == typed
        }
    }

    /// Small words an initialism leaves out ("master of ceremonies": MC).
    private static let initialismSkipped: Set<String> = ["of", "and", "the", "for", "in", "on", "at", "to", "a", "an", "&"]

    /// The gloss that says "at all", "in the least" or another phrase English says only after a negation, when `input`
    /// is "not" and that gloss: ちっとも "at all; in the least" is "not at all", "not in the least" (its Japanese is said
    /// with a negative verb).
    static func negatedGloss(_ input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.normalize(input)
        guard typed.hasPrefix("not ") else { return nil }
        let rest = String(typed.dropFirst(4))
        return glosses.first { gloss in
            let normalised = MeaningMatcher.normalizedGloss(gloss)
            return negativePolarity.contains(normalised) && normalised == rest
        }
    }

    /// The adjectives `input` may say when it is "not" and one adjective: "not convenient" is "inconvenient", "not
    /// happy" "unhappy", "not honest" "dishonest" (each prefix tried: the caller compares them with the word's glosses
    /// and their adjectives, which are real words). Empty for any other answer.
    static func prefixedNegations(of input: String) -> Set<String> {
        let words = MeaningMatcher.normalize(input).split(separator: " ")
        guard words.count == 2, words[0] == "not", words[1].utf8.count >= 4, words[1].allSatisfy(\.isLetter) else { return [] }
        return Set(negativePrefixes.map { $0 + words[1] }).subtracting(falseNegatives)
    }

    /// Whether `typed` and `gloss` (words as ``MeaningMatcher/words(of:)`` gives them) are one word apart, that word
    /// negated in one by a prefix: "bearable" and "unbearable", "willingly" and "unwillingly", "honest" and
    /// "dishonest". Never a typo of each other, whatever their edit distance: they are opposites.
    static func differByNegation(_ typed: String, _ gloss: String) -> Bool {
        let typedWords = typed.split(separator: " "), glossWords = gloss.split(separator: " ")
        guard typedWords.count == glossWords.count else { return false }
        let differing = zip(typedWords, glossWords).filter { $0 != $1 }
        guard differing.count == 1, let (one, other) = differing.first else { return false }
        return negativePrefixes.contains { one == $0 + other || other == $0 + one }
    }

    /// Adjectives spelt as a prefix and another adjective that do not mean "not" it: "infamous" is no "not famous",
    /// "invaluable" no "not valuable", "intense" no "not tense".
    private static let falseNegatives: Set<String> = [
        "infamous", "invaluable", "inflammable", "intense", "indifferent", "disinterested", "inhabitable", "impassive",
        "impassioned", "intent", "inward", "inverse", "discharged", "dissolute", "unloosed", "unravelled", "unraveled",
    ]

    /// The prefixes English negates an adjective with.
    private static let negativePrefixes = ["un", "in", "im", "il", "ir", "dis", "non"]

    /// Phrases English says after a negation ("not at all"), normalised.
    private static let negativePolarity: Set<String> = Set(
        ["at all", "in the least", "in the slightest", "a bit", "one bit", "the least bit", "whatsoever", "a thing", "in any way"]
            .map(MeaningMatcher.normalize))
}
