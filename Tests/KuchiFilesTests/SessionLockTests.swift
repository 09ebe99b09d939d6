import Foundation
import KuchiFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A review's lock file beside the bank: held for the session, removed at its end, never another session's.
/// Serialized: the lock this process holds is one per process.
@Suite("A session's lock file", .serialized)
struct SessionLockTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-session-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theEndOfTheSessionRemovesItsLockFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = SessionLock.path(besideBank: folder + "/kuchi.sqlite", learnerID: 1)
        #expect(SessionLock.claim(at: path) == .held)
        SessionLock.removeHeldFile()
        #expect(access(path, F_OK) != 0, "the lock file goes with the session")
    }

    /// The lock file removed meanwhile (by hand), and a second review of the learner started since, holding a new file
    /// at the name: the first session's end leaves that file, or a third review would make another and run alongside.
    @Test func theEndOfTheSessionLeavesAFileAnotherSessionMadeAtTheName() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = SessionLock.path(besideBank: folder + "/kuchi.sqlite", learnerID: 2)
        #expect(SessionLock.claim(at: path) == .held)
        #expect(unlink(path) == 0)
        let second = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(second) }
        #expect(flock(second, LOCK_EX | LOCK_NB) == 0)
        SessionLock.removeHeldFile()
        #expect(access(path, F_OK) == 0, "the second session's lock file stays")
        #expect(SessionLock.claim(at: path) == .heldElsewhere, "a third review is refused")
    }

    /// Another Kuchi's start holds each lock file for a moment to see whether it is abandoned: a session claiming the
    /// lock then waits for that moment to pass instead of being refused as if its learner were in a session.
    @Test func aLockHeldForAMomentIsClaimedOnceLetGo() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = SessionLock.path(besideBank: folder + "/kuchi.sqlite", learnerID: 3)
        let probe = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(probe) }
        #expect(flock(probe, LOCK_EX | LOCK_NB) == 0)
        var pauses = 0
        let claim = SessionLock.claim(at: path, pause: {
            pauses += 1
            if pauses == 2 { _ = flock(probe, LOCK_UN) }
        })
        #expect(claim == .held, "claimed once the probe let go")
        #expect(pauses == 2)
        SessionLock.removeHeldFile()
    }

    /// A lock held throughout (a session of the same learner running) is refused after the retries, not waited for.
    @Test func aLockHeldThroughoutIsRefusedAfterItsRetries() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = SessionLock.path(besideBank: folder + "/kuchi.sqlite", learnerID: 4)
        let session = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(session) }
        #expect(flock(session, LOCK_EX | LOCK_NB) == 0)
        var pauses = 0
        #expect(SessionLock.claim(at: path, retries: 5, pause: { pauses += 1 }) == .heldElsewhere)
        #expect(pauses == 5)
    }
}
