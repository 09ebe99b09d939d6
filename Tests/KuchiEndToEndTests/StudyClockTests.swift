import Foundation
import Testing

/// `KUCHI_NOW` sets where the clock starts; it then runs, unless `KUCHI_NOW_FROZEN=1`.
@Suite("A clock that runs from KUCHI_NOW", .timeLimit(.minutes(20)))
struct StudyClockTests {
    /// Plays one question, waiting `pause` before answering, and returns the answer's stored time and elapsed_ms.
    private func answer(after pause: TimeInterval, environment: [String: String]) throws -> (answeredAt: String, elapsed: Int) {
        let home = try KuchiBinary.Home()
        let client = try JSONLinesClient(["--json", "--seed", "2", "--name", "Ann", "--mode", "meaning"], home: home,
                                         environment: environment)
        _ = try client.next(of: "challenge")
        Thread.sleep(forTimeInterval: pause)
        try client.send(["answer": "zzzz"])
        _ = try client.next(of: "outcome")
        try client.send(["command": "quit"])
        _ = try client.next(of: "summary")
        #expect(try client.finish() == 0)
        let history = try KuchiBinary.run(["export", "history", "--format", "jsonl"], home: home, environment: environment)
        let row = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        return (try #require(row["answered_at"] as? String), try #require(row["elapsed_ms"] as? Int))
    }

    @Test func kuchiNowSetsTheStartAndTheClockRunsFromThere() throws {
        let run = try answer(after: 0.3, environment: ["KUCHI_NOW": "2026-11-23T09:00:00Z"])
        #expect(run.elapsed >= 250 && run.elapsed < 60_000, "the answer took real time: \(run.elapsed) ms")
        #expect(run.answeredAt.hasPrefix("2026-11-23"), "\(run.answeredAt)")
        #expect(run.answeredAt > "2026-11-23T09:00:00.2" || run.answeredAt > "2026-11-23 09:00:00.2", "\(run.answeredAt)")
    }

    @Test func kuchiNowFrozenKeepsTheClockAtTheStart() throws {
        let run = try answer(after: 0.3, environment: ["KUCHI_NOW": "2026-11-23T09:00:00Z", "KUCHI_NOW_FROZEN": "1"])
        #expect(run.elapsed == 0)
        #expect(run.answeredAt.contains("09:00:00.000") || run.answeredAt.contains("09:00:00Z"), "\(run.answeredAt)")
    }

    @Test func aBadFrozenValueExits64NamingIt() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["due"], home: home, environment: ["KUCHI_NOW_FROZEN": "maybe"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("KUCHI_NOW_FROZEN: expected 1 or true"))
    }
}
