import GRDB
import GRDBSQLite

/// The store's one way into SQLite's C API: a prepared statement's handle, bound, stepped and read by
/// column position in place, for the measured hot loops (the import's inserts, the export's rows, the
/// practice loop's look-ups by id, the reports' walks). Everything else goes through GRDB with named columns.
///
/// Columns and parameters are numbered as SQLite numbers them: columns from 0, parameters from 1.
struct RawStatement {
    /// The SQLite statement handle (owned by a GRDB `Statement`, which outlives this value).
    let handle: SQLiteStatement

    /// Wraps the handle of a GRDB statement.
    @inline(__always) init(_ statement: Statement) { handle = statement.sqliteStatement }

    /// Wraps a statement handle taken from a GRDB statement.
    @inline(__always) init(_ handle: SQLiteStatement) { self.handle = handle }

    /// The SQLite "copy this text now" destructor.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    // MARK: Running

    /// Resets the statement, ready to run again (its bindings are kept).
    @inline(__always) func reset() { sqlite3_reset(handle) }

    /// Steps the statement once.
    /// - Parameter sql: the statement's SQL, for the error (read only when there is one: GRDB builds it anew).
    /// - Returns: `true` when a row is ready to read, `false` when the statement has run to its end.
    /// - Throws: SQLite's error as a `DatabaseError`, with its extended result code, its message and the
    ///   statement's SQL, as GRDB's own methods report it; the statement is reset, ready to run again.
    @inline(__always) func step(sql: @autoclosure () -> String) throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql())
        }
    }

    // MARK: Binding

    /// Binds a 64-bit integer to the parameter at `index`.
    @inline(__always) func bind(int64 value: Int64, at index: Int32) { sqlite3_bind_int64(handle, index, value) }

    /// Binds a 32-bit integer (a flag, a small code) to the parameter at `index`.
    @inline(__always) func bind(int32 value: Int32, at index: Int32) { sqlite3_bind_int(handle, index, value) }

    /// Binds a floating-point number to the parameter at `index`.
    @inline(__always) func bind(double value: Double, at index: Int32) { sqlite3_bind_double(handle, index, value) }

    /// Binds NULL to the parameter at `index`.
    @inline(__always) func bindNull(at index: Int32) { sqlite3_bind_null(handle, index) }

    /// Binds a text (SQLite copies its UTF-8 bytes) to the parameter at `index`.
    func bind(text: String, at index: Int32) {
        var text = text
        let handle = handle
        text.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress, !chars.isEmpty else { return sqlite3_bind_text(handle, index, "", 0, Self.transient) }
                return sqlite3_bind_text(handle, index, base, Int32(chars.count), Self.transient)
            }
        }
    }

    // MARK: Reading the current row

    /// Whether the column is NULL.
    @inline(__always) func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// Whether the value in `column` of the current row is an integer.
    @inline(__always) func isInteger(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_INTEGER }

    /// The column as a 64-bit integer (0 for NULL).
    @inline(__always) func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The column as a 32-bit integer (0 for NULL): flags and small codes.
    @inline(__always) func int32(_ column: Int32) -> Int32 { sqlite3_column_int(handle, column) }

    /// The column as a floating-point number (0 for NULL).
    @inline(__always) func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column's UTF-8 bytes in SQLite's buffer, valid until the statement steps or resets; `nil` for NULL.
    @inline(__always) func utf8(_ column: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The column as a string ("" for NULL).
    @inline(__always) func text(_ column: Int32) -> String {
        guard let bytes = utf8(column), !bytes.isEmpty else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Statement {
    /// Steps the statement once through ``RawStatement``, for the hot loops that bind and read values in place.
    /// - Returns: `true` when a row is ready to read, `false` when the statement has run to its end.
    /// - Throws: SQLite's error as a `DatabaseError` with its message and the statement's SQL; the statement is reset.
    @inline(__always) func stepThroughCAPI() throws -> Bool {
        try RawStatement(self).step(sql: sql)
    }

    /// A one-row look-up through ``RawStatement``: the statement reset, its parameters bound by `bind`, stepped once,
    /// its row read by `read` in place, and reset again (its locks released); `nil` when there is no row.
    @inline(__always) func firstRowThroughCAPI<T>(bind: (RawStatement) -> Void, read: (RawStatement) -> T) throws -> T? {
        let raw = RawStatement(self)
        raw.reset()
        bind(raw)
        guard try raw.step(sql: sql) else { return nil }
        defer { raw.reset() }
        return read(raw)
    }
}

extension Database {
    /// The operating system's error number behind SQLite's last I/O error on this connection (0 if none kept),
    /// to tell a full disk (ENOSPC, EFBIG) from other I/O errors.
    var lastSystemErrorNumber: Int32 { sqlite3_system_errno(sqliteConnection) }

    /// Asks SQLite to keep the write-ahead log and its index on disk when the last connection closes.
    func keepWriteAheadLogOnClose() {
        var on: Int32 = 1
        _ = sqlite3_file_control(sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }
}

/// A scalar SQL function of one text argument, defined on a connection through SQLite's C API: for statements
/// that call it once a row in a measured hot loop (an import's `INSERT … SELECT` of its search rows), where GRDB's
/// `DatabaseFunction` would build a `DatabaseValue` and a `String` array a call.
enum RawTextFunction {
    /// A C function SQLite calls with the context and the arguments.
    typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

    /// Defines `name` as `function` on `db`'s connection (deterministic, UTF-8), or removes it when `function`
    /// is `nil`. Returns whether SQLite accepted it.
    @discardableResult
    static func define(_ name: String, _ function: Function?, in db: Database) -> Bool {
        sqlite3_create_function_v2(db.sqliteConnection, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil) == SQLITE_OK
    }

    /// SQLite's "copy this text now" destructor.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Sets the function's result to `transform` of its text argument (NULL stays NULL).
    static func result(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?,
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
