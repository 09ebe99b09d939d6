import Foundation
import GRDB
import KuchiCore

/// The learner's word bank and history: one SQLite database, opened through GRDB.
///
/// Opening runs the migrations, refuses files it must not touch (not a database, written by a newer
/// Kuchi, read-only) and seeds a brand-new database with the bundled word list.
public final class KuchiDatabase: Sendable {
    let dbQueue: DatabaseQueue
    /// The database file's path (`:memory:` for an in-memory database), for messages.
    public let path: String

    /// How long a write waits for another process's lock before reporting the database busy.
    public static let defaultBusyTimeout: TimeInterval = 5

    private init(dbQueue: DatabaseQueue, path: String) {
        self.dbQueue = dbQueue
        self.path = path
    }

    /// Opens (creating if needed) the database file at `path`.
    ///
    /// A new file is created 0600 in a 0700 directory and seeded with the words `seedWords` returns,
    /// which is called only while a new database is being set up.
    /// - Throws: ``StoreError`` with a message and exit code for every way this can fail, or the error of `seedWords`.
    public static func open(path: String, busyTimeout: TimeInterval = defaultBusyTimeout,
                            seedWords: @escaping @Sendable () throws -> [WordEntry] = { [] }) throws -> KuchiDatabase {
        try DatabaseFile.prepare(path: path)
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout)), path: path)
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        } catch {
            throw StoreError.io(path: path, reason: "\(error)")
        }
        try database.migrate(seedWords: seedWords)
        return database
    }

    /// An empty in-memory database with the production schema, for tests and dry runs.
    public static func inMemory(seedWords: [WordEntry] = []) throws -> KuchiDatabase {
        let database: KuchiDatabase
        do {
            database = KuchiDatabase(dbQueue: try DatabaseQueue(configuration: configuration(busyTimeout: defaultBusyTimeout)), path: ":memory:")
        } catch let error as DatabaseError {
            throw StoreError(error, path: ":memory:")
        } catch {
            throw StoreError.io(path: ":memory:", reason: "\(error)")
        }
        try database.migrate(seedWords: { seedWords })
        return database
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        return configuration
    }

    /// Brings the schema up to date, refusing databases Kuchi must not touch.
    private func migrate(seedWords: @escaping @Sendable () throws -> [WordEntry]) throws {
        try read { db in
            let migrator = Self.migrator(seedWords: seedWords)
            if try migrator.hasBeenSuperseded(db) { throw StoreError.newerSchema(path: path) }
            let foreignTables = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                """) ?? 0
            if try migrator.appliedIdentifiers(db).isEmpty, foreignTables > 0 {
                // A SQLite file of some other program: do not add Kuchi's tables to it.
                throw StoreError.notADatabase(path: path)
            }
        }
        do {
            try Self.migrator(seedWords: seedWords).migrate(dbQueue)
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    // MARK: - Access with errors mapped

    /// Runs `block` in one committed transaction, mapping SQLite errors to ``StoreError``.
    func write<T>(_ block: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try dbQueue.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try block(db)
                    return .commit
                }
                guard let result else { throw StoreError.io(path: path, reason: "a write was rolled back") }
                return result
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
    }

    /// Runs `block` to read, mapping SQLite errors to ``StoreError``.
    func read<T>(_ block: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try dbQueue.inDatabase(block)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
    }
}
