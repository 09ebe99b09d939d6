extension GlossVariants {
    /// The compact keys of a gloss that names a state, said as the state alone or as coming into it: "to get tired",
    /// "to become tired", "to be tired" and "tired" are one answer, as are "to grow accustomed to" and "to become
    /// accustomed" (a trailing preposition left out), "being careful" and "be careful" (a typed "be" is dropped as a
    /// typed "to" is), "becoming aware of" and "to be aware of", "feeling refreshed" and "refreshed". `lowered` is the
    /// gloss in lower case (its note's words kept or not).
    static func stateKeys(of lowered: String) -> Set<String> {
        var keys: Set<String> = []
        for start in statePrefixes where lowered.hasPrefix(start) {
            let words = MeaningMatcher.normalize(String(lowered.dropFirst(start.count))).split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            var states = [words]
            if words.count > 1, let last = words.last, statePrepositions.contains(last) { states.append(Array(words.dropLast())) }
            for state in states.map({ MeaningMatcher.compact($0.joined(separator: " ")) }) {
                keys.formUnion([state, "become" + state, "get" + state])
                if start == "feeling " { keys.insert("feel" + state) }
            }
        }
        return keys
    }

    /// How a gloss begins when what follows is a state: a verb of being or becoming, or its gerund.
    private static let statePrefixes = [
        "to be ", "to become ", "to get ", "to grow ", "being ", "becoming ", "getting ", "feeling ",
    ]

    /// Prepositions a state's gloss may end with that a learner leaves out: "accustomed (to)". Never "of", "with" …,
    /// which change the state: "tired of" is bored, no "tired".
    private static let statePrepositions: Set<String> = ["to"]

    /// The compact keys of a thanks or an apology said more strongly: "thank you" is also "thank you very much",
    /// "thanks so much", "many thanks"; "sorry" is also "I'm sorry", "so sorry". One way only: a gloss that thanks
    /// warmly ("thank you very much (for help)", said with an apology) is no plain "thank you".
    static func intensifiedKeys(of normalised: String) -> Set<String> {
        intensified[MeaningMatcher.compact(normalised)] ?? []
    }

    private static let intensified: [String: Set<String>] = {
        let thanks = ["thank you very much", "thank you so much", "thanks very much", "thanks so much", "many thanks",
                      "thank you a lot", "thanks a lot"]
        let sorry = ["i'm sorry", "i am sorry", "i'm so sorry", "i'm very sorry", "so sorry", "very sorry", "really sorry"]
        func keys(_ phrases: [String]) -> Set<String> { Set(phrases.map { MeaningMatcher.compact(MeaningMatcher.normalize($0)) }) }
        return ["thankyou": keys(thanks), "thanks": keys(thanks), "sorry": keys(sorry)]
    }()
}
