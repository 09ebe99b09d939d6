import GRDB

/// The `card` and `card_baseline` tables in their lean form (schema v20), and the migration to it.
///
/// A card's times are whole milliseconds since 1970 (UTC), as an answer's are (``AnswerTime``): `due_ms`,
/// `last_review_ms` and `introduced_ms`, and a baseline's `held_until_ms` too. Eight bytes at most where the
/// text form took 23, in the tables and in each index holding a time (`card_due`, `card_learning`,
/// `card_introduced`).
enum LeanCards {
    /// Rebuilds `card` and `card_baseline` with times in milliseconds, converting every row, within the
    /// migration's transaction (all or nothing; the bank was backed up before). A text that is no time (a
    /// hand-edited bank) is kept as it was: `kuchi doctor` reports it as out of range, as before, and
    /// `kuchi doctor --rebuild-cards` writes the card afresh.
    static func makeLean(in db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE card RENAME TO card_v19;
            \(cardTable)
            INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms,
                              reps, lapses, introduced_ms)
            SELECT profile_id, word_id, kind, state, step, stability, difficulty, \(converted("due")),
                   \(converted("last_review")), reps, lapses, \(converted("introduced_at"))
            FROM card_v19 ORDER BY profile_id, word_id, kind;
            DROP TABLE card_v19;
            CREATE INDEX card_due ON card (profile_id, state, kind, due_ms, last_review_ms, stability, difficulty);
            CREATE INDEX card_learning ON card (profile_id, due_ms) WHERE state IN ('learning', 'relearning');
            CREATE INDEX card_introduced ON card (profile_id, introduced_ms);
            ALTER TABLE card_baseline RENAME TO card_baseline_v19;
            \(baselineTable)
            INSERT INTO card_baseline (profile_id, word_id, kind, state, step, stability, difficulty, due_ms,
                                       last_review_ms, reps, lapses, introduced_ms, held_until_ms, origin, source)
            SELECT profile_id, word_id, kind, state, step, stability, difficulty, \(converted("due")),
                   \(converted("last_review")), reps, lapses, \(converted("introduced_at")), \(converted("held_until")),
                   origin, source
            FROM card_baseline_v19 ORDER BY profile_id, word_id, kind;
            DROP TABLE card_baseline_v19;
            """)
    }

    /// Whether the cards are lean already: the migrations before v20 write cards too (`v3-cards` replays the
    /// answers into them), in the layout of their time.
    static func isLean(_ db: Database) throws -> Bool {
        try db.columns(in: "card").contains { $0.name == "due_ms" }
    }

    /// The SQL for the milliseconds of the text time in `column`, or the text itself when it is no time.
    private static func converted(_ column: String) -> String {
        "coalesce(\(AnswerTime.fromStoredText(column)), \(column))"
    }

    /// The columns a card and its baseline share: who, what, the FSRS memory and the times.
    private static let cardColumns = """
            profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('recognition', 'reading', 'writing')),
            state TEXT NOT NULL CHECK (state IN ('new', 'learning', 'review', 'relearning')),
            step INTEGER,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            due_ms INTEGER NOT NULL,
            last_review_ms INTEGER,
            reps INTEGER NOT NULL DEFAULT 0,
            lapses INTEGER NOT NULL DEFAULT 0,
            introduced_ms INTEGER NOT NULL,
        """

    private static let cardTable = """
        CREATE TABLE card (
        \(cardColumns)
            PRIMARY KEY (profile_id, word_id, kind)
        ) WITHOUT ROWID;
        """

    /// A card's columns, then when the baseline holds until and where it came from.
    private static let baselineTable = """
        CREATE TABLE card_baseline (
        \(cardColumns)
            held_until_ms INTEGER NOT NULL,
            origin TEXT NOT NULL CHECK (origin IN ('kept', 'replayed', 'interval')),
            source TEXT NOT NULL,
            PRIMARY KEY (profile_id, word_id, kind)
        ) WITHOUT ROWID;
        """
}
