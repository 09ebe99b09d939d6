import GRDB

/// A number in the bank's header (SQLite's `user_version`) that `kuchi restore` changes with the pages it
/// puts back, in the same write: a Kuchi that had the bank open before sees it changed at its next write
/// and stops instead of writing its session into the restored bank.
enum RestoreGeneration {
    /// The bank's generation (0 for a bank never restored); `hot`: the connection's held statements.
    static func read(_ db: Database, hot: HotStatements? = nil) throws -> Int32 {
        // Every write asks it: prepared once per connection, read through SQLite's C API.
        let statement = try query.statement(heldBy: hot, in: db)
        let row = RawStatement(statement)
        row.reset()
        defer { row.reset() }
        return try statement.stepThroughCAPI() ? row.int32(0) : 0
    }

    private static let query = HotStatements.Key(slot: .restoreGeneration, sql: "PRAGMA user_version")

    /// Sets the generation of `db` (a staged copy, before it is copied into the bank).
    static func write(_ generation: Int32, _ db: Database) throws {
        try db.execute(sql: "PRAGMA user_version = \(generation)")
    }

    /// The generation after `current`.
    static func next(after current: Int32) -> Int32 {
        current == Int32.max ? 1 : current + 1
    }
}
