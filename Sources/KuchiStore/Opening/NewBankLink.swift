import Foundation
import GRDB

/// A new bank an import writes under a hidden name beside its place (``NewBankAside``), and links into place whole
/// at the import's commit (``publish(_:)``).
///
/// Until the link nobody else can see the file, so all or nothing comes from the link, not from a log: the import
/// writes without a log on disk or a sync; the file is then put in WAL mode as every bank is, synced once, and
/// linked into place (`link(2)`, which never replaces a file), then the folder synced. It is not packed: the import
/// leaves it as small as a packed copy (``StagedTable``). A bank another process created under the name meanwhile is
/// left as it is, and the import refused (``StoreError/createdMeanwhile(path:)``).
final class NewBankLink: Sendable {
    /// Where the bank goes.
    let path: String
    /// The hidden file the import writes into.
    let asidePath: String
    /// Called just before the link, and once the bank is linked into place: from then on nothing of the set-up may be
    /// removed on a signal.
    private let beforeLink: @Sendable () -> Void
    private let afterLink: @Sendable () -> Void

    init(path: String, asidePath: String, beforeLink: @escaping @Sendable () -> Void = {}, afterLink: @escaping @Sendable () -> Void = {}) {
        self.path = path
        self.asidePath = asidePath
        self.beforeLink = beforeLink
        self.afterLink = afterLink
    }

    /// Links the bank written through `connection` (committed, then closed) into place; removes every hidden
    /// file, whatever happens.
    /// - Throws: ``StoreError/createdMeanwhile(path:)`` when a file appeared under the name; ``StoreError`` when a
    ///   file cannot be written (a full disk): no bank is created then.
    func publish(_ connection: BankConnection) throws(StoreError) {
        defer { removeHiddenFiles() }
        do {
            // Its held statements first: SQLite closes no connection with statements left.
            try connection.close()
            try Self.useWriteAheadLog(asidePath)
        } catch {
            throw StoreError(error, path: path)
        }
        try Self.sync(asidePath, path: path)
        // A log and index under the bank's name with no bank there are a removed bank's: SQLite would read that log
        // into this bank (``WriteAheadLog/removeStale(besideNewBank:)``).
        var info = stat()
        if lstat(path, &info) != 0 { WriteAheadLog.removeStale(besideNewBank: path) }
        beforeLink()
        guard link(asidePath, path) == 0 else {
            let code = errno
            throw code == EEXIST ? .createdMeanwhile(path: path) : StoreError(systemError: code, path: path)
        }
        afterLink()
        // The name itself made durable: a crash from now on leaves the whole bank. The bank is in place already, whole:
        // a folder that cannot be synced is no failed import (run again, it would import the package twice over).
        try? Self.sync(URL(fileURLWithPath: path).deletingLastPathComponent().path, path: path)
    }

    /// Puts the file at `file` in WAL mode (a flag in its header), without a sync: the caller syncs the file.
    private static func useWriteAheadLog(_ file: String) throws {
        let queue = try DatabaseQueue(path: file)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
        try queue.close()
    }

    /// Flushes the file or folder at `file` to the disk.
    private static func sync(_ file: String, path: String) throws(StoreError) {
        let descriptor = Foundation.open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreError(systemError: errno, path: path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw StoreError(systemError: errno, path: path) }
    }

    /// Removes the hidden files, with whatever SQLite left beside them (the bank linked into place keeps its own name).
    func removeHiddenFiles() {
        for file in hiddenFiles { unlink(file) }
    }

    /// The hidden files: the bank written aside, with whatever SQLite leaves beside it.
    var hiddenFiles: [String] {
        ["", "-wal", "-shm", "-journal"].map { asidePath + $0 }
    }
}
