import Foundation

/// How an answer grades its card, given the card's memory as the bank holds it when the answer is stored.
///
/// The bank calls ``grade`` inside the transaction that stores the answer, with the card re-read there: two
/// sessions of one learner answering the same card one after the other each grade from the other's result,
/// and every card agrees with a replay of its answers.
public struct CardGrading {
    /// The card graded.
    public var profileID: Int64, wordID: Int64, kind: CardKind
    /// The card's memory after the answer, and the `recall` its answer stores (``ReviewMark``: not `nil` for a
    /// review), from its memory before (`nil` for a card never answered).
    public var grade: (_ before: CardMemory?) -> (memory: CardMemory, recall: Double?)

    /// A grading of the card (`profileID`, `wordID`, `kind`).
    public init(profileID: Int64, wordID: Int64, kind: CardKind,
                grade: @escaping (_ before: CardMemory?) -> (memory: CardMemory, recall: Double?)) {
        self.profileID = profileID
        self.wordID = wordID
        self.kind = kind
        self.grade = grade
    }
}

/// A graded answer as stored.
public struct StoredGrade: Sendable, Equatable {
    /// The answer's id.
    public var id: Int64
    /// The card's memory before the answer, as the bank held it (`nil`: the answer introduced the card).
    public var before: CardMemory?
    /// Its memory after.
    public var memory: CardMemory
    /// The `recall` stored with the answer: not `nil` for a review (``ReviewMark``).
    public var recall: Double?

    /// A stored graded answer.
    public init(id: Int64, before: CardMemory?, memory: CardMemory, recall: Double?) {
        self.id = id
        self.before = before
        self.memory = memory
        self.recall = recall
    }
}

extension WordBank {
    /// Stores `answer` graded by `grading` from the card as this bank holds it. This default reads the card,
    /// then stores: enough for a bank that one session uses; a bank shared between processes grades inside
    /// its write transaction instead.
    public func recordAnswer(_ answer: AnswerRecord, grading: CardGrading) throws -> StoredGrade {
        let before = try lookingUp { try $0.card(profileID: grading.profileID, wordID: grading.wordID, kind: grading.kind) }
        let (memory, recall) = grading.grade(before)
        var record = answer
        record.card = CardUpdate(profileID: grading.profileID, wordID: grading.wordID, kind: grading.kind, memory: memory)
        record.recall = recall
        return StoredGrade(id: try recordAnswer(record), before: before, memory: memory, recall: recall)
    }
}
