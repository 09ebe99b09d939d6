/// A change of state said with a verb of becoming the judge's glosses and key do not use (judging round 27, issue 19):
/// "to turn red", "to go bad", "to fall silent", "going stale" for what a gloss or the key says with "become" or "get"
/// ("to become red", "to get stale"). Only before one adjective: "to turn right", "to go far" and "to fall short" are
/// ways and measures, no states, and "to go out" is a phrasal verb.
enum BecomingVerb {
    /// `input` said with "become" and with "get" in place of its verb of becoming ("to turn red": "to become red", "to
    /// get red"; "going stale": "becoming stale", "getting stale"); empty for any other shape.
    static func variants(of input: String, in dictionary: WordDictionary) -> [String] {
        var words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let infinitive = words.first == "to"
        if infinitive { words.removeFirst() }
        guard words.count == 2, let gerund = verbs[words[0]], isState(words[1], in: dictionary) else { return [] }
        if gerund { return ["becoming \(words[1])", "getting \(words[1])"] }
        let lead = infinitive ? "to " : ""
        return ["\(lead)become \(words[1])", "\(lead)get \(words[1])"]
    }

    /// The verbs of becoming a learner says that no gloss's state rule reads, each with whether it is the gerund.
    private static let verbs: [String: Bool] = [
        "turn": false, "go": false, "fall": false, "turning": true, "going": true, "falling": true,
    ]

    /// Whether `word` is a state one comes into: an adjective in the parts-of-speech lines (never a noun alone: "to go
    /// home", "to turn professional"), none of the adjectives these verbs make a way or a measure of.
    private static func isState(_ word: String, in dictionary: WordDictionary) -> Bool {
        guard word.allSatisfy(\.isLetter), !notStates.contains(word) else { return false }
        let marks = dictionary.partsOfSpeech(of: word)
        return marks.contains("a") || marks.contains("j")
    }

    /// Adjectives after "turn", "go" or "fall" that say no coming into a state: a direction ("to turn right"), a measure
    /// ("to go far", "to fall short"), a manner ("to go easy on", "to go slow") or an idiom ("to fall flat", "to go
    /// even", "to go steady", "to go strong").
    static let notStates: Set<String> = [
        "right", "left", "back", "straight", "far", "short", "long", "easy", "slow", "fast", "flat", "even", "steady",
        "strong", "low", "high", "deep", "free", "loose", "public", "solo", "live", "clear", "wrong", "over", "down", "up",
        "out", "off", "round", "about", "together", "first", "last", "next", "forward", "ahead", "open", "due", "full",
    ]
}
