/// Near misses: answers that meet one of the word's meanings by a rule (a kind of it, a synonym, a particle left out)
/// but name another thing or the word's partner verb, weighed on what the shaping rules took.
extension AnswerJudge {
    /// ``shapedMeaningVerdict(_:word:in:known:competitors:)``, wrong for a near miss it took: the active verb of a passive
    /// gloss (``VoiceSwap``), a phrasal verb with the opposite particle (``OppositeParticle``), a noun with a sibling's
    /// modifier (``SiblingModifier``), one of the word's meanings with a quantity or negation added (``AddedQuantifier``).
    /// The answer key's wording is right as written.
    static func phrasedMeaningVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                      competitors: [String]) -> Verdict {
        let verdict = shapedMeaningVerdict(input, word: word, in: dictionary, known: known, competitors: competitors)
        guard verdict.judgement == .normalised || verdict.judgement == .typo,
              known.everydayKeys.exact.isEmpty || !MeaningMatcher.saysWordForWord(input, in: known.everydayKeys) else { return verdict }
        let own = word.answerMeanings + known.glosses + known.everydayAnswers
        guard VoiceSwap.saysActiveForPassive(input, own: own) || OppositeParticle.reverses(input, own: own)
                || SiblingModifier.namesSibling(input, own: own, in: dictionary)
                || AddedQuantifier.addsQuantifier(input, own: own) else { return verdict }
        return Verdict(judgement: .wrong, expected: word.primaryMeaning, given: input, accepted: word.meanings)
    }
}
