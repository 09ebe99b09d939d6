import Foundation
import GRDB
import KuchiCore

/// The `card_baseline` table: each imported card's state as the program it came from had it (Anki's due
/// date and memory). Cards are rebuilt and checked from these and the answers after them
/// (``HistoryReplay/replay(_:scheduler:baselines:)``), so `kuchi doctor --rebuild-cards` keeps Anki's schedule.
enum CardBaselines {
    /// The migration that adds the table (its times as text: `v20-lean-cards` makes them milliseconds, see ``LeanCards``).
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE card_baseline (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('recognition', 'reading', 'writing')),
                state TEXT NOT NULL CHECK (state IN ('new', 'learning', 'review', 'relearning')),
                step INTEGER,
                stability REAL NOT NULL,
                difficulty REAL NOT NULL,
                due TEXT NOT NULL,
                last_review TEXT,
                reps INTEGER NOT NULL DEFAULT 0,
                lapses INTEGER NOT NULL DEFAULT 0,
                introduced_at TEXT NOT NULL,
                held_until TEXT NOT NULL,
                origin TEXT NOT NULL CHECK (origin IN ('kept', 'replayed', 'interval')),
                source TEXT NOT NULL,
                PRIMARY KEY (profile_id, word_id, kind)
            ) WITHOUT ROWID;
            """)
    }

    /// Every baseline, by card; those of removed words are left out (they have no cards).
    static func all(_ db: Database) throws -> [HistoryReplay.CardKey: CardBaseline] {
        var baselines: [HistoryReplay.CardKey: CardBaseline] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT \(CardColumns.selection), introduced_ms, held_until_ms, origin FROM card_baseline b
            WHERE NOT EXISTS (SELECT 1 FROM word w WHERE w.id = b.word_id AND w.removed_at IS NOT NULL)
            """)
        while let row = try rows.next() {
            baselines[try CardColumns.key(row, table: "card_baseline")] = try baseline(row)
        }
        return baselines
    }

    /// The baseline of the card `key`, if it has one.
    static func baseline(for key: HistoryReplay.CardKey, in db: Database) throws -> CardBaseline? {
        try Row.fetchOne(db, sql: """
            SELECT \(CardColumns.selection), introduced_ms, held_until_ms, origin FROM card_baseline
            WHERE profile_id = ? AND word_id = ? AND kind = ?
            """, arguments: [key.profileID, key.wordID, key.kind.rawValue]).map(baseline)
    }

    /// The baseline in a row of ``CardColumns/selection`` and `introduced_ms, held_until_ms, origin`.
    private static func baseline(_ row: Row) throws -> CardBaseline {
        let key = "profile \(row["profile_id"] as Int64), word \(row["word_id"] as Int64), kind \(row["kind"] as String)"
        return CardBaseline(memory: try CardColumns.memory(row, table: "card_baseline"),
                            introducedAt: try StoredDates.date(row, "introduced_ms", table: "card_baseline", key: key),
                            heldUntil: try StoredDates.date(row, "held_until_ms", table: "card_baseline", key: key),
                            origin: try CardBaseline.Origin.stored(row["origin"], table: "card_baseline", row: key, column: "origin"))
    }

    /// Stores `baselines` (replacing a card's earlier one) as coming from `source`; returns the cards whose baseline
    /// is new or changed (an import of the same package again changes none).
    @discardableResult
    static func store(_ baselines: [HistoryReplay.CardKey: CardBaseline], source: String, in db: Database) throws -> Set<HistoryReplay.CardKey> {
        let columns = "state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms, held_until_ms, origin"
        let existing = try db.makeStatement(sql: "SELECT \(columns) FROM card_baseline WHERE profile_id = ? AND word_id = ? AND kind = ?")
        let statement = try db.makeStatement(sql: """
            INSERT OR REPLACE INTO card_baseline (profile_id, word_id, kind, \(columns), source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var changed = Set<HistoryReplay.CardKey>()
        for (key, baseline) in baselines.sorted(by: { ($0.key.profileID, $0.key.wordID) < ($1.key.profileID, $1.key.wordID) }) {
            let memory = baseline.memory
            let values: [DatabaseValueConvertible?] = [
                CardColumns.stateNames[memory.state] ?? "new", memory.step, memory.stability, memory.difficulty,
                AnswerTime.milliseconds(memory.due), memory.lastReview.map(AnswerTime.milliseconds), memory.reps, memory.lapses,
                AnswerTime.milliseconds(baseline.introducedAt), AnswerTime.milliseconds(baseline.heldUntil), baseline.origin.rawValue,
            ]
            let keyValues: [DatabaseValueConvertible?] = [key.profileID, key.wordID, key.kind.rawValue]
            let before = try Row.fetchOne(existing, arguments: StatementArguments(keyValues))
            if let before, Array(before.databaseValues) == values.map({ $0?.databaseValue ?? .null }) { continue }
            changed.insert(key)
            try statement.execute(arguments: StatementArguments(keyValues + values + [source]))
        }
        return changed
    }
}
