import Foundation

/// Grades the learner gives: `:easy` and `:hard` after an answer, `:accept` ("I was right"), and flashcards.
extension ChallengesViewModel {
    /// Re-grades the card of the answer just given (`:easy` or `:hard`, right after a right answer): the new
    /// grade is recorded, and the bank computes the card's memory again from its answers as it holds them
    /// (another session's grade of the card since included).
    public func regrade(_ rating: Rating) throws {
        guard let last = lastGraded, last.rating != .again else {
            return reject(.nothingToRegrade)
        }
        try bank.regradeAnswer(id: last.answerID, rating: rating, accepted: false, scheduler: fsrs)
        regradedForUndo(answerID: last.answerID, from: last.rating)
        lastGraded?.rating = rating
        acknowledge(.regraded(word: last.challenge.word, rating: rating))
    }

    /// Overrules the marking of the wrong answer just given ("I was right"): the text typed is accepted for this word
    /// from now on, and the stored history says what happened. The tries at the question with that text count as
    /// right (judgement `accepted`, no wrong try charged for them); the others stay as judged. When the first try was
    /// that text, it grades the card as a right answer would have (Good, Hard after a hint) and the word scores;
    /// otherwise the first try's Again stands, and the accepted retry is a right answer after a wrong one: not
    /// scored, the word comes back later (``correction``).
    ///
    /// Only an answer the learner could check can be accepted: after a first wrong try whose answer is kept back
    /// (``withholdsAnswer``) the learner is told to type it again, which shows the accepted answers
    /// (``SessionProblem/answerNotShownYet(_:)``). Only a typed answer can be accepted: after a choice picked by its number the learner is told why
    /// not (``SessionProblem/pickedChoiceNotAccepted``), and a text that cannot be kept
    /// (``AcceptedAnswerText``) is refused; either way nothing is stored.
    public func acceptLastAnswer() throws {
        if case let .missed(answered, verdict)? = lastOutcome, lastMissed == answered {
            return try acceptMissed(answered, verdict)
        }
        guard let challenge, !isFinished, missedCurrent, case let .wrong(answered, verdict)? = lastOutcome,
              answered == challenge else {
            return reject(.nothingToAccept)
        }
        guard verdict.choiceNumber == nil else { return reject(.pickedChoiceNotAccepted) }
        if let problem = Self.acceptanceProblem(verdict) { return reject(.unacceptableAnswer(problem)) }
        // "I was right" is a judgement against the right answer: while it is kept back for the retry
        // (``withholdsAnswer``), nothing is kept that the learner has not checked.
        if withholdsAnswer { return reject(.answerNotShownYet(verdict.given)) }
        let accepted = MeaningMatcher.normalize(verdict.given)
        let tries = undoStack.suffix(wrongTriesOnScreen).filter {
            $0.word.id == challenge.word.id && $0.undo.count == .wrong && MeaningMatcher.normalize($0.given) == accepted
        }
        var firstTry: AnswerAcceptance.Regrade?
        if let last = lastGraded, last.challenge == challenge, last.rating == .again,
           tries.contains(where: { $0.undo.answerID == last.answerID }) {
            firstTry = AnswerAcceptance.Regrade(answerID: last.answerID, rating: last.hintUsed ? .hard : .good)
        }
        let retryIDs = tries.map(\.undo.answerID).filter { $0 != firstTry?.answerID }
        try bank.accept(AnswerAcceptance(profileID: profileID, wordID: challenge.word.id, text: verdict.given, date: now(),
                                         firstTry: firstTry, retryIDs: retryIDs), scheduler: fsrs)
        acceptedForUndo(answerIDs: tries.map(\.undo.answerID), firstTry: firstTry?.answerID, text: verdict.given)
        wrongCount = max(0, wrongCount - tries.count)
        wrongTriesOnScreen -= tries.count
        acknowledge(.accepted(word: challenge.word, text: verdict.given))
        if let firstTry {
            lastGraded?.rating = firstTry.rating
            try scoreAndMoveOn(challenge)
        } else {
            updateScore()
            let wrongTries = wrongTriesOnScreen
            let comesBack = try moveOnAfterMiss(challenge)
            correction = Correction(wrongTries: wrongTries, comesBackThisSession: comesBack)
        }
    }

    /// `:accept` of the answer a review just missed and moved on from: graded and scored as right, its text
    /// accepted from now on; the session stays at the challenge on screen.
    private func acceptMissed(_ missed: Challenge, _ verdict: Verdict) throws {
        guard verdict.choiceNumber == nil else { return reject(.pickedChoiceNotAccepted) }
        if let problem = Self.acceptanceProblem(verdict) { return reject(.unacceptableAnswer(problem)) }
        guard let last = lastGraded, last.challenge == missed, last.rating == .again else { return reject(.nothingToAccept) }
        let grade: Rating = last.hintUsed ? .hard : .good
        let memory = try bank.accept(AnswerAcceptance(profileID: profileID, wordID: missed.word.id, text: verdict.given, date: now(),
                                                      firstTry: .init(answerID: last.answerID, rating: grade), retryIDs: []),
                                     scheduler: fsrs)
        if let memory { reviewQueue?.regraded(wordID: missed.word.id, kind: CardKind(missed.kind), now: memory) }
        acceptedForUndo(answerIDs: [last.answerID], firstTry: last.answerID, text: verdict.given)
        lastGraded?.rating = grade
        lastMissed = nil
        wrongCount = max(0, wrongCount - 1)
        correctCount += 1
        updateScore()
        acknowledge(.accepted(word: missed.word, text: verdict.given))
    }

    /// Shows a flashcard's reading and meanings, so the learner can grade it, with the interval each grade
    /// would give (``gradePreviews``).
    public func reveal() throws {
        guard let challenge, challenge.kind == .flashcard, !isFinished else { return reject(.noChallenge) }
        isRevealed = true
        gradePreviews = try previews(for: challenge, at: now())
        acknowledge(.revealed(challenge.word))
    }

    /// How long until the card of `challenge` is due after each grade given at `date`: the same review
    /// ``record(_:given:expected:judgement:rating:counts:)`` makes (its fuzz is drawn from the card itself).
    ///
    /// The card is the one read with the flashcard when it was shown (``ShownCard``), unless the last grade
    /// was of this same card (`:easy`, `:hard` or `:accept` may have changed it since): then it is read again.
    func previews(for challenge: Challenge, at date: Date) throws -> [GradePreview] {
        let (wordID, kind, profileID) = (challenge.word.id, CardKind(challenge.kind), profileID)
        let previous: CardMemory?
        if let shownCard, shownCard.shows(challenge), lastGraded.map({ !shownCard.shows($0.challenge) }) ?? true {
            previous = shownCard.memory
        } else {
            previous = try bank.lookingUp { try $0.card(profileID: profileID, wordID: wordID, kind: kind) }
        }
        return Rating.allCases.map { rating in
            let memory = fsrs.review(previous ?? .new(due: date), rating: rating, at: date, profileID: profileID,
                                     wordID: wordID, kind: kind)
            return GradePreview(rating: rating, interval: memory.due.timeIntervalSince(date))
        }
    }

    /// Grades the flashcard on screen (after ``reveal()``): Again is a miss (a wrong answer, and the word
    /// comes back later in the session); Hard, Good and Easy count as right.
    public func grade(_ rating: Rating) throws {
        guard let challenge, challenge.kind == .flashcard, !isFinished else { return reject(.noChallenge) }
        guard isRevealed else { return reject(.notRevealed) }
        let judgement: Judgement = rating == .again ? .wrong : .exact
        try record(challenge, given: rating.name, expected: challenge.word.primaryMeaning,
                   judgement: judgement, rating: rating, counts: true)
        lastOutcome = nil
        lastError = nil
        feedback = .graded(word: challenge.word, rating: rating)
        if rating == .again {
            try moveOnAfterMiss(challenge)
        } else {
            try scoreAndMoveOn(challenge)
        }
    }

    /// Why the text of `verdict` cannot be kept as an accepted answer: ``AcceptedAnswerText``'s rule, applied
    /// to the line as typed (a tab among its words is a control character, though ``Verdict/given`` shows a space).
    static func acceptanceProblem(_ verdict: Verdict) -> AcceptedAnswerText.Problem? {
        verdict.typedControls ? .controlCharacters : AcceptedAnswerText.problem(with: verdict.given)
    }
}

/// What one grade of a revealed flashcard would do: how long until the card is due again.
public struct GradePreview: Sendable, Equatable {
    /// The grade.
    public var rating: Rating
    /// Seconds from now until the card would be due after that grade.
    public var interval: TimeInterval

    /// The preview of `rating`: due again in `interval` seconds.
    public init(rating: Rating, interval: TimeInterval) {
        self.rating = rating
        self.interval = interval
    }
}

/// The card of a flashcard as read in the same read transaction as the flashcard itself, so that revealing it
/// (``ChallengesViewModel/reveal()``) computes its grade previews without a read of its own: one read
/// transaction between an answer and the next card, not two. Grading never uses it: the bank grades from the
/// card as it holds it when the answer is stored.
struct ShownCard {
    /// The flashcard's word.
    var wordID: Int64
    /// The card's kind.
    var kind: CardKind
    /// The card as read, `nil` when the learner had none.
    var memory: CardMemory?

    /// The card of `challenge` when it is a flashcard (otherwise `nil`, and nothing is read).
    static func read(for challenge: Challenge?, profileID: Int64, in lookup: any WordLookup) throws -> ShownCard? {
        guard let challenge, challenge.kind == .flashcard else { return nil }
        let (wordID, kind) = (challenge.word.id, CardKind(challenge.kind))
        return ShownCard(wordID: wordID, kind: kind, memory: try lookup.card(profileID: profileID, wordID: wordID, kind: kind))
    }

    /// Whether `challenge` asks this card.
    func shows(_ challenge: Challenge?) -> Bool {
        guard let challenge else { return false }
        return challenge.word.id == wordID && CardKind(challenge.kind) == kind
    }
}
