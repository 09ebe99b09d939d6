import GRDB
import GRDBSQLite
import KuchiCore

extension WordSearchIndex {
    /// The index's columns as SQL functions, so that an import indexes all the words it added in one
    /// `INSERT … SELECT` from `word` (``insertWords(after:in:)``) instead of running two statements a word:
    /// `kuchi_search_text(text)`, `kuchi_search_reading(reading)` and `kuchi_search_meanings(meanings)` give
    /// what ``Writer/insert(id:text:reading:meanings:)`` binds. Registered only while those statements run.
    ///
    /// Called once a word each: registered through SQLite's C API (no intermediate values).
    enum ColumnFunctions {
        typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

        /// The functions by name, each of one argument.
        private static let functions: [(name: String, function: Function)] = [
            ("kuchi_search_text", { context, _, arguments in ColumnFunctions.result(context, arguments) { WordSearchIndex.column($0) { $0.lowercased() } } }),
            ("kuchi_search_reading", { context, _, arguments in ColumnFunctions.result(context, arguments) { WordSearchIndex.column($0, key: SearchKey.reading) } }),
            ("kuchi_search_meanings", { context, _, arguments in ColumnFunctions.result(context, arguments, WordSearchIndex.meaningsColumn) }),
        ]

        /// Runs `body` with the functions defined on `db`'s connection, and removes them after it.
        static func with<T>(_ db: Database, _ body: () throws -> T) throws -> T {
            defer { for (name, _) in functions { define(name, nil, in: db) } }
            for (name, function) in functions {
                let code = define(name, function, in: db)
                guard code == SQLITE_OK else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot define the SQL function \(name)")
                }
            }
            return try body()
        }

        @discardableResult
        private static func define(_ name: String, _ function: Function?, in db: Database) -> Int32 {
            sqlite3_create_function_v2(db.sqliteConnection, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil)
        }

        /// SQLite's "copy this text now" destructor.
        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

        /// Sets the function's result to `transform` of its text argument (NULL stays NULL).
        private static func result(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?,
                                   _ transform: (String) -> String) {
            guard let value = arguments?[0], let bytes = sqlite3_value_text(value) else {
                sqlite3_result_null(context)
                return
            }
            let text = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self)
            var output = transform(text)
            output.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress, !chars.isEmpty else { return sqlite3_result_text(context, "", 0, transient) }
                    sqlite3_result_text(context, base, Int32(chars.count), transient)
                }
            }
        }
    }

    /// Indexes every word whose id is above `id`, with its own meanings: the words an import added, whose
    /// rows it leaves for its end (a statement a table instead of two a word). Runs in the caller's transaction.
    static func insertWords(after id: Int64, in db: Database) throws {
        try ColumnFunctions.with(db) {
            try db.execute(sql: """
                INSERT INTO \(formsTable) (rowid, text, reading)
                SELECT id, kuchi_search_text(text), kuchi_search_reading(reading) FROM word WHERE id > ? ORDER BY id
                """, arguments: [id])
            try db.execute(sql: """
                INSERT INTO \(meaningsTable) (rowid, meanings)
                SELECT id, kuchi_search_meanings(meanings) FROM word WHERE id > ? ORDER BY id
                """, arguments: [id])
        }
    }
}
