import Foundation
import GRDB
import GRDBSQLite

/// Puts a backup back in place of a database, checking it first and keeping the database it replaces.
public enum DatabaseRestore {
    /// What a restore did.
    public struct Result: Sendable, Equatable {
        /// Where the replaced database was kept: a backup (reason `before-restore`), or, when it could not
        /// be read as a database, the file itself moved into the backup folder as `…-damaged.sqlite-damaged`.
        /// `nil` when there was no database.
        public var keptAs: String?
    }

    /// Replaces the database at `databasePath` with a copy of `backupPath`.
    ///
    /// 1. `backupPath` must pass SQLite's `quick_check` and be a Kuchi database this Kuchi can open;
    ///    otherwise nothing is touched.
    /// 2. The backup is copied to a temporary file beside the database (and checked again).
    /// 3. Holding the database's write lock (so no other Kuchi writes meanwhile), the current database is
    ///    backed up into its backup folder, then the copy is renamed over it: one atomic step.
    /// - Throws: ``StoreError/unusableBackup(path:reason:)`` (exit 65), ``StoreError/readOnly(path:)`` (a bank or folder
    ///   made read-only, exit 77), ``StoreError/busy(path:)``, and
    ///   write failures; in every case the database is left as it was.
    public static func restore(from backupPath: String, to databasePath: String, now: Date = Date()) throws(StoreError) -> Result {
        if let backup = FileIdentity(path: backupPath), backup == FileIdentity(path: databasePath) {
            throw .unusableBackup(path: backupPath, reason: "it is the database itself")
        }
        try DatabaseFile.refuseUnusualFile(databasePath)
        // A bank its owner made read-only (chmod a-w) is refused before anything is copied, as every other write is:
        // root could write it anyway, and did, then reported the bank read-only after it was replaced.
        if FileManager.default.fileExists(atPath: databasePath) { try DatabaseFile.prepare(path: databasePath) }
        try check(backupPath)
        let directory = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        let staged = directory + "/.tmp-restore-" + URL(fileURLWithPath: databasePath).lastPathComponent + "-" + BackupFolder.stamp(now)
        do {
            let source = try DatabaseQueue(path: backupPath, configuration: readOnly)
            defer { try? source.close() }
            try SQLiteCopy.copy(sourcePath: backupPath, to: staged, replace: true) { target in
                try source.inDatabase { db in try db.backup(to: target) }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unusableBackup(path: backupPath, reason: "\(error)")
        }
        defer { unlink(staged) }
        var info = stat()
        guard stat(databasePath, &info) == 0, info.st_size > 0 else {
            try put(staged, at: databasePath)
            return Result(keptAs: nil)
        }
        let folder = BackupFolder(databasePath: databasePath)
        do {
            let kept = try replaceContents(of: databasePath, with: staged) { () throws -> String in
                let kept = folder.newPath(reason: .beforeRestore, at: now)
                let current = try DatabaseQueue(path: databasePath, configuration: KuchiDatabase.configuration(busyTimeout: KuchiDatabase.defaultBusyTimeout, readOnly: true))
                defer { try? current.close() }
                try SQLiteCopy.copy(sourcePath: databasePath, to: kept, replace: false) { target in
                    try current.inDatabase { source in try source.backup(to: target) }
                }
                return kept
            }
            folder.prune(now: now)
            return Result(keptAs: kept)
        } catch let error as StoreError {
            guard case .damaged = error else { throw error }
        } catch let error as DatabaseError {
            guard [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) else { throw StoreError(error, path: databasePath) }
        } catch {
            throw .io(path: databasePath, reason: "\(error)")
        }
        return Result(keptAs: try replaceDamaged(databasePath, with: staged, folder: folder, now: now))
    }

    /// Copies the pages of `staged` into the live bank at `databasePath` with SQLite's online backup, in one
    /// write transaction of the bank: other processes that have it open see the restored bank on their next
    /// read, and its write-ahead log stays its own (a file renamed over a bank in WAL mode would meet the old
    /// bank's `-wal` and `-shm`). `keepCurrent` runs once the write lock is held, before any page is
    /// replaced, so that no other Kuchi commits between the copy it keeps and the restore.
    /// - Returns: what `keepCurrent` returned.
    private static func replaceContents(of databasePath: String, with staged: String,
                                        keepCurrent: () throws -> String) throws -> String {
        // An import writing meanwhile is not waited for: the backup would replace the words it then says it imported.
        if ImportInProgress.isRunning(databasePath: databasePath) { throw StoreError.importRunning(path: databasePath) }
        let live = try DatabaseQueue(path: databasePath, configuration: KuchiDatabase.configuration(
            busyTimeout: KuchiDatabase.defaultBusyTimeout, path: databasePath, waitingForImport: false))
        defer { try? live.close() }
        let (pageSize, generation) = try live.inDatabase { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096, try RestoreGeneration.read(db))
        }
        try prepare(staged, pageSize: pageSize, generation: RestoreGeneration.next(after: generation))
        let source = try DatabaseQueue(path: staged, configuration: KuchiDatabase.configuration(busyTimeout: KuchiDatabase.defaultBusyTimeout, readOnly: true))
        defer { try? source.close() }
        return try live.writeWithoutTransaction { destination in
            try source.inDatabase { origin in
                guard let backup = sqlite3_backup_init(destination.sqliteConnection, "main", origin.sqliteConnection, "main") else {
                    throw DatabaseError(resultCode: destination.lastErrorCode, message: destination.lastErrorMessage)
                }
                var finished = false
                defer { if !finished { sqlite3_backup_finish(backup) } }
                // A step of no pages takes the bank's write lock (waiting as long as the busy timeout).
                var code = sqlite3_backup_step(backup, 0)
                if code == SQLITE_BUSY, ImportInProgress.isRunning(databasePath: databasePath) {
                    throw StoreError.importRunning(path: databasePath)
                }
                guard code == SQLITE_OK || code == SQLITE_DONE else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: destination.lastErrorMessage)
                }
                let kept = try keepCurrent()
                code = sqlite3_backup_step(backup, -1)
                guard code == SQLITE_DONE else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: destination.lastErrorMessage)
                }
                finished = true
                code = sqlite3_backup_finish(backup)
                guard code == SQLITE_OK else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: destination.lastErrorMessage)
                }
                destination.clearSchemaCache()
                return kept
            }
        }
    }

    /// Gives the staged copy the bank's page size (SQLite copies pages into a bank in WAL mode only when
    /// both have the same; a backup from another SQLite build may not) and the next restore generation.
    private static func prepare(_ staged: String, pageSize: Int, generation: Int32) throws {
        let copy = try DatabaseQueue(path: staged, configuration: Configuration())
        defer { try? copy.close() }
        try copy.writeWithoutTransaction { db in
            if try Int.fetchOne(db, sql: "PRAGMA page_size") != pageSize {
                try db.execute(sql: "PRAGMA page_size = \(pageSize)")
                try db.execute(sql: "VACUUM")
            }
            try RestoreGeneration.write(generation, db)
        }
    }

    /// Moves a database that cannot be read aside into `folder` (with its journal, which must not be applied
    /// to the restored file), and puts `staged` in its place.
    private static func replaceDamaged(_ databasePath: String, with staged: String, folder: BackupFolder, now: Date) throws(StoreError) -> String {
        try PrivateFiles.createDirectory(folder.path)
        let aside = folder.path + "/" + BackupFolder.stamp(now) + "-damaged.sqlite-damaged"
        guard link(databasePath, aside) == 0 else { throw StoreError(systemError: errno, path: aside) }
        for suffix in ["-journal", "-wal"] where FileManager.default.fileExists(atPath: databasePath + suffix) {
            guard rename(databasePath + suffix, aside + suffix) == 0 else { throw StoreError(systemError: errno, path: aside) }
        }
        // The log's index describes the log just moved aside: SQLite rebuilds it for the restored bank.
        unlink(WriteAheadLog.indexPath(of: databasePath))
        try put(staged, at: databasePath)
        return aside
    }

    /// Renames `staged` over `databasePath` and makes the rename durable.
    private static func put(_ staged: String, at databasePath: String) throws(StoreError) {
        let directory = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        try PrivateFiles.createDirectory(directory)
        guard rename(staged, databasePath) == 0 else { throw StoreError(systemError: errno, path: databasePath) }
        AtomicFile.syncDirectory(directory)
    }

    /// Refuses a file that is not a sound Kuchi database this Kuchi can open.
    private static func check(_ path: String) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unusableBackup(path: path, reason: StoreError.noSuchFile) }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { throw .unusableBackup(path: path, reason: "it is not a database file") }
        let report: DoctorReport
        do {
            report = try MaintenanceStore.diagnose(path: path)
        } catch {
            throw .unusableBackup(path: path, reason: error.description)
        }
        if case .newer = report.schema { throw .unusableBackup(path: path, reason: "it was written by a newer Kuchi") }
        if let problem = report.problems.first { throw .unusableBackup(path: path, reason: problem) }
        if case .older(let pending) = report.schema, pending == KuchiDatabase.migrator(seedWords: { [] }).migrations {
            throw .unusableBackup(path: path, reason: "it is not a Kuchi database")
        }
    }

    private static var readOnly: Configuration {
        KuchiDatabase.configuration(busyTimeout: KuchiDatabase.defaultBusyTimeout, readOnly: true)
    }
}
