import Foundation
import Testing

@Suite("Durability of answers", .timeLimit(.minutes(1)), .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: durability checks skipped"))
struct DurabilityTests {
    @Test func sigkillAfterNAnswersLeavesExactlyNAnswersStored() throws {
        let home = try KuchiBinary.Home()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KuchiBinary.path)
        process.arguments = ["--seed", "11", "--name", "Tester", "--questions", "50"]
        process.environment = home.environment
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()

        var transcript = ""
        func feedbackLines() -> Int {
            transcript.components(separatedBy: "✓ Correct!").count + transcript.components(separatedBy: "✗ Not quite").count - 2
        }
        let answers = 7
        for (index, answer) in ["1", "2", "3", "4", "1", "2", "3"].enumerated() {
            stdin.fileHandleForWriting.write(Data("\(answer)\n".utf8))
            let deadline = Date().addingTimeInterval(10)
            while feedbackLines() < index + 1, Date() < deadline {
                transcript += String(decoding: stdout.fileHandleForReading.availableData, as: UTF8.self)
            }
        }
        #expect(feedbackLines() == answers)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "\(answers)")
        #expect(try SQLiteShell.query(home.database, "SELECT status, ended_at IS NULL FROM session") == "active|1")

        let next = try KuchiBinary.run(["--seed", "1"], input: ":quit\n", home: home)
        #expect(next.status == 0)
        #expect(next.stdout.contains("Your last session was interrupted"))
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session WHERE id = 1") == "interrupted")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "\(answers)")
    }
}
