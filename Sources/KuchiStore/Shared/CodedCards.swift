import GRDB

/// The `card` and `card_baseline` tables with their names as codes (schema v29), and the migration to them.
///
/// A card's `kind` and `state`, and a baseline's `kind`, `state` and `origin`, are small integers
/// (``CardKindCode``, ``CardStateCode``, ``BaselineOriginCode``): one byte where the name took up to eleven, in
/// the tables and in each index holding them (`card_due` holds both; the key of both tables holds the kind).
enum CodedCards {
    /// Rebuilds `card` and `card_baseline` with codes, converting every row, and their indexes and triggers,
    /// within the migration's transaction (all or nothing; the bank was backed up before). The tables' checks
    /// allowed only the names, so every row has a code.
    static func makeCoded(in db: Database) throws {
        let kind = CardKindCode.codes, state = CardStateCode.codes
        try db.execute(sql: """
            DROP TRIGGER card_update_keeps_baseline;
            DROP TRIGGER card_delete_keeps_baseline;
            ALTER TABLE card RENAME TO card_v28;
            ALTER TABLE card_baseline RENAME TO card_baseline_v28;
            \(cardTable)
            INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms,
                              reps, lapses, introduced_ms)
            SELECT profile_id, word_id, \(kind.codeSQL("kind")), \(state.codeSQL("state")), step, stability, difficulty,
                   due_ms, last_review_ms, reps, lapses, introduced_ms
            FROM card_v28 ORDER BY profile_id, word_id, \(kind.codeSQL("kind"));
            DROP TABLE card_v28;
            \(cardIndexes)
            \(baselineTable)
            INSERT INTO card_baseline (profile_id, word_id, kind, \(CompactBaselines.memoryColumns.joined(separator: ", ")),
                                       held_until_ms, origin, source)
            SELECT profile_id, word_id, \(kind.codeSQL("kind")), \(state.codeSQL("state")),
                   \(CompactBaselines.memoryColumns.dropFirst().joined(separator: ", ")),
                   held_until_ms, \(BaselineOriginCode.codes.codeSQL("origin")), source
            FROM card_baseline_v28 ORDER BY profile_id, word_id, \(kind.codeSQL("kind"));
            DROP TABLE card_baseline_v28;
            \(CompactBaselines.triggers)
            """)
    }

    /// The code checks of `card` and `card_baseline` (`CHECK (kind IN (0, 1, 2))`, as ``makeCoded(in:)`` wrote
    /// them) rewritten as comparisons (``StoredCodes/check(_:)``): the same rows pass, and SQLite no longer builds
    /// a temporary table of the codes for each card and baseline it writes (an import writes tens of thousands;
    /// about a third of the time of writing 40,000 baselines, docs/decisions.md). Only the tables' text in
    /// `sqlite_schema` changes (SQLite's own way to change a `CHECK`, its `ALTER TABLE` page): no row is read or
    /// written, so a bank of any size takes the same few statements, and SQLite reads the schema again.
    /// - Throws: when a table's text does not hold the checks ``makeCoded(in:)`` wrote: nothing is changed.
    static func checksWithoutLists(in db: Database) throws {
        let rewrites = [("kind", CardKindCode.codes.all, CardKindCode.codes.check("kind")),
                        ("state", CardStateCode.codes.all, CardStateCode.codes.check("state")),
                        ("origin", BaselineOriginCode.codes.all, BaselineOriginCode.codes.check("origin"))]
        for (table, columns) in [("card", ["kind", "state"]), ("card_baseline", ["kind", "state", "origin"])] {
            guard var sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?",
                                                arguments: [table]) else { throw DatabaseError(message: "no table \(table)") }
            for (column, codes, check) in rewrites where columns.contains(column) {
                let list = "CHECK (\(column) IN (\(codes)))"
                guard sql.contains(list) else { throw DatabaseError(message: "\(table) has no \(list)") }
                sql = sql.replacingOccurrences(of: list, with: "CHECK (\(check))")
            }
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = ?", arguments: [sql, table])
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        // Other connections see the new text by the schema's version; this one reads it again now.
        let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
        try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
        db.clearSchemaCache()
    }

    /// Whether the cards hold codes already: `v3-cards` writes cards in the layout of its time (names).
    static func isCoded(_ db: Database) throws -> Bool {
        try db.columns(in: "card").first { $0.name == "kind" }?.type.uppercased() == "INTEGER"
    }

    /// The condition of the index `card_learning` (a query must state it so to use the index).
    static let learning = "state IN (\(CardStateCode.codes.list([.learning, .relearning])))"

    /// The condition of a card due for review or in its learning steps (the cards due counts count).
    static let scheduled = "state IN (\(CardStateCode.codes.list([.learning, .review, .relearning])))"

    private static let cardTable = """
        CREATE TABLE card (
            profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            kind INTEGER NOT NULL CHECK (kind IN (\(CardKindCode.codes.all))),
            state INTEGER NOT NULL CHECK (state IN (\(CardStateCode.codes.all))),
            step INTEGER,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            due_ms INTEGER NOT NULL,
            last_review_ms INTEGER,
            reps INTEGER NOT NULL DEFAULT 0,
            lapses INTEGER NOT NULL DEFAULT 0,
            introduced_ms INTEGER NOT NULL,
            PRIMARY KEY (profile_id, word_id, kind)
        ) WITHOUT ROWID;
        """

    private static let cardIndexes = """
        CREATE INDEX card_due ON card (profile_id, state, kind, due_ms, last_review_ms, stability, difficulty);
        CREATE INDEX card_learning ON card (profile_id, due_ms) WHERE \(learning);
        CREATE INDEX card_introduced ON card (profile_id, introduced_ms);
        """

    /// As ``CompactBaselines/table`` (a `NULL` state: "as the card is"), with codes.
    private static let baselineTable = """
        CREATE TABLE card_baseline (
            profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            kind INTEGER NOT NULL CHECK (kind IN (\(CardKindCode.codes.all))),
            state INTEGER CHECK (state IN (\(CardStateCode.codes.all))),
            step INTEGER,
            stability REAL,
            difficulty REAL,
            due_ms INTEGER,
            last_review_ms INTEGER,
            reps INTEGER,
            lapses INTEGER,
            introduced_ms INTEGER,
            held_until_ms INTEGER,
            origin INTEGER NOT NULL CHECK (origin IN (\(BaselineOriginCode.codes.all))),
            source TEXT NOT NULL,
            CHECK (CASE WHEN state IS NULL
                   THEN coalesce(step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms) IS NULL
                   ELSE stability IS NOT NULL AND difficulty IS NOT NULL AND due_ms IS NOT NULL AND reps IS NOT NULL
                        AND lapses IS NOT NULL AND introduced_ms IS NOT NULL END),
            PRIMARY KEY (profile_id, word_id, kind)
        ) WITHOUT ROWID;
        """
}
