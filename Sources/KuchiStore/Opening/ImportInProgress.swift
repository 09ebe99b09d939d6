import Foundation
import GRDB
import KuchiFiles

/// Tells a Kuchi waiting for the bank's write lock that an import holds it.
///
/// An import writes in one transaction, which for a large list takes longer than the busy timeout; a
/// session answering beside it would fail with "busy" (75) though nothing is wrong. While it writes, the
/// import holds a lock on the file `<bank>.importing` (removed when it ends); a connection waiting for the
/// write lock keeps waiting past its busy timeout for as long as that lock is held (up to ``longestImport``),
/// and then stores its answer. Another holder of the write lock (a stuck `sqlite3` shell) still gets the
/// plain busy timeout.
enum ImportInProgress {
    /// The longest a write waits for an import.
    static let longestImport: TimeInterval = 600

    /// The lock file of the bank at `databasePath`: beside the file a link to the bank leads to, as every name of it shares.
    static func lockPath(of databasePath: String) -> String {
        ResolvedPath.bank(databasePath) + ".importing"
    }

    /// Takes the import lock of the bank at `databasePath` until ``end(_:databasePath:)``, or returns `nil`
    /// when the lock cannot be taken (the import goes on; waiters get the plain timeout).
    static func begin(databasePath: String) -> Int32? {
        guard databasePath != ":memory:" else { return nil }
        let descriptor = open(lockPath(of: databasePath), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        var lock = region(F_WRLCK)
        guard fcntl(descriptor, F_SETLK, &lock) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Removes the lock file and releases the lock. A waiter that sees it gone keeps waiting for one more
    /// busy timeout, by which time the import's commit has released the bank.
    static func end(_ descriptor: Int32, databasePath: String) {
        unlink(lockPath(of: databasePath))
        close(descriptor)
    }

    /// Whether another process holds the import lock of the bank at `databasePath`.
    static func isRunning(databasePath: String) -> Bool {
        let descriptor = open(lockPath(of: databasePath), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = region(F_WRLCK)
        return fcntl(descriptor, F_GETLK, &lock) == 0 && lock.l_type != Int16(F_UNLCK)
    }

    private static func region(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 1
        return lock
    }

    /// How a connection to the bank at `databasePath` waits for a lock: `timeout`, and longer while an
    /// import holds it (counted again from the moment the import is last seen, so that a write just after
    /// the import's commit is not refused). With `waitingForImport` false, a wait stops as soon as an import is seen
    /// holding the lock (a restore, which would put a backup over the import's words, is refused instead).
    static func busyMode(timeout: TimeInterval, databasePath: String, waitingForImport: Bool = true) -> Database.BusyMode {
        guard databasePath != ":memory:", timeout > 0 else { return .timeout(timeout) }
        let wait = Wait()
        return .callback { tries in
            let now = Date()
            let (start, importSeen) = wait.update(tries: tries, now: now) {
                isRunning(databasePath: databasePath)
            }
            let waited = now.timeIntervalSince(start)
            if let importSeen {
                guard waitingForImport, waited < longestImport else { return false }
                if now.timeIntervalSince(importSeen) >= timeout { return false }
            } else if waited >= timeout {
                return false
            }
            usleep(UInt32(min(tries + 1, 10)) * 1000)
            return true
        }
    }

    /// The start of one wait for a lock, and when an import was last seen holding it.
    private final class Wait: @unchecked Sendable {
        private let lock = NSLock()
        private var start = Date()
        private var importSeen: Date?
        private var lastCheck = Date.distantPast

        func update(tries: Int, now: Date, importRunning: () -> Bool) -> (Date, Date?) {
            lock.withLock {
                if tries == 0 {
                    start = now
                    importSeen = nil
                    lastCheck = .distantPast
                }
                // The import lock is looked at ten times a second at most.
                if now.timeIntervalSince(lastCheck) >= 0.1 {
                    lastCheck = now
                    if importRunning() { importSeen = now }
                }
                return (start, importSeen)
            }
        }
    }
}
