/// What taking back one stored answer (`:undo`) restores, in one transaction: the answer row goes, its
/// session's count goes down, and the card it graded gets its memory from before the answer back.
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
    /// The card it graded and that card's memory before; `nil` when it graded none.
    public var card: CardRestore?

    /// An undo of answer `answerID` of session `sessionID`.
    public init(answerID: Int64, sessionID: Int64, count: Count, card: CardRestore?) {
        self.answerID = answerID
        self.sessionID = sessionID
        self.count = count
        self.card = card
    }
}

/// A card as it was before an answer graded it.
public struct CardRestore: Sendable, Equatable {
    /// The learner.
    public var profileID: Int64
    /// The word.
    public var wordID: Int64
    /// What the card trains.
    public var kind: CardKind
    /// Its memory before the answer; `nil` when the answer introduced it (the card is removed again).
    public var previous: CardMemory?

    /// The card `kind` of `wordID` for `profileID`, as it was (`previous`).
    public init(profileID: Int64, wordID: Int64, kind: CardKind, previous: CardMemory?) {
        self.profileID = profileID
        self.wordID = wordID
        self.kind = kind
        self.previous = previous
    }
}
