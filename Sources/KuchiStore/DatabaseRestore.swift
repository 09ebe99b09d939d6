import Foundation
import GRDB

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
    /// - Throws: ``StoreError/unusableBackup(path:reason:)`` (exit 65), ``StoreError/busy(path:)``, and
    ///   write failures; in every case the database is left as it was.
    public static func restore(from backupPath: String, to databasePath: String, now: Date = Date()) throws(StoreError) -> Result {
        if let backup = FileIdentity(path: backupPath), backup == FileIdentity(path: databasePath) {
            throw .unusableBackup(path: backupPath, reason: "it is the database itself")
        }
        try DatabaseFile.refuseUnusualFile(databasePath)
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
            var configuration = Configuration()
            configuration.busyMode = .timeout(KuchiDatabase.defaultBusyTimeout)
            // One connection holds the write lock, so that no other Kuchi commits between the backup and the
            // swap; a second one reads the backup (SQLite's backup cannot read through a connection that writes).
            let lock = try DatabaseQueue(path: databasePath, configuration: configuration)
            let current = try DatabaseQueue(path: databasePath, configuration: configuration)
            defer {
                try? current.close()
                try? lock.close()
            }
            var kept = ""
            try lock.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                defer { try? db.execute(sql: "ROLLBACK") }
                kept = folder.newPath(reason: .beforeRestore, at: now)
                try SQLiteCopy.copy(sourcePath: databasePath, to: kept, replace: false) { target in
                    try current.inDatabase { source in try source.backup(to: target) }
                }
                try put(staged, at: databasePath)
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

    /// Moves a database that cannot be read aside into `folder` (with its journal, which must not be applied
    /// to the restored file), and puts `staged` in its place.
    private static func replaceDamaged(_ databasePath: String, with staged: String, folder: BackupFolder, now: Date) throws(StoreError) -> String {
        try PrivateFiles.createDirectory(folder.path)
        let aside = folder.path + "/" + BackupFolder.stamp(now) + "-damaged.sqlite-damaged"
        guard link(databasePath, aside) == 0 else { throw StoreError(systemError: errno, path: aside) }
        if FileManager.default.fileExists(atPath: databasePath + "-journal") {
            guard rename(databasePath + "-journal", aside + "-journal") == 0 else { throw StoreError(systemError: errno, path: aside) }
        }
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
            report = try KuchiDatabase.diagnose(path: path)
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
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }
}
