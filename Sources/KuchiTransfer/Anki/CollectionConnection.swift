import Foundation
import GRDB
import GRDBSQLite
import KuchiStore

// What an Anki collection's connection is given: its bounds, its budget, SQLite's heap limit while it is open, and
// the one SQL function its type checks call. KuchiTransfer calls SQLite's C API here only.

/// The bounds an Anki collection is read within, so that no package, however it was made, can hang Kuchi,
/// exhaust its memory or run code: the connection is read-only and `query_only`, loads no extension, trusts
/// no function named in the schema, keeps temporary data in memory, refuses any value longer than
/// ``valueBytes``, and gives up after ``seconds`` of SQLite work (a progress handler) or when SQLite's
/// heap would pass ``heapBytes``.
struct CollectionLimits: Sendable {
    /// The SQLite work allowed for reading the collection, in seconds.
    var seconds: Double = 30
    /// The most SQLite may allocate (the whole process's SQLite heap) while a collection is open.
    var heapBytes: Int64 = 256 << 20
    /// The longest string or blob SQLite may produce (Anki's `col.models` JSON is the largest real one).
    var valueBytes: Int32 = 32 << 20
    /// The longest field a note may have: the line limit of CSV and the other text imports.
    var fieldBytes = DelimitedParser.maximumRecordLength
    /// The most text all notes together may hold.
    var noteBytes = 128 << 20
    /// The most rows read from `notes`, `cards` and `revlog`.
    var notes = 500_000, cards = 1_000_000, reviews = 3_000_000

    /// The bounds of every import.
    static let standard = CollectionLimits()
}

/// The clock a collection's reading is timed by, checked from SQLite's progress handler.
final class ReadingBudget: @unchecked Sendable {
    private let deadline: UInt64
    /// Whether the budget ran out (SQLite's work was then interrupted).
    private(set) var isSpent = false

    init(seconds: Double) {
        deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
    }

    fileprivate func check() -> Int32 {
        if DispatchTime.now().uptimeNanoseconds > deadline { isSpent = true }
        return isSpent ? 1 : 0
    }

    /// Throws when the budget is spent: called before each read, as SQLite's handler is only called every
    /// 10,000 steps of its work.
    func checkpoint() throws {
        if check() != 0 { throw DatabaseError(resultCode: .SQLITE_INTERRUPT, message: "interrupted") }
    }

    /// Installs the limits on a collection's connection.
    func install(on db: Database, limits: CollectionLimits) throws {
        let connection = db.sqliteConnection
        sqlite3_enable_load_extension(connection, 0)
        sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, limits.valueBytes)
        sqlite3_progress_handler(connection, 10_000, { context in
            guard let context else { return 0 }
            return Unmanaged<ReadingBudget>.fromOpaque(context).takeUnretainedValue().check()
        }, Unmanaged.passUnretained(self).toOpaque())
        try db.execute(sql: "PRAGMA query_only = 1; PRAGMA trusted_schema = 0; PRAGMA temp_store = MEMORY")
    }
}

/// The bound on SQLite's heap (process-wide, ``SQLiteSetup/heapLimit(_:)``), set while at least one collection is open
/// and put back after.
enum CollectionHeapLimit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var holders = 0
    nonisolated(unsafe) private static var previous: Int64 = 0

    static func acquire(_ bytes: Int64) {
        lock.lock()
        defer { lock.unlock() }
        if holders == 0 { previous = SQLiteSetup.heapLimit(bytes) }
        holders += 1
    }

    static func release() {
        lock.lock()
        defer { lock.unlock() }
        holders -= 1
        if holders == 0 { SQLiteSetup.heapLimit(previous) }
    }
}

/// Holds ``CollectionHeapLimit`` for as long as a collection is open.
final class HeapLimitHolder: Sendable {
    init(bytes: Int64) { CollectionHeapLimit.acquire(bytes) }
    deinit { CollectionHeapLimit.release() }
}

/// The SQL function `kuchi_wrong_types(kinds, v1, …, vn)` with which ``CollectionShape`` checks the types of a
/// collection's values: 1 when any value's type (its storage class, as `typeof` names it) is not one its column may
/// hold, else 0. `kinds` holds one character a value, the types that value may have (``kinds(_:)``).
///
/// One call a row instead of a `typeof` and a comparison of its name a column: the check of a review log of 200,000
/// rows and 8 columns takes half the time (docs/decisions.md). Defined through SQLite's C API, as GRDB's functions
/// build an array of values a call; direct-only, so that nothing in a collection's schema can call it.
enum ValueTypeCheck {
    /// The function's name.
    static let name = "kuchi_wrong_types"

    /// SQLite's codes of the storage classes, by the names `typeof` gives them.
    private static let codes: [String: Int32] = [
        "integer": SQLITE_INTEGER, "real": SQLITE_FLOAT, "text": SQLITE_TEXT, "blob": SQLITE_BLOB, "null": SQLITE_NULL,
    ]

    /// The types each column may hold, one character a column: `0` plus the set of allowed codes shifted by one (the
    /// codes run from 1 to 5, so each character is between `0` and `O`, never a quote).
    static func kinds(_ allowed: [[String]]) -> String {
        String(allowed.map { types in
            let mask = types.reduce(Int32(0)) { $0 | (1 << (codes[$1] ?? 0)) }
            return Character(Unicode.Scalar(UInt8(0x30 + (mask >> 1))))
        })
    }

    /// An SQL expression that is 1 when a value of `columns` (name, the types it may hold) has another type, else 0.
    static func call(_ columns: [(String, [String])]) -> String {
        let values = columns.map { "\"\($0.0)\"" }.joined(separator: ", ")
        return "\(name)('\(kinds(columns.map(\.1)))', \(values))"
    }

    /// Defines the function on `db`'s connection; returns whether SQLite accepted it.
    static func define(on db: Database) -> Bool {
        sqlite3_create_function_v2(db.sqliteConnection, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY,
                                   nil, function, nil, nil, nil) == SQLITE_OK
    }

    /// The function: the kinds first, then one value each (an error when the counts differ).
    private static let function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, count, values in
        guard let values, count > 0, let kinds = sqlite3_value_text(values[0]), sqlite3_value_bytes(values[0]) == count - 1 else {
            sqlite3_result_error(context, "\(ValueTypeCheck.name) takes one kind a value", -1)
            return
        }
        for index in 1..<Int(count) {
            let allowed = (Int32(kinds[index - 1]) - 0x30) << 1
            if allowed & (1 << sqlite3_value_type(values[index])) == 0 {
                sqlite3_result_int(context, 1)
                return
            }
        }
        sqlite3_result_int(context, 0)
    }
}
