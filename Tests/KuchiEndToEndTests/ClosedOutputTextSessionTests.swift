import Foundation
import Testing

/// Walk-through 21: a terminal-text session piped into a reader that stopped (`| head -3`) was killed by SIGPIPE with
/// its session left active, and every later run said "Your last session was interrupted". It ends early, stored so,
/// as a JSON Lines session does, with the same status (141, as a closed pipe ends a process).
@Suite("A text session whose reader closes the output", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed"))
struct ClosedOutputTextSessionTests {
    @Test func theSessionEndsEarlyAndIsNotCalledInterruptedLater() throws {
        let home = try KuchiBinary.Home()
        // head reads the greeting and the first question's heading and leaves; the answers come after, so Kuchi
        // meets the closed pipe writing their feedback.
        let script = "(sleep 1; printf '1\\n2\\n'; sleep 1) | \"$1\" --name Ann --seed 4 --mode choice | head -3 >/dev/null; "
            + "echo \"${PIPESTATUS[1]}\""
        let run = try ExternalTool.spawn("/bin/bash", ["-c", script, "bash", KuchiBinary.path], environment: home.environment, input: Data())
        #expect(run.stdout == "141\n", "the exit status of a closed pipe, as with --json: \(run.stdout) \(run.stderr)")
        #expect(try SQLiteShell.query(home.database, "SELECT status, ended_at IS NOT NULL FROM session") == "ended_early|1")
        let next = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(!next.stdout.contains("interrupted"), "\(next.stdout)")
    }
}
