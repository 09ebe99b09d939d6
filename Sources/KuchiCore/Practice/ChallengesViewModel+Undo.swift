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
        // A re-grade (`:easy`, `:hard`) since the answer is taken back first, alone: the answer keeps its earlier grade.
        // Not for tries that `:accept` changed together: they go back together, their re-grades with them.
        if !entry.goesBackWithTheOneBelow, let earlier = entry.regradedFrom.last {
            try bank.regradeAnswer(id: entry.undo.answerID, rating: earlier, accepted: false, scheduler: fsrs)
            undoStack[undoStack.count - 1].regradedFrom.removeLast()
            if lastGraded?.answerID == entry.undo.answerID { lastGraded?.rating = earlier }
            return acknowledge(.regraded(word: entry.word, rating: earlier))
        }
        // The tries at one question that `:accept` made right go back as one step, down to the first of them: one
        // alone would leave the bank counting another right while the screen shows it wrong. The re-grades of each
        // go with its row, which the bank removes whole.
        var takenBack = [entry]
        while let top = takenBack.last, top.goesBackWithTheOneBelow, undoStack.count > takenBack.count {
            takenBack.append(undoStack[undoStack.count - takenBack.count - 1])
        }
        for taken in takenBack {
            try bank.undoAnswer(taken.undo, scheduler: fsrs)
            undoStack.removeLast()
        }
        guard let earliest = takenBack.last else { return }
        restore(earliest.state)
        // What the learner accepted (`:accept`) stays accepted: the bank holds it, the challenge taken back did not.
        let (restored, profileID) = (challenge, profileID)
        challenge = try bank.lookingUp { try Self.withAcceptedAnswers(restored, profileID: profileID, in: $0) }
        lastMissed = nil   // the challenge back on screen is the one to answer now
        askedAt = now()
        acknowledge(.undone(word: earliest.word, given: earliest.given, laterTries: takenBack.dropLast().reversed().map(\.given),
                            stillAccepted: takenBack.compactMap(\.acceptedText).first))
    }

    /// The session as it stands before an answer changes it, to go back to.
    func snapshot() -> SessionState {
        SessionState(challenge: challenge, lesson: lesson, pendingQuizzes: pendingQuizzes, taughtCards: taughtCards,
                     lastOutcome: lastOutcome, hint: hint, isRevealed: isRevealed,
                     gradePreviews: gradePreviews, correctCount: correctCount, wrongCount: wrongCount, skippedCount: skippedCount,
                     answeredWordIDs: answeredWordIDs, missedWords: missedWords, shownCount: shownCount,
                     missedCurrent: missedCurrent, wrongTriesOnScreen: wrongTriesOnScreen, wrongPicks: wrongPicks, wrongTexts: wrongTexts, lastGraded: lastGraded,
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

    /// Notes what `:accept` did to the tries at one question, for ``undo()``: each try whose id is in `answerIDs`
    /// counts right now (`.correct` for `firstTry`, which scored; `.none` for a retry), with `text` accepted; from the
    /// earliest of them up to the last answer, the tries go back as one step.
    func acceptedForUndo(answerIDs: [Int64], firstTry: Int64?, text: String) {
        guard let earliest = undoStack.firstIndex(where: { answerIDs.contains($0.undo.answerID) }) else { return }
        for index in earliest..<undoStack.count {
            if answerIDs.contains(undoStack[index].undo.answerID) {
                undoStack[index].undo.count = undoStack[index].undo.answerID == firstTry ? .correct : .none
                undoStack[index].acceptedText = text
            }
            undoStack[index].goesBackWithTheOneBelow = index > earliest
        }
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
        skippedCount = state.skippedCount
        answeredWordIDs = state.answeredWordIDs
        missedWords = state.missedWords
        shownCount = state.shownCount
        missedCurrent = state.missedCurrent
        wrongTriesOnScreen = state.wrongTriesOnScreen
        wrongPicks = state.wrongPicks
        wrongTexts = state.wrongTexts
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
    /// Words skipped so far: an undo back past a `:skip` brings the word back, unskipped.
    var skippedCount: Int
    var answeredWordIDs: TreeSet<Int64>
    var missedWords: [MissedWord]
    var shownCount: Int
    var missedCurrent: Bool
    var wrongTriesOnScreen: Int
    var wrongPicks: [Int]
    var wrongTexts: [String]
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
    /// The text `:accept` made this answer right with, which stays accepted when the answer is taken back.
    var acceptedText: String?
    /// Whether `:undo` takes this answer back together with the one below it (tries `:accept` changed together).
    var goesBackWithTheOneBelow = false
}
