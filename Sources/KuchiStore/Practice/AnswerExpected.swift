import GRDB

/// An answer's `expected` text, stored only where the word does not hold it, and the migration to the lean answer
/// rows of schema v26 (this, and the mode as a code: ``AnswerModeCode``).
///
/// Most answers expect what their word holds for their mode: a word question its written form, a reading question
/// its reading, any other its meanings. Such an answer stores `NULL` in `expected`, which reads
/// "the word's own" (``wordsOwn(mode:word:)``); an answer that expected anything else (a deck's meanings in a
/// session scoped to that deck, one meaning of several) stores its text. The trigger
/// `word_update_keeps_expected` keeps that exact: before a word's written form, reading or meanings change, each
/// of its answers still reading "the word's own" for that column takes the word's text as it was. An import
/// writes `NULL` where the review expected the word's own (`WordImportBatch`); Kuchi's own answers store their text.
enum AnswerExpected {
    /// The SQL for what the word `word` (an alias of `word`) holds for an answer of `mode` (an SQL expression).
    static func wordsOwn(mode: String, word: String) -> String {
        "CASE WHEN \(mode) IN (\(AnswerModeCode.code(.word)), 'word') THEN \(word).text "
            + "WHEN \(mode) IN (\(AnswerModeCode.code(.reading)), 'reading') THEN \(word).reading ELSE \(word).meanings END"
    }

    /// The SQL for the text the answer `answer` (an alias of `answer`, joined to its word `word`) expected.
    static func text(answer: String, word: String) -> String {
        "coalesce(\(answer).expected, \(wordsOwn(mode: "\(answer).mode", word: word)))"
    }

    /// Rebuilds `answer` with a nullable `expected`, `NULL` wherever it equals the word's own, each mode's name as
    /// its code, and its indexes and the trigger, within the migration's transaction (all or nothing; the bank was
    /// backed up before). Every other value is copied as it is; an answer whose word is missing keeps its text.
    static func makeShared(in db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE answer RENAME TO answer_v25;
            \(table)
            INSERT INTO answer (id, session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                                elapsed_ms, answered_ms, rating, recall)
            SELECT a.id, a.session_id, a.word_id, \(AnswerModeCode.fromName("a.mode")), a.given,
                   CASE WHEN a.expected = \(wordsOwn(mode: "a.mode", word: "w")) THEN NULL ELSE a.expected END,
                   a.is_correct, a.judgement, a.hint_used, a.elapsed_ms, a.answered_ms, a.rating, a.recall
            FROM answer_v25 a LEFT JOIN word w ON w.id = a.word_id ORDER BY a.id;
            DROP TABLE answer_v25;
            CREATE INDEX answer_session ON answer (session_id);
            CREATE INDEX answer_word ON answer (word_id);
            CREATE INDEX answer_review ON answer (answered_ms) WHERE recall IS NOT NULL;
            \(trigger)
            """)
    }

    /// The table of schema v26: as v19 made it, with an integer `mode` and a nullable `expected`.
    private static let table = """
        CREATE TABLE answer (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES session(id) ON DELETE CASCADE,
            word_id INTEGER NOT NULL REFERENCES word(id),
            mode INTEGER NOT NULL DEFAULT 0,
            given TEXT NOT NULL,
            expected TEXT,
            is_correct INTEGER NOT NULL,
            judgement TEXT,
            hint_used INTEGER NOT NULL DEFAULT 0,
            elapsed_ms INTEGER NOT NULL,
            answered_ms INTEGER,
            rating INTEGER CHECK (rating BETWEEN 1 AND 4),
            recall REAL
        );
        """

    /// Before a word's text, reading or meanings change, its answers that read that column as their expected text
    /// (`NULL`) take the column's old value (a look-up of `answer_word`).
    private static let trigger = """
        CREATE TRIGGER word_update_keeps_expected BEFORE UPDATE OF text, reading, meanings ON word BEGIN
            UPDATE answer SET expected = \(wordsOwn(mode: "mode", word: "old"))
                WHERE word_id = old.id AND expected IS NULL
                AND \(wordsOwn(mode: "mode", word: "old")) IS NOT \(wordsOwn(mode: "mode", word: "new")); END;
        """
}
