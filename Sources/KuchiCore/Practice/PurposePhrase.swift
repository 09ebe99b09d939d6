/// Three ways learners say a gloss with a phrase after it that keeps its meaning.
///
/// - A compound noun gloss said with "for" and what it is for: "a story for children" for 童話's "children's story",
///   "a cup for tea" for "teacup"'s spelling "tea cup", "shoes for running". Only when the words after "for", put before
///   the head (with or without a possessive 's), are a gloss of the word word for word: the gloss says the compound is
///   the thing, so "N for M" names it. Never "of" ("a cup of tea" is tea, no teacup), and never a head alone ("room for
///   improvement": 部屋 has no gloss "improvement room").
/// - A verb gloss said with the thing it is done with: "scratch with nails" for 引っ掻く "to scratch", "cut with a
///   knife". Only a thing's noun after "with" (WordNet's, never a person's: "fight with a friend" says with whom), never
///   when the verb with "with" is a gloss in its own right ("to deal with", "to play with", "to go with": another verb),
///   and never a noun of three words or more ("take with a grain of salt").
/// - An outing's noun gloss said as going on one: "going on a picnic" for ピクニック "picnic", of a word that is a verbal
///   noun (an act: 舞台 "stage" takes no "going on a stage").
enum PurposePhrase {
    /// The noun gloss among `glosses` that `input` says as an outing: "going on a picnic", "go on a trip" (with "a" or "an",
    /// "go", "goes", "going" or "went"), when the noun is no thing's (WordNet's: "going on a bus" is no バス, and an outing
    /// is an act).
    static func outingGloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let raw = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard raw.count >= 4, raw.count <= 5, ["go", "goes", "going", "went"].contains(raw[0]), raw[1] == "on",
              ["a", "an"].contains(raw[2]), let noun = raw.last?.filter(\.isLetter), !dictionary.isThingNoun(noun),
              !dictionary.isPersonNoun(noun) else { return nil }
        let said = raw.dropFirst(3).joined(separator: " ")
        let nouns = glosses.filter { !$0.lowercased().hasPrefix("to ") }
        let match = MeaningMatcher.match(said, glosses: nouns, forgivingTypos: false)
        return match.judgement == .wrong ? nil : match.gloss
    }

    /// The gloss among `glosses` that `input` says as "N for M", where "M N" or "M's N" is the gloss.
    static func compoundGloss(for input: String, among glosses: [String]) -> String? {
        guard input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
            .filter { !QualifiedGloss.possessives.contains($0) }
        guard let at = typed.firstIndex(of: "for"), (1...2).contains(at), (1...2).contains(typed.count - at - 1) else { return nil }
        let head = typed[..<at].joined(separator: " ")
        let purpose = typed[(at + 1)...]
        guard purpose.allSatisfy({ $0.allSatisfy(\.isLetter) && !AnswerJudge.countingWords.contains($0) }) else { return nil }
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

    /// Verbs whose phrases with "with" are idioms of their own.
    static let lightVerbs: Set<String> = ["do", "make", "take", "have", "get", "give", "go", "come", "put", "be", "keep", "let", "set"]

    /// The verb gloss among `glosses` that `input` says with "with" and a thing's noun after it.
    static func instrumentGloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
            .filter { !QualifiedGloss.possessives.contains($0) }
        guard let at = typed.firstIndex(of: "with"), at >= 1, (1...2).contains(typed.count - at - 1),
              let noun = typed.last, dictionary.isThingNoun(noun), !dictionary.isPersonNoun(noun),
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
