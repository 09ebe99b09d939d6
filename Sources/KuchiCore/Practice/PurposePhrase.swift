/// Two ways learners say a gloss with a phrase after it that keeps its meaning.
///
/// - A compound noun gloss said with "for" and what it is for: "a story for children" for 童話's "children's story",
///   "water for drinking" for "drinking water", "a hall for dining". Only when the words after "for", put before
///   the head (with or without a possessive 's), are a gloss of the word word for word: the gloss says the compound is
///   the thing, so "N for M" names it. Never "of" ("a cup of tea" is tea, no teacup), and never a head alone ("room for
///   improvement": 部屋 has no gloss "improvement room"). The words after "for" name whom or what use it serves, a person's
///   noun or a gerund: never an adjective ("water for hot" for 湯's "hot water") nor a thing ("lunch for a box" for
///   弁当's "box lunch", "a train for bullets": the gloss read backwards).
/// - A verb gloss said with the thing it is done with: "cut with a knife" for 切る "to cut", "eat with chopsticks". Only a
///   thing's noun after "with" (WordNet's `n` mark: never a person's, "fight with a friend" says with whom; nor a body
///   part's, so "scratch with nails" stays refused; nor a conveyance's, WordNet's `c` mark: "to hit with a car" is no
///   打つ), never after a light verb ("could do with a drink", "go with a dress"), never when the verb with "with" is a
///   gloss in its own right ("to deal with", "to play with": another verb), and never a noun of three words or more
///   ("take with a grain of salt").
enum PurposePhrase {
    /// The gloss among `glosses` that `input` says as "N for M", where "M N" or "M's N" is the gloss.
    static func compoundGloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        guard input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
            .filter { !QualifiedGloss.possessives.contains($0) }
        guard let at = typed.firstIndex(of: "for"), (1...2).contains(at), (1...2).contains(typed.count - at - 1) else { return nil }
        let head = typed[..<at].joined(separator: " ")
        let purpose = typed[(at + 1)...]
        guard purpose.allSatisfy({ $0.allSatisfy(\.isLetter) && !AnswerJudge.countingWords.contains($0) }) else { return nil }
        // "For" names the people or the use the thing serves ("a story for children", "water for drinking"): never an
        // adjective ("water for hot" is 湯's "hot water" read backwards), nor a thing ("a train for bullets", "lunch for a
        // box": "bullet train" and "box lunch" say what the thing is like or comes in, not whom it is for).
        guard let object = purpose.last, servesAs(object, in: dictionary),
              purpose.dropLast().allSatisfy({ !dictionary.partsOfSpeech(of: $0).contains(where: { "aj".contains($0) }) }) else { return nil }
        let said = purpose.joined(separator: " ")
        let nouns = glosses.filter { !$0.lowercased().hasPrefix("to ") && ($0.contains(" ") || $0.contains("'")) }
        guard !nouns.isEmpty else { return nil }
        for candidate in ["\(said) \(head)", "\(said)'s \(head)", "\(said)' \(head)"] {
            let match = MeaningMatcher.match(candidate, glosses: nouns, forgivingTypos: false)
            if match.judgement != .wrong, let gloss = match.gloss,
               MeaningMatcher.words(of: gloss).split(separator: " ").count >= 2 { return gloss }
        }
        return nil
    }

    /// Whether `word` (lower case), after "for", names whom or what use a thing serves: a person's noun ("children",
    /// "lovers") or a gerund ("drinking", "dining"), never an adjective or a thing's noun.
    static func servesAs(_ word: String, in dictionary: WordDictionary) -> Bool {
        if dictionary.isPersonNoun(word) || dictionary.isPersonNoun(EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)) {
            return true
        }
        return word.count > 5 && word.hasSuffix("ing") && !dictionary.isAdjectiveOnly(word)
    }

    /// Verbs whose phrases with "with" are idioms of their own.
    static let lightVerbs: Set<String> = ["do", "make", "take", "have", "get", "give", "go", "come", "put", "be", "keep", "let", "set"]

    /// The verb gloss among `glosses` that `input` says with "with" and a thing's noun after it.
    static func instrumentGloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
            .filter { !QualifiedGloss.possessives.contains($0) }
        guard let at = typed.firstIndex(of: "with"), at >= 1, (1...2).contains(typed.count - at - 1),
              let noun = typed.last, dictionary.isThingNoun(noun), !dictionary.isPersonNoun(noun), !dictionary.isVehicleNoun(noun),
              !dictionary.isPersonNoun(EnglishSpelling.irregularSingular(noun) ?? EnglishSpelling.singular(noun)),
              typed[(at + 1)...].allSatisfy({ $0.allSatisfy(\.isLetter) && !AnswerJudge.countingWords.contains($0) }) else { return nil }
        let verb = typed[..<at].joined(separator: " ")
        // A light verb with "with" is an idiom ("could do with a drink", "make do with", "go with a dress").
        guard let first = typed.first, !lightVerbs.contains(first) else { return nil }
        guard !dictionary.isGloss("to \(verb) with"), !dictionary.isGloss("\(verb) with"), !dictionary.isGloss(input) else { return nil }
        let verbs = glosses.filter { $0.lowercased().hasPrefix("to ") }
        let match = MeaningMatcher.match("to " + verb, glosses: verbs, forgivingTypos: false)
        return match.judgement == .wrong ? nil : match.gloss
    }
}
