import Foundation
import GRDB
import GRDBSQLite

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

/// SQLite's hard heap limit (process-wide), set while at least one collection is open and put back after.
enum CollectionHeapLimit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var holders = 0
    nonisolated(unsafe) private static var previous: Int64 = 0

    static func acquire(_ bytes: Int64) {
        lock.lock()
        defer { lock.unlock() }
        if holders == 0 { previous = sqlite3_hard_heap_limit64(bytes) }
        holders += 1
    }

    static func release() {
        lock.lock()
        defer { lock.unlock() }
        holders -= 1
        if holders == 0 { sqlite3_hard_heap_limit64(previous) }
    }
}

/// Holds ``CollectionHeapLimit`` for as long as a collection is open.
final class HeapLimitHolder: Sendable {
    init(bytes: Int64) { CollectionHeapLimit.acquire(bytes) }
    deinit { CollectionHeapLimit.release() }
}
