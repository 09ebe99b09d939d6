import GRDB

/// A new bank whose setting up has not finished: SQLite's `application_id` in the file's header holds a mark from
/// before its first migration until its last one ran. A bank an older Kuchi made never has it, so `kuchi doctor`
/// can tell a creation cut short (a full disk) from an older Kuchi's bank, though both have migrations to run.
enum UnfinishedBank {
    /// The mark: "KUnf" in ASCII. Any other value (0, the default) is no mark.
    static let mark: Int32 = 0x4B55_6E66

    /// Marks the bank as being set up, within the caller's write.
    static func mark(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(mark)")
    }

    /// Takes the mark away once the migrations ran (a bank not marked is left untouched: no write).
    static func clear(_ db: Database) throws {
        guard try isMarked(db) else { return }
        try db.execute(sql: "PRAGMA application_id = 0")
    }

    /// Whether the bank is marked as being set up.
    static func isMarked(_ db: Database) throws -> Bool {
        try Int32.fetchOne(db, sql: "PRAGMA application_id") == mark
    }

    /// Whether the bank is a new one whose setting up was cut short: marked, and holding no learner or session. A mark
    /// left on a bank in use (a process killed between its last migration and the mark's removal) does not make it
    /// one: such a bank is upgraded, and reported, as an older Kuchi's, with a backup first.
    static func isUnfinished(_ db: Database) throws -> Bool {
        guard try isMarked(db) else { return false }
        for table in ["profile", "session"] where try db.tableExists(table) {
            if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table))") == true { return false }
        }
        return true
    }
}
