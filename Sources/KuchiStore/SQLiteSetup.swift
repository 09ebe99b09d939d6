import CSQLiteSetup
import GRDB

/// Where every connection gets its configuration, so that SQLite is set up before the first one opens.
enum SQLiteSetup {
    /// SQLite in multi-thread mode: without a mutex taken and released around every call on a connection
    /// (each `sqlite3_column_*` of an export row, each bind of an import row). GRDB lets one thread at a
    /// time use a connection, which is all this mode asks. Measured: `kuchi export history` of a million
    /// answers, median CPU time of six alternating runs, 1.31 s serialised, 1.15 s in this mode.
    private static let multiThreadMode: Void = {
        _ = kuchi_sqlite_use_multithread_mode()
    }()

    /// A new GRDB configuration, SQLite being set up first.
    static func configuration() -> Configuration {
        multiThreadMode
        return Configuration()
    }
}
