/// A verb with its object (judging round 35, issue 19): "to pack a box" for 詰める, "to mend clothes" for 繕う, "reading
/// letters" for 読む (a gerund reaches here as typed, its verb read through ``ActionNoun``). The verb keeps its own sense
/// when its object is one the word's own meanings, glosses or key answers name after that verb; the phrase is then right
/// when the verb alone is.
///
/// Round 33 measured the shape and did not build it: with the object named by the word's own data it still took idioms
/// built on that literal noun ("to spill the beans" for 零す, "to pass water" for 取る). So the phrase is also no English
/// idiom of a verb with its object (``BundledVerbIdioms``, WordNet 3.0's verb lemmas of that shape), unless the idiom as
/// written is itself one of the word's meanings, glosses or key answers.
///
/// The shape is "[to] VERB [DETERMINER] [up to two modifiers] NOUN": the noun never a person's ("to see a doctor"), an
/// adjective only, a particle or a preposition; the modifiers words the parts-of-speech lines hold, no "and", no
/// preposition, no second verb; the verb no light verb whose sense its object makes (`lightVerbs`: "to take the dishes",
/// "to do the car").
enum VerbObjectPhrase {
    /// Verbs whose sense their object makes, in every form a learner types.
    static let lightVerbs: Set<String> = PlacePhrase.lightVerbs.union([
        "give", "gives", "gave", "given", "giving", "put", "puts", "putting", "keep", "keeps", "kept", "keeping", "let",
        "lets", "letting", "set", "sets", "setting", "hold", "holds", "held", "holding", "go", "goes", "went", "gone",
        "going", "come", "comes", "came", "coming",
    ])

    /// Words that open a noun phrase: articles, possessives, demonstratives, a few quantifiers. Left out of an idiom's key.
    static let determiners: Set<String> = QualifiedGloss.possessives.union([
        "a", "an", "the", "this", "that", "these", "those", "some", "any", "ones", "somebody's",
    ])

    /// The verb of `input` ("wash"), its object's words after the determiner ("plates", "dirty plates") and the noun
    /// last, when `input` is "[to] VERB [DETERMINER] [MODIFIER] [MODIFIER] NOUN" with a last word that is no particle,
    /// preposition, adverb in "-ly", adjective only or person's noun; `nil` for any other shape.
    static func parts(of input: String, in dictionary: WordDictionary) -> (verb: String, object: [String], noun: String)? {
        var words = input.lowercased().split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: .punctuationCharacters) }
        if words.first == "to" { words.removeFirst() }
        guard (2...5).contains(words.count), !words.contains(where: \.isEmpty), words[0].allSatisfy(\.isLetter),
              !lightVerbs.contains(words[0]) else { return nil }
        var object = Array(words.dropFirst())
        if let first = object.first, determiners.contains(first) { object.removeFirst() }
        guard let noun = object.last, (1...3).contains(object.count), !object.contains(words[0]),
              noun.allSatisfy(\.isLetter), !noun.hasSuffix("ly"), !PlacePhrase.particles.contains(noun), !OwnHeadPhrase.prepositions.contains(noun),
              !dictionary.isAdjectiveOnly(noun), !dictionary.isPersonNoun(singular(noun)) else { return nil }
        let isModifier = { (word: String) in
            word.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } && !determiners.contains(word)
                && !OwnHeadPhrase.prepositions.contains(word) && word != "and" && word != "or"
                && !dictionary.partsOfSpeech(of: word).isEmpty
        }
        guard object.dropLast().allSatisfy(isModifier) else { return nil }
        return (words[0], object, noun)
    }

    /// The key an idiom of ``BundledVerbIdioms`` is filed under: the verb and its object's words, determiners left out.
    static func idiomKey(verb: String, object: [String]) -> String {
        ([verb] + object.filter { !determiners.contains($0) }).joined(separator: " ")
    }

    /// Whether `own` (the word's meanings, glosses and key answers) names `noun` as the object of `verb`: one of them says
    /// `verb` (or the verb of the gerund `verb`) first, after a leading "to", and then, before its first preposition or
    /// adverb in "-ly" (打つ's "to beat (rhythmically, e.g. … waves)" is the waves beating), the noun or its singular. "to dry
    /// (clothes, etc.)" names clothes for "dry", "push a button" a button for "push"; 茹でる's "to boil (in water)" names no
    /// water, 叩く's one-word "rap" is the verb, no object ("to beat the rap"), and 勧める's "to offer (a cigarette, a seat)"
    /// names a seat to offer, not to recommend ("recommend a seat"). A noun linked only by WordNet's senses names nothing:
    /// 引く's "instrument" (of music) is a kind a knife is too, 飲む's "have" is in toast's sense ("to pull a knife", "to
    /// drink a toast").
    /// Words after which a note names who or what does the verb, or what it is like, not its object: 食う's "to sting (as
    /// insects do)" names no insects to sting, 添える's "to accompany (as an aid, guide …)" no guide.
    static let subjectMarkers: Set<String> = ["as", "like"]

    static func names(_ noun: String, verb: String, own: [String]) -> Bool {
        let object = singular(noun)
        // A gerund's verb ("reading letters" reaches here as typed): "reading" is "read".
        let verbs = Set([verb] + (ActionNoun.shortGerunds[verb].map { [$0] } ?? ActionNoun.verbs(ofGerund: verb)))
        return own.contains { text in
            var words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
            if words.first == "to" { words.removeFirst() }
            guard let first = words.first, verbs.contains(first) else { return false }
            return words.dropFirst().prefix(while: { !OwnHeadPhrase.prepositions.contains($0) && !$0.hasSuffix("ly")
                    && !subjectMarkers.contains($0) })
                .contains { $0 == noun || singular($0) == object }
        }
    }

    /// Whether `own` says the plural `noun` only in the singular ("push a button" for "buttons"; "to dry clothes" says
    /// "clothes" as typed).
    static func saysOnlyOtherNumber(_ noun: String, own: [String]) -> Bool {
        let words = Set(own.flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init) })
        let one = singular(noun)
        return one != noun && !words.contains(noun) && words.contains(one)
    }

    /// `text` as written, for comparing an idiom with the word's own wordings: lower case, without a leading "to" or notes,
    /// one space between words; articles kept.
    static func wording(_ text: String) -> String {
        var words = text.lowercased().split(separator: "(").first.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
        if words.first == "to" { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// `word` singular: an irregular plural's singular ("teeth": tooth), else a plural's (``EnglishSpelling/singular(_:)``).
    static func singular(_ word: String) -> String {
        EnglishSpelling.irregularSingular(word) ?? EnglishSpelling.singular(word)
    }
}

extension AnswerJudge {
    /// The verdict on `input` as a verb with its object (``VerbObjectPhrase``): right, with the verb's meaning shown, when
    /// "to VERB" alone is right for the word (exactly or normalised, never a typo), the word is no intransitive verb only
    /// (開く あく: "to open the drawer" is 開ける's), its object is named by the word's own meanings, glosses or key
    /// answers, and the phrase is no idiom of ``BundledVerbIdioms`` that is not itself one of them; never when the verb
    /// with its noun is a gloss of its own ("drive a bargain") that is none of the word's own wordings, the object is
    /// someone's in a plural the word's data says only in the singular ("to push my buttons"), or the whole is another
    /// entry's gloss, a synonym the answer key refuses for the word or another meaning in play (`competitors`); `nil`
    /// otherwise.
    static func verbObjectVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                  competitors: [String]) -> Verdict? {
        func isVerb(_ meaning: String) -> Bool { meaning.lowercased().hasPrefix("to ") }
        guard !known.isIntransitive, word.answerMeanings.contains(where: isVerb) || known.glosses.contains(where: isVerb),
              let parts = VerbObjectPhrase.parts(of: input, in: dictionary) else { return nil }
        let own = word.answerMeanings + known.glosses + known.everydayAnswers
        // The object is one the word's own data names ("letters", "tickets", "newspapers": WordNet files them as
        // communication, no thing's noun, but 書く's, 買う's and 読む's key name them).
        guard VerbObjectPhrase.names(parts.noun, verb: parts.verb, own: own),
              !isMeaningInItsOwnRight(input, in: dictionary), !isRefusedSynonym(input, known: known) else { return nil }
        let whole = MeaningMatcher.normalize(input)
        guard !competitors.contains(where: { MeaningMatcher.normalize($0) == whole }) else { return nil }
        // Someone's things in a number the word's own data never says them in: "to push my buttons" (押す's key: "push a
        // button") provokes; "to dry my clothes" (乾かす: "to dry clothes") is the verb's.
        let typed = input.lowercased().split(whereSeparator: \.isWhitespace)
        if typed.contains(where: { QualifiedGloss.possessives.contains(String($0)) }),
           VerbObjectPhrase.saysOnlyOtherNumber(parts.noun, own: own) {
            return nil
        }
        let ownKeys = Set(own.map { MeaningMatcher.normalize($0) })
        // An idiom is the word's only as written: 履く's key "wear trousers" is not "wear the trousers" (to rule a house).
        let ownWordings = Set(own.map(VerbObjectPhrase.wording))
        func isOwn(_ phrase: String) -> Bool { ownKeys.contains(MeaningMatcher.normalize("to " + phrase)) }
        // A gerund's idiom is its verb's: "spilling the beans" is "spill the beans".
        let verbs = [parts.verb] + (ActionNoun.shortGerunds[parts.verb].map { [$0] } ?? ActionNoun.verbs(ofGerund: parts.verb))
        for verb in verbs {
            // Every idiom of the key must be the word's own: "draw line" files "draw a line" and "draw the line".
            let idioms = dictionary.idioms(filedUnder: VerbObjectPhrase.idiomKey(verb: verb, object: parts.object))
            if idioms.contains(where: { !ownWordings.contains(VerbObjectPhrase.wording($0)) }) {
                return nil
            }
        }
        // The verb with its noun a meaning of its own ("drive bargain", "push button"): right only when it is the word's.
        // (Asked of the word's own wording, not judged: judging it would come back here.)
        for collocation in [parts.verb + " " + parts.noun, ([parts.verb] + parts.object).joined(separator: " ")]
        where isMeaningInItsOwnRight(collocation, in: dictionary) && !isOwn(collocation) {
            return nil
        }
        var verdict = phrasedMeaningVerdict("to " + parts.verb, word: word, in: dictionary, known: known, competitors: competitors)
        guard verdict.judgement == .exact || verdict.judgement == .normalised else { return nil }
        verdict.judgement = .normalised
        verdict.given = input
        return verdict
    }
}
