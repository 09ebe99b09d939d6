import Foundation
import KuchiCore
import GRDB

/// The care of one bank: backups, `kuchi doctor`'s checks and repairs, deck removal.
///
/// Given by ``KuchiDatabase/maintenance``.
public final class MaintenanceStore: BankStore, Sendable {
    let connection: BankConnection

    init(connection: BankConnection) {
        self.connection = connection
    }
}

/// The outcome of the practice-time backup.
public enum DailyBackup: Sendable, Equatable {
    /// A backup less than a day old exists (or the database was just created): nothing was done.
    case notDue
    /// A backup was made.
    case made(BackupFolder.Backup)
    /// The backup could not be written (a full disk, a read-only folder); practice can go on.
    case failed(StoreError)
}

extension MaintenanceStore {
    /// The folder of this database's automatic backups.
    public var backups: BackupFolder { BackupFolder(databasePath: path) }

    /// Backs the database up into its backup folder with SQLite's online backup, then deletes all but the
    /// newest ``BackupFolder/kept`` backups (with `pruning` false, ``settle(_:changed:)`` does that later).
    /// - Throws: ``StoreError/damaged(path:problem:)`` when the copy fails SQLite's check (the database is
    ///   damaged; older backups are kept); other ``StoreError``s when the backup cannot be written.
    public func backUp(reason: BackupReason, at date: Date = Date(), pruning: Bool = true) throws(StoreError) -> BackupFolder.Backup {
        let folder = backups
        let destination = folder.newPath(reason: reason, at: date)
        try SQLiteCopy.copy(sourcePath: path, to: destination, replace: false) { target in
            try dbQueue.inDatabase { source in try source.backup(to: target) }
        }
        if pruning { folder.prune(now: date) }
        return BackupFolder.Backup(path: destination, date: date, reason: reason)
    }

    /// Settles a backup made with `pruning: false` before a change: when the change was made, older backups are
    /// pruned as after any backup; when nothing changed, the backup (the bank as it still is) is deleted
    /// instead, so that an import that changes nothing never pushes an older backup out.
    public func settle(_ backup: BackupFolder.Backup, changed: Bool) {
        if changed {
            backups.prune(now: backup.date)
        } else {
            unlink(backup.path)
        }
    }

    /// Backs the database up into `file` (a new file, 0600), refusing an existing one unless `force`, and
    /// never writing through a symbolic link.
    /// A character device or a named pipe (`/dev/stdout`, a FIFO) is written into, never replaced (``BackupStream``).
    /// - Throws: ``StoreError/cannotCreate(path:reason:)`` (exit 73) for an existing file or a link; as ``backUp(reason:at:)``.
    public func backUp(to file: String, force: Bool) throws(StoreError) {
        switch AtomicFile.obstacle(at: file, replace: force) {
        case .symbolicLink: throw .cannotWriteCopy(path: file, reason: "it is a symbolic link, which Kuchi never writes through")
        case .folder: throw .cannotWriteCopy(path: file, reason: "it is a folder")
        case .file: throw .cannotWriteCopy(path: file, reason: "it already exists (add --force to replace it)")
        case .special: throw .cannotWriteCopy(path: file, reason: "it is not a regular file, and Kuchi replaces only regular files")
        case .stream:
            return try BackupStream.copy(into: file, folder: backups) { (staged: String) throws(StoreError) in
                try SQLiteCopy.copy(sourcePath: path, to: staged, replace: false) { target in
                    try dbQueue.inDatabase { source in try source.backup(to: target) }
                }
            }
        case nil: break
        }
        if BankFiles(bankPath: path).isBankOrCompanion(file) {
            throw .cannotWriteCopy(path: file, reason: FileIdentity(path: file) == FileIdentity(path: path)
                ? "it is the database itself" : "it is the database's log or journal, which SQLite reads back into the database")
        }
        // A mistyped folder is refused, not made: export and report refuse it alike.
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw .cannotWriteCopy(path: file, reason: "the folder \(folder) does not exist (create it first: mkdir -p \(ShellWord.quoted(folder)))")
        }
        do {
            try SQLiteCopy.copy(sourcePath: path, to: file, replace: force) { target in
                try dbQueue.inDatabase { source in try source.backup(to: target) }
            }
        } catch {
            // Errors about the destination are worded for it (never "--database", which names the source).
            switch error {
            case .readOnly: throw .copyNotPermitted(path: file, reason: "its folder is not writable")
            case let .cannotCreate(_, reason): throw .cannotWriteCopy(path: file, reason: reason)
            default: throw error
            }
        }
    }

    /// The practice-time backup: made when no backup of the last 24 hours exists (and the database was not
    /// just created). A backup dated in the future (the clock was turned back) does not count.
    /// - Throws: ``StoreError/damaged(path:problem:)`` when SQLite's check of the copy fails: the database
    ///   is damaged and should not be practised on. Other failures are returned as ``DailyBackup/failed(_:)``.
    public func dailyBackup(now: Date = Date()) throws(StoreError) -> DailyBackup {
        guard !isNew, path != ":memory:" else { return .notDue }
        let recent = backups.list().contains { backup in
            let age = now.timeIntervalSince(backup.date)
            return age >= 0 && age < 24 * 3600
        }
        if recent { return .notDue }
        do {
            return .made(try backUp(reason: .daily, at: now))
        } catch {
            if case .damaged = error { throw error }
            return .failed(error)
        }
    }
}
