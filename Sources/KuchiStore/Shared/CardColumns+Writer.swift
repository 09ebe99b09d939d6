import Foundation
import GRDB
import KuchiCore

/// How cards are written: one at a time as they are answered, or many to a statement after a replay.
extension CardColumns {
    /// Stores a card's memory (inserting it the first time, when it is introduced at `introducedAt`); `hot`: the
    /// connection's held statements.
    static func upsert(_ update: CardUpdate, introducedAt: Date, in db: Database, hot: HotStatements? = nil) throws {
        try Writer(try Writer.upsert.statement(heldBy: hot, in: db)).write(update, introducedAt: introducedAt)
    }

    /// Stores the memory of a card the table holds (read in the caller's transaction): its row updated in place,
    /// the columns ``upsert(_:introducedAt:in:)`` sets on a conflict, without the insert an upsert tries first.
    /// `stateChanged`: whether the card's state differs from the one the table holds; when it does not, the
    /// state is left out of the update, and with it the `CHECK` on the state's codes, which SQLite evaluates
    /// for each column set (with a temporary B-tree for its list of codes, on every run of the statement).
    /// `hot`: the connection's held statements.
    static func update(_ update: CardUpdate, stateChanged: Bool = true, in db: Database, hot: HotStatements? = nil) throws {
        let statement = try (stateChanged ? updateQuery : updateKeepingStateQuery).statement(heldBy: hot, in: db)
        let row = RawStatement(statement.sqliteStatement)
        let memory = update.memory
        row.reset()
        row.bind(int64: Int64(CardStateCode.codes.code(memory.state)), at: 1)
        if let step = memory.step { row.bind(int64: Int64(step), at: 2) } else { row.bindNull(at: 2) }
        row.bind(double: memory.stability, at: 3)
        row.bind(double: memory.difficulty, at: 4)
        row.bind(int64: AnswerTime.milliseconds(memory.due), at: 5)
        if let last = memory.lastReview { row.bind(int64: AnswerTime.milliseconds(last), at: 6) } else { row.bindNull(at: 6) }
        row.bind(int64: Int64(memory.reps), at: 7)
        row.bind(int64: Int64(memory.lapses), at: 8)
        row.bind(int64: update.profileID, at: 9)
        row.bind(int64: update.wordID, at: 10)
        row.bind(int64: Int64(CardKindCode.codes.code(update.kind)), at: 11)
        _ = try statement.stepThroughCAPI()
    }

    /// The update of ``update(_:stateChanged:in:)``: a card's memory by its key (times in milliseconds, kind and
    /// state as codes).
    private static let updateQuery = HotStatements.Key(slot: .updateCard, sql: """
        UPDATE card SET state = ?1, step = ?2, stability = ?3, difficulty = ?4, due_ms = ?5, last_review_ms = ?6, reps = ?7, lapses = ?8
        WHERE profile_id = ?9 AND word_id = ?10 AND kind = ?11
        """)
    /// ``updateQuery`` for a card whose state stays as it is (`?1` bound, not used).
    private static let updateKeepingStateQuery = HotStatements.Key(slot: .updateCardKeepingState, sql: """
        UPDATE card SET step = ?2, stability = ?3, difficulty = ?4, due_ms = ?5, last_review_ms = ?6, reps = ?7, lapses = ?8
        WHERE profile_id = ?9 AND word_id = ?10 AND kind = ?11
        """)

    /// Stores replayed cards, in the order of the table's key (each insert then lands next to the last),
    /// many to a statement (in the layout the cards have: `v3-cards` replays answers into cards of schema v19,
    /// times and names as text).
    static func store(_ cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)], in db: Database) throws {
        try store(ordered: ordered(cards), in: db)
    }

    /// `cards` in the order of the table's key, as ``store(ordered:in:)`` takes them (no database: an import puts them
    /// in order on a second thread).
    static func ordered(_ cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)])
        -> [(key: HistoryReplay.CardKey, value: (memory: CardMemory, introducedAt: Date))] {
        cards.sorted { left, right in
            (left.key.profileID, left.key.wordID, CardKindCode.codes.code(left.key.kind))
                < (right.key.profileID, right.key.wordID, CardKindCode.codes.code(right.key.kind))
        }
    }

    /// Stores cards given in the order of the table's key (``ordered(_:)``), as ``store(_:in:)`` does.
    static func store(ordered: [(key: HistoryReplay.CardKey, value: (memory: CardMemory, introducedAt: Date))], in db: Database) throws {
        let lean = try LeanCards.isLean(db), coded = try CodedCards.isCoded(db)
        let batch = RowBatch<(CardUpdate, Date)>(db, head: Writer.head(lean: lean), values: Writer.values, columns: Writer.columns,
                                                 tail: Writer.onConflict(lean: lean)) { card, handle, first in
            Writer.bind(card.0, introducedAt: card.1, to: handle, from: first, lean: lean, coded: coded)
        }
        // Many cards into a table holding fewer: its indexes are sorted once afterwards (``DeferredIndexes``); into an
        // empty table, the rows go in through a copy, packed (``StagedTable``).
        let indexes = try DeferredIndexes(of: "card", adding: ordered.count, in: db)
        let staged = try StagedTable("card", adding: ordered.count, in: db)
        defer { staged.discard(in: db) }
        for (key, card) in ordered {
            try batch.add((CardUpdate(profileID: key.profileID, wordID: key.wordID, kind: key.kind, memory: card.memory), card.introducedAt))
        }
        try batch.finish()
        try staged.moveIn(in: db)
        try indexes.buildAgain(in: db)
    }

    /// The card upsert, bound through SQLite's C API.
    struct Writer {
        /// The statement up to `VALUES`; `lean`: times in milliseconds (schema v20), else as text.
        static func head(lean: Bool) -> String {
            let (due, last, introduced) = lean ? ("due_ms", "last_review_ms", "introduced_ms") : ("due", "last_review", "introduced_at")
            return """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, \(due), \(last), reps, lapses,
                                  \(introduced))
                """
        }
        static let values = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        static let columns: Int32 = 12
        static func onConflict(lean: Bool) -> String {
            let (due, last) = lean ? ("due_ms", "last_review_ms") : ("due", "last_review")
            return """
                ON CONFLICT (profile_id, word_id, kind) DO UPDATE SET state = excluded.state, step = excluded.step,
                    stability = excluded.stability, difficulty = excluded.difficulty, \(due) = excluded.\(due),
                    \(last) = excluded.\(last), reps = excluded.reps, lapses = excluded.lapses
                """
        }
        static func sql(lean: Bool) -> String { "\(head(lean: lean)) VALUES \(values) \(onConflict(lean: lean))" }
        /// ``sql(lean:)`` of the current layout, written once (an answer runs it).
        static let upsert = HotStatements.Key(slot: .upsertCard, sql: sql(lean: true))
        private let statement: Statement

        init(_ statement: Statement) {
            self.statement = statement
        }

        /// Stores one card, as ``CardColumns/upsert(_:introducedAt:in:)`` does.
        func write(_ update: CardUpdate, introducedAt: Date) throws {
            let handle = statement.sqliteStatement
            RawStatement(handle).reset()
            Self.bind(update, introducedAt: introducedAt, to: handle, from: 1, lean: true, coded: true)
            _ = try statement.stepThroughCAPI()
        }

        /// Binds a card's ``columns`` values to parameters `first`, `first + 1`, …; `lean`: times in milliseconds;
        /// `coded`: kind and state as codes (``CardKindCode``, ``CardStateCode``; schema v29), else as names.
        static func bind(_ update: CardUpdate, introducedAt: Date, to handle: SQLiteStatement, from first: Int32, lean: Bool,
                         coded: Bool) {
            func bind(_ date: Date, at index: Int32) {
                if lean {
                    RawStatement(handle).bind(int64: AnswerTime.milliseconds(date), at: index)
                } else {
                    WordImportBatch.bind(UTCTime(date).stored, index, handle)
                }
            }
            let memory = update.memory
            RawStatement(handle).bind(int64: update.profileID, at: first)
            RawStatement(handle).bind(int64: update.wordID, at: first + 1)
            if coded {
                RawStatement(handle).bind(int64: Int64(CardKindCode.codes.code(update.kind)), at: first + 2)
                RawStatement(handle).bind(int64: Int64(CardStateCode.codes.code(memory.state)), at: first + 3)
            } else {
                WordImportBatch.bind(CardKindCode.codes.name(update.kind), first + 2, handle)
                WordImportBatch.bind(CardStateCode.codes.name(memory.state), first + 3, handle)
            }
            if let step = memory.step { RawStatement(handle).bind(int64: Int64(step), at: first + 4) } else { RawStatement(handle).bindNull(at: first + 4) }
            RawStatement(handle).bind(double: memory.stability, at: first + 5)
            RawStatement(handle).bind(double: memory.difficulty, at: first + 6)
            bind(memory.due, at: first + 7)
            if let last = memory.lastReview {
                bind(last, at: first + 8)
            } else {
                RawStatement(handle).bindNull(at: first + 8)
            }
            RawStatement(handle).bind(int64: Int64(memory.reps), at: first + 9)
            RawStatement(handle).bind(int64: Int64(memory.lapses), at: first + 10)
            bind(introducedAt, at: first + 11)
        }
    }
}
