import Foundation
import Testing

/// A bank with a backlog, made through the real binary: Hanako met some words on 1 February 2026 (a try at each of
/// eight questions, so each has a card), then every card is made a review card due on 2 February, so a month later all
/// are due at once. Shared by the review-limit suites.
enum BacklogBank {
    /// The bank's home and its number of cards. With `oneStillLearning`, the card of the lowest word id is left in its
    /// first learning step instead, last seen on 1 February: a learning card from an earlier day.
    static func make(oneStillLearning: Bool = false) throws -> (KuchiBinary.Home, Int) {
        let home = try KuchiBinary.Home()
        let met = ["KUCHI_NOW": "2026-02-01T09:00:00Z", "KUCHI_NOW_FROZEN": "1"]
        let run = try KuchiBinary.run(["--json", "--mode", "choice", "--seed", "3", "--name", "Hanako", "--questions", "20"],
                                      input: String(repeating: "1\n:skip\n", count: 8), home: home, environment: met)
        #expect(run.status == 0, "\(run.stderr)")
        let day = try #require(ISO8601DateFormatter().date(from: "2026-02-01T09:00:00Z"))
        let ms = Int64(day.timeIntervalSince1970 * 1000)
        let learning = oneStillLearning ? "UPDATE card SET state = 1, step = 0 WHERE word_id = (SELECT min(word_id) FROM card);" : ""
        _ = try SQLiteShell.query(home.database, """
            UPDATE card SET state = 2, step = NULL, stability = 5, due_ms = \(ms + 86_400_000), last_review_ms = \(ms);
            \(learning)
            """)
        let cards = try #require(Int(try SQLiteShell.query(home.database, "SELECT count(*) FROM card")))
        #expect(cards > 4)
        return (home, cards)
    }
}
