import GRDB

/// The other written forms a word's line gave it (EDICT2's `鯖;鯖魚 [さば;さばうお]`: 鯖魚 for the word 鯖), kept in
/// `word_form` so that the word browser finds the word by any of them: its index row's written form holds them
/// beside the word's own (`␂鯖␃␂鯖魚␃`, as `川/河` is indexed), and so that a word question takes any of them as the
/// word (``Word/otherWrittenForms``, read with the word). The word is shown and asked as it is written.
enum OtherWrittenForms {
    /// The table: a word's forms, gone with the word.
    static let createTable = """
        CREATE TABLE word_form (
            word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
            form TEXT NOT NULL,
            PRIMARY KEY (word_id, form)
        ) WITHOUT ROWID
        """

    /// SQL of the written form the index holds for the row `word` of the table `word` (its alias in the query):
    /// its text, then `/` and each other form, as ``WordSearchIndex/column(_:key:)`` splits them; the text alone in a
    /// bank whose migrations have not reached the table yet (an earlier migration indexing words).
    static func indexedTextSQL(word: String, in db: Database) throws -> String {
        guard try db.tableExists("word_form") else { return "\(word).text" }
        return "\(word).text || ifnull((SELECT group_concat('/' || f.form, '') FROM word_form f WHERE f.word_id = \(word).id), '')"
    }

    /// Keeps `forms` for the word `id` (those it has already stay); returns whether one was new.
    static func add(_ forms: [String], to id: Int64, in db: Database) throws -> Bool {
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO word_form (word_id, form) VALUES (?, ?)")
        var added = false
        for form in forms {
            try insert.execute(arguments: [id, form])
            added = added || db.changesCount > 0
        }
        return added
    }

    /// Writes again the written form of the word `id`'s index row, with its other forms (the word was indexed before
    /// they were added).
    static func reindex(_ id: Int64, in db: Database) throws {
        let sql = try indexedTextSQL(word: "w", in: db)
        guard let text = try String.fetchOne(db, sql: "SELECT \(sql) FROM word w WHERE w.id = ?", arguments: [id]) else { return }
        try db.execute(sql: "UPDATE \(WordSearchIndex.formsTable) SET text = ? WHERE rowid = ?",
                       arguments: [WordSearchIndex.column(text, key: WordSearchIndex.ColumnFunctions.lowercased), id])
    }
}
