import GRDB

/// The `card_baseline` table in its compact form (schema v24), and the migration to it.
///
/// Until an imported card is first graded in Kuchi, the card row holds exactly what its baseline holds. Its
/// baseline then keeps only who, what, where it came from and when it holds until; its memory columns
/// (`state` … `introduced_ms`) are `NULL`, which reads "as the card is". Two triggers keep that true: before a
/// card's memory changes, or the card is deleted, a baseline still reading "as the card is" takes the card's
/// memory as it was (``triggers``). `held_until_ms` is `NULL` when it is the baseline's last review, as an
/// import always makes it. ``CardBaselines`` reads a baseline through ``selection``, and writes one compact
/// when its card holds it.
enum CompactBaselines {
    /// The memory columns a baseline shares with its card, in the order of the table.
    static let memoryColumns = ["state", "step", "stability", "difficulty", "due_ms", "last_review_ms", "reps", "lapses",
                                "introduced_ms"]

    /// Rebuilds `card_baseline` in its compact form with ``triggers``, within the migration's transaction
    /// (all or nothing; the bank was backed up before). A baseline its card holds exactly takes `NULL` memory
    /// columns; a `held_until_ms` equal to the baseline's last review becomes `NULL`; every other value is kept.
    static func makeCompact(in db: Database) throws {
        let holds = "c.profile_id IS NOT NULL AND " + memoryColumns.map { "c.\($0) IS b.\($0)" }.joined(separator: " AND ")
        let copied = memoryColumns.map { "CASE WHEN \(holds) THEN NULL ELSE b.\($0) END" }
        try db.execute(sql: """
            ALTER TABLE card_baseline RENAME TO card_baseline_v23;
            \(table)
            INSERT INTO card_baseline (profile_id, word_id, kind, \(memoryColumns.joined(separator: ", ")), held_until_ms,
                                       origin, source)
            SELECT b.profile_id, b.word_id, b.kind, \(copied.joined(separator: ", ")),
                   CASE WHEN b.held_until_ms IS b.last_review_ms THEN NULL ELSE b.held_until_ms END, b.origin, b.source
            FROM card_baseline_v23 b
            LEFT JOIN card c ON c.profile_id = b.profile_id AND c.word_id = b.word_id AND c.kind = b.kind
            ORDER BY b.profile_id, b.word_id, b.kind;
            DROP TABLE card_baseline_v23;
            \(triggers)
            """)
    }

    /// The table: a `NULL` state means every memory column is `NULL` ("as the card is"); otherwise the columns
    /// a card cannot leave empty are set.
    static let table = """
        CREATE TABLE card_baseline (
            profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('recognition', 'reading', 'writing')),
            state TEXT CHECK (state IN ('new', 'learning', 'review', 'relearning')),
            step INTEGER,
            stability REAL,
            difficulty REAL,
            due_ms INTEGER,
            last_review_ms INTEGER,
            reps INTEGER,
            lapses INTEGER,
            introduced_ms INTEGER,
            held_until_ms INTEGER,
            origin TEXT NOT NULL CHECK (origin IN ('kept', 'replayed', 'interval')),
            source TEXT NOT NULL,
            CHECK (CASE WHEN state IS NULL
                   THEN coalesce(step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms) IS NULL
                   ELSE stability IS NOT NULL AND difficulty IS NOT NULL AND due_ms IS NOT NULL AND reps IS NOT NULL
                        AND lapses IS NOT NULL AND introduced_ms IS NOT NULL END),
            PRIMARY KEY (profile_id, word_id, kind)
        ) WITHOUT ROWID;
        """

    /// Before a card's memory (or key) changes, and before a card is deleted, its baseline reading "as the
    /// card is" takes the card's memory as it was: whatever writes the card, the baseline stays what the
    /// import made it.
    static let triggers: String = {
        let changed = (["profile_id", "word_id", "kind"] + memoryColumns).map { "old.\($0) IS NOT new.\($0)" }
            .joined(separator: " OR ")
        // One line for the statement inside: docs/schema.md splits its SQL block at a semicolon ending a line.
        let keep = "UPDATE card_baseline SET \(memoryColumns.map { "\($0) = old.\($0)" }.joined(separator: ", ")) "
            + "WHERE profile_id = old.profile_id AND word_id = old.word_id AND kind = old.kind AND state IS NULL; END;"
        return """
            CREATE TRIGGER card_update_keeps_baseline BEFORE UPDATE ON card WHEN \(changed) BEGIN
                \(keep)
            CREATE TRIGGER card_delete_keeps_baseline BEFORE DELETE ON card BEGIN
                \(keep)
            """
    }()

    /// The columns of a baseline as it stands, for the baseline row `b` left-joined with its card `c`: the
    /// memory from the card when the baseline reads "as the card is", and `held_until_ms` from the last review
    /// when it is `NULL`. Named as in the table (``CardColumns/selection`` and `introduced_ms, held_until_ms, origin`).
    static let selection: String = {
        let memory = memoryColumns.map { "CASE WHEN b.state IS NULL THEN c.\($0) ELSE b.\($0) END AS \($0)" }
        return (["b.profile_id AS profile_id", "b.word_id AS word_id", "b.kind AS kind"] + memory
            + ["coalesce(b.held_until_ms, CASE WHEN b.state IS NULL THEN c.last_review_ms ELSE b.last_review_ms END) AS held_until_ms",
               "b.origin AS origin"]).joined(separator: ", ")
    }()

    /// The join ``selection`` reads from.
    static let joined = """
        card_baseline b LEFT JOIN card c ON c.profile_id = b.profile_id AND c.word_id = b.word_id AND c.kind = b.kind
        """
}
