import GRDB

/// SQLite's reference checks (`PRAGMA foreign_keys`) switched off on the bank's connection around one bulk
/// write, and always switched on again after it.
enum ForeignKeysOff {
    /// Runs `body` with SQLite's reference checks off, then switches them on again and reads the pragma back,
    /// whatever `body` did. `body` opens and ends its own transaction: the pragma cannot change inside one.
    /// - Throws: `body`'s error (it rolled back its transaction); else SQLite's error when the checks could not be
    ///   switched on again, so that no later write of this connection goes unchecked unsaid.
    static func around<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        let result = Result { try body() }
        let restored = Result { () throws -> Bool in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            return try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true
        }
        let value = try result.get()
        guard try restored.get() else {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "SQLite's reference checks could not be switched on again",
                                sql: "PRAGMA foreign_keys = ON")
        }
        return value
    }
}
