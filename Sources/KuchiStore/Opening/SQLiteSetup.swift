import CSQLiteSetup
import GRDBSQLite

/// SQLite's process-wide settings, made before the first connection opens.
public enum SQLiteSetup {
    /// Turns SQLite's memory statistics off for the rest of the process: each of its allocations and frees (FTS5
    /// makes several a word indexed) no longer takes a process-wide mutex to count bytes. Measured on the
    /// 1,000,000-row CSV import (docs/decisions.md, issue 20 step 5).
    ///
    /// Only for a process that opens no Anki collection: the hard heap limit that bounds a hostile collection's
    /// memory (``heapLimit(_:)``) does nothing without the statistics; a process that may open one calls
    /// ``countHeapWithoutLock()`` instead. It has no effect once SQLite is initialised (the first connection
    /// opened), so it is called before any; SQLite then keeps its defaults, which are also correct.
    public static func turnOffMemoryStatistics() {
        if kuchi_sqlite_turn_off_memory_statistics() == 0 { statisticsOff = true }
    }

    /// Counts the bytes SQLite's allocations hold with an atomic counter of Kuchi's own (around SQLite's allocator)
    /// instead of SQLite's memory statistics, which take a process-wide mutex at every allocation and free (about a
    /// twentieth of an Anki package's import, whose threads all use SQLite at once): ``heapLimit(_:)`` then bounds
    /// that count. For a process that may open an Anki collection; before any connection opens (later it does
    /// nothing, and SQLite's own statistics and heap limit stay, which is also correct).
    public static func countHeapWithoutLock() {
        if kuchi_sqlite_count_heap_without_lock() == 0 { (statisticsOff, heapCounted) = (true, true) }
    }

    /// Whether SQLite's heap can be bounded (``heapLimit(_:)``): its statistics are on, or Kuchi counts the heap
    /// (``countHeapWithoutLock()``). An Anki collection must not be opened otherwise.
    public static var heapCanBeBounded: Bool { !statisticsOff || heapCounted }

    /// Sets the most bytes SQLite may hold in all, process-wide (0: no bound), so that an allocation past it fails
    /// (`SQLITE_NOMEM`); returns the bound before. SQLite's own hard heap limit, or with ``countHeapWithoutLock()``
    /// Kuchi's count.
    @discardableResult
    public static func heapLimit(_ bytes: Int64) -> Int64 {
        heapCounted ? kuchi_sqlite_counted_heap_limit(bytes) : sqlite3_hard_heap_limit64(bytes)
    }

    /// Set once, at the start of the process, before any other thread runs.
    nonisolated(unsafe) private static var statisticsOff = false
    nonisolated(unsafe) private static var heapCounted = false
}
