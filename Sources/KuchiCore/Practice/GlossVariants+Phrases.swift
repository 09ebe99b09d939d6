extension GlossVariants {
    /// The compact keys of a gloss that names a state, said as the state alone, as coming into it or as feeling it:
    /// "to get tired", "to become tired", "to be tired" and "tired" are one answer, as are "to grow accustomed to" and
    /// "to become accustomed" (a trailing preposition left out), "being careful" and "be careful" (a typed "be" is
    /// dropped as a typed "to" is), "becoming aware of" and "to be aware of", "feel relieved", "feeling relieved" and
    /// "relieved", "being fed up with" and "fed up". Never a particle's or a preposition's phrase ("feel like" is no
    /// "like", "getting up" no "up"), nor "feel free" (遠慮なく) "free"; felt or come into, only an adjective's state
    /// (``looksLikeAdjective(_:)``). `lowered` is the gloss in lower case (its note's words kept or not).
    static func stateKeys(of lowered: String) -> Set<String> {
        var keys: Set<String> = []
        for start in statePrefixes where lowered.hasPrefix(start) {
            let words = MeaningMatcher.normalize(String(lowered.dropFirst(start.count))).split(separator: " ").map(String.init)
            // A verb of being takes a preposition's phrase ("to be in time"); one of getting or feeling makes a phrasal verb.
            guard let first = words.first, start.hasSuffix("be ") || start == "being " || !notStates.contains(first) else { continue }
            // Felt, or come into, only an adjective's state: "feel small" (恐れ入る) is no "small", "getting a shock" no
            // "shock", "getting ahead" no "ahead".
            guard !adjectiveOnlyPrefixes.contains(start) || looksLikeAdjective(first) else { continue }
            var states = [words]
            if words.count > 1, let last = words.last, statePrepositions.contains(last) { states.append(Array(words.dropLast())) }
            for state in states.map({ MeaningMatcher.compact($0.joined(separator: " ")) }) {
                keys.formUnion(stateVerbs.map { $0 + state })
                keys.insert(state)
            }
        }
        return keys
    }

    /// How a gloss begins when what follows is a state: a verb of being, becoming or feeling, or its gerund.
    private static let statePrefixes = [
        "to be ", "to become ", "to get ", "to grow ", "to feel ", "being ", "becoming ", "getting ", "feeling ", "feel ",
    ]

    /// The prefixes after which the state must be an adjective's: a verb of feeling, and a gerund of coming into a state.
    private static let adjectiveOnlyPrefixes: Set<String> = ["to feel ", "feel ", "feeling ", "getting ", "becoming "]

    /// Whether `word` has an adjective's or a participle's shape ("relieved", "fed", "nervous", "lonely", "sick"), as far
    /// as its spelling tells; a noun ("shock", "pressure") or an adverb ("ahead") does not.
    static func looksLikeAdjective(_ word: String) -> Bool {
        plainAdjectives.contains(word) || adjectiveEndings.contains { word.count > $0.count + 2 && word.hasSuffix($0) }
    }

    private static let adjectiveEndings = ["ed", "en", "ful", "ous", "ive", "ish", "y", "ble", "al", "ic", "ent", "ant", "less", "ing"]
    private static let plainAdjectives: Set<String> = [
        "aware", "sick", "ill", "bad", "good", "sad", "glad", "cold", "hot", "warm", "cool", "weak", "sure", "calm", "safe",
        "alone", "afraid", "awake", "asleep", "alive", "ready", "full", "tired", "rich", "poor", "old", "young", "proud",
        "fine", "well", "better", "worse", "late", "lost", "let", "hurt", "upset", "numb", "tense", "sore", "stiff", "shy",
        "dizzy", "angry", "busy", "sorry", "strong", "nervous", "low", "bored", "guilty", "lonely", "uneasy", "awkward",
    ]

    /// The verbs a state is also said with.
    private static let stateVerbs = ["become", "get", "getting", "feel", "feeling", "being"]

    /// Prepositions a state's gloss may end with that a learner leaves out: "accustomed (to)", "fed up (with)",
    /// "worried (about)". Never "of", which changes the state: "tired of" is bored, no "tired".
    private static let statePrepositions: Set<String> = ["to", "with", "about"]

    /// First words after a verb of getting, becoming or feeling that make no state but a phrasal verb ("to get up",
    /// "feel like") or a preposition's phrase.
    private static let notStates: Set<String> = [
        "like", "as", "for", "about", "that", "it", "so", "of", "on", "up", "in", "off", "out", "over", "to", "into",
        "with", "at", "by", "along", "through", "away", "back", "down", "around", "one's", "oneself", "someone", "something",
        "free", "when",
    ]

    /// The compact key of an act's gloss said without the clause that names its object, when what is left still says the
    /// act with how it is done: "forgetting for a moment something one knows well": forgetting for a moment. Only an
    /// object of "something" or "someone" with a clause of its own ("… one knows well", "… who is ill") after a gerund or a
    /// "to" verb and at least two words more, the last no preposition or particle: "calling on someone who is ill" keeps
    /// its object ("calling on" asks someone to speak), as does every gloss whose object is a possessive's ("to lose one's
    /// cool" is no "to lose"), and one whose verb is not followed by a preposition's phrase: "to really want something one
    /// can't have" is no "to really want". `nil` for any other gloss.
    static func withoutClauseObjectKey(of lowered: String) -> String? {
        guard lowered.contains("some") else { return nil }
        let words = MeaningMatcher.withoutNotes(lowered).split(whereSeparator: \.isWhitespace).map(String.init)
        guard let at = words.firstIndex(where: { ["something", "someone", "somebody"].contains($0) }), at >= 3,
              at + 1 < words.count, clauseStarts.contains(words[at + 1]),
              words[0] == "to" || words[0].hasSuffix("ing"), case let last = words[at - 1],
              !notStates.contains(last), !MeaningMatcher.prepositions.contains(last) else { return nil }
        // What is kept must end in an adverbial phrase after the verb ("forgetting for a moment"), not at the verb:
        // "to really want", "failing to help" say another act than the gloss.
        let verb = words[0] == "to" ? 1 : 0
        guard verb + 1 < at - 1, case let opening = words[verb + 1], opening != "to",
              MeaningMatcher.prepositions.contains(opening) else { return nil }
        return MeaningMatcher.compact(MeaningMatcher.normalize(words[..<at].joined(separator: " ")))
    }

    /// Words that begin a clause about an object: "something one knows well", "someone who is ill".
    private static let clauseStarts: Set<String> = ["one", "who", "that", "which", "you", "he", "she", "they", "we", "i"]

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
