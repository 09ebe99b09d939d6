import Foundation
import GRDB
import KuchiCore

/// One card rebuilt inside a write transaction from its graded answers as the bank holds them: what `:easy`,
/// `:hard`, `:accept` and `:undo` store, so that a grade another session of the learner gave the card
/// meanwhile is kept, and the card agrees with a replay of its answers (`kuchi doctor`'s check).
///
/// The replay is ``MaintenanceStore/checkCards()``'s, for one card: from the card's baseline when it has one
/// (an imported card), else from new, through each graded answer in the order given.
enum CardRebuild {
    /// The card the stored answer `answerID` grades: whose, which word, what kind; `nil` when the answer is gone
    /// or gives no grade.
    static func card(gradedBy answerID: Int64, in db: Database) throws -> HistoryReplay.CardKey? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT s.profile_id, a.word_id, a.mode FROM answer a JOIN session s ON s.id = a.session_id
            WHERE a.id = ? AND a.rating IS NOT NULL
            """, arguments: [answerID]) else { return nil }
        let mode = try AnswerModeCode.kind(row["mode"], row: "id \(answerID)")
        return HistoryReplay.CardKey(profileID: row["profile_id"], wordID: row["word_id"], kind: CardKind(mode))
    }

    /// Stores the card `key` as its graded answers give it through `scheduler`, and the recall predicted
    /// before each of its answers given after `answerID` (the one just re-graded or taken back). A card left
    /// with neither graded answers nor a baseline, or whose word was removed, is deleted. Returns its memory;
    /// `nil` when it is deleted.
    @discardableResult
    static func rebuild(_ key: HistoryReplay.CardKey, after answerID: Int64, scheduler: FSRSScheduler,
                        in db: Database) throws -> CardMemory? {
        // The answers after the one re-graded or taken back are marked as practice marked them when written.
        let (replay, marks) = try self.replay(key, scheduler: scheduler, withinADayFrom: .distantPast, in: db)
        let recalls = marks.filter { $0.id > answerID }
        let setRecall = try db.cachedStatement(sql: "UPDATE answer SET recall = ? WHERE id = ? AND recall IS NOT ?")
        for (id, recall) in recalls { try setRecall.execute(arguments: [recall, id, recall]) }
        let removed = try Bool.fetchOne(db, sql: "SELECT removed_at IS NOT NULL FROM word WHERE id = ?", arguments: [key.wordID]) ?? true
        guard !removed, let card = replay.cards[key] else {
            try db.execute(sql: "DELETE FROM card WHERE profile_id = ? AND word_id = ? AND kind = ?",
                           arguments: [key.profileID, key.wordID, CardKindCode.codes.code(key.kind)])
            return nil
        }
        let update = CardUpdate(profileID: key.profileID, wordID: key.wordID, kind: key.kind, memory: card.memory)
        try CardColumns.upsert(update, introducedAt: card.introducedAt, in: db)
        // The answer that introduced the card may be the one taken back: the card is introduced by the next.
        try db.execute(sql: "UPDATE card SET introduced_ms = ? WHERE profile_id = ? AND word_id = ? AND kind = ?",
                       arguments: [AnswerTime.milliseconds(card.introducedAt), key.profileID, key.wordID, CardKindCode.codes.code(key.kind)])
        return card.memory
    }

    /// The card `key` replayed through `scheduler` from its baseline when it has one (an imported card), else from new,
    /// through each of its graded answers in the order given; with the `recall` the replay marks each answer with
    /// (``ReviewMark``, ``ReviewMark/withinADay`` from `withinADayFrom` on), but those the baseline already holds (they
    /// keep the recall their import gave them).
    static func replay(_ key: HistoryReplay.CardKey, scheduler: FSRSScheduler, withinADayFrom: Date, in db: Database)
        throws -> (cards: ReplayedCards, marks: [(id: Int64, recall: Double?)]) {
        let baseline = try CardBaselines.baseline(for: key, in: db)
        var replay = ReplayedCards(scheduler: scheduler, baselines: baseline.map { [key: $0] } ?? [:], withinADayFrom: withinADayFrom)
        var marks: [(id: Int64, recall: Double?)] = []
        for answer in try gradedAnswers(of: key, in: db) {
            let recall = replay.grade(key, rating: answer.rating, at: answer.answeredAt)
            if baseline.map({ !CardBaseline.holds(answer.answeredAt, heldUntil: $0.heldUntil) }) ?? true {
                marks.append((answer.id, recall))
            }
        }
        return (replay, marks)
    }

    /// The graded answers of the card `key`, in the order given (times out of range left out, as the doctor's replay does).
    private static func gradedAnswers(of key: HistoryReplay.CardKey, in db: Database)
        throws -> [(id: Int64, rating: Rating, answeredAt: Date)] {
        let modes = AnswerModeCode.storedValues(ChallengeKind.allCases.filter { CardKind($0) == key.kind })
        let placeholders = modes.map { _ in "?" }.joined(separator: ", ")
        let arguments = StatementArguments([key.wordID, key.profileID] as [any DatabaseValueConvertible]) + StatementArguments(modes)
        return try Row.fetchAll(db, sql: """
            SELECT a.id, a.rating, a.answered_ms FROM answer a JOIN session s ON s.id = a.session_id
            WHERE a.word_id = ? AND s.profile_id = ? AND a.mode IN (\(placeholders)) AND a.rating IS NOT NULL
                AND \(AnswerTime.inRange("a.answered_ms"))
            ORDER BY a.id
            """, arguments: arguments).map { row in
            let id: Int64 = row["id"]
            return (id, try Rating.stored(row["rating"], table: "answer", row: "id \(id)", column: "rating"),
                    AnswerTime.date(row["answered_ms"]))
        }
    }
}
