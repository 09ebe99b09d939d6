import Foundation
import GRDB
import KuchiCore

/// The `card_baseline` table: each imported card's state as the program it came from had it (Anki's due
/// date and memory). Cards are rebuilt and checked from these and the answers after them
/// (``HistoryReplay/replay(_:scheduler:baselines:)``), so `kuchi doctor --rebuild-cards` keeps Anki's schedule.
/// Since `v24-compact-baselines` a baseline its card holds is stored without the card's memory (``CompactBaselines``).
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

    /// Every baseline, by card, as it stands (``CompactBaselines/selection``); those of removed words are left
    /// out (they have no cards).
    static func all(_ db: Database) throws -> [HistoryReplay.CardKey: CardBaseline] {
        var baselines: [HistoryReplay.CardKey: CardBaseline] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT \(CompactBaselines.selection) FROM \(CompactBaselines.joined) WHERE \(notRemoved)
            """)
        while let row = try rows.next() {
            baselines[try CardColumns.key(row, table: "card_baseline")] = try baseline(row)
        }
        return baselines
    }

    /// The baseline of the card `key`, if it has one.
    static func baseline(for key: HistoryReplay.CardKey, in db: Database) throws -> CardBaseline? {
        try Row.fetchOne(db, sql: """
            SELECT \(CompactBaselines.selection) FROM \(CompactBaselines.joined)
            WHERE b.profile_id = ? AND b.word_id = ? AND b.kind = ?
            """, arguments: [key.profileID, key.wordID, CardKindCode.codes.code(key.kind)]).map(baseline)
    }

    /// The baselines ``all(_:)`` reads: those of words not removed (SQL, for the row `b`).
    private static let notRemoved = "b.word_id NOT IN (SELECT id FROM word WHERE removed_at IS NOT NULL)"

    /// The baseline in a row of ``CompactBaselines/selection``.
    /// - Throws: ``UndecodableValue`` for a baseline reading "as the card is" without a card, or a value this
    ///   Kuchi cannot read.
    private static func baseline(_ row: Row) throws -> CardBaseline {
        let key = CardColumns.keyText(row)
        guard !(row["state"] as DatabaseValue).isNull else {
            throw UndecodableValue(table: "card_baseline", row: key, column: "state", value: "NULL (as the card is), without a card")
        }
        return CardBaseline(memory: try CardColumns.memory(row, table: "card_baseline"),
                            introducedAt: try StoredDates.date(row, "introduced_ms", table: "card_baseline", key: key),
                            heldUntil: try StoredDates.date(row, "held_until_ms", table: "card_baseline", key: key),
                            origin: try BaselineOriginCode.codes.stored(row["origin"], table: "card_baseline", row: key, column: "origin"))
    }

    /// Stores `baselines` (replacing a card's earlier one) as coming from `source`; returns the cards whose baseline
    /// is new or changed (an import of the same package again changes none). A baseline its card holds already
    /// is stored compact (``CompactBaselines``): write the cards first. `cardsHoldThem`: the caller wrote every
    /// card of `baselines` afresh from it in this transaction (the learner had no cards), so SQL need not compare.
    @discardableResult
    static func store(_ baselines: [HistoryReplay.CardKey: CardBaseline], source: String, cardsHoldThem: Bool = false,
                      in db: Database) throws -> Set<HistoryReplay.CardKey> {
        try store(ordered: ordered(baselines), source: source, cardsHoldThem: cardsHoldThem, in: db)
    }

    /// `baselines` in the order ``store(ordered:source:cardsHoldThem:in:)`` writes them, by learner and word (no
    /// database: an import puts them in order on a second thread).
    static func ordered(_ baselines: [HistoryReplay.CardKey: CardBaseline]) -> [(key: HistoryReplay.CardKey, value: CardBaseline)] {
        baselines.sorted { ($0.key.profileID, $0.key.wordID) < ($1.key.profileID, $1.key.wordID) }
    }

    /// ``store(_:source:cardsHoldThem:in:)`` of baselines given in order (``ordered(_:)``).
    static func store(ordered baselines: [(key: HistoryReplay.CardKey, value: CardBaseline)], source: String, cardsHoldThem: Bool = false,
                      in db: Database) throws -> Set<HistoryReplay.CardKey> {
        // Into an empty table, the rows go in through a copy, packed (``StagedTable``).
        let staged = try StagedTable("card_baseline", adding: baselines.count, in: db)
        defer { staged.discard(in: db) }
        let existing = try db.makeStatement(sql: """
            SELECT \(CompactBaselines.selection) FROM \(CompactBaselines.joined)
            WHERE b.profile_id = ? AND b.word_id = ? AND b.kind = ?
            """)
        let writer = Writer(db, cardsHoldThem: cardsHoldThem)
        // A learner's first import has no baselines to compare with: each look-up would find none.
        let learners = Set(baselines.map(\.key.profileID)).sorted()
        let hasSome = try learners.contains { profileID in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM card_baseline WHERE profile_id = ?)", arguments: [profileID]) ?? true
        }
        var changed = Set<HistoryReplay.CardKey>(minimumCapacity: baselines.count)   // sized once, not grown step by step
        for (key, baseline) in baselines {
            let keyValues: [DatabaseValueConvertible?] = [key.profileID, key.wordID, CardKindCode.codes.code(key.kind)]
            if hasSome, let before = try Row.fetchOne(existing, arguments: StatementArguments(keyValues)),
               Array(before.databaseValues.dropFirst(3)) == Writer.values(baseline) {
                continue
            }
            changed.insert(key)
            try writer.write(key, baseline, source: source)
        }
        try writer.finish()
        try staged.moveIn(in: db)
        return changed
    }

    /// Runs `replaceCards`, which deletes and writes cards afresh, with the baselines ``all(_:)`` reads (`stored`)
    /// set aside, then writes them again, each compact when its new card holds it: no baseline is lost, none
    /// is copied out by a deleted card only to be folded back, and the table stays dense.
    static func keeping(_ stored: [HistoryReplay.CardKey: CardBaseline], in db: Database,
                        whileReplacing replaceCards: () throws -> Void) throws {
        var sources: [HistoryReplay.CardKey: String] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT b.profile_id, b.word_id, b.kind, b.source FROM card_baseline b WHERE \(notRemoved)")
        while let row = try rows.next() { sources[try CardColumns.key(row, table: "card_baseline")] = row["source"] }
        try db.execute(sql: "DELETE FROM card_baseline WHERE word_id NOT IN (SELECT id FROM word WHERE removed_at IS NOT NULL)")
        try replaceCards()
        let writer = Writer(db)
        for (key, baseline) in stored.sorted(by: { ($0.key.profileID, $0.key.wordID) < ($1.key.profileID, $1.key.wordID) }) {
            try writer.write(key, baseline, source: sources[key] ?? "")
        }
        try writer.finish()
    }
}
