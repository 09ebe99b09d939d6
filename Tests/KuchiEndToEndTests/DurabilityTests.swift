import Foundation
import KuchiSpawn
import Testing

@Suite("Durability of answers", .timeLimit(.minutes(20)), .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: durability checks skipped"))
struct DurabilityTests {
    @Test func sigkillAfterNAnswersLeavesExactlyNAnswersStored() throws {
        let home = try KuchiBinary.Home()
        let practice = try PipedKuchi(["--seed", "11", "--name", "Tester", "--questions", "50"], home: home)
        let answers = 7
        for answer in ["1", "2", "3", "4", "1", "2", "3"] {
            #expect(practice.answer(answer, timeout: 10), "feedback to \(answer)")
        }
        #expect(Feedback.count(in: practice.transcript) == answers)
        practice.process.kill(SIGKILL)
        try practice.process.waitUntilExit()
        #expect(practice.process.endingSignal != nil)

        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "\(answers)")
        #expect(try SQLiteShell.query(home.database, "SELECT status, ended_at IS NULL FROM session") == "active|1")

        let next = try KuchiBinary.run(["--seed", "1"], input: ":quit\n", home: home)
        #expect(next.status == 0)
        #expect(next.stdout.contains("Your last session ended before it was finished"))
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session WHERE id = 1") == "interrupted")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "\(answers)")
    }
}
