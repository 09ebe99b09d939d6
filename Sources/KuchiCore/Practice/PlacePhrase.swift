/// A verb with a place phrase (judging round 32, issue 19): "to stay at a hotel" for 泊まる, "to live in the countryside"
/// for 住む, "to ride on the train" for 乗る, "swimming in the sea" for 泳ぐ (its gerund reaches here as "to swim in the
/// sea", ``GerundPhrase``). A learner says where the verb is done; the verb keeps its own sense, so the phrase is right
/// when the verb alone is.
///
/// The place is a noun phrase whose last word one of its first two WordNet senses names a place one is at, in or on
/// (``WordDictionary/isPlaceNoun(_:)``: "hotel", "train", "chair"; never "coat", "light" or "trouble"), after an article,
/// a possessive or modifiers the parts-of-speech lines know, and nothing else: no second verb, no second preposition, no
/// "and". The verb is no light verb whose sense its complement makes (`lightVerbs`: "to get in the car", "to take in the
/// view"); the verb with its preposition is no phrasal verb of its own (``AnswerJudge/placePhraseVerdict``).
enum PlacePhrase {
    /// The prepositions that put a verb at, in or on a place, or move it to, from, through or around one.
    static let prepositions: Set<String> = ["at", "in", "on", "into", "to", "from", "through", "around"]

    /// Verbs whose sense their complement makes ("to be at home", "to get on the bus", "to have in the house", "to make
    /// it to the station", "to do in the kitchen", "to take to the park"), in every form a learner types.
    static let lightVerbs: Set<String> = [
        "be", "am", "is", "are", "was", "were", "been", "being", "get", "gets", "got", "gotten", "getting", "have", "has",
        "had", "having", "make", "makes", "made", "making", "do", "does", "did", "done", "doing", "take", "takes", "took",
        "taken", "taking",
    ]

    /// Adverb particles a verb may take before its place ("to sit down on a chair", "to climb up to the top").
    static let particles: Set<String> = ["down", "up", "out", "off", "over", "back", "away"]

    /// The possessives of anyone at all ("your", "one's"), which make a place a person's own thing.
    private static let genericOwners: Set<String> = ["your", "one's", "ones", "someone's", "somebody's"]

    /// Whether the phrasal verb `phrasal` ("go into") is a verb of its own: the thesaurus gives it a synonym said with
    /// another verb ("go into": come in, get into, move into; "break into": burglarize). One whose every synonym is the
    /// same verb again with another particle ("fall into": fall under) says nothing the verb with its place does not.
    static func namesOtherVerb(_ phrasal: String, in dictionary: WordDictionary) -> Bool {
        guard let verb = phrasal.split(separator: " ").first else { return false }
        return dictionary.synonyms(of: phrasal).contains { $0.split(separator: " ").first != verb }
    }

    /// Words that open a noun phrase: articles, possessives, demonstratives.
    private static let determiners: Set<String> = QualifiedGloss.possessives.union([
        "a", "an", "the", "this", "that", "these", "those",
    ])

    /// The verb of `input` ("stay", or "sit down" with its particle), its preposition and its place's words, when
    /// `input` is "[to] VERB [PARTICLE] PREPOSITION PLACE" with a place `dictionary` knows; `nil` for any other shape.
    static func parts(of input: String, in dictionary: WordDictionary) -> (verb: [String], preposition: String, place: [String])? {
        var words = input.lowercased().split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: .punctuationCharacters) }
        if words.first == "to" { words.removeFirst() }
        guard (3...7).contains(words.count), !words.contains(where: \.isEmpty), words[0].allSatisfy(\.isLetter),
              !lightVerbs.contains(words[0]) else { return nil }
        let at = particles.contains(words[1]) ? 2 : 1
        guard prepositions.contains(words[at]), at + 1 < words.count else { return nil }
        let place = Array(words[(at + 1)...])
        guard isPlace(place, verb: words[0], in: dictionary) else { return nil }
        return (Array(words[..<at]), words[at], place)
    }

    /// Whether `place` is a noun phrase naming a place: an optional determiner, at most two modifiers (a noun or
    /// adjective the parts-of-speech lines hold, a place, a possessive "-'s" or an "-ing" word: "the swimming pool",
    /// "my friend's house"), and a place noun last; never the verb again.
    private static func isPlace(_ place: [String], verb: String, in dictionary: WordDictionary) -> Bool {
        guard let last = place.last, dictionary.isPlaceNoun(last), !place.contains(verb) else { return false }
        var modifiers = place.dropLast()
        // "your car", "one's seat": a person's own thing says whose it is, not where the verb is done (round 21:
        // 立ち止まる "stop in your car", 帰宅 "going to your office" are wrong).
        if let first = modifiers.first, genericOwners.contains(first) { return false }
        if let first = modifiers.first, determiners.contains(first) { modifiers.removeFirst() }
        return modifiers.count <= 2 && modifiers.allSatisfy { word in
            word.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } && !determiners.contains(word)
                && (!dictionary.partsOfSpeech(of: word).isEmpty || dictionary.isPlaceNoun(word) || word.hasSuffix("'s")
                    || word.count > 5 && word.hasSuffix("ing"))
        }
    }
}

extension AnswerJudge {
    /// The verdict on `input` as a verb with a place phrase (``PlacePhrase``): right, with the verb's meaning shown, when
    /// the word has a verb's meaning and "to VERB" alone is right for it (exactly or normalised, never a typo), unless the
    /// verb with its preposition or particle is a phrasal verb the thesaurus knows ("break into", "give in", "turn on",
    /// "hang out") that is not itself right for the word (見る's key holds "to look at", so "to look at the sky" is right), or the whole is another entry's gloss, a synonym the answer key refuses for the
    /// word or another meaning in play (`competitors`); `nil` otherwise.
    static func placePhraseVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                   competitors: [String]) -> Verdict? {
        func isVerb(_ meaning: String) -> Bool { meaning.lowercased().hasPrefix("to ") }
        guard word.answerMeanings.contains(where: isVerb) || known.glosses.contains(where: isVerb),
              let parts = PlacePhrase.parts(of: input, in: dictionary),
              !isMeaningInItsOwnRight(input, in: dictionary), !isRefusedSynonym(input, known: known) else { return nil }
        let whole = MeaningMatcher.normalize(input)
        guard !competitors.contains(where: { MeaningMatcher.normalize($0) == whole }) else { return nil }
        func isRight(_ phrase: String) -> Bool {
            let judgement = phrasedMeaningVerdict(phrase, word: word, in: dictionary, known: known, competitors: competitors).judgement
            return judgement == .exact || judgement == .normalised
        }
        // A phrasal verb of its own ("break into": burgle; "hang out": spend time; "go into": enter): the place may be its
        // object, or the verb its own sense. A gerund's phrasal verb is its verb's: "going into hospital" says "go into".
        let verbs = ActionNoun.shortGerunds[parts.verb[0]].map { [$0] } ?? [parts.verb[0]] + ActionNoun.verbs(ofGerund: parts.verb[0])
        var phrasals = verbs.map { $0 + " " + parts.preposition }
        if parts.verb.count > 1 {
            phrasals += verbs.flatMap { [([$0] + parts.verb.dropFirst()).joined(separator: " "), ([$0] + parts.verb.dropFirst() + [parts.preposition]).joined(separator: " ")] }
        }
        for phrasal in phrasals where PlacePhrase.namesOtherVerb(phrasal, in: dictionary) && !isRight("to " + phrasal) {
            return nil
        }
        let head = "to " + parts.verb.joined(separator: " ")
        var verdict = phrasedMeaningVerdict(head, word: word, in: dictionary, known: known, competitors: competitors)
        guard verdict.judgement == .exact || verdict.judgement == .normalised else { return nil }
        verdict.judgement = .normalised
        verdict.given = input
        return verdict
    }
}
