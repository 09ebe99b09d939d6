/// Judging rounds 27, 28, 30, 32, 35 and 35b: general shapes (issue 19): a phrasing the judge refused, said in the shape the judge takes for
/// the word. Tried only after every other rule has refused the answer, so judging a right answer costs nothing more.
extension AnswerJudge {
    /// The verdict on `input` said another way, when that is right: a verb phrase's gerund as its "to" verb
    /// (``GerundPhrase``: "asking a favor"), a state after "being" as the state (``BeingState``: "being neutral"), a change
    /// of state after "turn", "go" or "fall" with "become" or "get" (``BecomingVerb``: "to go fuzzy"), a noun phrase with a
    /// stand-in complement or its preposition left open without them (round 28: ``StandInComplement``, "the cost of
    /// something"; ``DanglingPreposition``, "a tour of"), and last a change of state said with another verb of becoming
    /// than the word's own phrase (round 35b: ``OwnChangeOfState``, "to become crazy" for 狂う "to go crazy"), a phrase
    /// headed by one of the word's own meanings with a tail its own glosses name (round 30: ``OwnHeadPhrase``, "the foot
    /// of the mountain" for 麓) or a verb of the word's with where it is done (round 32: ``PlacePhrase``, "to stay at a
    /// hotel" for 泊まる) or with an object its own data names that makes no idiom (round 35: ``VerbObjectPhrase``, "to
    /// untie a ribbon" for ほどく). The learner's words are recorded, the word's meaning shown; `nil` when none is right.
    static func reshapedVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                competitors: [String]) -> Verdict? {
        let verbWord = word.answerMeanings.contains { $0.lowercased().hasPrefix("to ") }
        let reshaped = GerundPhrase.infinitives(of: input) + (BeingState.state(of: input, in: dictionary).map { [$0] } ?? [])
            + BecomingVerb.variants(of: input, in: dictionary) + StandInComplement.phrases(of: input, verbWord: verbWord)
            + (DanglingPreposition.head(of: input, verbWord: verbWord).map { [$0] } ?? [])
        for other in reshaped {
            var verdict = phrasedMeaningVerdict(other, word: word, in: dictionary, known: known, competitors: competitors)
            guard verdict.judgement == .exact || verdict.judgement == .normalised else { continue }
            verdict.judgement = .normalised
            verdict.given = input
            return verdict
        }
        // Last, a change of state said with another verb of becoming than the word's own phrase (round 35b), a phrase
        // headed by one of the word's own meanings, its tail named by the word's own glosses (round 30), or a verb of the
        // word's with a place phrase (round 32) or with its object (round 35).
        return ownChangeVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
            ?? ownHeadVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
            ?? placePhraseVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
            ?? verbObjectVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
    }
}
