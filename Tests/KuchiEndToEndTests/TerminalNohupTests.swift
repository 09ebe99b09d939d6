import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The REPL started with SIGHUP ignored (`nohup`, a shell's background job): a hangup must not end it.
@Suite("The kuchi binary in a terminal, SIGHUP ignored when it started",
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"),
       .timeLimit(.minutes(20)))
struct TerminalNohupTests {
    @Test func aHangupIgnoredWhenKuchiStartedStaysIgnored() throws {
        let home = try KuchiBinary.Home()
        let kuchi = try PtyKuchi(["--seed", "5", "--name", "Ann", "--mode", "meaning", "--questions", "3"], home: home,
                                 prefix: ["/bin/sh", "-c", #"trap '' HUP; exec "$@""#, "sh"])
        try kuchi.waitFor("Question 1 of 3")
        try kuchi.answer("qqqq")
        kuchi.kill(SIGHUP)
        usleep(1_000_000)
        #expect(kuchi.exited == nil, "still running after SIGHUP, as nohup asked")
        try kuchi.waitUntil("the prompt") { $0.hasSuffix("> ") }
        kuchi.send(":quit\r")
        #expect(try kuchi.waitForExit() == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session") == "ended_early")
    }
}
