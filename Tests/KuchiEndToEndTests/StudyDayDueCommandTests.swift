import Foundation
import Testing

/// The walk-through's learner in Tokyo: cards answered at 09:05 with a one-day interval are due from 04:00 the next
/// day, and `kuchi due` and `kuchi review` say the same at 03:30 and at 08:30.
@Suite("kuchi due and kuchi review agree on cards due by the study day")
struct StudyDayDueCommandTests {
    private static func events(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    private static func dueNow(_ home: KuchiBinary.Home, _ environment: [String: String]) throws -> Int? {
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: environment)
        return try (JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])?["due_now"] as? Int
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the cards cannot be set from outside"))
    func yesterdaysOneDayCardsAreDueFromTheRolloverThroughBothCommands() throws {
        let home = try KuchiBinary.Home()
        let tokyo = ["TZ": "Asia/Tokyo"]
        // Day 1: six words missed once each, so each has a card; then, as if answered right at 09:05 with a one-day
        // interval, each is put in review due at 09:05 the next day (milliseconds since 1970).
        let day1 = try KuchiBinary.run(["--seed", "3", "--name", "Ann", "--questions", "20"], input: String(repeating: "1\n:skip\n", count: 6),
                                       home: home, environment: tokyo.merging(["KUCHI_NOW": "2026-10-01T09:00:00+09:00"]) { $1 })
        #expect(day1.status == 0, "\(day1.stderr)")
        let answered: Int64 = 1_790_813_100_000   // 2026-10-01T09:05:00+09:00
        _ = try SQLiteShell.query(home.database, """
            UPDATE card SET state = 2, step = NULL, stability = 1, last_review_ms = \(answered), due_ms = \(answered + 86_400_000)
            """)
        let cards = Int(try SQLiteShell.query(home.database, "SELECT count(*) FROM card")) ?? 0
        #expect(cards >= 6)

        let early = tokyo.merging(["KUCHI_NOW": "2026-10-02T03:30:00+09:00"]) { $1 }
        #expect(try Self.dueNow(home, early) == 0, "before the rollover: still day one")
        let none = try KuchiBinary.run(["review", "--new-words", "0"], input: ":quit\n", home: home, environment: early)
        #expect(none.stdout.contains("Nothing to review now. Next: \(cards) cards, tomorrow from 04:00."), "\(none.stdout)")

        let morning = tokyo.merging(["KUCHI_NOW": "2026-10-02T08:30:00+09:00"]) { $1 }
        #expect(try Self.dueNow(home, morning) == cards)
        let text = try KuchiBinary.run(["due"], home: home, environment: morning)
        #expect(!text.stdout.contains("later today"), "\(text.stdout)")
        let review = try KuchiBinary.run(["review", "--json", "--new-words", "0"], input: String(repeating: ":skip\n", count: cards + 2),
                                         home: home, environment: morning)
        let events = try Self.events(review.stdout)
        #expect(events.first { $0["type"] as? String == "session" }?["due"] as? Int == cards)
        #expect(events.filter { $0["type"] as? String == "challenge" }.count == cards, "each card asked at 08:30")
    }
}
