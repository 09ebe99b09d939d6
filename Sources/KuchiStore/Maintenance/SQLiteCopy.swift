import Foundation
import GRDB
import KuchiFiles

/// Writes a copy of a database to a new file with SQLite's online backup, all or nothing.
///
/// The copy is written as an ``AtomicFile`` (private, synced, named only when complete, never replacing a
/// file unless asked), and checked with `PRAGMA quick_check` before it gets its name.
enum SQLiteCopy {
    /// Copies into `destination`, creating its folder (0700) if needed.
    /// - Parameters:
    ///   - sourcePath: the database being copied, for messages.
    ///   - replace: replace an existing `destination` (else it is refused, even if it appears meanwhile).
    ///   - backup: performs the online backup into the given destination connection.
    /// - Throws: ``StoreError/damaged(path:problem:)`` when the copy fails SQLite's check (the source is
    ///   damaged); ``StoreError/full(path:)``, ``StoreError/cannotCreate(path:reason:)`` or
    ///   ``StoreError/io(path:reason:)`` when it cannot be written.
    static func copy(sourcePath: String, to destination: String, replace: Bool,
                     backup: (Database) throws -> Void) throws(StoreError) {
        try PrivateFiles.createDirectory(URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        do {
            try AtomicFile.write(to: destination, replace: replace) { temporary in
                do {
                    try copy(into: temporary.path, sourcePath: sourcePath, backup: backup)
                } catch {
                    for suffix in WriterLock.sqliteCompanions { unlink(temporary.path + suffix) }
                    throw error
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as AtomicFile.Failure {
            switch error {
            case .exists: throw .cannotCreate(path: destination, reason: "it already exists (add --force to replace it)")
            case .notARegularFile: throw .cannotCreate(path: destination, reason: "it is not a regular file, which Kuchi never replaces")
            case let .system(code, _): throw StoreError(systemError: code, path: destination)
            }
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: throw StoreError(error, path: sourcePath)
            case .SQLITE_BUSY, .SQLITE_LOCKED: throw StoreError.busy(path: sourcePath)
            default: throw StoreError(error, path: destination)
            }
        } catch {
            throw .io(path: destination, reason: "\(error)")
        }
    }

    /// The backup into the (empty) file at `path`, then SQLite's check of what was written.
    private static func copy(into path: String, sourcePath: String, backup: (Database) throws -> Void) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(KuchiDatabase.defaultBusyTimeout)
        let target = try DatabaseQueue(path: path, configuration: configuration)
        try target.writeWithoutTransaction { db in
            try backup(db)
            // The copy takes the bank's WAL mode with its pages; a copy is one file, readable anywhere (even
            // in a read-only folder, by an older SQLite), so it goes back to a rollback journal.
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
        }
        // Outside a transaction: after a damaged page, committing a read transaction fails too.
        let check = try target.inDatabase { db in try MaintenanceStore.check(db) }
        try target.close()
        if check != ["ok"] {
            throw StoreError.damaged(path: sourcePath, problem: "SQLite's quick_check found damage: " + check[0])
        }
    }
}
