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
        // A gerund, "being" or a verb of becoming said in the shape the judge takes (judging round 27, ``reshapedVerdict``).
        if let reshaped = reshapedVerdict(input, word: word, in: dictionary, known: known, competitors: competitors) {
            return reshaped
        }
        return verdict
    }

    /// Whether `input` is `taught` with one vowel inside it written as another ("calender" for "calendar", "seperate"
    /// for "separate"), the commonest slip of English spelling: not a word's other form ("healthy" for "health",
    /// "infinity" for "infinite", "robber" for "robbery"), which names another sense on purpose.
    static func isVowelSlip(_ input: String, of taught: String) -> Bool {
        let typed = Array(input.lowercased()), meant = Array(taught.lowercased())
        guard typed.count == meant.count, typed.count > 2 else { return false }
        let differing = typed.indices.filter { typed[$0] != meant[$0] }
        guard differing.count == 1, let at = differing.first, at > 0, at < typed.count - 1 else { return false }
        return "aeiou".contains(typed[at]) && "aeiou".contains(meant[at])
    }

    /// Whether `gloss` (a dictionary gloss an answer spelt) is of a JMdict sense apart from every sense that holds the
    /// deck's meaning `taught`, which some sense holds: カレンダー's "calender (machine for flattening things)" beside
    /// "calendar". A gloss of the taught meaning's own sense (生活 "life" beside "to live"), or of a word whose deck
    /// meaning no sense holds, is not.
    static func isOtherSensesGloss(_ gloss: String, taught: String, known: DictionaryKnowledge) -> Bool {
        let taughtKey = MeaningMatcher.normalizedGloss(taught)
        let taughtSenses = Set(known.senses.indices.filter { known.senses[$0].contains { MeaningMatcher.normalizedGloss($0) == taughtKey } })
        let glossSenses = Set(known.senses.indices.filter { known.senses[$0].contains(gloss) })
        return !taughtSenses.isEmpty && !glossSenses.isEmpty && taughtSenses.isDisjoint(with: glossSenses)
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
        // A slip of a meaning the deck teaches that spells a gloss of another of the word's senses ("calender" for
        // カレンダー "calendar", whose JMdict gloss "calender (machine for flattening things)" it is): right, and shown
        // as the slip it most likely is, with the deck's meaning, not the machine. A gloss typed with its note names
        // its sense.
        let slip = match.judgement == .typo && !input.contains("(") ? match.gloss : nil
        var slipOfTaught: String?
        if match.judgement == .wrong || match.judgement == .typo {
            if let spelled = spelledMeaning(input, of: word, in: dictionary, known: known) {
                match = spelled
                if let slip, isVowelSlip(input, of: slip), let gloss = spelled.gloss, isOtherSensesGloss(gloss, taught: slip, known: known) {
                    slipOfTaught = slip
                }
            } else if inKey {
                // The answer key's everyday wording ("I knew it" for やっぱり): right, shown with the word's own meaning.
                match = MeaningMatcher.Match(judgement: .normalised, gloss: word.primaryMeaning)
            } else if match.judgement == .typo, isMeaningInItsOwnRight(input, in: dictionary) {
                match = MeaningMatcher.Match(judgement: .wrong, gloss: nil)
            } else if match.judgement == .wrong, let gloss = longGlossTypo(input, glosses: known.glosses, competitors: competitors,
                                                                           in: dictionary)
                        ?? shortGlossTypo(input, glosses: known.glosses, competitors: competitors, in: dictionary) {
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
        if let taught = slipOfTaught, match.judgement.isCorrect, match.judgement != .typo {
            match = MeaningMatcher.Match(judgement: .typo, gloss: taught)
        }
        var verdict = Verdict(judgement: match.judgement, expected: match.gloss ?? word.primaryMeaning, given: input, accepted: word.meanings)
        // A slip near this word's meaning and another's, which is no word in its own right: typed again, not graded.
        if match.judgement == .wrong, let slip = match.slip, !inKey, !isMeaningInItsOwnRight(input, in: dictionary) {
            verdict.slip = slip
        }
        return listingExpected(verdict)
    }
}
