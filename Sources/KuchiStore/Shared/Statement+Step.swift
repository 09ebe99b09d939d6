import GRDB
import GRDBSQLite

extension Statement {
    /// Steps the statement once through SQLite's C API, for the hot loops that bind and read values in
    /// place (the import's inserts, the export's rows, the practice loop's look-ups by id).
    /// - Returns: `true` when a row is ready to read, `false` when the statement has run to its end.
    /// - Throws: SQLite's error as a `DatabaseError`, with its extended result code, its message and the
    ///   statement's SQL, as GRDB's own methods report it; the statement is reset, ready to run again.
    func stepThroughCAPI() throws -> Bool {
        let handle = sqliteStatement
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
    }
}
