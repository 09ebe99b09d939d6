import Foundation
import KuchiCore
import KuchiFiles

/// Checks and creates the database file before SQLite opens it, so that problems get clear messages
/// and new files get private permissions whatever the umask.
enum DatabaseFile {
    /// A file this process created, known by its device and inode: the name may come to mean another file.
    struct CreatedFile: Equatable {
        let device: UInt64, inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        /// The file `path` names now, without following a link; `nil` when there is none.
        init?(at path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Makes sure `path` can be opened for writing: creates its directory (0700) and the file (0600)
    /// when missing; refuses a read-only file or directory. Returns the file when this call created it (`O_EXCL`:
    /// not one another process made meanwhile), `nil` when it was there already.
    @discardableResult
    static func prepare(path: String) throws(StoreError) -> CreatedFile? {
        try refuseUnusualFile(path)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR {
                throw .cannotCreate(path: path, reason: "it is a folder, not a word bank file (such as \(path)/kuchi.sqlite)")
            }
            if !isWritable(path, info: info) { throw .readOnly(path: path) }
            var directoryInfo = stat()
            if stat(directory, &directoryInfo) == 0, !isWritable(directory, info: directoryInfo) {
                throw .readOnly(path: directory)
            }
            try makeSideFilesWritable(of: path)
            return nil
        }
        try PrivateFiles.createDirectory(directory)
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            let code = errno
            if code == EEXIST { return nil }
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnly(path: directory) }
            throw .cannotCreate(path: path, reason: String(cString: strerror(code)))
        }
        fchmod(descriptor, 0o600)
        var made = stat()
        let created = fstat(descriptor, &made) == 0 ? CreatedFile(device: UInt64(made.st_dev), inode: UInt64(made.st_ino)) : nil
        close(descriptor)
        return created
    }

    /// The room a new bank takes while it is set up: its migrations write the built-in words through the log, and the
    /// bank and its log peak at about 8 MiB (on tmpfs a new bank failed at 7 MiB and was made at 8; it ends at 3.6 MB).
    static let newBankRoom = 10_000_000

    /// Removes a new bank at `path` whose setting up failed, with its log, log index and journal, when `path` still names
    /// the file this process created (`created`); returns whether it did. A bank another process made there is left.
    static func removeUnfinished(_ path: String, created: CreatedFile) -> Bool {
        guard CreatedFile(at: path) == created else { return false }
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] { unlink(file) }
        return true
    }

    /// About how many more bytes the disk of `path`'s folder needs for a new bank (``newBankRoom`` less what is free).
    static func roomMissingForNewBank(at path: String) -> Int {
        var info = statvfs()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard statvfs(folder, &info) == 0 else { return newBankRoom }
        return max(0, newBankRoom - Int(info.f_bavail) * Int(info.f_frsize))
    }

    /// Refuses a path that names a named pipe, a device, a socket or a symbolic link to nothing, before
    /// anything opens it: opening a pipe would wait for a writer for good, SQLite would create the target
    /// of a dangling link. A missing file, a regular file and a folder (worded by each caller) pass.
    static func refuseUnusualFile(_ path: String) throws(StoreError) {
        guard path != ":memory:" else { return }
        switch PathKind(of: path) {
        case .missing, .regularFile, .folder: return
        case let kind: throw .notARegularFile(path: path, kind: kind)
        }
    }

    /// The bank's log and its index (`-wal`, `-shm`), when the learner's own but read-only, made writable (0600).
    /// SQLite makes them with the bank's mode, so an older Kuchi reading a read-only bank left them read-only, and a
    /// bank made writable again refused every write. Another user's are named in the error.
    private static func makeSideFilesWritable(of path: String) throws(StoreError) {
        for side in [path + "-wal", path + "-shm"] {
            var info = stat()
            guard stat(side, &info) == 0, info.st_mode & S_IFMT == S_IFREG, !isWritable(side, info: info) else { continue }
            guard info.st_uid == geteuid(), chmod(side, 0o600) == 0 else { throw .readOnly(path: side) }
        }
    }

    /// Whether the current user may write `path`. Root may write anything, so for root a file whose
    /// mode has no write bit at all counts as read-only: that is what the learner asked for with chmod.
    private static func isWritable(_ path: String, info: stat) -> Bool {
        guard access(path, W_OK) == 0 else { return false }
        if geteuid() == 0 { return info.st_mode & 0o222 != 0 }
        return true
    }
}

/// Creates directories and files that only their owner can read.
public enum PrivateFiles {
    /// Creates `path` and its missing parents with mode 0700.
    /// - Throws: ``StoreError/cannotCreate(path:reason:)`` or ``StoreError/readOnly(path:)``.
    public static func createDirectory(_ path: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw .cannotCreate(path: path, reason: "a file is in the way of a folder")
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path { try createDirectory(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == EEXIST { return }
            if code == EACCES || code == EROFS || code == EPERM { throw .readOnly(path: parent) }
            throw .cannotCreate(path: path, reason: String(cString: strerror(code)))
        }
        chmod(path, 0o700)
    }

    /// Creates the file at `path` (0600) if it does not exist; an existing file keeps its contents, and is made
    /// 0600 again if others could read or write it (a history file someone `chmod 644`ed holds every answer typed).
    /// A symbolic link is never written through to a file (a history cut to its last lines would cut that file);
    /// a link to a device (`/dev/null`, to keep no history) is left as it is.
    /// - Throws: ``StoreError/cannotCreate(path:reason:)`` for a link to a file, a link to nothing, or a failure.
    public static func createFile(_ path: String) throws(StoreError) {
        try createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP {
                switch PathKind(of: path) {
                case .device: return
                case .brokenLink: throw .cannotCreate(path: path, reason: "it is a symbolic link to nothing, and Kuchi does not create files through links")
                default: throw .cannotCreate(path: path, reason: "it is a symbolic link, and Kuchi does not write through links (the file it names is left as it is)")
                }
            }
            throw .cannotCreate(path: path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        // A regular file only: a history linked to /dev/null (to keep none) must not change the device's mode.
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 != 0 {
            fchmod(descriptor, status.st_mode & 0o700)
        }
        close(descriptor)
    }
}
