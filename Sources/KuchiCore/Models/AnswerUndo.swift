/// What taking back one stored answer (`:undo`) restores, in one transaction: the answer row goes, its
/// session's count goes down, and the card it graded is stored as the card's other answers give it.
public struct AnswerUndo: Sendable, Equatable {
    /// The session count an answer added one to.
    public enum Count: Sendable, Equatable {
        /// `correct_count`: a right answer that scored (or one accepted as right).
        case correct
        /// `wrong_count`: a wrong answer.
        case wrong
        /// Neither: a right answer after a wrong one, not scored.
        case none
    }

    /// The stored answer to remove.
    public var answerID: Int64
    /// Its session.
    public var sessionID: Int64
    /// The session count it added to.
    public var count: Count

    /// An undo of answer `answerID` of session `sessionID`.
    public init(answerID: Int64, sessionID: Int64, count: Count) {
        self.answerID = answerID
        self.sessionID = sessionID
        self.count = count
    }
}
