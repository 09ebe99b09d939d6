/// A verb gloss said with an everyday object: "to wash the dishes", "drinking medicine" for a word whose gloss is "to wash"
/// or "to drink".
///
/// Right when what follows the verb is a plain object (an article or possessive at most, then one or two nouns of things
/// or people: ``WordDictionary/isThingNoun(_:)``), unless the object may change what the verb means, which Japanese then
/// says with another word. So never for a verb the dictionary glosses with a note of its object in three entries or
/// more ("to play the piano" is 弾く, not 遊ぶ "to play"; "to take a photo", "to have dinner", "to run a company":
/// ``WordDictionary/turnsOnItsObject(_:)``), nor one the word's own entry glosses only with a note (着る "to wear (from
/// the shoulders down)": "to wear shoes"), nor a phrase that is WordNet's idiom or another entry's ("shake hands", "call the
/// shots"; 勝つ "to win a prize", which another entry's "to win (a prize …)" names; "seeing a doctor"). The object of an
/// abstract noun ("to buy time", "to save money", "to eat my words") or a body part ("to shut your eyes") is no thing's.
enum VerbWithObject {
    /// Articles and possessives that may stand before the object.
    static let determiners: Set<String> = ["a", "an", "the", "my", "your", "his", "her", "our", "their", "one's", "some"]

    /// The gloss of `verbs` ("to wash": plain, one word) that `input` says with an object; `ownGlosses` are the word's
    /// dictionary glosses (a note of the same verb there narrows it).
    static func gloss(for input: String, verbs: [String], ownGlosses: [String], in dictionary: WordDictionary) -> String? {
        guard input.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words = MeaningMatcher.asciiWords(input.lowercased())
        if words.first == "to" { words.removeFirst() }
        guard (2...4).contains(words.count) else { return nil }
        let typedVerb = words.removeFirst()
        let determiner = determiners.contains(words[0]) ? words.removeFirst() : nil
        guard (1...2).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) && dictionary.isThingNoun($0) }) else { return nil }
        let bases = typedVerb.hasSuffix("ing") ? ActionNoun.verbs(ofGerund: typedVerb) : [typedVerb]
        for base in bases where !dictionary.turnsOnItsObject(base) {
            guard let gloss = verbs.first(where: { MeaningMatcher.words(of: $0) == base && $0.lowercased().hasPrefix("to ") && !$0.contains("(") })
            else { continue }
            // The word's own entry glosses the verb only with a note of its object: only what the note names
            // (``GlossVariants``). A plain gloss beside it is a sense of its own (読む "to read"; "to read (someone's thoughts)").
            let plain = ownGlosses.contains { $0.lowercased() == "to \(base)" }
            guard plain || !ownGlosses.contains(where: { $0.lowercased().hasPrefix("to \(base) (") }) else { return nil }
            guard !isOtherMeaning(verb: base, determiner: determiner, object: words, in: dictionary) else { return nil }
            return gloss
        }
        return nil
    }

    /// Whether the verb `verb` with `object` is an idiom or a pairing of another entry's note (said with or without an
    /// article, or with "one's" for a possessive), or any entry's gloss as the verb or its gerund, with the typed article
    /// or another ("seeing a doctor" for "to see the doctor"), or "one's" for a possessive; a gerund with no article is a
    /// compound noun when the learner typed one ("reading book" is a reader, no "reading a book").
    static func isOtherMeaning(verb: String, determiner: String?, object: [String], in dictionary: WordDictionary) -> Bool {
        let last = object[object.count - 1]
        let singular = EnglishSpelling.irregularSingular(last) ?? EnglishSpelling.singular(last)
        if dictionary.pairsVerbWithObject("\(verb) \(singular)") || dictionary.pairsVerbWithObject("\(verb) \(last)") { return true }
        let named = object.joined(separator: " ")
        let possessive = determiner.map { !["a", "an", "the", "some"].contains($0) } ?? false
        for said in ["", "a ", "the ", "one's "] where dictionary.pairsVerbWithObject("\(verb) \(said)\(named)") { return true }
        let determiners: [String] = switch determiner {
        case nil: [""]
        case let typed? where possessive: [typed + " ", "one's "]
        case let typed?: [typed + " ", "a ", "the "]
        }
        let stem = verb.hasSuffix("e") && !verb.hasSuffix("ee") ? String(verb.dropLast()) : verb
        let forms = [verb, stem + "ing", verb + String(verb.suffix(1)) + "ing"]
        return determiners.contains { said in forms.contains { dictionary.isGloss("\($0) \(said)\(named)") } }
    }
}
