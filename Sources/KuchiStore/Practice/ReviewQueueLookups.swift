import Foundation
import GRDB
import KuchiCore

/// The look-ups a review session's queue makes of the cards due: how many there are, which come next in
/// each ``ReviewOrder``, and the day's reviews so far.
extension WordLookupStatements {
    // card_due holds the last review, stability and difficulty too, so the due cards are ordered without reading
    // the table (measured at 200,000 cards, 60,000 due: 30 ms, against 200 ms looking up each row).
    func reviewCards(profileID: Int64, kinds: [CardKind], dueBy date: Date, order: ReviewOrder, limit: Int,
                     where wanted: (Int64, CardKind) -> Bool) throws -> [(wordID: Int64, kind: CardKind)] {
        let statement = try db.cachedStatement(sql: """
            SELECT word_id, kind FROM card INDEXED BY card_due
            WHERE profile_id = ?1 AND state = \(CardStateCode.codes.code(.review)) AND kind IN (?2, ?3, ?4) AND due_ms <= ?5 AND \(SuspendedWords.notSuspended(card: "card"))
            ORDER BY \(CardColumns.reviewOrder(order)), due_ms, word_id
            """)
        defer { RawStatement(statement.sqliteStatement).reset() }   // the walk stops at `limit`
        let rows = try Row.fetchCursor(statement, arguments: StatementArguments([profileID] + CardColumns.kindArguments(kinds)
                                                                                  + [AnswerTime.milliseconds(date), AnswerTime.milliseconds(date)]))
        var cards: [(wordID: Int64, kind: CardKind)] = []
        while cards.count < limit, let row = try rows.next() {
            let wordID: Int64 = row["word_id"]
            let card = (wordID: wordID, kind: try CardKindCode.codes.stored(row["kind"], table: "card", row: "profile \(profileID), word \(wordID)", column: "kind"))
            if wanted(card.wordID, card.kind) { cards.append(card) }
        }
        return cards
    }

    func dueCardCount(profileID: Int64, kinds: [CardKind], learning: Bool, dueBy date: Date, limit: Int,
                      where wanted: (Int64, CardKind) -> Bool) throws -> Int {
        let statement = try db.cachedStatement(sql: learning ? """
            SELECT word_id, kind FROM card INDEXED BY card_learning WHERE profile_id = ? AND \(CodedCards.learning)
                AND kind IN (?, ?, ?) AND due_ms <= ? AND \(SuspendedWords.notSuspended(card: "card"))
            """ : """
            SELECT word_id, kind FROM card INDEXED BY card_due WHERE profile_id = ? AND state = \(CardStateCode.codes.code(.review))
                AND kind IN (?, ?, ?) AND due_ms <= ? AND \(SuspendedWords.notSuspended(card: "card"))
            """)
        let handle = statement.sqliteStatement
        RawStatement(handle).reset()
        defer { RawStatement(handle).reset() }   // the walk may stop at `limit`
        RawStatement(handle).bind(int64: profileID, at: 1)
        for (index, kind) in CardColumns.kindCodes(kinds).enumerated() { RawStatement(handle).bind(int64: kind, at: Int32(index + 2)) }
        RawStatement(handle).bind(int64: AnswerTime.milliseconds(date), at: 5)
        var count = 0
        while count < limit, try statement.stepThroughCAPI() {
            let wordID = RawStatement(handle).int64(0)
            if wanted(wordID, try CardColumns.kind(handle, 1, profileID: profileID)) { count += 1 }
        }
        return count
    }

    func interdayLearningCount(profileID: Int64, kinds: [CardKind], dueBy date: Date, limit: Int,
                               where wanted: (Int64, CardKind) -> Bool) throws -> Int {
        let statement = try db.cachedStatement(sql: """
            SELECT word_id, kind FROM card INDEXED BY card_learning WHERE profile_id = ?1 AND \(CodedCards.learning)
                AND kind IN (?2, ?3, ?4) AND due_ms <= ?5 AND last_review_ms < ?6
                AND \(SuspendedWords.notSuspended(card: "card"))
            """)
        defer { RawStatement(statement.sqliteStatement).reset() }   // the walk may stop at `limit`
        let rows = try Row.fetchCursor(statement, arguments: StatementArguments([profileID] + CardColumns.kindArguments(kinds)
                                                                                  + [AnswerTime.milliseconds(date),
                                                                                     AnswerTime.milliseconds(StudyDay.start(of: date))]))
        var count = 0
        while count < limit, let row = try rows.next() {
            let wordID: Int64 = row["word_id"]
            let kind = try CardKindCode.codes.stored(row["kind"], table: "card", row: "profile \(profileID), word \(wordID)", column: "kind")
            if wanted(wordID, kind) { count += 1 }
        }
        return count
    }

    func reviewsDone(profileID: Int64, since date: Date) throws -> Int {
        try PracticeStore.reviewsDone(profileID: profileID, since: date, in: db)
    }
}

extension CardColumns {
    /// The ORDER BY terms of ``ReviewOrder``, each taking the time of the session (milliseconds since 1970) as
    /// argument 6 (`?6`): the SQL form of ``ReviewOrder/sortKey(for:at:)``, which ReviewOrderTests checks it agrees with.
    static func reviewOrder(_ order: ReviewOrder) -> String {
        // Whole days since the last review per day of stability: the higher, the lower the retrievability.
        let forgetting = "coalesce(max(0, ?6 - last_review_ms) / 86400000 / stability, 1e300)"
        return switch order {
        case .highestRetrievability: forgetting
        case .lowestRetrievability: forgetting + " DESC"
        case .relativeOverdueness:
            "(?6 - due_ms) * 1.0 / max(due_ms - coalesce(last_review_ms, due_ms - 86400000), 86.4) DESC"
        case .difficulty: "difficulty + 0 * ?6"
        }
    }
}
