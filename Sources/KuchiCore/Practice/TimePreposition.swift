/// A time preposition in a learner's words (issue 19): with "that" or "then" as its object (judging round 21), and a
/// close moment with another adverb of closeness (round 24, ``closeGloss(for:among:)``). "After that" for 以降's
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

    /// Adverbs that put a moment close to another: "soon after" says a gloss's "just after" or "immediately following"
    /// (judging round 24: 直後, 直前).
    static let closeness: Set<String> = ["immediately", "just", "right", "directly", "shortly", "soon"]

    /// The gloss among `glosses` that `input` ("soon after", "shortly before") says with another adverb of ``closeness``
    /// on the same side of the moment ("immediately following", "right beforehand"). Only a gloss that says the close
    /// moment itself: a plain "before" (以前) takes no "shortly before" from this rule, and "soon before" is never "just after".
    /// "Soon" and "shortly" say a time only, where "just" and "right" say a place as well: a word whose glosses name a
    /// place in front (手前 "just before; in front of") takes neither.
    static func closeGloss(for input: String, among glosses: [String]) -> String? {
        let words = MeaningMatcher.words(of: input)
        guard let typed = closeMoment(words) else { return nil }
        if words.hasPrefix("soon ") || words.hasPrefix("shortly "),
           glosses.contains(where: { MeaningMatcher.words(of: $0).split(separator: " ").contains("front") }) { return nil }
        return glosses.first { closeMoment(MeaningMatcher.words(of: MeaningMatcher.withoutNotes($0))) == typed }
    }

    /// The side of the moment ("after" or "before") that `words` say with an adverb of ``closeness``; `nil` for any other shape.
    private static func closeMoment(_ words: String) -> String? {
        let said = words.split(separator: " ")
        guard said.count == 2, closeness.contains(String(said[0])) else { return nil }
        switch said[1] {
        case "after", "afterwards", "following": return "after"
        case "before", "beforehand": return "before"
        default: return nil
        }
    }
}
