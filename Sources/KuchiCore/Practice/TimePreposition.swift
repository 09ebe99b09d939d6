/// A time preposition said with "that" or "then" as its object (judging round 21, issue 19): "after that" for 以降's
/// "after", as English says "thereafter". The preposition alone must be right for the word; the caller judges it. Only
/// prepositions of time that are never a conjunction of cause: "for that" says "therefore", and "since" is なぜなら's
/// "because" as often as 以来's ("since then" stays refused for 以降), and "till" is レジ's cash till.
enum TimePreposition {
    /// Prepositions of time whose object may be the moment just named.
    static let prepositions: Set<String> = ["after", "before", "until"]

    /// `input` as a time preposition with "that" or "then" after it ("after that", "until then"): the preposition alone;
    /// `nil` for any other shape.
    static func withoutObject(_ input: String) -> String? {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 2, prepositions.contains(words[0]), words[1] == "that" || words[1] == "then" else { return nil }
        return words[0]
    }
}
