#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock a process holds on a temporary file for as long as it writes it, so that a later process can
/// tell a file abandoned by a killed writer (SIGKILL, a power cut) from one still being written, and
/// remove only the first.
///
/// The lock is `flock`'s, on the file's own descriptor: the kernel drops it when the writer's last
/// descriptor closes, however the writer ends. (SQLite's locks are `fcntl` locks, which are separate.)
public enum WriterLock {
    /// Takes the lock on the new file at `path`, open as `descriptor`. Returns `false` when a cleaner
    /// removed the file between its creation and the lock: the caller makes another.
    public static func claim(_ descriptor: Int32, at path: String) -> Bool {
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
        return result == 0 && isSameFile(descriptor, path)
    }

    /// What SQLite keeps beside a database file it writes: its rollback journal, or its write-ahead log and the
    /// log's index (a copy of a bank in WAL mode takes that mode until it goes back to a journal).
    public static let sqliteCompanions = ["-journal", "-wal", "-shm"]

    /// The file whose SQLite companion (``sqliteCompanions``) `name` is, or `nil` when `name` is no companion's.
    public static func companionOwner(_ name: String) -> String? {
        sqliteCompanions.first { name.hasSuffix($0) && name.count > $0.count }.map { String(name.dropLast($0.count)) }
    }

    /// Removes the file at `path`, and what SQLite may have left beside it (``sqliteCompanions``), when no living
    /// process holds its lock. Returns whether it was removed.
    @discardableResult
    public static func removeIfAbandoned(_ path: String) -> Bool {
        removeIfUnlocked(path) { for suffix in sqliteCompanions { unlink(path + suffix) } }
    }

    /// Removes the regular file at `path` when no living process holds its `flock` (running `alongside` first, while the
    /// lock is taken). Returns whether it was removed. A process that opened the file before and takes its lock after
    /// finds its name gone (``isSameFile(_:_:)``) and makes another.
    static func removeIfUnlocked(_ path: String, alongside: () -> Void = {}) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Only a regular file, still at its name, whose lock nobody holds.
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0, isSameFile(descriptor, path) else { return false }
        alongside()
        return unlink(path) == 0
    }

    /// Whether `path` still names the file open as `descriptor`.
    static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat(), named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0
            && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
