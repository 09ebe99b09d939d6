/// The glosses of a word that only hold with a negation the dictionary states in a note: wrong said alone, right said
/// with it (``AnswerJudge/negatedGlosses(meanings:glosses:senses:)``).
struct NegatedGlosses {
    /// The ways of saying each such gloss with its negation (normalised), by the gloss's normalised form without it.
    var said: [String: [String]] = [:]
    /// The gloss as the word lists it, by the same key (the answer shown when a negated one is typed).
    var listed: [String: String] = [:]

    /// Whether no gloss of the word needs a negation.
    var isEmpty: Bool { said.isEmpty }

    /// The gloss that `typed` (normalised) says with its negation, if any (of several, the first by its key: the same at
    /// every run).
    func gloss(saidAs typed: String) -> String? {
        said.filter { $0.value.contains(typed) }.keys.min().flatMap { listed[$0] }
    }
}

extension AnswerJudge {
    /// The notes that negate the gloss they stand in (kept by `scripts/update-dictionary.py` where EDICT writes them
    /// before the gloss: 到底 "(cannot) possibly", 少しも "(not even) a bit").
    static let negatingNotes = ["(not)", "(not so)", "(not even)", "(cannot)", "(can't)", "(none)", "(nothing)", "(no)"]

    /// Glosses that English only ever says with a negation, so that said alone they say no opposite: まだ "(not) yet" typed
    /// "yet", もう "(not) anymore" typed "anymore".
    static let negativeOnTheirOwn: Set<String> = ["yet", "anymore", "any more", "any longer"]

    /// The glosses of a word (its deck's `meanings`, its dictionary `glosses` by `senses`) that hold only with a negation:
    ///
    /// - a gloss written with a note that negates it ("(not) always", "certainly (not)", "(cannot) possibly"): said
    ///   without it, it says the opposite of the word (必ずしも: no "always"; 別に: no "especially"), unless a deck meaning
    ///   gives it without the note (まだ "yet; still");
    /// - every other gloss of a sense most of whose glosses are so written: the sense is a negative one, and its plain
    ///   glosses only strengthen the negation (到底 "(cannot) possibly; (not) by any means; (not) at all; utterly;
    ///   absolutely": no "absolutely", but "absolutely not"), unless a sense that is not negative or a deck meaning
    ///   gives the gloss too.
    ///
    /// Said with its negation where the note stands ("not always", "cannot possibly"), with "not … any" as "no" ("by no
    /// means"), or, for a gloss of a negative sense, with "not" before or after it ("absolutely not"), it is right.
    static func negatedGlosses(meanings: [String], glosses: [String], senses: [[String]]) -> NegatedGlosses {
        var found = NegatedGlosses()
        // Most words have no note at all: looked for by its byte (a parenthesis) before any search.
        func isNoted(_ gloss: String) -> Bool {
            gloss.utf8.contains(0x28) && negatingNotes.contains { gloss.range(of: $0, options: .caseInsensitive) != nil }
        }
        let noted = (meanings + glosses).filter(isNoted)
        guard !noted.isEmpty else { return found }
        let plainMeanings = Set(meanings.filter { !isNoted($0) }.map(MeaningMatcher.normalizedGloss))
        func add(_ gloss: String, said: [String]) {
            let plain = MeaningMatcher.normalizedGloss(gloss)
            // A gloss that says its negation itself ("by no means" beside とても's "(not) at all") needs no other.
            guard !plain.isEmpty, !plainMeanings.contains(plain), !negativeOnTheirOwn.contains(plain), !saysANegation(plain) else { return }
            found.said[plain, default: []].append(contentsOf: said)
            if found.listed[plain] == nil { found.listed[plain] = gloss }
        }
        for gloss in noted { add(gloss, said: saidNegated(gloss)) }
        let negative = senses.filter { sense in sense.filter(isNoted).count * 2 > sense.count }
        guard !negative.isEmpty else { return found }
        let heldPlainly = Set(senses.filter { sense in !negative.contains(sense) }.flatMap { $0 }.map(MeaningMatcher.normalizedGloss))
        for gloss in negative.flatMap({ $0 }) where !isNoted(gloss) && !heldPlainly.contains(MeaningMatcher.normalizedGloss(gloss)) {
            let plain = MeaningMatcher.normalizedGloss(gloss)
            add(gloss, said: ["not " + plain, plain + " not"])
        }
        return found
    }

    /// A gloss with its negating note said where it stands, its parentheses taken off: "(not) always": not always.
    static func saidWithItsNote(_ gloss: String) -> String {
        var said = gloss
        for note in negatingNotes { said = said.replacingOccurrences(of: note, with: String(note.dropFirst().dropLast()), options: .caseInsensitive) }
        return said
    }

    /// The normalised ways of saying `gloss` with its negating note: where the note stands ("not by any means"), and
    /// with "not … any" said as "no" ("by no means"), "not ever" as "never", "not anything" as "nothing".
    static func saidNegated(_ gloss: String) -> [String] {
        let said = normalizedNegation(saidWithItsNote(gloss))
        var words = said.split(separator: " ").map(String.init)
        guard words.count > 1, words[0] == "not" else { return [said] }
        words.removeFirst()
        let merged = ["any": "no", "anything": "nothing", "anyone": "no one", "anybody": "nobody", "anywhere": "nowhere", "ever": "never"]
        guard let index = words.firstIndex(where: { merged[$0] != nil }), let word = merged[words[index]] else { return [said] }
        words[index] = word
        return [said, MeaningMatcher.normalize(words.joined(separator: " "))]
    }

    /// `text` normalised as a negation is compared: "can not" (and "can't") as "cannot".
    static func normalizedNegation(_ text: String) -> String {
        MeaningMatcher.normalize(text).replacingOccurrences(of: "can not", with: "cannot")
    }

    /// Whether `typed` (normalised) says a negation: "not", "no", "never", "cannot", "nothing", "none" …
    static func saysANegation(_ typed: String) -> Bool {
        typed.split(separator: " ").contains { negationWords.contains(String($0)) }
    }

    private static let negationWords: Set<String> = [
        "not", "no", "never", "cannot", "nothing", "none", "nobody", "nowhere", "neither", "nor", "hardly", "barely", "scarcely",
    ]
}
