import GRDB

/// The `answer` table, every answer a learner gave: its lean form (schema v19), and the migration to it.
///
/// The time of an answer is whole milliseconds since 1970 (`answered_ms`, ``AnswerTime``), and the table has
/// only the indexes reviews and reports read:
/// - `answer_session`: a session's answers (`:undo`, a session's report, deleting a learner);
/// - `answer_report_quarter`: answers per UTC quarter hour, for the report's activity scan;
/// - `answer_report_word`: a word's answers, covering the report's word scan, the search's counts and deck removal;
/// - `answer_review`: the reviews (answers with a predicted recall), covering the review counts of the day and
///   the report's memory figures.
/// The old index on the time alone (`answer_time`) goes: every reader of the time uses one of the others.
/// Since `v21-answer-report-indexes-narrowed` the report sums its answers in one walk of the table (``AnswerWalk``):
/// `answer_report_quarter` is gone, and `answer_word` (the word alone) replaces `answer_report_word`. Since
/// `v23-answer-review-narrowed` `answer_review` holds only the time (``narrowReviewIndex(in:)``).
/// `v27-answer-session-index-dropped` drops `answer_session`: nothing reads a session's answers by it.
enum AnswerLog {
    /// Rebuilds `answer` with times in milliseconds and the indexes above, converting every answer, within
    /// the migration's transaction (all or nothing; the bank was backed up before). A time stored as text
    /// that is not a time becomes `NULL` (kept, and left out like any time out of range).
    static func makeLean(in db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE answer RENAME TO answer_v18;
            CREATE TABLE answer (
                id INTEGER PRIMARY KEY,
                session_id INTEGER NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id),
                mode TEXT NOT NULL DEFAULT 'choice',
                given TEXT NOT NULL,
                expected TEXT NOT NULL,
                is_correct INTEGER NOT NULL,
                judgement TEXT,
                hint_used INTEGER NOT NULL DEFAULT 0,
                elapsed_ms INTEGER NOT NULL,
                answered_ms INTEGER,
                rating INTEGER CHECK (rating BETWEEN 1 AND 4),
                recall REAL
            );
            INSERT INTO answer (id, session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                                     elapsed_ms, answered_ms, rating, recall)
            SELECT id, session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                   elapsed_ms, \(AnswerTime.fromStoredText("answered_at")), rating, recall
            FROM answer_v18 ORDER BY id;
            DROP TABLE answer_v18;
            \(indexes)
            """)
    }

    /// The indexes of the lean table (see ``AnswerLog``).
    private static let indexes = """
        CREATE INDEX answer_session ON answer (session_id);
        CREATE INDEX answer_report_quarter ON answer (\(quarterKey("answered_ms")), is_correct, elapsed_ms, session_id);
        CREATE INDEX answer_report_word ON answer (word_id, is_correct, answered_ms, session_id);
        CREATE INDEX answer_review ON answer (answered_ms, rating, recall, session_id) WHERE recall IS NOT NULL;
        """

    /// The SQL for the time of the answer `alias` in milliseconds: `alias.answered_ms`, or the conversion of
    /// `alias.answered_at` while the log is still of schema v18 or before (the migrations before v19 replay
    /// answers too).
    static func milliseconds(of alias: String, in db: Database) throws -> String {
        try db.columns(in: "answer").contains { $0.name == "answered_ms" } ? "\(alias).answered_ms"
            : AnswerTime.fromStoredText("\(alias).answered_at")
    }

    /// Makes `answer_review` an index of the reviews' times alone (`v23-answer-review-narrowed`): the day's
    /// review count and the report's review figures start at a time, and read the few columns they need
    /// from the rows it leads to. The index was covering (time, rating, recall, session) and held about
    /// 30 bytes a review; it holds about 15 now.
    static func narrowReviewIndex(in db: Database) throws {
        try db.execute(sql: """
            DROP INDEX answer_review;
            CREATE INDEX answer_review ON answer (answered_ms) WHERE recall IS NOT NULL;
            """)
    }

    /// The UTC quarter hour of the time in `column` (quarter hours since 1970), spelled exactly as in the
    /// `answer_report_quarter` index so that a GROUP BY on it walks the index instead of sorting.
    static func quarterKey(_ column: String) -> String {
        "\(column) / \(AnswerTime.quarterHour)"
    }
}
