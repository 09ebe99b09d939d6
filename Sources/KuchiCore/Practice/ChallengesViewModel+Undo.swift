import Foundation
import HashTreeCollections

/// `:undo`: taking back the last answer or grade, in the bank and on screen.
extension ChallengesViewModel {
    /// How many answers back `:undo` can go: more than anyone takes back, few enough that a session of
    /// thousands of answers keeps its memory flat.
    static let undoDepth = 50

    /// Whether ``undo()`` has an answer of this session to take back.
    public var canUndo: Bool { !undoStack.isEmpty && !isFinished }

    /// Takes back the last answer or grade of this session (again for the one before, and so on). A re-grade
    /// (`:easy`, `:hard`) goes back to the answer's earlier grade, alone. An answer's stored row goes and its
    /// card is rebuilt from the card's other answers as the bank holds them (another session's grades of it
    /// kept), in one transaction, and the session goes back to where it was — the counts, the challenge on
    /// screen, its hint and wrong picks. With nothing to take back, says so (``SessionProblem/nothingToUndo``)
    /// and changes nothing.
    public func undo() throws {
        guard sessionID != nil, !isFinished, let entry = undoStack.last else { return reject(.nothingToUndo) }
        let acceptedBelow = undoStack.count >= 2 && Self.isAcceptedRetry(entry, below: undoStack[undoStack.count - 2])
        // A re-grade (`:easy`, `:hard`) since the answer is taken back first, alone: the answer keeps its earlier grade.
        // Not for a retry whose answer was accepted: the two go together, their re-grades with them.
        if !acceptedBelow, let earlier = entry.regradedFrom.last {
            try bank.regradeAnswer(id: entry.undo.answerID, rating: earlier, accepted: false, scheduler: fsrs)
            undoStack[undoStack.count - 1].regradedFrom.removeLast()
            if lastGraded?.answerID == entry.undo.answerID { lastGraded?.rating = earlier }
            return acknowledge(.regraded(word: entry.word, rating: earlier))
        }
        try bank.undoAnswer(entry.undo, scheduler: fsrs)
        undoStack.removeLast()
        // An answer accepted after its retry (`:accept` once the retry showed the answer) goes back with the retry, as
        // one step: the retry alone would leave the accepted answer counted right in the bank and not on screen.
        // Its re-grades since (`:accept`, then `:hard`) go with its row, which the bank removes whole.
        if acceptedBelow {
            undoStack[undoStack.count - 1].regradedFrom.removeAll()
            return try undo()
        }
        restore(entry.state)
        // What the learner accepted (`:accept`) stays accepted: the bank holds it, the challenge taken back did not.
        let (restored, profileID) = (challenge, profileID)
        challenge = try bank.lookingUp { try Self.withAcceptedAnswers(restored, profileID: profileID, in: $0) }
        lastMissed = nil   // the challenge back on screen is the one to answer now
        askedAt = now()
        acknowledge(.undone(word: entry.word, given: entry.given))
    }

    /// Whether `entry` is the retry of the answer `below`, which `:accept` made right: the two are taken back together.
    private static func isAcceptedRetry(_ entry: UndoEntry, below: UndoEntry) -> Bool {
        below.undo.count == .correct && entry.undo.count != .correct && below.word.id == entry.word.id
            && below.state.challenge == entry.state.challenge
    }

    /// The session as it stands before an answer changes it, to go back to.
    func snapshot() -> SessionState {
        SessionState(challenge: challenge, lesson: lesson, pendingQuizzes: pendingQuizzes, taughtCards: taughtCards,
                     lastOutcome: lastOutcome, hint: hint, isRevealed: isRevealed,
                     gradePreviews: gradePreviews, correctCount: correctCount, wrongCount: wrongCount,
                     answeredWordIDs: answeredWordIDs, missedWords: missedWords, shownCount: shownCount,
                     missedCurrent: missedCurrent, wrongTriesOnScreen: wrongTriesOnScreen, wrongPicks: wrongPicks, lastGraded: lastGraded,
                     reviewQueue: reviewQueue, sessionMeaningCount: sessionMeanings.count)
    }

    /// Notes that the answer stored as `answerID` may be taken back to `state`.
    func rememberForUndo(_ state: SessionState, answerID: Int64, challenge: Challenge, given: String, count: AnswerUndo.Count) {
        guard let sessionID else { return }
        undoStack.append(UndoEntry(undo: AnswerUndo(answerID: answerID, sessionID: sessionID, count: count),
                                   state: state, word: challenge.word, given: given))
        if undoStack.count > Self.undoDepth { undoStack.removeFirst(undoStack.count - Self.undoDepth) }
    }

    /// Notes that the stored answer `answerID` was re-graded from `earlier` (`:easy`, `:hard`), for ``undo()`` to take back first.
    func regradedForUndo(answerID: Int64, from earlier: Rating) {
        guard let index = undoStack.lastIndex(where: { $0.undo.answerID == answerID }) else { return }
        undoStack[index].regradedFrom.append(earlier)
    }

    /// Notes that the stored answer `answerID` now counts as right (`:accept`).
    func countsAsRightForUndo(answerID: Int64) {
        guard let index = undoStack.lastIndex(where: { $0.undo.answerID == answerID }) else { return }
        undoStack[index].undo.count = .correct
    }

    private func restore(_ state: SessionState) {
        challenge = state.challenge
        lesson = state.lesson
        pendingQuizzes = state.pendingQuizzes
        taughtCards = state.taughtCards
        lastOutcome = state.lastOutcome
        hint = state.hint
        isRevealed = state.isRevealed
        gradePreviews = state.gradePreviews
        correctCount = state.correctCount
        wrongCount = state.wrongCount
        answeredWordIDs = state.answeredWordIDs
        missedWords = state.missedWords
        shownCount = state.shownCount
        missedCurrent = state.missedCurrent
        wrongTriesOnScreen = state.wrongTriesOnScreen
        wrongPicks = state.wrongPicks
        lastGraded = state.lastGraded
        reviewQueue = state.reviewQueue
        // Only ever appended to: what was added since goes.
        sessionMeanings.removeLast(max(0, sessionMeanings.count - state.sessionMeaningCount))
        screenID += 1
        updateScore()
    }
}

/// What a session was just before an answer: everything the answer changes, except the random draws.
struct SessionState {
    var challenge: Challenge?
    var lesson: Lesson?
    var pendingQuizzes: [PendingQuiz]
    var taughtCards: TreeSet<ReviewQueue.CardKey>
    var lastOutcome: AnswerOutcome?
    var hint: Hint?
    var isRevealed: Bool
    var gradePreviews: [GradePreview]
    var correctCount: Int
    var wrongCount: Int
    var answeredWordIDs: TreeSet<Int64>
    var missedWords: [MissedWord]
    var shownCount: Int
    var missedCurrent: Bool
    var wrongTriesOnScreen: Int
    var wrongPicks: [Int]
    var lastGraded: GradedAnswer?
    var reviewQueue: ReviewQueue?
    /// How many meanings ``ChallengesViewModel/sessionMeanings`` held (it only grows).
    var sessionMeaningCount: Int
}

/// One answer that `:undo` can take back: what to undo in the bank, and the session to go back to.
struct UndoEntry {
    var undo: AnswerUndo
    var state: SessionState
    var word: Word
    var given: String
    /// The grades the answer had before each re-grade since, oldest first.
    var regradedFrom: [Rating] = []
}
