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

    /// Stand-ins for a thing between a verb and "out" ("printing something out", "print it out"): never a person's, which
    /// picks another sense of many such verbs ("to make someone out" makes out who they are).
    static let thingBeforeOut: Set<String> = ["something", "sth", "it", "them", "things", "stuff"]

    /// Verbs whose "things" makes an idiom of another meaning: "seeing things" and "hearing things" imagine them.
    static let thingIdiomVerbs: Set<String> = ["see", "seeing", "hear", "hearing"]

    /// `input` as a phrasal verb with "out" and a thing's stand-in between ("printing something out", "to print it out"):
    /// the phrasal verb said plainly ("printing out") and its verb alone ("printing"), which the caller needs both right
    /// for the word, so the stand-in picks no other sense ("to bring something up" is no 育てる: "to bring" is not).
    /// `nil` for any other shape, and for any particle but "out" ("to cut someone off", "to put something up").
    static func phrasalOutWithoutStandIn(_ input: String) -> (phrasal: String, verb: String)? {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        let hadTo = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        guard words.count == 3, words[2] == "out", thingBeforeOut.contains(words[1]),
              words[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let verb = (hadTo ? "to " : "") + words[0]
        return (verb + " out", verb)
    }

    /// `input`, a verb or gerund with "things" or "stuff" as its object ("count things", "making stuff"), as the verb alone:
    /// "to count", "making"; `nil` for another shape, or a verb whose "things" is an idiom ("seeing things").
    static func thingsAsObject(_ input: String) -> String? {
        let typed = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = typed.last, thingStandIns.contains(last) else { return nil }
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard words.count == 2, words[0].allSatisfy({ $0.isASCII && $0.isLetter }), !thingIdiomVerbs.contains(words[0])
        else { return nil }
        return words[0].hasSuffix("ing") ? words[0] : "to " + words[0]
    }

    /// `input` with "people" said as the answer key's and the dictionary's "someone" ("to show people around" → "to show
    /// someone around"); `nil` when it holds no "people" as a word of its own, holds it first (a noun, not an object) or last
    /// ("to read people" is the bare stand-in shape, which a verb taking no person refuses).
    static func peopleAsSomeone(_ input: String) -> String? {
        let words = input.split(separator: " ").map(String.init)
        guard words.count >= 3, words.count <= 6,
              let index = words.firstIndex(where: { $0.lowercased() == "people" }), index > 0, index < words.count - 1,
              !["the", "a", "some", "many", "other", "these", "those"].contains(words[index - 1].lowercased()) else { return nil }
        var changed = words
        changed[index] = "someone"
        return changed.joined(separator: " ")
    }

    /// Whether `input` is "get started" (or "getting started", "to get started"): said of beginning something, as a gloss
    /// "to start" is when the word's glosses say "to begin" too (始める), never a car's or a machine's start alone.
    static func saysGetStarted(_ input: String) -> Bool {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        return words.count == 2 && ["get", "getting"].contains(words[0]) && words[1] == "started"
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
