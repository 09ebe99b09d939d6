import Foundation
import GRDB
import KuchiCore

/// How cards are written: one at a time as they are answered, or many to a statement after a replay.
extension CardColumns {
    /// Stores a card's memory (inserting it the first time, when it is introduced at `introducedAt`).
    static func upsert(_ update: CardUpdate, introducedAt: Date, in db: Database) throws {
        try Writer(try db.cachedStatement(sql: Writer.sql)).write(update, introducedAt: introducedAt)
    }

    /// Stores replayed cards, in the order of the table's key (each insert then lands next to the last),
    /// many to a statement.
    static func store(_ cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)], in db: Database) throws {
        let ordered = cards.sorted { left, right in
            (left.key.profileID, left.key.wordID, left.key.kind.rawValue) < (right.key.profileID, right.key.wordID, right.key.kind.rawValue)
        }
        let batch = RowBatch<(CardUpdate, Date)>(db, head: Writer.head, values: Writer.values, columns: Writer.columns,
                                                 tail: Writer.onConflict) { card, handle, first in
            Writer.bind(card.0, introducedAt: card.1, to: handle, from: first)
        }
        for (key, card) in ordered {
            try batch.add((CardUpdate(profileID: key.profileID, wordID: key.wordID, kind: key.kind, memory: card.memory), card.introducedAt))
        }
        try batch.finish()
    }

    /// The card upsert, bound through SQLite's C API.
    struct Writer {
        static let head = """
            INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due, last_review, reps, lapses,
                              introduced_at)
            """
        static let values = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        static let columns: Int32 = 12
        static let onConflict = """
            ON CONFLICT (profile_id, word_id, kind) DO UPDATE SET state = excluded.state, step = excluded.step,
                stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
                last_review = excluded.last_review, reps = excluded.reps, lapses = excluded.lapses
            """
        static let sql = "\(head) VALUES \(values) \(onConflict)"
        private let statement: Statement

        init(_ statement: Statement) {
            self.statement = statement
        }

        /// Stores one card, as ``CardColumns/upsert(_:introducedAt:in:)`` does.
        func write(_ update: CardUpdate, introducedAt: Date) throws {
            let handle = statement.sqliteStatement
            RawStatement(handle).reset()
            Self.bind(update, introducedAt: introducedAt, to: handle, from: 1)
            _ = try statement.stepThroughCAPI()
        }

        /// Binds a card's ``columns`` values to parameters `first`, `first + 1`, ….
        static func bind(_ update: CardUpdate, introducedAt: Date, to handle: SQLiteStatement, from first: Int32) {
            let memory = update.memory
            RawStatement(handle).bind(int64: update.profileID, at: first)
            RawStatement(handle).bind(int64: update.wordID, at: first + 1)
            WordImportBatch.bind(update.kind.rawValue, first + 2, handle)
            WordImportBatch.bind(stateNames[memory.state] ?? "new", first + 3, handle)
            if let step = memory.step { RawStatement(handle).bind(int64: Int64(step), at: first + 4) } else { RawStatement(handle).bindNull(at: first + 4) }
            RawStatement(handle).bind(double: memory.stability, at: first + 5)
            RawStatement(handle).bind(double: memory.difficulty, at: first + 6)
            WordImportBatch.bind(UTCTime(memory.due).stored, first + 7, handle)
            if let last = memory.lastReview {
                WordImportBatch.bind(UTCTime(last).stored, first + 8, handle)
            } else {
                RawStatement(handle).bindNull(at: first + 8)
            }
            RawStatement(handle).bind(int64: Int64(memory.reps), at: first + 9)
            RawStatement(handle).bind(int64: Int64(memory.lapses), at: first + 10)
            WordImportBatch.bind(UTCTime(introducedAt).stored, first + 11, handle)
        }
    }
}
