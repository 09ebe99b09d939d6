import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Walk-through 21: two `kuchi review` of one learner started together each gave the day's due cards and new words
/// (39 lessons against 20 new words a day, 150 reviews of 106 cards due). A second session of the learner is refused
/// while one runs (exit 75, busy); the lock is the kernel's, so a session killed with SIGKILL leaves none behind.
@Suite("Two sessions of one learner at once", .timeLimit(.minutes(20)))
struct ConcurrentSessionCommandTests {
    /// A shell script that starts a first review of Ann reading a FIFO held open, waits for its first question or lesson, then
    /// runs `then` (with `$pid` the first kuchi's) and prints the second review's exit status (its output in second.out).
    private func script(then step: String) -> String {
        """
        cd "$2" || exit 1
        mkfifo answers || exit 1
        "$1" review --json --name Ann < answers > first.out 2>&1 & pid=$!
        exec 3> "$2/answers"
        for _ in $(seq 600); do grep -qE '"type":"(challenge|lesson)"' "$2/first.out" 2>/dev/null && break; sleep 0.1; done
        \(step)
        "$1" review --json --name Ann < /dev/null > "$2/second.out" 2>"$2/second.err"; echo "second=$?"
        exec 3>&-
        wait
        """
    }

    private func homeWithAnn() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        return home
    }

    @Test func aSecondReviewOfTheLearnerIsRefusedWhileTheFirstRuns() throws {
        let home = try homeWithAnn()
        let run = try ExternalTool.spawn("/bin/bash", ["-c", script(then: ":"), "bash", KuchiBinary.path, home.root],
                                         environment: home.environment, input: Data())
        #expect(run.stdout.contains("second=75"), "\(run.stdout) \(run.stderr)")
        let second = try String(contentsOfFile: home.root + "/second.out", encoding: .utf8)
        #expect(second.contains("Ann is in a review session of this word bank already"), "\(second)")
        #expect(!second.contains("\"type\":\"challenge\"") && !second.contains("\"type\":\"lesson\""), "nothing asked: \(second)")
        // Once the first has ended, the next session starts as usual.
        let next = try KuchiBinary.run(["review", "--json", "--name", "Ann"], input: "", home: home)
        #expect(next.status == 0, "\(next.stdout) \(next.stderr)")
    }

    /// Walk-through 29: the second review named the bank through a symbolic link, and ran beside the first.
    @Test func aSecondReviewThroughALinkToTheBankIsRefusedToo() throws {
        let home = try homeWithAnn()
        let link = home.root + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home.database)
        let second = "\"$1\" --database \"$2/link.sqlite\" review --json --name Ann < /dev/null > \"$2/linked.out\" 2>&1; echo \"linked=$?\""
        let run = try ExternalTool.spawn("/bin/bash", ["-c", script(then: second), "bash", KuchiBinary.path, home.root],
                                         environment: home.environment, input: Data())
        #expect(run.stdout.contains("linked=75"), "\(run.stdout) \(run.stderr)")
        let linked = try String(contentsOfFile: home.root + "/linked.out", encoding: .utf8)
        #expect(linked.contains("Ann is in a review session of this word bank already"), "\(linked)")
    }

    /// The session lock files beside the bank, by name.
    private func lockFiles(_ home: KuchiBinary.Home) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/kuchi").filter { $0.hasSuffix(".lock") }.sorted()
    }

    @Test func aReviewThatEndsLeavesNoLockFileAndTheNextStartRemovesThoseOfEndedSessions() throws {
        let home = try homeWithAnn()
        let ended = try KuchiBinary.run(["review", "--name", "Ann"], input: ":quit\n", home: home)
        #expect(ended.status == 0, "\(ended.stdout) \(ended.stderr)")
        #expect(try lockFiles(home) == [], "the lock file goes with the session")
        // Left by sessions a signal ended (learners 7 and 8), and one a living session holds (learner 9): the next start
        // removes the first two, never the third.
        let folder = home.root + "/data/kuchi/"
        for id in [7, 8, 9] { #expect(FileManager.default.createFile(atPath: folder + "kuchi.sqlite.session-\(id).lock", contents: Data())) }
        let held = open(folder + "kuchi.sqlite.session-9.lock", O_RDWR | O_CLOEXEC)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let next = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(next.status == 0, "\(next.stdout) \(next.stderr)")
        #expect(try lockFiles(home) == ["kuchi.sqlite.session-9.lock"])
    }

    @Test func aSessionKilledWithSIGKILLLeavesNoLockBehind() throws {
        let home = try homeWithAnn()
        let run = try ExternalTool.spawn("/bin/bash", ["-c", script(then: "kill -9 $pid; wait $pid"), "bash", KuchiBinary.path, home.root],
                                         environment: home.environment, input: Data())
        #expect(run.stdout.contains("second=0"), "\(run.stdout) \(run.stderr)")
        let second = try String(contentsOfFile: home.root + "/second.out", encoding: .utf8)
        #expect(!second.contains("in a review session of this word bank already"), "\(second)")
        #expect(second.contains("The last session ended before it was finished"), "the killed session is interrupted, as before: \(second)")
        #expect(try lockFiles(home) == [], "the killed session's lock file is removed by the next start")
    }
}
