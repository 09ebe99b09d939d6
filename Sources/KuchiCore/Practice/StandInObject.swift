/// A verbal noun's verb with a stand-in for its object, and a noun gloss said with "-style": shapes a learner types that
/// add no sense (judging round 14, issue 19). A stand-in between a phrasal verb and its particle is not taken: "someone"
/// or "something" there picks the phrasal verb's sense ("to bring something up" raises a topic, 育てる brings up a child).
enum StandInObject {
    /// Stand-ins for a verb's object that name nothing.
    static let standIns: Set<String> = ["something", "someone", "somebody", "sth", "sb"]

    /// Stand-ins for a verbal noun's object that name things in general ("making things" for 生産 "production").
    static let thingStandIns: Set<String> = ["things", "stuff"]

    /// `input`, a verb or gerund with a stand-in object right after it ("regretting something", "to regret something",
    /// "making things"), without the stand-in: "regretting", "to regret", "making"; `nil` for an answer of another shape
    /// (a particle or preposition before the stand-in belongs to another rule).
    static func withoutTrailingStandIn(_ input: String) -> String? {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        let hadTo = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        guard words.count == 2, words[0].allSatisfy({ $0.isASCII && $0.isLetter }),
              standIns.contains(words[1]) || thingStandIns.contains(words[1]) else { return nil }
        return (hadTo ? "to " : "") + words[0]
    }

    /// The verb of `input` when it is a verb of beginning, going on or finishing with "doing" (and a stand-in) after it:
    /// "start" for "start doing", "to begin doing something"; `nil` for any other answer. Not "stop", "quit" or "keep":
    /// "to stop" is also 止める とめる (a car), "to keep" 取っておく (a thing), which no one says with "doing".
    static func aspectVerb(_ input: String) -> String? {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard (2...3).contains(words.count), ["start", "begin", "continue", "finish"].contains(words[0]), words[1] == "doing",
              words.count == 2 || standIns.contains(words[2]) || words[2] == "things" else { return nil }
        return words[0]
    }

    /// The noun gloss of `glosses` that `input` says with "-style" after its origin: "a Japanese-style hotel" for
    /// "Japanese hotel". Only where the gloss writes the origin with a capital (a people or a place: "Japanese",
    /// "Western"), and only that gloss said word for word: "a Western-style hotel" is no "Japanese hotel".
    static func styledGloss(_ input: String, among glosses: [String]) -> String? {
        let lowered = input.lowercased()
        guard lowered.contains("style") else { return nil }
        let words = lowered.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        guard let index = words.firstIndex(of: "style"), index > 0, index < words.count - 1 else { return nil }
        let origin = words[index - 1]
        var plain = words
        plain.remove(at: index)
        let typed = MeaningMatcher.normalize(plain.joined(separator: " "))
        return glosses.first { gloss in
            !gloss.lowercased().hasPrefix("to ") && MeaningMatcher.normalizedGloss(gloss) == typed
                && gloss.split(separator: " ").contains { $0.first?.isUppercase == true && $0.lowercased() == origin }
        }
    }
}
