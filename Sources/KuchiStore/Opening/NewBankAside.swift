import Foundation
import GRDB
import KuchiCore

/// A new word bank set up on a thread of its own, under another name beside its place, while the caller does
/// other work first (an import unpacking and checking its files); ``open()`` then opens it there for the import,
/// which links it into place at its commit (``NewBankLink``).
///
/// Setting up a bank (its migrations and built-in words) needs no file of the import's, so on two cores it
/// takes no time of the import's own. The bank appears under its name only whole, with the import in it: a refused
/// or failed import (``discard()``) creates no bank, and no other process ever sees one half set up or half
/// imported. When a file appeared under the name before ``open()`` (another process made the bank), or the file
/// system cannot link, the set-up is thrown away and the bank opened (or created) under its name as
/// ``KuchiDatabase/open(path:busyTimeout:seedWords:)`` does; one that appears during the import is left as it is,
/// and the import refused (``StoreError/createdMeanwhile(path:)``).
public final class NewBankAside: @unchecked Sendable {
    /// Where the bank goes.
    public let path: String
    /// Where it is set up meanwhile: a hidden name of this process's in the same folder (a link needs one file system).
    private var asidePath: String { newBankLink.asidePath }
    /// How the import links it into place.
    private let newBankLink: NewBankLink
    private let seedWords: @Sendable () throws -> [WordEntry]
    /// The bank set up, its connection kept open for the import (`nil`: the set-up failed).
    private let setUp: SecondThread<KuchiDatabase?>
    /// Whether ``open()`` or ``discard()`` has run.
    private var settled = false

    /// Folders this set-up created (its bank's folder and missing parents, deepest first), removed again by
    /// ``discard()`` when they are empty: a refused import into a fresh home leaves nothing behind.
    private let createdFolders: [String]
    /// The folders beside the bank (``sideFolders``) that were not there when the set-up began: only these may go.
    private let absentSideFolders: [String]

    /// Starts setting up a bank for `path` on a second thread; `nil` when there is nothing to set up aside: a
    /// file (or link) is at `path` already, or its folder cannot be created (it is left to the import to say why),
    /// or the folder refuses a new file. A missing folder is created now and removed again by ``discard()``.
    /// `beforeLink` is called just before the import links the bank into place (a caller holds signals there), `afterLink`
    /// once it has (from then on ``leftovers`` must not go).
    /// `beforeCreating` is given what a process killed from then on would leave (as ``leftovers``, with every folder
    /// still missing), before any folder or file is made: a signal handler set up first then removes all of it.
    public init?(path: String, seedWords: @escaping @Sendable () throws -> [WordEntry],
                 beforeLink: @escaping @Sendable () -> Void = {}, afterLink: @escaping @Sendable () -> Void = {},
                 beforeCreating: ([String]) -> Void = { _ in }) {
        var info = stat()
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard path != ":memory:", lstat(path, &info) != 0 else { return nil }
        let aside = folder + "/." + url.lastPathComponent + ".new-\(getpid())"
        let link = NewBankLink(path: path, asidePath: aside, beforeLink: beforeLink, afterLink: afterLink)
        let absentSide = Self.sideFolders(of: path).filter { lstat($0, &info) != 0 }
        beforeCreating(link.hiddenFiles + (absentSide + Self.missingFolders(folder)).map { $0 + "/" })
        let created = Self.createFolder(folder)
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        Self.removeLeftovers(in: folder, of: url.lastPathComponent)
        let descriptor = Foundation.open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            Self.removeEmpty(created)
            return nil
        }
        createdFolders = created
        absentSideFolders = absentSide
        fchmod(descriptor, 0o600)
        close(descriptor)
        self.path = path
        newBankLink = link
        self.seedWords = seedWords
        setUp = SecondThread { [newBankLink] in
            // Without a log on disk or a sync, and kept open for the import: nobody sees the file before its link.
            try? KuchiDatabase.setUpAside(newBankLink, seedWords: seedWords)
        }
    }

    /// The bank, once its set-up is done, opened under its hidden name for the import to write into: linked into
    /// place whole at the import's commit (``NewBankLink``), never before. A bank that appeared under the name
    /// meanwhile, or one created there now when the set-up failed or the folder cannot link, is opened under its
    /// name (an error is then the usual open's). Call once, instead of ``discard()``.
    public func open() throws -> KuchiDatabase {
        let ready = (try? setUp.value()) ?? nil
        settled = true
        var info = stat()
        if let ready, lstat(path, &info) != 0, canLink() {
            return ready
        }
        try? ready?.connection.close()
        removeAside()
        return try KuchiDatabase.open(path: path, seedWords: seedWords)
    }

    /// What a process killed before the import links the bank would leave of the set-up, to remove then: its hidden
    /// files, then the folders beside the bank that were not there before it and the folders it created (deepest
    /// first). Each folder ends in `/`: it goes only when it is an empty folder, never a file or link of that name.
    public var leftovers: [String] {
        newBankLink.hiddenFiles + (absentSideFolders + createdFolders).map { $0 + "/" }
    }

    /// Waits for the set-up, then removes it (and what an import left of it unlinked): the import was refused or
    /// failed, and no bank is created. Leaves a bank linked into place as it is.
    public func discard() {
        if !settled, let ready = (try? setUp.value()) ?? nil { try? ready.connection.close() }
        settled = true
        removeAside()
        var info = stat()
        guard lstat(path, &info) != 0 else { return }
        // Side folders of the bank never created (its media folder, made for a package's sounds), when empty.
        for folder in absentSideFolders { rmdir(folder) }
        Self.removeEmpty(createdFolders)
    }

    /// The folders beside the bank that an import may make before it commits, emptied again when it does not.
    private static func sideFolders(of path: String) -> [String] { [path + ".media", path + ".backups"] }

    /// `folder` and its parents that are not there, deepest first.
    private static func missingFolders(_ folder: String) -> [String] {
        var missing: [String] = []
        var current = folder
        var info = stat()
        while lstat(current, &info) != 0, errno == ENOENT {
            missing.append(current)
            let parent = URL(fileURLWithPath: current).deletingLastPathComponent().path
            if parent == current { break }
            current = parent
        }
        return missing
    }

    /// Creates `folder` and its missing parents (0700), returning those it created, deepest first; none when it
    /// cannot (the import then says why when it opens the bank).
    private static func createFolder(_ folder: String) -> [String] {
        var created: [String] = []
        for path in missingFolders(folder).reversed() {
            guard mkdir(path, 0o700) == 0 else { break }
            chmod(path, 0o700)
            created.insert(path, at: 0)
        }
        return created
    }

    /// Removes the folders given (deepest first) that are empty; stops at the first that is not.
    private static func removeEmpty(_ folders: [String]) {
        for folder in folders where rmdir(folder) != 0 { return }
    }

    /// Whether the folder takes a second name of the hidden file (some file systems cannot link): tried with a
    /// name of this process's, removed at once.
    private func canLink() -> Bool {
        let probe = asidePath + "-link"
        defer { unlink(probe) }
        return link(asidePath, probe) == 0
    }

    /// Removes the file set up aside, with whatever SQLite left beside it.
    private func removeAside() {
        newBankLink.removeHiddenFiles()
    }

    private static func remove(_ aside: String) {
        NewBankLink(path: "", asidePath: aside).removeHiddenFiles()
    }

    /// Removes what a killed import left set up aside for the bank `name` in `folder`: `.NAME.new-PID` files (and
    /// their packed copies, `-packed`) whose process is gone (never a bank: nothing is linked into place until it is whole).
    static func removeLeftovers(in folder: String, of name: String) {
        let prefix = "." + name + ".new-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let digits = entry.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            remove(folder + "/" + entry)
        }
    }
}
