import CSQLiteSetup

/// SQLite's process-wide settings, made before the first connection opens.
public enum SQLiteSetup {
    /// Turns SQLite's memory statistics off for the rest of the process: each of its allocations and frees (FTS5
    /// makes several a word indexed) no longer takes a process-wide mutex to count bytes. Measured on the
    /// 1,000,000-row CSV import (docs/decisions.md, issue 20 step 5).
    ///
    /// Only for a process that opens no Anki collection: the hard heap limit that bounds a hostile collection's
    /// memory (`CollectionHeapLimit`) needs the statistics, and does nothing without them. It has no effect once
    /// SQLite is initialised (the first connection opened), so it is called before any; SQLite then keeps its
    /// defaults, which are also correct.
    public static func turnOffMemoryStatistics() {
        if kuchi_sqlite_turn_off_memory_statistics() == 0 { statisticsOff = true }
    }

    /// Whether ``turnOffMemoryStatistics()`` took effect: an Anki collection must then not be opened.
    public static var memoryStatisticsAreOff: Bool { statisticsOff }

    /// Set once, at the start of the process, before any other thread runs.
    nonisolated(unsafe) private static var statisticsOff = false
}
