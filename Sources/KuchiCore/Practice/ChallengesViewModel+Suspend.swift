/// `:suspend`: the learner puts a word aside, out of practice, reviews and due counts until
/// `kuchi words unsuspend`.
extension ChallengesViewModel {
    /// Suspends ``wordToStar`` (the word on screen, else the last one answered) for this learner, at once and
    /// for good; a word on screen is put aside as `:skip` would (not counted) and not asked again this session.
    public func suspendWord() throws {
        guard let word = wordToStar else { return reject(.noWordToSuspend) }
        try bank.setSuspended(true, profileID: profileID, wordID: word.id, at: now())
        missedWords.removeAll { $0.word.id == word.id }
        pendingQuizzes.removeAll { $0.challenge.word.id == word.id }
        answeredWordIDs.insert(word.id)
        let onScreen = (challenge?.word.id == word.id || lesson?.word.id == word.id) && !isFinished
        if onScreen { try skip() }
        for kind in CardKind.allCases { reviewQueue?.skipped(wordID: word.id, kind: kind) }
        acknowledge(.suspended(word: word))
    }
}
