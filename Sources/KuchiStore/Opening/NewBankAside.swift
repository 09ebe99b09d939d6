import Foundation
import GRDB
import KuchiCore

/// A new word bank set up on a thread of its own, under another name beside its place, while the caller does
/// other work first (an import unpacking and checking its files); ``open()`` then links the file into place.
///
/// Setting up a bank (its migrations and built-in words) needs no file of the import's, so on two cores it
/// takes no time of the import's own. The bank appears under its name only whole, and only when ``open()`` is
/// called: a refused import (``discard()``) still creates no bank, and no other process ever sees one half set
/// up. When a file appeared under the name meanwhile (another process made the bank), or the file system cannot
/// link, the set-up is thrown away and the bank opened (or created) under its name as
/// ``KuchiDatabase/open(path:busyTimeout:seedWords:)`` does.
public final class NewBankAside: @unchecked Sendable {
    /// Where the bank goes.
    public let path: String
    /// Where it is set up meanwhile: a hidden name of this process's in the same folder (a link needs one file system).
    private let asidePath: String
    private let seedWords: @Sendable () throws -> [WordEntry]
    /// Whether the set-up completed and its connection closed (its log copied into the file).
    private let setUp: SecondThread<Bool>
    /// Whether ``open()`` or ``discard()`` has run.
    private var settled = false

    /// Starts setting up a bank for `path` on a second thread; `nil` when there is nothing to set up aside: a
    /// file (or link) is at `path` already, or its folder is not there (creating the folder is left to the
    /// import, once its checks passed), or the folder refuses a new file.
    public init?(path: String, seedWords: @escaping @Sendable () throws -> [WordEntry]) {
        var info = stat()
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard path != ":memory:", lstat(path, &info) != 0, stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        Self.removeLeftovers(in: folder, of: url.lastPathComponent)
        let aside = folder + "/." + url.lastPathComponent + ".new-\(getpid())"
        let descriptor = Foundation.open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        fchmod(descriptor, 0o600)
        close(descriptor)
        self.path = path
        asidePath = aside
        self.seedWords = seedWords
        setUp = SecondThread {
            // Closed before the link: the close copies the log into the file (synced) and removes the log and its index,
            // whose names follow the file's.
            let database = try KuchiDatabase.open(path: aside, seedWords: seedWords)
            try database.connection.dbQueue.close()
            return true
        }
    }

    /// The bank, linked into place once its set-up is done; a bank that appeared under the name meanwhile, or one
    /// created there now when the set-up failed or cannot be linked (an error is then the usual open's).
    /// Call once, instead of ``discard()``.
    public func open() throws -> KuchiDatabase {
        let ready = (try? setUp.value()) ?? false
        settled = true
        // `link` refuses to replace a file: a bank another process made meanwhile stays as it is.
        if ready, link(asidePath, path) == 0 {
            removeAside()
            return try KuchiDatabase.open(path: path, setUpAside: true)
        }
        removeAside()
        return try KuchiDatabase.open(path: path, seedWords: seedWords)
    }

    /// Waits for the set-up, then removes it: the import was refused, and no bank is created. Does nothing after
    /// ``open()``.
    public func discard() {
        guard !settled else { return }
        settled = true
        _ = try? setUp.value()
        removeAside()
    }

    /// Removes the file set up aside, with whatever SQLite left beside it.
    private func removeAside() {
        Self.remove(asidePath)
    }

    private static func remove(_ aside: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(aside + suffix) }
    }

    /// Removes what a killed import left set up aside for the bank `name` in `folder`: `.NAME.new-PID` files
    /// whose process is gone (never a bank: nothing is linked into place until it is whole).
    static func removeLeftovers(in folder: String, of name: String) {
        let prefix = "." + name + ".new-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            remove(folder + "/" + entry)
        }
    }
}
