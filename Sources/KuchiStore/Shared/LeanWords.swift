import Foundation
import GRDB

/// A word's time as milliseconds, and deck rows that copy nothing of their word (schema v30), and the migration.
///
/// A word's `added_ms` is when it was added, whole milliseconds since 1970 (UTC), as an answer's time
/// (``AnswerTime``), in place of the 23-byte text `added_at`. A `word_source` row's `meanings` and `added_ms` are
/// `NULL` where they equal the word's own (`word.meanings`, `word.added_ms`), which the home deck's row of every
/// word added since always does: "the word's". The trigger `word_update_keeps_sources` keeps that exact: before a
/// word's meanings (or time) change, each of its rows still reading the word's takes the old value. Readers take
/// ``meanings(source:word:)`` and ``addedMilliseconds(source:)``.
enum LeanWords {
    /// The SQL for the meanings of the deck row `source` of the word `word` (aliases).
    static func meanings(source: String, word: String) -> String {
        "coalesce(\(source).meanings, \(word).meanings)"
    }

    /// The SQL for when the deck row `source` first brought its word (milliseconds since 1970). The word's time is
    /// looked up by the row's own `word_id`: SQLite does not resolve an outer table's column in the `ORDER BY` of a
    /// subquery that sets a row value, where ``MaintenanceStore`` orders a word's decks by it.
    static func addedMilliseconds(source: String) -> String {
        "coalesce(\(source).added_ms, (SELECT added_ms FROM word WHERE id = \(source).word_id))"
    }

    /// Whether the words are lean already: the migrations before v30 write words too (`v1-bundled-words`,
    /// `v15-jlpt-levels`), in the layout of their time.
    static func isLean(_ db: Database) throws -> Bool {
        try db.columns(in: "word").contains { $0.name == "added_ms" }
    }

    /// The time a new word is stamped with, as the layout stores it: milliseconds, or text before v30.
    static func stamp(_ date: Date, lean: Bool) -> DatabaseValue {
        lean ? AnswerTime.milliseconds(date).databaseValue : UTCTime(date).stored.databaseValue
    }

    /// The column of a word's time in the layout.
    static func timeColumn(lean: Bool) -> String {
        lean ? "added_ms" : "added_at"
    }

    /// The statement that gives a new word the row of its home deck, which copies nothing of it (v30 and after),
    /// or, before, the row with the word's meanings and time: arguments id, deck, meanings, time.
    static func homeSourceSQL(lean: Bool) -> String {
        lean ? "INSERT INTO word_source (word_id, deck) VALUES (?1, ?2)"
            : "INSERT INTO word_source (word_id, deck, meanings, added_at) VALUES (?1, ?2, ?3, ?4)"
    }

    /// The statement that gives a word (added before) the row of a deck: its meanings and time stored only where
    /// they are not the word's own. Arguments id, deck, meanings, time (``stamp(_:lean:)``).
    static func sourceSQL(lean: Bool) -> String {
        lean ? """
            INSERT INTO word_source (word_id, deck, meanings, added_ms)
            SELECT ?1, ?2, nullif(?3, w.meanings), nullif(?4, w.added_ms) FROM word w WHERE w.id = ?1
            """ : homeSourceSQL(lean: false)
    }

    /// Gives `word` its time in milliseconds and rebuilds `word_source` with each value equal to its word's as
    /// `NULL`, with the trigger, within the migration's transaction (all or nothing; the bank was backed up
    /// before). A text that is no time (a hand-edited bank) becomes `NULL` in `word` (exports leave it empty) and
    /// is kept as it is in `word_source`; every other value is kept.
    static func makeLean(in db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE word ADD COLUMN added_ms INTEGER;
            UPDATE word SET added_ms = \(AnswerTime.fromStoredText("added_at"));
            ALTER TABLE word_source RENAME TO word_source_v29;
            \(sourceTable)
            INSERT INTO word_source (word_id, deck, meanings, added_ms)
            SELECT s.word_id, s.deck, CASE WHEN s.meanings IS w.meanings THEN NULL ELSE s.meanings END,
                   CASE WHEN s.added_at IS w.added_at THEN NULL ELSE coalesce(\(AnswerTime.fromStoredText("s.added_at")), s.added_at) END
            FROM word_source_v29 s LEFT JOIN word w ON w.id = s.word_id ORDER BY s.word_id, s.deck;
            DROP TABLE word_source_v29;
            CREATE INDEX word_source_deck ON word_source (deck, word_id);
            ALTER TABLE word DROP COLUMN added_at;
            \(trigger)
            """)
    }

    /// The table of v30: as v10 made it, its meanings and time `NULL` where they are the word's.
    private static let sourceTable = """
        CREATE TABLE word_source (
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            deck TEXT NOT NULL,
            meanings TEXT,
            added_ms INTEGER,
            PRIMARY KEY (word_id, deck)
        ) WITHOUT ROWID;
        """

    /// Before a word's meanings or time change, its deck rows reading the word's take the old value (a look-up
    /// of the table's key). One line for the statements inside: docs/schema.md splits its SQL block at a
    /// semicolon ending a line.
    private static let trigger = """
        CREATE TRIGGER word_update_keeps_sources BEFORE UPDATE OF meanings, added_ms ON word BEGIN
            UPDATE word_source SET meanings = old.meanings WHERE word_id = old.id AND meanings IS NULL AND old.meanings IS NOT new.meanings; \
        UPDATE word_source SET added_ms = old.added_ms WHERE word_id = old.id AND added_ms IS NULL AND old.added_ms IS NOT new.added_ms; END;
        """
}
