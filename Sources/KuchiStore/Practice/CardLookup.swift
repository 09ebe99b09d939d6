import Foundation
import GRDB
import KuchiCore

/// One card read by its key: the look-up an answer makes twice (the next card's grade previews, and the card
/// again inside the answer's write transaction), read in place through SQLite's C API by column position.
extension WordLookupStatements {
    func card(profileID: Int64, wordID: Int64, kind: CardKind) throws -> CardMemory? {
        let statement = try CardLookup.query.statement(heldBy: hot, in: db)
        let row = RawStatement(statement.sqliteStatement)
        row.reset()
        defer { row.reset() }
        row.bind(int64: profileID, at: 1)
        row.bind(int64: wordID, at: 2)
        row.bind(int64: Int64(CardKindCode.codes.code(kind)), at: 3)
        guard try statement.stepThroughCAPI() else { return nil }
        if let memory = CardLookup.memory(row) { return memory }
        // A value this Kuchi cannot read: the look-up by column name says which (``CardColumns/memory(_:table:)``).
        return try Row.fetchOne(db.cachedStatement(sql: """
            SELECT \(CardColumns.selection) FROM card WHERE profile_id = ? AND word_id = ? AND kind = ?
            """), arguments: [profileID, wordID, CardKindCode.codes.code(kind)]).map { try CardColumns.memory($0) }
    }
}

/// The columns of a card's memory in a fixed order, and their reading from the current row.
enum CardLookup {
    /// The memory's columns, in the order ``memory(_:)`` reads them.
    static let columns = "state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses"

    /// A card's ``columns`` by its key.
    static let query = HotStatements.Key(slot: .card, sql: """
        SELECT \(columns) FROM card WHERE profile_id = ? AND word_id = ? AND kind = ?
        """)

    /// The memory in the current row of ``columns``; `nil` when a value is not one this Kuchi reads (an
    /// unknown state, a time that is not an integer in range), so that the caller reports it.
    static func memory(_ row: RawStatement) -> CardMemory? {
        guard row.isInteger(0), let state = CardStateCode.codes.value(row.int64(0)), let due = time(row, 4) else { return nil }
        let lastReview: Date?
        if row.isNull(5) {
            lastReview = nil
        } else {
            guard let last = time(row, 5) else { return nil }
            lastReview = last
        }
        return CardMemory(state: state, step: row.isNull(1) ? nil : Int(row.int64(1)), stability: row.double(2),
                          difficulty: row.double(3), due: due, lastReview: lastReview,
                          reps: Int(row.int64(6)), lapses: Int(row.int64(7)))
    }

    /// The time in `column`, when it is an integer in range (``StoredDates``).
    private static func time(_ row: RawStatement, _ column: Int32) -> Date? {
        guard row.isInteger(column) else { return nil }
        let milliseconds = row.int64(column)
        return milliseconds >= 0 && milliseconds < AnswerTime.endOfRange ? AnswerTime.date(milliseconds) : nil
    }
}
