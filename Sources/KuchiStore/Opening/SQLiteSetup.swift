import CSQLiteSetup

/// SQLite's process-wide settings, made once before the first connection opens.
public enum SQLiteSetup {
    /// SQLite without its memory statistics: each of its allocations and frees (FTS5 makes several a word
    /// indexed) no longer takes a process-wide mutex to count bytes that nothing reads. Measured on the
    /// 1,000,000-row CSV import (docs/decisions.md, issue 20 step 5).
    private static let memoryStatisticsOff: Void = {
        _ = kuchi_sqlite_turn_off_memory_statistics()
    }()

    /// Makes the settings, if SQLite is not initialised yet (else it keeps its defaults, also correct).
    /// Cheap after the first call: `kuchi` calls it first thing, and every bank connection's configuration again.
    public static func prepare() {
        memoryStatisticsOff
    }
}
