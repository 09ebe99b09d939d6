import Foundation

/// Judging an English answer to a meaning question: the deck's meanings, the dictionary's glosses and the
/// thesaurus's synonyms of them, spelled right or nearly, and what none of them makes right.
extension AnswerJudge {

    /// ``meaningVerdict(_:word:in:known:competitors:)``, and for an answer judged wrong or a typo as typed, the verdict
    /// of the same answer said as dictionaries say it (``DictionaryPhrasing``: "how you feel" as "how one feels"), when
    /// that is right as written: the learner's words recorded, the dictionary's meaning shown.
    static func shapedMeaningVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                     competitors: [String]) -> Verdict {
        let verdict = meaningVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
        if verdict.judgement == .normalised,
           refusesAnAlternative(input, word: word, in: dictionary, known: known, competitors: competitors) {
            return Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings)
        }
        // A register or use note the gloss's sense does not carry: "to go (respectful)" for humble 参る, "I (female)" for 僕,
        // "all right (humble)" for よろしい, which its note would leave exact (``RegisterNote``); a gloss or the answer key's
        // wording is right as written (a note in parentheses is no key's wording: the key's "OK" says nothing of "OK (humble)").
        if verdict.judgement == .normalised || verdict.judgement == .exact && input.contains("("),
           RegisterNote.mayHoldANote(input.lowercased()), !isOwnMeaningAsWritten(input, word: word, known: known),
           input.contains("(") || known.everydayKeys.exact.isEmpty || !MeaningMatcher.saysWordForWord(input, in: known.everydayKeys),
           saysAnotherRegister(input, word: word, in: dictionary, known: known, competitors: competitors) {
            return Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings)
        }
        // "My" or "your" against whose the word is: "my wife" for 奥さん, "your wife" for 家内 (``saysAnotherOwner``).
        if verdict.judgement == .normalised || verdict.judgement == .exact, ownedPhrase(of: input) != nil,
           saysAnotherOwner(input, expected: verdict.expected, word: word, known: known) {
            return Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings)
        }
        guard verdict.judgement == .wrong || verdict.judgement == .typo else { return verdict }
        // A verbal noun's verb said with a stand-in object ("regretting something", "to regret something" for 後悔
        // "regret"): right when the verb alone is, for a word that takes an object (``StandInObject``).
        if known.isVerbalNoun, !known.isIntransitive, !isVerbStemNoun(word), !isRefusedSynonym(input, known: known),
           let plain = StandInObject.withoutTrailingStandIn(input) {
            var other = meaningVerdict(plain, word: word, in: dictionary, known: known, competitors: competitors)
            if other.judgement == .exact || other.judgement == .normalised {
                other.judgement = .normalised
                other.given = input
                return other
            }
        }
        if let stood = standInVerdict(input, word: word, in: dictionary, known: known, competitors: competitors) {
            return stood
        }
        // An adjective's phrase said without the "be" of the key's answer, word for word: "happy with" for 満足's "be happy
        // with", "indignant" for 憤慨's "to be indignant" (no other word's meaning: the key's words only, never a gloss's or a
        // synonym's). One word alone is no past participle: "to be decided" is 未定's "yet to be decided", no "decided".
        let words = input.lowercased().split(separator: " ")
        if words.count >= 2 || words.count == 1 && !words[0].hasSuffix("ed") && !words[0].hasSuffix("en"),
           !known.everydayKeys.exact.isEmpty, dictionary.isAdjectiveOnly(String(words[0])),
           MeaningMatcher.saysWordForWord("be " + input, in: known.everydayKeys) {
            return listingExpected(Verdict(judgement: .normalised, expected: word.primaryMeaning, given: input, accepted: word.meanings))
        }
        for phrased in DictionaryPhrasing.variants(of: input) + ComparativeState.variants(of: input) {
            var other = meaningVerdict(phrased, word: word, in: dictionary, known: known, competitors: competitors)
            guard other.judgement == .exact || other.judgement == .normalised else { continue }
            other.judgement = .normalised
            other.given = input
            return other
        }
        // Answers joined, each right on its own ("to eat or drink" for 召し上がる, ``JoinedAnswer``); never a meaning in
        // its own right ("bread and butter"), and wrong when any part is ("to eat or sleep").
        let parts = JoinedAnswer.parts(of: input)
        if !parts.isEmpty, !isMeaningInItsOwnRight(input, in: dictionary) {
            let verdicts = parts.map { phrasedMeaningVerdict($0, word: word, in: dictionary, known: known, competitors: competitors) }
            if var joined = verdicts.first, verdicts.allSatisfy({ $0.judgement == .exact || $0.judgement == .normalised }) {
                joined.judgement = .normalised
                joined.given = input
                return joined
            }
        }
        // An adjective with an intensifier before it: "really slow" for のろのろ's "slow" (``Emphasis``); a time preposition
        // with "that" or "then": "after that" for 以降's "after" (``TimePreposition``).
        if let plain = Emphasis.withoutIntensifier(input, in: dictionary).flatMap({ Emphasis.takesIntensifier(word, known: known) ? $0 : nil })
            ?? TimePreposition.withoutObject(input) {
            var other = meaningVerdict(plain, word: word, in: dictionary, known: known, competitors: competitors)
            if other.judgement == .exact || other.judgement == .normalised {
                other.judgement = .normalised
                other.given = input
                return other
            }
        }
        // A register or use note said in words, the gloss's sense carrying it ("to go humbly" for 参る, ``RegisterNote``).
        if RegisterNote.mayHoldANote(input.lowercased()),
           let noted = notedVerdict(input, word: word, in: dictionary, known: known, competitors: competitors) {
            return noted
        }
        return verdict
    }

    /// Whether `input` offers alternatives ("cold or hot", "cat/dog") of which one is wrong alone: each is an answer, so
    /// the whole is wrong however the rest matched (a word or two before a gloss took "cold or hot" for 暑い "hot").
    /// Never a meaning in its own right ("more or less"), nor the answer key's wording; "and" joins what goes together
    /// ("to dry up and die"), so only "or" and "/" offer alternatives.
    static func refusesAnAlternative(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                     competitors: [String]) -> Bool {
        guard JoinedAnswer.offersAlternatives(input), !isMeaningInItsOwnRight(input, in: dictionary),
              known.everydayKeys.exact.isEmpty || !MeaningMatcher.saysWordForWord(input, in: known.everydayKeys) else { return false }
        return JoinedAnswer.parts(of: input).contains {
            phrasedMeaningVerdict($0, word: word, in: dictionary, known: known, competitors: competitors).judgement == .wrong
        }
    }

    /// Any deck's meaning of the word is right, any gloss the dictionary gives it, and any synonym the
    /// thesaurus gives of either, spelled right; a typo is forgiven only for what the decks taught, and only
    /// when what was typed is no meaning in its own right ("grandfather" is no typo of "grandmother"). A
    /// wrong answer is shown the meanings the word shows.
    static func meaningVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                       competitors: [String]) -> Verdict {
        let inKey = !known.everydayKeys.exact.isEmpty && MeaningMatcher.saysWordForWord(input, in: known.everydayKeys)
        // A noun that is the act keeps its verb: "to yawn" for 欠伸 "yawn; yawning" (``ActNounVerb``); not a noun made of a
        // Japanese verb (仕上げ "finish; finishing": 仕上げる is another word).
        if !inKey, typesAVerbForANoun(input, word: word, known: known),
           isVerbStemNoun(word) || ActNounVerb.gloss(for: input, senses: known.senses, in: dictionary) == nil {
            return listingExpected(Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings))
        }
        let negated = negatedGlosses(meanings: word.answerMeanings, glosses: known.glosses, senses: known.senses)
        // Typed with the note as the gloss writes it ("(not) always"), it says the note too.
        let typedNegation = negated.isEmpty ? "" : normalizedNegation(saidWithItsNote(input))
        if !negated.isEmpty {
            // Typed with its negation ("not always", "by no means") it is right; without it, wrong.
            if let said = negated.gloss(saidAs: typedNegation) {
                return listingExpected(Verdict(judgement: .normalised, expected: said, given: input, accepted: word.meanings))
            }
            if negated.said[typedNegation] != nil {
                return listingExpected(Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings))
            }
        }
        var match = MeaningMatcher.match(input, glosses: word.answerMeanings, competitors: competitors)
        if match.judgement == .wrong || match.judgement == .typo {
            if let spelled = spelledMeaning(input, of: word, in: dictionary, known: known) {
                match = spelled
            } else if inKey {
                // The answer key's everyday wording ("I knew it" for やっぱり): right, shown with the word's own meaning.
                match = MeaningMatcher.Match(judgement: .normalised, gloss: word.primaryMeaning)
            } else if match.judgement == .typo, isMeaningInItsOwnRight(input, in: dictionary) {
                match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
            } else if match.judgement == .wrong, let gloss = longGlossTypo(input, glosses: known.glosses, competitors: competitors,
                                                                           in: dictionary) {
                match = MeaningMatcher.Match(judgement: .typo, gloss: gloss)
            }
        }
        // Last, the word said as its opposite denied: "to not trust" for 疑う "to distrust" (``DeniedOpposite``).
        if !inKey, match.judgement == .wrong, let gloss = deniedOppositeGloss(input, word: word, known: known, in: dictionary) {
            match = MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // What a gloss that needs a negation lends (a synonym, a typo, a kind of it) needs it too: 別に "(not)
        // particularly" lends no "specially", 余り "(not) much" no "a lot".
        if !inKey, match.judgement.isCorrect, let gloss = match.gloss, negated.said[MeaningMatcher.normalizedGloss(gloss)] != nil,
           !saysANegation(typedNegation) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        // A synonym the answer key refuses for the word is no typo of a meaning either ("stars" for 階段 "stairs").
        if !inKey, match.judgement == .typo, isRefusedSynonym(input, known: known) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        // A typo that is another word is that word: "North America" is no slip of "South America" (``TypoWord``).
        if !inKey, match.judgement == .typo, let gloss = match.gloss, TypoWord.namesAnotherWord(input, gloss: gloss, in: dictionary) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        // A doer's phrase names a person: "someone who tows" is no 塔 "tower", "someone who stretches" no 担架 "stretcher".
        if !inKey, match.judgement.isCorrect, let gloss = match.gloss, namesAThingAsADoer(input, gloss: gloss, in: dictionary) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        // A key answer is right as written, whatever other sense its shape could name.
        if !inKey, match.judgement == .normalised, let gloss = match.gloss,
           namesActOfOtherSense(input, gloss: gloss, word: word, known: known, in: dictionary) {
            match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
        }
        var verdict = Verdict(judgement: match.judgement, expected: match.gloss ?? word.primaryMeaning, given: input, accepted: word.meanings)
        // A slip near this word's meaning and another's, which is no word in its own right: typed again, not graded.
        if match.judgement == .wrong, let slip = match.slip, !inKey, !isMeaningInItsOwnRight(input, in: dictionary) {
            verdict.slip = slip
        }
        return listingExpected(verdict)
    }

    /// Whether `input` is `gloss`, a one-word noun in -er or -or, said as who does it ("someone who tows": tower,
    /// ``GlossVariants/doerPhrases(of:)``) where WordNet's first sense of the noun is no person's (a thing spelt as a
    /// doer). A noun the parts-of-speech lines do not hold keeps its doer's phrase.
    static func namesAThingAsADoer(_ input: String, gloss: String, in dictionary: WordDictionary) -> Bool {
        let noun = MeaningMatcher.normalizedGloss(gloss)
        guard !noun.contains(" "), noun.hasSuffix("er") || noun.hasSuffix("or"),
              GlossVariants.doerPhrases(of: noun).contains(MeaningMatcher.compact(MeaningMatcher.normalize(input))) else { return false }
        let marks = dictionary.partsOfSpeech(of: noun)
        return !marks.isEmpty && !marks.contains("h")
    }

    /// Whether `input`, as the thesaurus would list it (no article, no leading "to", its last word singular too), is a
    /// synonym the answer key refuses for the word (``DictionaryKnowledge/refusedSynonyms``).
    static func isRefusedSynonym(_ input: String, known: DictionaryKnowledge) -> Bool {
        !known.refusedSynonyms.isEmpty && !synonymKeys(of: input).isDisjoint(with: known.refusedSynonyms)
    }

    /// Whether `input`, one word in -ing, is the gerund of a verb WordNet derives from a sense of the noun gloss `gloss`
    /// that is not the word's: "ironing" for 鉄 "iron" (the verb is the appliance's), "waving" for 波 "wave" (a signal
    /// with the hand), where "snowing" is 雪's "snow" and "resting" 休み's "rest" beside "respite"
    /// (``WordDictionary/namesOtherSense(_:of:amongKeys:)``). A verbal noun keeps its gerunds: Xする is "to do X".
    static func namesActOfOtherSense(_ input: String, gloss: String, word: Word, known: DictionaryKnowledge,
                                     in dictionary: WordDictionary) -> Bool {
        let typed = MeaningMatcher.words(of: input)
        guard !known.isVerbalNoun, typed.hasSuffix("ing"), !typed.contains(" ") else { return false }
        return dictionary.namesOtherSense(typed, of: gloss, amongKeys: WordDictionary.glossKeys(word.answerMeanings + known.glosses))
    }

    /// Whether `input` is a verb ("to change", "to hurt") for a word that is none: no meaning of the deck's and no
    /// gloss of the dictionary's is a verb, and it is no verbal noun (勉強 takes "to study"). The "to" a verb's
    /// gloss may leave out is then no slip: おつり "change" is no "to change", 傷 "hurt" no "to hurt". "To be"
    /// with what follows stays an answer ("to be happy" for 嬉しい), as does a verb for an adjective, which English
    /// often says with one: 欲しい "want" takes "to want", 好き (an adjectival noun) "to like". An adjective is
    /// told by its い (some nouns end so too, and keep their "to": the rule only ever refuses). A word the dictionary
    /// does not know keeps the "to" as a slip: whether it is a verbal noun is not known.
    static func typesAVerbForANoun(_ input: String, word: Word, known: DictionaryKnowledge) -> Bool {
        let typed = input.lowercased().split(whereSeparator: \.isWhitespace)
        // Only for a word the dictionary knows: without it, whether the word is a verbal noun is not known.
        guard typed.count >= 2, typed[0] == "to", typed[1] != "be", !known.glosses.isEmpty, !known.isVerbalNoun, !known.isAdjectivalNoun,
              !word.readings.contains(where: { $0.hasSuffix("い") || $0.hasSuffix("イ") }) else { return false }
        func isVerb(_ gloss: String) -> Bool {
            MeaningMatcher.withoutNotes(gloss).lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        }
        return !word.answerMeanings.contains(where: isVerb) && !known.glosses.contains(where: isVerb)
    }

    /// The dictionary gloss of seven letters or more that `input` misspells by one edit ("accomodation" for 宿泊's
    /// "accommodation"), when `input` is no meaning in its own right and no meaning in play (`competitors`) is as
    /// close: a long word mistyped once names no other word. A verb typed is no typo of a gloss that is none.
    static func longGlossTypo(_ input: String, glosses: [String], competitors: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.words(of: input)
        guard typed.filter(\.isLetter).count >= longTypoLetters else { return nil }
        let typedVerb = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        let gloss = glosses.first { gloss in
            let words = MeaningMatcher.words(of: gloss)
            return words.filter(\.isLetter).count >= longTypoLetters && (!typedVerb || gloss.lowercased().hasPrefix("to "))
                && EditDistance.between(typed, words, limit: 1) == 1
        }
        guard let gloss, !isMeaningInItsOwnRight(input, in: dictionary),
              !competitors.contains(where: { EditDistance.between(typed, MeaningMatcher.words(of: $0), limit: 1) != nil })
        else { return nil }
        return gloss
    }

    /// The letters a dictionary gloss and an answer need for one edit to be forgiven (``longGlossTypo(_:glosses:competitors:in:)``).
    static let longTypoLetters = 7

    /// Whether `input`, or it with its last word singular ("stars": star), is some entry's gloss: a meaning in its
    /// own right, never a typo of another ("stars" is 星's meaning, no typo of 階段's "stairs").
    static func isMeaningInItsOwnRight(_ input: String, in dictionary: WordDictionary) -> Bool {
        if dictionary.isGloss(input) { return true }
        let words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let last = words.last else { return false }
        let singular = EnglishSpelling.singular(last)
        return singular != last && dictionary.isGloss((words.dropLast() + [singular]).joined(separator: " "))
    }

    /// `input` matched, spelled right, against the dictionary's glosses of the word, then the thesaurus's
    /// synonyms of its meanings and glosses (the gloss it is a synonym of is given as matched).
    private static func spelledMeaning(_ input: String, of word: Word, in dictionary: WordDictionary,
                                       known: DictionaryKnowledge) -> MeaningMatcher.Match? {
        if !known.glosses.isEmpty {
            // A gloss its note narrows to examples ("to fall (e.g. in status)") is met as written, never by what was typed
            // made plainer: "to fall down" says another verb.
            let spelled = MeaningMatcher.match(input, glosses: known.glosses, forgivingTypos: false,
                                               asWritten: Set(known.glosses.filter(Self.isNarrowedToExamples)))
            if spelled.judgement != .wrong { return spelled }
        }
        // Synonyms are compared as written, without spelling rules: the thesaurus's "bike" (motorcycle) is
        // no "bicycle", its "movies" (the cinema) no "movie". A gloss of a later sense narrowed to a field
        // by a note listing examples ("to develop (talent, skill)") lends none: WordNet's synonyms of the
        // word alone drift too far ("to get" for 上げる "to give").
        // What a note says a gloss usually names has synonyms of its own ("university student": college student).
        let glosses = unique(word.answerMeanings + known.mainGlosses + known.glosses.filter { !Self.isNarrowedToExamples($0) }
            + known.glosses.flatMap(GlossVariants.narrowedPhrases))
        let typed = synonymKeys(of: input)
        // A gloss beside another gloss of its sense lends only that sense's synonyms (茎 "stem" beside "stalk": no
        // linguist's "root"); the deck's meanings count as one sense, each dictionary sense as one.
        let senses = [word.answerMeanings] + known.senses
        func sense(of gloss: String) -> [String] { senses.filter { $0.contains(gloss) }.flatMap { $0 } }
        // Of a gloss's later WordNet senses, only those another gloss of the word bears out (水 "water" beside
        // "liquid": no "urine"): the word's glosses' keys, worked out when a line first weighs them.
        var wordKeys: Set<String>?
        func keys() -> Set<String> {
            if let wordKeys { return wordKeys }
            let found = WordDictionary.glossKeys(word.answerMeanings + known.glosses)
            wordKeys = found
            return found
        }
        // What the thesaurus lends a gloss; the answer key's refusals for this word (another sense's synonym) are weighed
        // only for a synonym that meets the answer: a word of many glosses has hundreds.
        func lent(_ gloss: String) -> [String] {
            dictionary.synonyms(of: gloss, inSenseWith: sense(of: gloss), amongKeys: keys(), verbalNoun: known.isVerbalNoun)
        }
        let mainKeys = WordDictionary.glossKeys([word.primaryMeaning] + known.glosses.prefix(1))
        // The thesaurus's synonyms are lower case, without notes: only spaces and hyphens to set aside. None the word's
        // other glosses say is another thing: a broader gloss's other kinds, a synonym its glosses bind to a preposition
        // (``OwnGlossNarrowing``: "sculptor" for 画家 "painter; artist", "to be thirsty" for 飢える "to be thirsty for").
        for gloss in glosses where lent(gloss).contains(where: {
            let key = MeaningMatcher.compact($0)
            return typed.contains(key) && !known.refusedSynonyms.contains(key)
                && !OwnGlossNarrowing.leavesOut($0, lentBy: gloss, ownKeys: keys(), senseKeys: WordDictionary.glossKeys(sense(of: gloss)),
                                               mainKeys: mainKeys, in: dictionary)
        }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb with what its note names, or a kind of it ("to play (a stringed or keyboard instrument)": play
        // the piano), listed under the gloss with its note's words.
        for gloss in word.answerMeanings + known.glosses {
            guard let kept = GlossVariants.withNoteWords(gloss) else { continue }
            if dictionary.synonyms(of: kept).contains(where: {
                let key = MeaningMatcher.compact($0)
                return typed.contains(key) && !known.refusedSynonyms.contains(key)
            }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A verb for a verbal noun's gloss: "to concentrate" for "concentration". Not for a noun made of a
        // Japanese verb (違い "difference", 集まり "gathering"): the verb (違う "to differ") is another word.
        if !Self.isVerbStemNoun(word) || known.isVerbalNoun,
           let gloss = ActionNoun.gloss(for: input, among: word.answerMeanings + known.glosses, verbalNoun: known.isVerbalNoun) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // The verbs of an act and the kinds of a gloss below lend synonyms: none the key refuses for the word.
        let refused = isRefusedSynonym(input, known: known)
        // A verbal noun said as the verb it is the act of, or a synonym of that verb: "to set off" or "setting off" for
        // 出発 "departure", "get divorced" for 離婚 "divorce" (``ActionNoun/verbPhrases(of:)``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word), !refused {
            let phrases = Set(ActionNoun.verbPhrases(of: input).map(MeaningMatcher.compact))
            if !phrases.isEmpty, let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
                dictionary.verbs(ofAct: gloss).contains { phrases.contains(MeaningMatcher.compact(MeaningMatcher.normalize($0))) }
            }) {
                return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
            }
        }
        // A transitive verb said with a stand-in for its object: "visit someone" for 訪ねる "to visit".
        if !known.isIntransitive, !known.glosses.isEmpty, let gloss = objectStandInLeftOut(input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb's gerund typed alone or with the rest of its gloss: "paying" for 払う "to pay", "putting up with it" for
        // 耐える "to put up with"; of the word's own verbs only, the answer key's among them ("thinking about" for 考える's
        // "to think about"), never a synonym's. A key answer "be X" is the key's "to be X" ("being jobless" for 失業's "be
        // jobless").
        let keyVerbs = known.everydayAnswers.compactMap { answer -> String? in
            let lowered = answer.lowercased()
            return lowered.hasPrefix("to ") ? answer : lowered.hasPrefix("be ") ? "to " + answer : nil
        }
        let verbs = word.answerMeanings + known.glosses + keyVerbs
        if let gloss = ActionNoun.verbGloss(forGerund: input, among: verbs, objectMayFollow: !known.isIntransitive && !known.glosses.isEmpty) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verbal noun's key answer that is a verb phrase, said with its verb as a gerund: "going overseas to study" for
        // 留学's "go overseas to study" (``ActionNoun/keyAnswer(saidAsGerund:among:)``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word), ActionNoun.keyAnswer(saidAsGerund: input, among: known.everydayAnswers) != nil {
            return MeaningMatcher.Match(judgement: .normalised, gloss: word.primaryMeaning)
        }
        // A verb of beginning or going on said with "doing": "start doing" for 始める "to start" (``StandInObject``).
        if !known.isIntransitive, !known.glosses.isEmpty, let verb = StandInObject.aspectVerb(input),
           let gloss = (word.answerMeanings + known.glosses).first(where: { MeaningMatcher.normalizedGloss($0) == verb && $0.lowercased().hasPrefix("to ") }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verbal noun's one-word answer said as its gerund: "talking" for 会話's "talk" (``NounAnswerForms``).
        if known.isVerbalNoun, !Self.isVerbStemNoun(word),
           let gloss = NounAnswerForms.gerund(input, of: word.answerMeanings + known.glosses + known.everydayAnswers, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A shop said as English names it after its keeper: "the barber's" for 床屋 "barbershop; barber" (``KeepersShop``).
        if let gloss = KeepersShop.gloss(for: input, senses: senses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // An intransitive verb said as a passive or a change of state: "to be burned" for 焼ける "to burn".
        if known.isIntransitive, let gloss = PassiveAnswer.gloss(for: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // An adjectival noun's gloss said as its adjective: "dangerous" for 危険 "danger", "peaceful" for 平和 "peace";
        // a verbal noun's too ("popular" for 流行 "popularity").
        if known.isAdjectivalNoun || known.isVerbalNoun,
           let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
               dictionary.adjectives(of: gloss).contains { typed.contains(MeaningMatcher.compact($0)) }
           }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // An adjective with a negative prefix said with "not": "not convenient" for 不便 "inconvenience" (its adjective
        // "inconvenient"), "not happy" for "unhappy" (``ReshapedAnswer/prefixedNegations(of:)``).
        // Only an adjective's own gloss ("inconvenient"), or an adjectival or verbal noun's adjective: never a verb's or a
        // noun's gloss that happens to begin alike (収入 "income" is no "not come", 割引 "discount" no "not count").
        let negations = ReshapedAnswer.prefixedNegations(of: input)
        let isAdjective = known.isAdjectivalNoun || word.reading.hasSuffix("い")
        if !negations.isEmpty, let gloss = (word.answerMeanings + known.glosses).first(where: { gloss in
            (isAdjective && !gloss.hasPrefix("to ") && negations.contains(MeaningMatcher.compact(MeaningMatcher.normalizedGloss(gloss))))
                || ((known.isAdjectivalNoun || known.isVerbalNoun) && dictionary.adjectives(of: gloss).contains { negations.contains($0) })
        }) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss in another shape of its own words, as typed: "AC" for "air conditioning", "not at all" for "at all"
        // (``ReshapedAnswer``).
        if let gloss = ReshapedAnswer.gloss(for: input, among: word.answerMeanings + known.glosses) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // "Easy to confuse" for "easily confused", and back (``EasePhrase``): the main sense's glosses and the key's answers;
        // "soon after" for "immediately following" (``TimePreposition/closeGloss(for:among:)``).
        if let gloss = EasePhrase.gloss(for: input, among: word.answerMeanings + known.mainGlosses + known.everydayAnswers)
            ?? TimePreposition.closeGloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        guard !refused else { return nil }
        // A verb with a preposition naming what or whom the act is about, with or against ("to learn about" for "to learn",
        // ``TrailingPreposition``); "make" and an adjective for a verb made of it with -en ("to make looser" for "to loosen",
        // ``MadeAdjective``), for a word the dictionary knows to be no intransitive verb.
        let ownVerbs = word.answerMeanings + known.glosses + known.everydayAnswers
        if let gloss = TrailingPreposition.gloss(for: input, among: ownVerbs, intransitive: known.isIntransitive, in: dictionary)
            ?? (known.isIntransitive || known.glosses.isEmpty ? nil : MadeAdjective.gloss(for: input, among: ownVerbs, in: dictionary)) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A stand-in in the object's slot a verb leaves empty: "make something fly" for "to make fly", "let someone have it"
        // for the key's "to let someone have" (``ObjectSlot``), for a word the dictionary knows to be no intransitive verb.
        if !known.isIntransitive, !known.glosses.isEmpty,
           let gloss = ObjectSlot.causativeGloss(for: input, among: ownVerbs, in: dictionary) ?? ObjectSlot.filledGloss(for: input, among: ownVerbs) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss said with "-style" after its origin: "a Japanese-style hotel" for 旅館 "Japanese hotel"; never a
        // person's noun ("a Chinese-style character" is no 漢字, "a Japanese-style person" no Japanese person).
        if let gloss = StandInObject.styledGloss(input, among: word.answerMeanings + known.glosses),
           let head = MeaningMatcher.normalizedGloss(gloss).split(separator: " ").last.map(String.init),
           !dictionary.isPersonNoun(head), !["person", "people"].contains(head) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A person noun said as a definition: "someone who works in a shop" for 店員's key "shop worker" (``PersonDefinition``).
        if let gloss = personGloss(input, word: word, known: known, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A verb with an object its gloss's note lists: "recommend a book" for "to recommend (a book, etc.)" (``NoteExampleObject``);
        // a "-less" noun gloss said with "without": "a child without parents" for "parentless child" (``LackPhrase``).
        if let gloss = (known.isIntransitive ? nil : NoteExampleObject.gloss(for: input, among: word.answerMeanings + known.glosses))
            ?? LackPhrase.gloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss with a qualifier that names the word's own sense of it: "ceiling of a room" (``QualifiedGloss``).
        if let gloss = QualifiedGloss.gloss(for: input, senses: senses + [known.everydayAnswers], in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss with a phrase after it that keeps its meaning: "a story for children" for "children's story", "cut with a
        // knife" for "to cut" (``PurposePhrase``).
        let own = word.answerMeanings + known.glosses + known.everydayAnswers
        if let gloss = PurposePhrase.compoundGloss(for: input, among: own, in: dictionary)
            ?? PurposePhrase.instrumentGloss(for: input, among: own, in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A noun gloss's modifiers in another order: "traditional Japanese clothing" for "Japanese traditional clothing"
        // (``ReorderedModifiers``); the key's answers too, not the thesaurus's.
        if let gloss = ReorderedModifiers.gloss(for: input, among: word.answerMeanings + known.glosses + known.everydayAnswers,
                                                in: dictionary) {
            return MeaningMatcher.Match(judgement: .normalised, gloss: gloss)
        }
        // A gloss its note narrows to examples has no kinds: "art show" is no "show (of power, ability, etc.)".
        return (narrowed(input, glosses: glosses.filter { !Self.isNarrowedToExamples($0) }, in: dictionary, synonyms: lent) ?? combined(input, glosses: word.answerMeanings + known.glosses, in: dictionary)
            ?? narrowedSynonym(input, glosses: glosses, in: dictionary, refused: known.refusedSynonyms, synonyms: lent))
            .map { MeaningMatcher.Match(judgement: .normalised, gloss: $0) }
    }

    /// The gloss or key answer `input` names as a person's definition (``PersonDefinition``), said word for word: no
    /// synonym or kind of it, and a noun whose first WordNet sense is a person's ("someone who heats" is no 暖房 "heater").
    /// Not for a word written in katakana alone or naming a machine (機, 器): WordNet's first "printer" prints by trade, and
    /// プリンター is the machine.
    static func personGloss(_ input: String, word: Word, known: DictionaryKnowledge, in dictionary: WordDictionary) -> String? {
        func isPerson(_ noun: String) -> Bool { noun.split(separator: " ").last.map { dictionary.isPersonNoun(String($0)) } ?? false }
        let nounGlosses = (word.answerMeanings + known.glosses).filter { !$0.lowercased().hasPrefix("to ") }
        // "Someone junior to you": a noun gloss of a noun (never an adjective's: "someone close to you" is no 近い).
        if let relation = PersonDefinition.relation(of: input), isPerson(relation), !known.isAdjectivalNoun, !word.text.hasSuffix("い") {
            let match = MeaningMatcher.match(relation, glosses: nounGlosses, forgivingTypos: false)
            return match.judgement == .wrong ? nil : match.gloss
        }
        let nouns = PersonDefinition.nouns(of: input)
        guard !nouns.isEmpty, word.hasKanji, !word.text.hasSuffix("機"), !word.text.hasSuffix("器") else { return nil }
        for noun in nouns where isPerson(noun) {
            let match = MeaningMatcher.match(noun, glosses: nounGlosses, forgivingTypos: false)
            if match.judgement != .wrong { return match.gloss }
            if MeaningMatcher.saysWordForWord(noun, in: known.everydayKeys) { return word.primaryMeaning }
        }
        return nil
    }

    /// The verb gloss `input` says with a stand-in for the verb's object after it ("visit someone", "to deliver something":
    /// "to visit", "to deliver"), for a word that is no intransitive verb only: "to stop something" says 止める, never 止む
    /// (the caller weighs that). A stand-in after a preposition is the gloss's own shape (``MeaningMatcher/plainerKeys(of:)``).
    static func objectStandInLeftOut(_ input: String, among glosses: [String]) -> String? {
        let words = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, MeaningMatcher.placeholders.contains(last),
              !MeaningMatcher.prepositions.contains(words[words.count - 2]) else { return nil }
        let verb = words.dropLast().joined(separator: " ")
        return glosses.first { $0.lowercased().hasPrefix("to ") && MeaningMatcher.normalizedGloss($0) == verb }
    }

    /// The noun gloss whose last word `input` ends with, when the words before it are another gloss of the
    /// word, and `input` is no meaning in its own right: "rural community" for 農村 ("agricultural community",
    /// "rural"), "rural village" ("farm village"). Verbs' glosses are never combined.
    static func combined(_ input: String, glosses: [String], in dictionary: WordDictionary) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard (2...3).contains(typed.count), !dictionary.isGloss(input) else { return nil }
        let nouns = glosses.filter { !$0.lowercased().hasPrefix("to ") }.map { ($0, MeaningMatcher.normalizedGloss($0)) }
        let modifier = typed.dropLast().joined(separator: " ")
        guard nouns.contains(where: { $0.1 == modifier }) else { return nil }
        return nouns.first { _, normalised in
            let words = normalised.split(separator: " ")
            return words.count > 1 && words.last.map(String.init) == typed.last && normalised != modifier
        }?.0
    }

    /// Whether `word` is written with kanji and ends in hiragana (違い, 集まり, 願い): a noun made of a verb's
    /// stem, whose verb is a word of its own, unlike a verbal noun of kanji (集中, 説明).
    static func isVerbStemNoun(_ word: Word) -> Bool {
        guard word.hasKanji, let last = word.text.unicodeScalars.last else { return false }
        return (0x3041...0x309F).contains(last.value)
    }

    /// Whether `gloss` has a note listing examples ("to develop (talent, skill)", "to fly (a kite, etc.)").
    static func isNarrowedToExamples(_ gloss: String) -> Bool {
        guard let open = gloss.firstIndex(of: "("), let close = gloss[open...].firstIndex(of: ")") else { return false }
        let note = gloss[open..<close]
        // "etc" as a word of its own: "(sketch)" lists nothing.
        let words = note.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        return note.contains(",") || words.contains("etc") || note.contains("e.g.")
    }

    /// What `input` may be in the thesaurus, as compact keys: its words as typed (no article, no leading
    /// "to"), without a leading "be" ("to be present": present), and with its last word singular (kids: kid,
    /// veggies: veggie), as WordNet lists its words.
    static func synonymKeys(of input: String) -> Set<String> {
        var words = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        var keys: Set<String> = [MeaningMatcher.compact(words.joined(separator: " "))]
        if words.count > 1, words[0] == "be" {
            words.removeFirst()
            keys.insert(MeaningMatcher.compact(words.joined(separator: " ")))
        }
        if let last = words.last, last.utf8.count >= 4, last.hasSuffix("s"), !last.hasSuffix("ss") {
            for singular in [String(last.dropLast()), EnglishSpelling.singular(last)] {
                keys.insert(MeaningMatcher.compact((words.dropLast() + [singular]).joined(separator: " ")))
            }
        }
        return keys
    }

    /// The noun gloss that `input` names with a word or two before it ("public park", "cold water", "little
    /// girl"), when `input` is no meaning in its own right: "hot water" is お湯's, so never 水's. A verb with the
    /// noun as its object ("to eat money", "to walk a dog") names no kind of it, nor does WordNet's name of a sense of
    /// the gloss English seldom uses ("hot dog" for "dog", ``WordDictionary/namesOtherSense(_:of:)``), nor a synonym the
    /// thesaurus gives the gloss in a sense the word's `synonyms` leave out (冷たい "cold (to the touch)" beside "chilly":
    /// "common cold" is the illness's synonym, no kind of cold).
    private static func narrowed(_ input: String, glosses: [String], in dictionary: WordDictionary,
                                 synonyms: (String) -> [String]) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ")
        // A clause names no kind: "someone who marks" is no 目印 "mark" (judging round 14).
        guard typed.count > 1, typed.first != "not", !typed.contains(where: { clauseWords.contains(String($0)) }), !dictionary.isGloss(input),
              input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to" else { return nil }
        return glosses.first { gloss in
            guard !gloss.lowercased().hasPrefix("to ") else { return false }
            let words = MeaningMatcher.normalizedGloss(gloss).split(separator: " ")
            guard !words.isEmpty, (1...2).contains(typed.count - words.count), typed.suffix(words.count).elementsEqual(words),
                  !dictionary.namesOtherSense(input, of: gloss) else { return false }
            // A preposition or pointing word has no kinds: "shortly before" is no 以前 "before" (judging round 25).
            guard words.count > 1 || !countingWords.contains(String(words[0])) else { return false }
            // The noun said twice makes an idiom of a phrase: "eye for an eye", "day by day", "hand in hand" (judging round 16).
            guard let head = words.last, !typed.dropLast(words.count).contains(head) else { return false }
            let keys = synonymKeys(of: input)
            func holds(_ list: [String]) -> Bool { list.contains { keys.contains(MeaningMatcher.compact($0)) } }
            return !holds(dictionary.synonyms(of: gloss)) || holds(synonyms(gloss))
        }
    }

    /// The noun gloss one of whose one-word synonyms `input` names with one word before it ("work trip" for 出張's
    /// "tour", whose synonym is "trip"), when `input` is no meaning in its own right, as ``narrowed(_:glosses:in:)``
    /// takes the gloss itself. A word that counts, points or negates changes what is named ("8 days" is no "seventh
    /// day", "next week" no "week", "not easy" no "easy"), and a preposition makes no compound: never such a modifier
    /// (``countingWords``).
    /// A synonym the answer key refuses for the word (`refused`, compact) is none.
    private static func narrowedSynonym(_ input: String, glosses: [String], in dictionary: WordDictionary, refused: Set<String>,
                                        synonyms: (String) -> [String]) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ")
        guard typed.count == 2, let modifier = typed.first, !modifier.contains(where: \.isNumber),
              !countingWords.contains(String(modifier)), !dictionary.isGloss(input),
              input.split(whereSeparator: \.isWhitespace).first?.lowercased() != "to", let head = typed.last else { return nil }
        // A synonym is normalised only when it begins as the typed word does: a word of many glosses has hundreds.
        let initial = head.utf8.first
        return glosses.first { gloss in
            !gloss.lowercased().hasPrefix("to ") && synonyms(gloss).contains {
                $0.utf8.first == initial && !$0.contains(" ") && MeaningMatcher.normalize($0) == head
                    && !refused.contains(MeaningMatcher.compact($0)) && !dictionary.namesOtherSense(input, of: $0)
            }
        }
    }

    /// Words that begin a clause or stand for a person or thing: never part of a kind's name.
    static let clauseWords: Set<String> = ["who", "whom", "whose", "which", "someone", "somebody", "something"]

    /// Words before a noun that count, point or negate (as `scripts/update-thesaurus.py` sets them apart), and words
    /// that join rather than modify.
    static let countingWords: Set<String> = [
        "this", "that", "these", "those", "next", "last", "every", "each", "one", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "all", "some", "any", "no", "how", "what", "which", "where", "who", "very", "not",
        "previous", "following", "other", "another", "same", "own", "first", "second", "third", "half", "many", "few",
        // A preposition makes no compound: "before then" is no "then".
        "since", "before", "after", "until", "till", "from", "in", "on", "at", "by", "with", "without", "for", "of", "to",
        "into", "onto", "over", "under", "about", "than", "and", "or", "but",
    ]
}
