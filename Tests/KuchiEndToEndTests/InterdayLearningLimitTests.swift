import Foundation
import Testing

/// A learning card left from an earlier day at the daily review limit (walk-through 19, defect 2), through the real
/// binary: as in Anki's v3 scheduler it counts against `reviews_per_day`, and the session asks as many cards as its
/// header and `kuchi due` promise, no fewer.
@Suite("A learning card from an earlier day at the review limit", .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell to age the cards"),
       .timeLimit(.minutes(20)))
struct InterdayLearningLimitTests {
    /// A month later, 3 reviews a day.
    private let back = ["KUCHI_NOW": "2026-03-01T09:00:00Z", "KUCHI_NOW_FROZEN": "1", "KUCHI_REVIEWS_PER_DAY": "3"]

    @Test func theSessionAsksWhatItsHeaderAndKuchiDuePromise() throws {
        let (home, cards) = try BacklogBank.make(oneStillLearning: true)
        let due = try KuchiBinary.run(["due"], home: home, environment: back)
        #expect(due.stdout.contains("kuchi review asks 3 of them today: reviews_per_day is 3 and 0 reviews are done today; "
                                    + "the other \(cards - 3) wait for another day."), "\(due.stdout)")
        let text = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: back)
        #expect(text.stdout.contains("Review: 3 cards due now, no new words today: \(cards - 3) reviews wait beyond reviews_per_day."),
                "\(text.stdout)")
        let input = String(repeating: #"{"answer":"zzzq"}"# + "\n", count: 8) + #"{"command":"quit"}"# + "\n"
        let json = try KuchiBinary.run(["review", "--json", "--mode", "meaning"], input: input, home: home, environment: back)
        let events = json.stdout.split(separator: "\n")
        let session = try #require(events.first { $0.hasPrefix(#"{"type":"session""#) })
        // 1 learning card and 2 review cards fill the limit of 3; the other reviews wait.
        #expect(session.contains(#""due":3,"#) && session.contains(#""over_limit":\#(cards - 3),"#), "\(session)")
        // Every card due is asked once before any comes back.
        var asked: [String] = []
        for event in events where event.hasPrefix(#"{"type":"challenge""#) {
            let word = String(event[try #require(event.firstRange(of: #/"word":"[^"]*"/#))])
            if asked.contains(word) { break }
            asked.append(word)
        }
        #expect(asked.count == 3, "\(json.stdout)")
    }

    /// Review 26 M1: the learning card last answered at 23:00 the evening before is from an earlier study day at 04:10
    /// (it counts against the limit), not at 03:50 (the study day that began at 04:00 the day before is still on), and
    /// `kuchi due`, its JSON, the review header and the session's own count agree on each side of the rollover.
    @Test(arguments: [("2026-03-01T04:10:00Z", true), ("2026-03-01T03:50:00Z", false)])
    func kuchiDueAndTheHeaderAgreeOnEachSideOfTheRollover(now: String, countsAgainstTheLimit: Bool) throws {
        let (home, cards) = try BacklogBank.make(oneStillLearning: true)
        let evening = try #require(ISO8601DateFormatter().date(from: "2026-02-28T23:00:00Z"))
        let ms = Int64(evening.timeIntervalSince1970 * 1000)
        _ = try SQLiteShell.query(home.database, "UPDATE card SET last_review_ms = \(ms), due_ms = \(ms + 600_000) WHERE state = 1")
        let at = ["KUCHI_NOW": now, "KUCHI_NOW_FROZEN": "1", "KUCHI_REVIEWS_PER_DAY": "3", "TZ": "UTC"]
        // Before the rollover the learning card is asked beside the 3 reviews; after it, it takes one of the 3.
        let asked = countsAgainstTheLimit ? 3 : 4, waiting = countsAgainstTheLimit ? cards - 3 : cards - 4
        let due = try KuchiBinary.run(["due"], home: home, environment: at)
        #expect(due.stdout.contains("kuchi review asks \(asked) of them today") && due.stdout.contains("the other \(waiting) wait"),
                "\(due.stdout)")
        let json = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: at)
        #expect(json.stdout.contains(#""over_limit":\#(waiting)"#), "\(json.stdout)")
        let text = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: at)
        #expect(text.stdout.contains("Review: \(asked) cards due now"), "\(text.stdout)")
        let session = try KuchiBinary.run(["review", "--json", "--mode", "meaning"], input: #"{"command":"quit"}"# + "\n",
                                          home: home, environment: at)
        #expect(session.stdout.contains(#""due":\#(asked),"#) && session.stdout.contains(#""over_limit":\#(waiting),"#), "\(session.stdout)")
    }
}
