import Foundation
import HashTreeCollections

/// What the session asks next: a missed word coming back, the next card of a review session, or a random word.
extension ChallengesViewModel {
    /// The missed word to ask now, before its gap, when the right answers the session still needs are no more
    /// than the missed words waiting: each comes back before the session ends, as its feedback said (never the
    /// word on screen, just answered).
    private func comeBackBeforeTheEnd() -> Int? {
        guard target - correctCount <= missedWords.count else { return nil }
        let current = challenge?.word.id
        return missedWords.firstIndex { $0.word.id != current }
    }

    /// Shows the next challenge, or ends the session when nothing is left to ask.
    func advance(alsoExcluding skipped: Int64? = nil) throws {
        var excluded = answeredWordIDs.union(missedWords.map(\.word.id))
        // Skipped words wait until every other word left has been offered; then a new round begins, in which
        // only the word just skipped waits (in a scope of three, skipping each in turn shows the third).
        if let skipped { skippedWordIDs.insert(skipped) }
        let withSkipped = excluded.union(skippedWordIDs)
        if withSkipped.count < wordCount {
            excluded = withSkipped
        } else if let skipped, excluded.count + 1 < wordCount {
            skippedWordIDs = [skipped]
            excluded.insert(skipped)
        } else {
            skippedWordIDs = []
        }
        guard var generator else { return }
        let next: Challenge?
        // A flashcard's card is read in the same read transaction as the flashcard, for its grade previews;
        // in a review that teaches, whether the learner has any card of the word, for its lesson.
        var card: ShownCard?
        var cards: CardsOfWord?
        // Taken out while it changes, so that its arrays are changed in place rather than copied.
        if var queue = reviewQueue.take() {
            defer { reviewQueue = queue }
            let (mode, choiceCount, profileID, at) = (mode, choiceCount, profileID, now())
            let (teaches, taught) = (teachesNewWords, taughtCards)
            // The word on screen, just answered, skipped or taught: its other cards wait while another word has one to ask.
            let spared = challenge?.word.id ?? lesson?.word.id
            let otherQuizWaits = pendingQuizzes.contains { $0.challenge.word.id != spared }
            // A word taught a few items ago is quizzed first; one taught later before a learning card asked
            // ahead of its time, or when nothing else is left.
            if let quiz = dueQuiz(sparing: spared) {
                next = quiz
            } else {
                let queued = try bank.lookingUp { lookup in
                    let queued = try Self.nextReview(from: &queue, generator: &generator, mode: mode, choiceCount: choiceCount,
                                                     profileID: profileID, at: at, sparing: spared, strictly: otherQuizWaits,
                                                     in: lookup, using: &rng)
                    card = try ShownCard.read(for: queued, profileID: profileID, in: lookup)
                    // Whether it is the word's first appearance (taught before it is asked), read here too.
                    if let queued, teaches, !taught.contains(where: { $0.wordID == queued.word.id }) {
                        cards = try CardsOfWord.read(for: queued, profileID: profileID, in: lookup)
                    }
                    return queued
                }
                next = try queued == nil || isAskedAhead(queued, at: at)
                    ? dueQuiz(anyway: true, sparing: spared) ?? dueQuiz(anyway: true) ?? queued : queued
            }
        } else if let index = missedWords.firstIndex(where: { $0.returnsAt <= shownCount })
                    ?? (excluded.count >= wordCount && !missedWords.isEmpty ? 0 : nil)
                    ?? comeBackBeforeTheEnd() {
            let missed = missedWords.remove(at: index)
            let (choiceCount, profileID) = (choiceCount, profileID)
            next = try bank.lookingUp { lookup in
                var word = missed.word
                word.acceptedByLearner = try lookup.acceptedAnswers(profileID: profileID, wordID: word.id)
                let next = try generator.challenge(for: word, kind: missed.kind, choiceCount: choiceCount, in: lookup, using: &rng)
                card = try ShownCard.read(for: next, profileID: profileID, in: lookup)
                return next
            }
        } else {
            let (mode, choiceCount, profileID) = (mode, choiceCount, profileID)
            next = try bank.lookingUp { lookup in
                let next = try Self.withAcceptedAnswers(generator.next(mode: mode, choiceCount: choiceCount, excluding: excluded,
                                                                       in: lookup, using: &rng), profileID: profileID, in: lookup)
                card = try ShownCard.read(for: next, profileID: profileID, in: lookup)
                return next
            }
        }
        self.generator = generator
        if let next {
            try present(next, cards: cards)
            if let card, card.shows(challenge) { shownCard = card }
            updateScore()
        } else {
            try finish(reviewQueue == nil ? .endedEarly : .completed)
        }
    }

    /// `challenge` with the answers the learner accepted for its word (`:accept`), which count as right.
    static func withAcceptedAnswers(_ challenge: Challenge?, profileID: Int64, in lookup: any WordLookup) throws -> Challenge? {
        guard let challenge else { return nil }
        let accepted = try lookup.acceptedAnswers(profileID: profileID, wordID: challenge.word.id)
        return accepted.isEmpty ? challenge : challenge.with(acceptedByLearner: accepted)
    }

    /// The next challenge of a review session, or `nil` when nothing is due and no new word is left; with `sparing`,
    /// another word's card first (``ReviewQueue/next(at:sparing:strictly:in:using:)``).
    static func nextReview(from queue: inout ReviewQueue, generator: inout ChallengeGenerator, mode: AnswerMode,
                           choiceCount: Int, profileID: Int64, at now: Date, sparing word: Int64? = nil, strictly: Bool = false,
                           in lookup: any WordLookup, using rng: inout AnyRandomNumberGenerator) throws -> Challenge? {
        while let (wordID, kind) = try queue.next(at: now, sparing: word, strictly: strictly, in: lookup, using: &rng) {
            guard var word = try lookup.word(id: wordID, shownFrom: generator.shownDecks) else {
                queue.skipped(wordID: wordID, kind: kind)
                continue
            }
            word.acceptedByLearner = try lookup.acceptedAnswers(profileID: profileID, wordID: wordID)
            return try generator.challenge(for: word, kind: challengeKind(for: kind, mode: mode), choiceCount: choiceCount,
                                           in: lookup, using: &rng)
        }
        return nil
    }

    /// The question that trains a card of `kind` in a session of `mode`.
    static func challengeKind(for kind: CardKind, mode: AnswerMode) -> ChallengeKind {
        switch kind {
        case .reading: .reading
        case .writing: .word
        case .recognition:
            switch mode {
            case .choice: .choice
            case .flashcard: .flashcard
            case .meaning, .reading, .word, .mixed: .meaning
            }
        }
    }
}

extension Challenge {
    /// This challenge with `answers` accepted for its word by the learner.
    func with(acceptedByLearner answers: [String]) -> Challenge {
        var word = word
        word.acceptedByLearner = answers
        return Challenge(word: word, kind: kind, choices: choices, correctIndex: correctIndex)
    }
}
