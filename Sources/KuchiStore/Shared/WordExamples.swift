import GRDB
import KuchiCore

/// Example sentences imported decks give their words (the `word_example` table): an Anki note's Sentence
/// field, a CSV `example` column. A word shows its first (``Word/example``); the bundled Tatoeba pairs
/// are compiled in, not stored.
enum WordExamples {

    /// The migration that adds the table.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE word_example (
                id INTEGER PRIMARY KEY,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                japanese TEXT NOT NULL CHECK (japanese <> ''),
                english TEXT,
                UNIQUE (word_id, japanese)
            );
            """)
    }

    /// The first sentence stored for the word `id`, or `nil`.
    static func first(wordID id: Int64, in db: Database) throws -> WordExample? {
        // Read through SQLite's C API: every word a session shows asks it, and most words have no sentence.
        // The least id found in the (word_id, japanese) index, then its row: `ORDER BY id LIMIT 1` gave the same
        // row but built a temporary B-tree to sort in, on every call, even for a word with no sentence.
        let statement = try db.cachedStatement(sql: """
            SELECT japanese, english FROM word_example WHERE id = (SELECT min(id) FROM word_example WHERE word_id = ?)
            """)
        let row = RawStatement(statement)
        row.reset()
        defer { row.reset() }
        row.bind(int64: id, at: 1)
        guard try statement.stepThroughCAPI() else { return nil }
        return WordExample(japanese: row.text(0), english: row.isNull(1) ? nil : row.text(1))
    }

    /// Adds imported sentences to the word written `text` and read `reading`, within the import's transaction.
    struct Writer {
        private let insert: Statement

        init(_ db: Database) throws {
            insert = try db.makeStatement(sql: """
                INSERT INTO word_example (word_id, japanese, english)
                SELECT id, ?, ? FROM word WHERE text = ? AND reading = ? AND removed_at IS NULL
                ON CONFLICT (word_id, japanese) DO UPDATE SET english = coalesce(english, excluded.english)
                """)
        }

        /// Keeps `example` for the word (a sentence it already has keeps its translation, or gains one).
        func add(_ example: WordExample, text: String, reading: String) throws {
            try insert.execute(arguments: [example.japanese, example.english, text, reading])
        }
    }
}
