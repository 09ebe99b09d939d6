import GRDB
import KuchiCore

extension WordSearchIndex {
    /// The index's columns as SQL functions, so that an import indexes all the words it added in one
    /// `INSERT … SELECT` from `word` (``insertWords(after:in:)``) instead of running two statements a word:
    /// `kuchi_search_text(text)`, `kuchi_search_reading(reading)` and `kuchi_search_meanings(meanings)` give
    /// what ``Writer/insert(id:text:reading:meanings:)`` binds. Registered only while those statements run.
    ///
    /// Called once a word each: defined through SQLite's C API (``RawTextFunction``: no intermediate values).
    enum ColumnFunctions {
        /// The functions by name, each of one argument.
        private static let functions: [(name: String, function: RawTextFunction.Function)] = [
            ("kuchi_search_text", { context, _, arguments in RawTextFunction.result(context, arguments) { WordSearchIndex.column($0, key: lowercased) } }),
            ("kuchi_search_reading", { context, _, arguments in RawTextFunction.result(context, arguments) { WordSearchIndex.column($0, key: SearchKey.reading) } }),
            ("kuchi_search_meanings", { context, _, arguments in RawTextFunction.result(context, arguments, WordSearchIndex.meaningsColumn) }),
        ]

        /// `text` lowercased; as it is when it holds only characters without case (ASCII other than capitals, and
        /// U+3000–U+9FFF: CJK punctuation, kana, kanji), as nearly every written form does, without looking each up.
        static func lowercased(_ text: String) -> String {
            let caseless = text.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0x41...0x5A: false
                case 0..<0x80, 0x3000...0x9FFF: true
                default: false
                }
            }
            return caseless ? text : text.lowercased()
        }

        /// Runs `body` with the functions defined on `db`'s connection, and removes them after it.
        static func with<T>(_ db: Database, _ body: () throws -> T) throws -> T {
            defer { for (name, _) in functions { RawTextFunction.define(name, nil, in: db) } }
            for (name, function) in functions where !RawTextFunction.define(name, function, in: db) {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "cannot define the SQL function \(name)")
            }
            return try body()
        }
    }

    /// Indexes every word whose id is above `id`, with its own meanings: the words an import added, whose
    /// rows it leaves for its end (a statement a table instead of two a word). Runs in the caller's transaction.
    static func insertWords(after id: Int64, in db: Database) throws {
        let text = try OtherWrittenForms.indexedTextSQL(word: "word", in: db)
        try ColumnFunctions.with(db) {
            try db.execute(sql: """
                INSERT INTO \(formsTable) (rowid, text, reading)
                SELECT id, kuchi_search_text(\(text)), kuchi_search_reading(reading)
                FROM word WHERE id > ? ORDER BY id
                """, arguments: [id])
            try db.execute(sql: """
                INSERT INTO \(meaningsTable) (rowid, meanings)
                SELECT id, kuchi_search_meanings(meanings) FROM word WHERE id > ? ORDER BY id
                """, arguments: [id])
        }
    }
}
