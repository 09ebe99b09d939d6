/// Favourites: `:fav` and `:unfav` star and unstar a word for this learner.
extension ChallengesViewModel {
    /// The word `:fav` acts on: the one on screen, else (the session over) the last one answered.
    public var wordToStar: Word? {
        if let challenge, !isFinished { return challenge.word }
        if let lesson, !isFinished { return lesson.word }
        return lastGraded?.challenge.word
    }

    /// Stars (`isFavorite`) or unstars ``wordToStar`` for this learner, at once and for good.
    public func star(_ isFavorite: Bool) throws {
        guard let word = wordToStar else { return reject(.noWordToStar) }
        try bank.setFavorite(isFavorite, profileID: profileID, wordID: word.id, at: now())
        acknowledge(.favorite(word: word, isFavorite: isFavorite))
    }
}
