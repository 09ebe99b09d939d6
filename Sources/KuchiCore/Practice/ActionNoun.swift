/// A verb typed where a word's gloss is the noun English makes of it: "to concentrate" for 集中's
/// "concentration", "explore" for 探検's "exploration", "to develop" for "development". Japanese verbal
/// nouns (する nouns) are glossed as nouns, and a learner asked what one means often answers with the verb.
enum ActionNoun {
    /// The nouns English makes of `verb` (one word, lower case) with -ion, -ation, -ication and -ment.
    static func nouns(ofVerb verb: String) -> [String] {
        var nouns = [verb + "ion", verb + "ation", verb + "ment"]
        if verb.hasSuffix("e") {
            let stem = String(verb.dropLast())
            nouns += [stem + "ion", stem + "ation"]
        }
        if verb.hasSuffix("y") { nouns.append(String(verb.dropLast()) + "ication") }
        return nouns
    }

    /// The gloss of `glosses` that is a noun of the verb `input` says: one word of at least five letters,
    /// with or without "to". Shorter words are mostly no verb of the noun they begin: "pass" for "passion",
    /// "mill" for "million", "base" for "basement". Glosses are compared normalised (``MeaningMatcher/normalize(_:)``).
    static func gloss(for input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.words(of: input)
        guard typed.count >= 5, typed.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let nouns = Set(nouns(ofVerb: typed).map(MeaningMatcher.normalize))
        return glosses.first { nouns.contains(MeaningMatcher.normalize($0)) }
    }
}
