import Foundation
import GRDB
import GRDBSQLite
import KuchiCore

/// The `word_search` table: an FTS5 index (trigram tokenizer) over each word's written form, its reading
/// as a ``SearchKey`` and its meanings, kept in step with `word` by the writes of this type (a trigger
/// removes a word's row when the word goes).
///
/// Every value is wrapped in two markers, ``start`` and ``end`` (each gloss on its own), so one index
/// answers all three kinds of match: `␂study␃` is an exact match, `␂stud` a prefix, `stud` a substring.
enum WordSearchIndex {
    /// Marks the start of an indexed value (a private-use character, never in a word).
    static let start = "\u{E000}"
    /// Marks the end of an indexed value.
    static let end = "\u{E001}"

    /// Creates the table and the trigger (migration `v8-word-search`) and indexes the words already there.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE VIRTUAL TABLE word_search USING fts5(text, reading, meanings, tokenize = 'trigram', columnsize = 0);
            CREATE TRIGGER word_search_delete AFTER DELETE ON word BEGIN
                DELETE FROM word_search WHERE rowid = old.id; END;
            """)
        // FTS5 gathers new rows in memory and writes a segment each time it holds 1 MB: an import of
        // 200,000 words would write and merge hundreds. 64 MB (only ever used by a large import's
        // transaction) makes it a few, and the import a quarter faster.
        try db.execute(sql: "INSERT INTO word_search (word_search, rank) VALUES ('hashsize', 67108864)")
        let writer = try Writer(db)
        let rows = try Row.fetchCursor(db, sql: "SELECT id, text, reading, meanings FROM word")
        while let row = try rows.next() {
            try writer.insert(id: row[0], text: row[1], reading: row[2], meanings: row[3])
        }
    }

    /// The indexed form of a written form or reading: each `/`-separated alternative wrapped in markers.
    static func column(_ value: String, key: (String) -> String) -> String {
        guard value.utf8.contains(0x2F) else { return start + key(value) + end }   // the usual case: no `/`
        return Word.alternatives(of: value).map { start + key($0) + end }.joined()
    }

    /// The indexed form of the stored meanings (`; `-separated, as every writer joins them): each gloss,
    /// lowercase, wrapped in markers.
    static func meaningsColumn(_ stored: String) -> String {
        var column = start
        var afterSeparator = false
        for scalar in stored.lowercased().unicodeScalars {
            // `;` ends one gloss and starts the next (as `Word.meanings(fromColumn:)` reads it); spaces after it go.
            if scalar == ";" {
                column += end + start
                afterSeparator = true
            } else if !(afterSeparator && scalar == " ") {
                column.unicodeScalars.append(scalar)
                afterSeparator = false
            }
        }
        return column + end
    }

    /// Writes index rows through prepared statements, for imports and the migration.
    struct Writer {
        private let insertStatement: Statement
        private let updateStatement: Statement

        init(_ db: Database) throws {
            insertStatement = try db.cachedStatement(sql: "INSERT INTO word_search (rowid, text, reading, meanings) VALUES (?, ?, ?, ?)")
            updateStatement = try db.cachedStatement(sql: "UPDATE word_search SET meanings = ? WHERE rowid = ?")
        }

        /// Indexes a new word; `meanings` as stored (`; `-separated). Bound through SQLite's C API: this
        /// runs once per word of an import.
        func insert(id: Int64, text: String, reading: String, meanings: String) throws {
            let statement = insertStatement.sqliteStatement
            sqlite3_reset(statement)
            sqlite3_bind_int64(statement, 1, id)
            WordImportBatch.bind(column(text) { $0.lowercased() }, 2, statement)
            WordImportBatch.bind(column(reading, key: SearchKey.reading), 3, statement)
            WordImportBatch.bind(meaningsColumn(meanings), 4, statement)
            _ = try insertStatement.stepThroughCAPI()
        }

        /// Reindexes a word whose meanings changed (a merge); `meanings` as stored.
        func update(id: Int64, meanings: String) throws {
            try updateStatement.execute(arguments: [meaningsColumn(meanings), id])
        }
    }
}
