/// A person noun said as a learner defines it: "someone who works in a shop" for 店員's "shop worker", "someone who
/// teaches" for 先生's "teacher", "a person who drives a bus" for "bus driver". The clause is made back into the noun
/// English makes of it (the verb's agent noun, after the one noun the clause names), and only that noun said word for
/// word is right: no synonym, kind or other shape of it. A clause that names no noun of the word's own ("someone who
/// works for you", "someone who owns a shop") makes another person's noun, which the word's glosses do not hold.
enum PersonDefinition {
    /// The nouns `input` may say (``MeaningMatcher/normalize(_:)`` form): "shop worker" for "someone who works in a shop"
    /// or "a person working in the shop"; empty for an answer of another shape.
    static func nouns(of input: String) -> [String] {
        var words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let first = words.first, people.contains(first), words.count >= 2, words.count <= 7 else { return [] }
        words.removeFirst()
        // A trade said after the verb adds nothing to the noun: "someone who fishes for a living" is a fisher.
        if words.count >= 4, let trade = trades.first(where: { words.suffix($0.count).elementsEqual($0) }) {
            words.removeLast(trade.count)
        }
        let verbs: [String]
        if ["who", "that"].contains(words[0]) {
            guard words.count >= 2 else { return [] }
            words.removeFirst()
            verbs = presentVerbs(of: words[0])
        } else {
            verbs = ActionNoun.verbs(ofGerund: words[0])
        }
        guard !verbs.isEmpty else { return [] }
        let rest = Array(words.dropFirst())
        var heads: [String] = []
        if rest.isEmpty {
            heads = [""]
        } else if let noun = namedNoun(rest) {
            heads = [noun + " "]
        } else {
            return []
        }
        return heads.flatMap { head in verbs.flatMap(agentNouns).map { head + $0 } }
    }

    /// The noun a person is said to be in relation to the learner: "junior" for "someone junior to you", "senior" for
    /// "a person senior to me"; `nil` for an answer of another shape. The caller takes it only as a noun gloss of a word
    /// that is a noun: "someone close to you" is no 近い "close".
    static func relation(of input: String) -> String? {
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard (4...5).contains(words.count), people.contains(words[0]), words[words.count - 2] == "to",
              ["you", "me", "one", "us"].contains(words[words.count - 1]) else { return nil }
        return words[1..<(words.count - 2)].joined(separator: " ")
    }

    /// What a learner says after a verb to make it a trade ("for a living", "as a job"; articles aside).
    static let trades: [[String]] = [["for", "living"], ["as", "job"], ["as", "profession"], ["by", "trade"]]

    /// Words a learner begins a person's definition with ("a person" is "person" once articles are set aside).
    static let people: Set<String> = ["someone", "somebody", "person"]

    /// The one noun a clause's rest names, singular ("in a shop": shop, "books": book, "the bus": bus): at most a
    /// preposition of place or purpose, then an article or possessive, then one word of letters that is no pronoun.
    static func namedNoun(_ rest: [String]) -> String? {
        var words = rest
        if let first = words.first, ["in", "at", "on", "for"].contains(first) { words.removeFirst() }
        if let first = words.first, determiners.contains(first) { words.removeFirst() }
        guard words.count == 1, let noun = words.first, noun.count >= 3, noun.allSatisfy({ $0.isASCII && $0.isLetter }),
              !pronouns.contains(noun) else { return nil }
        return EnglishSpelling.singular(noun)
    }

    private static let determiners: Set<String> = ["a", "an", "the", "my", "your", "his", "her", "their", "our", "one's", "some"]

    private static let pronouns: Set<String> = [
        "you", "me", "him", "her", "them", "us", "it", "one", "someone", "somebody", "something", "people", "others", "yourself",
        "things", "thing", "everyone", "anyone", "everything", "anything", "oneself",
    ]

    /// The plain verbs a present-tense verb after "who" may be ("works": work, "teaches": teach, "studies": study).
    static func presentVerbs(of word: String) -> [String] {
        guard word.count >= 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
        if word.hasSuffix("ies") { return [word.dropLast(3) + "y"] }
        if word.hasSuffix("es") { return [String(word.dropLast(2)), String(word.dropLast())] }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { return [String(word.dropLast())] }
        return []
    }

    /// The agent nouns English may make of `verb` (work: worker, drive: driver, visit: visitor, run: runner, carry:
    /// carrier); the ones English does not make are no gloss and meet nothing.
    static func agentNouns(of verb: String) -> [String] {
        guard let last = verb.last else { return [] }
        if last == "e" { return [verb + "r", verb.dropLast() + "or"] }
        if last == "y", let before = verb.dropLast().last, !"aeiou".contains(before) { return [verb.dropLast() + "ier"] }
        var nouns = [verb + "er", verb + "or"]
        let letters = Array(verb)
        if letters.count >= 3, !"aeiouwxy".contains(last), "aeiou".contains(letters[letters.count - 2]),
           !"aeiou".contains(letters[letters.count - 3]) {
            nouns.append(verb + String(last) + "er")
        }
        return nouns
    }
}
