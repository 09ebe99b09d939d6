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
/// no lock is ever left behind by a dead session. The file goes with the session: a process that ends normally
/// removes it while it still holds the lock, and the next start removes those of processes that ended otherwise
/// (``removeAbandoned(besideBank:)``). A claimer that opened a file just removed finds its name gone and makes another,
/// so a removal never lets two sessions hold the lock at once.
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

    /// The lock file this process holds, and the descriptor holding its lock: removed at its exit.
    nonisolated(unsafe) private static var held: (path: String, descriptor: Int32)?

    /// The lock file of `learnerID`'s sessions on the bank at `bankPath`: `<bank>.session-<id>.lock`, beside the file a
    /// link to the bank leads to (``ResolvedPath/bank(_:)``), so that a session started through a link is refused too.
    public static func path(besideBank bankPath: String, learnerID: Int64) -> String {
        ResolvedPath.bank(bankPath) + ".session-\(learnerID).lock"
    }

    /// Claims the lock of the file at `path` (created 0600 when missing) and keeps it until the process exits, which
    /// then removes the file (an `atexit` handler; a process ended by a signal leaves it to the next start).
    ///
    /// A lock found held is tried again after `pause`, up to `retries` times, before the claim says `heldElsewhere`:
    /// another Kuchi's start holds each lock file for a moment to see whether it is abandoned
    /// (``removeAbandoned(besideBank:)``), and a session starting at that moment must not be refused as if its learner
    /// were in one. A real session holds its lock throughout, so the retries only delay a refusal (by 5 × 20 ms).
    public static func claim(at path: String, retries: Int = 5,
                             pause: () -> Void = { usleep(20_000) }) -> Claim {
        var retriesLeft = retries
        var attempts = 0
        while attempts < 3 {
            attempts += 1
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { return .unavailable }
            var result: Int32
            repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                close(descriptor)
                guard code == EWOULDBLOCK else { return .unavailable }
                guard retriesLeft > 0 else { return .heldElsewhere }
                retriesLeft -= 1
                attempts -= 1
                pause()
                continue
            }
            // Removed by an ending session or a cleaner between the open and the lock: claim the file now at the name.
            guard WriterLock.isSameFile(descriptor, path) else {
                close(descriptor)
                continue
            }
            // The descriptor stays open: the lock lasts as long as the process.
            if held == nil { atexit { SessionLock.removeHeldFile() } }
            held = (path, descriptor)
            return .held
        }
        return .unavailable
    }

    /// Removes the session lock files beside the bank at `bankPath` that no living process holds (left by sessions
    /// ended by a signal, or by a Kuchi that kept them). Returns how many were removed.
    @discardableResult
    public static func removeAbandoned(besideBank givenPath: String) -> Int {
        let bankPath = ResolvedPath.bank(givenPath)
        let slash = bankPath.lastIndex(of: "/")
        let folder = slash.map { String(bankPath[..<$0]) } ?? "."
        let prefix = (slash.map { String(bankPath[bankPath.index(after: $0)...]) } ?? bankPath) + ".session-"
        guard let stream = opendir(folder.isEmpty ? "/" : folder) else { return 0 }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(prefix), name.hasSuffix(".lock") { names.append(name) }
        }
        closedir(stream)
        return names.filter { WriterLock.removeIfUnlocked((folder.isEmpty ? "" : folder) + "/" + $0) }.count
    }

    /// Removes the lock file this process holds, the lock still held (so no other process can take the old file's lock
    /// and believe it current). Run at exit; a process about to end by a signal, which runs no exit handler, calls it.
    /// A file at the name that is not the one locked (the lock file removed by hand, and another session's made since)
    /// is that session's, and stays.
    public static func removeHeldFile() {
        if let held, WriterLock.isSameFile(held.descriptor, held.path) { unlink(held.path) }
        held = nil
    }
}
