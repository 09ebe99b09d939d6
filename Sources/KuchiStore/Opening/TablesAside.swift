import Foundation
import GRDB

/// Tables of a new bank written aside (``NewBankLink``) that an import fills in a hidden file of their own, on a
/// connection of their own: SQLite writes one file per connection at a time, but two files at once, so a second
/// thread can fill them while the import goes on writing the bank on its own core.
///
/// The file holds the tables as the bank defines them, empty: their `CREATE TABLE` and `CREATE INDEX` statements are
/// read from the bank's schema, so a migration that changes a table changes them too. The bank's own table stays
/// empty until the import is linked into place, when ``NewBankLink`` copies the rows in (``copy(into:from:)``); an
/// `INSERT … SELECT *` into an empty like table without triggers is copied record by record and packed, as `VACUUM`
/// copies it. Until then the bank does not hold the rows: nothing the import writes after may read them, nor change
/// a row that a trigger would answer with a change to them.
final class TablesAside: Sendable {
    /// The fewest rows worth a file and a thread of their own.
    static let minimumRows = 10_000

    /// The hidden file.
    let path: String
    private let queue: DatabaseQueue

    /// Creates the file at `path` with the tables `tables` of the bank `db`, empty, each with its indexes.
    /// - Throws: when a table is not in the bank, or holds rows there (they would be copied over), or the file
    ///   cannot be written.
    init(_ tables: [String], of db: Database, path: String) throws {
        var statements: [String] = []
        for table in tables {
            guard try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") == true else {
                throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "table \(table) is not empty: its rows cannot be written aside")
            }
            statements += try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_schema WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type = 'index', name
                """, arguments: [table])
        }
        self.path = path
        queue = try DatabaseQueue(path: path, configuration: Self.configuration)
        try queue.writeWithoutTransaction { aside in
            // Nobody sees the file before the bank's link: no log on disk, no sync.
            _ = try String.fetchOne(aside, sql: "PRAGMA journal_mode = MEMORY")
            try aside.execute(sql: "PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = \(ImportStore.importCacheKiB)")
            for statement in statements { try aside.execute(sql: statement) }
        }
    }

    /// A connection that checks no foreign key: the tables refer to the bank's, which the file does not hold
    /// (the import wrote or looked up every row referred to), and the copy into the bank must not check them
    /// either (SQLite copies records as they are only without those checks).
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        return configuration
    }

    /// Runs `body` on the file in one transaction, committed when it returns.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try queue.write(body)
    }

    /// Closes the file's connection.
    func close() throws {
        try queue.close()
    }

    /// Copies every table of the file at `path` into the same table of `db`, which must be empty, in one transaction.
    static func copy(into db: Database, from path: String) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS aside", arguments: [path])
        try db.inTransaction {
            let tables = try String.fetchAll(db, sql: "SELECT name FROM aside.sqlite_schema WHERE type = 'table' ORDER BY name")
            for table in tables {
                let name = table.quotedDatabaseIdentifier
                guard try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM main.\(name))") == true else {
                    throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "table \(table) was written beside its rows aside")
                }
                try db.execute(sql: "INSERT INTO main.\(name) SELECT * FROM aside.\(name)")
            }
            return .commit
        }
        try db.execute(sql: "DETACH DATABASE aside")
    }
}
