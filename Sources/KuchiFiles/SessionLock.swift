#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock a process holds for as long as it runs one learner's session on a word bank, so that a second session of
/// the same learner is refused while the first runs, instead of both giving the day's due cards and new words.
///
/// The lock is `flock`'s, on a small empty file beside the bank, opened close-on-exec (a sound player the session
/// starts never inherits it). The kernel drops it when the process ends, however it ends (`kill -9`, a power cut):
/// no lock is ever left behind by a dead session; the file stays, empty, for the next one.
public enum SessionLock {
    /// What claiming the lock came to.
    public enum Claim: Equatable, Sendable {
        /// This process holds the lock until it exits.
        case held
        /// Another living process holds it: a session of the same learner is running.
        case heldElsewhere
        /// The lock file cannot be opened or created (a read-only folder): nothing is locked, nothing refused.
        case unavailable
    }

    /// Claims the lock of the file at `path` (created 0600 when missing) without waiting, and keeps it until the
    /// process exits.
    public static func claim(at path: String) -> Claim {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        if result == 0 { return .held }   // the descriptor stays open: the lock lasts as long as the process
        let code = errno
        close(descriptor)
        return code == EWOULDBLOCK ? .heldElsewhere : .unavailable
    }
}
