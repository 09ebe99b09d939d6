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

    /// Stand-ins for a thing between a verb and its particle ("printing something out", "print it out"): never a person's,
    /// which picks another sense of many such verbs ("to make someone out" makes out who they are).
    static let thingBeforeOut: Set<String> = ["something", "sth", "it", "them", "things", "stuff"]

    /// Verbs whose "things" makes an idiom of another meaning: "seeing things" and "hearing things" imagine them.
    static let thingIdiomVerbs: Set<String> = ["see", "seeing", "hear", "hearing"]

    /// Particles a thing's stand-in may stand before in a phrasal verb the word says (judging round 19 "out", round 21 the
    /// rest): "to print it out", "to raise something up", "to write it down", "to cut it off". Not "in" or "over", most
    /// often prepositions whose object follows them ("to deal in", "to persist in", "to grieve over", "to go over").
    static let particles: Set<String> = ["out", "up", "down", "off", "back", "away"]

    /// `input` as a phrasal verb with a particle (``particles``) and a thing's stand-in between ("printing something out",
    /// "to raise it up"): the phrasal verb said plainly ("printing out") and its verb alone ("printing"), which the caller
    /// needs both right for the word, so the stand-in picks no other sense ("to bring something up" is no 育てる: "to
    /// bring" is not), and the particle. `nil` for any other shape, and for a person's stand-in ("to cut someone off").
    static func phrasalWithoutStandIn(_ input: String) -> (phrasal: String, verb: String, particle: String)? {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        let hadTo = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        guard words.count == 3, particles.contains(words[2]), thingBeforeOut.contains(words[1]),
              words[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let verb = (hadTo ? "to " : "") + words[0]
        return (verb + " " + words[2], verb, words[2])
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

    /// Whether `meanings` hold `phrasal` ("to print out", "printing out") as written, notes in parentheses and a
    /// leading "to" or "-ing" aside: 印刷's "to print out" does; 閉める's "to shut" does not hold "to shut out", which
    /// only a thesaurus synonym of "shut" takes (review 25). With `noteless`, a meaning with a note counts not: the note
    /// names the sense ("to make up (one's face)" says no "to make something up").
    static func saysAsWritten(_ phrasal: String, among meanings: [String], noteless: Bool = false) -> Bool {
        let words = phrasal.lowercased().split(separator: " ").filter { $0 != "to" }.map(String.init)
        guard words.count == 2 else { return false }
        let verbs = Set([words[0]] + baseForms(of: words[0]))
        return meanings.contains { meaning in
            if noteless, meaning.contains("(") { return false }
            let said = withoutNotes(meaning).split(separator: " ").filter { $0 != "to" }.map(String.init)
            return said.count == 2 && said[1] == words[1] && (verbs.contains(said[0]) || baseForms(of: said[0]).contains(where: verbs.contains))
        }
    }

    /// Whether a meaning gives the verb of `plain` ("to raise", "calling") a person as its whole object, or a means ("by
    /// phone"): 育てる's key "to raise children" raises no things, かける's "to call by phone" calls none (review 25: "to
    /// raise things" lifts, "to call things" names them). A verb of two objects keeps its things (見せる "to show
    /// someone": "showing things"), as does one a note gives a thing (止める "to stop (an activity)").
    static func namesItsObject(_ plain: String, among meanings: [String]) -> Bool {
        guard let typed = plain.lowercased().split(separator: " ").last.map(String.init) else { return false }
        let verbs = Set([typed] + baseForms(of: typed))
        guard verbs.isDisjoint(with: twoObjectVerbs) else { return false }
        // A note that names a thing ("to stop (an activity)") says the verb takes things as well.
        let takesThings = meanings.contains { meaning in
            let text = meaning.lowercased()
            return verbs.contains { text.hasPrefix("to \($0) (") } && !personObjects.contains { text.contains("(\($0))") }
        }
        return !takesThings && meanings.contains { meaning in
            var words = meaning.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
            guard words.count >= 3, words[0] == "to", verbs.contains(words[1]) else { return false }
            words.removeFirst(2)
            if words.count == 2, words[0] == "by", words[1] != "heart" { return true }
            if ["a", "the"].contains(words[0]) { words.removeFirst() }
            return words.count == 1 && personObjects.contains(words[0])
        }
    }

    /// Words that say a person is a verb's whole object ("to raise children", "to phone someone").
    static let personObjects: Set<String> = ["someone", "somebody", "sb", "children", "child", "people", "person", "kids"]

    /// Verbs that take a person and a thing both ("to give someone something"), whose person says nothing of the thing.
    static let twoObjectVerbs: Set<String> = ["give", "show", "lend", "send", "hand", "teach", "tell", "offer", "bring", "pay",
                                              "sell", "buy", "owe", "pass", "ask", "get", "leave", "find", "make", "cook"]

    /// `text` lower-cased without its notes in parentheses, its spaces single.
    private static func withoutNotes(_ text: String) -> String {
        var kept = "", depth = 0
        for character in text.lowercased() {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { kept.append(character) }
        }
        return kept.split(separator: " ").joined(separator: " ")
    }

    /// The plain verbs a gerund may be of: "raising" → "rais", "raise"; "running" → "runn", "run", "rune".
    private static func baseForms(of word: String) -> [String] {
        guard word.hasSuffix("ing"), word.count > 5 else { return [] }
        let stem = String(word.dropLast(3))
        var forms = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { forms.append(String(stem.dropLast())) }
        return forms
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
