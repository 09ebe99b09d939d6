import Foundation
import Testing

/// A learning card left from an earlier study day at the daily review limit (walk-through 19, defect 2; review 26,
/// M1), through the real binary: it counts against `reviews_per_day` from the start of the next study day (04:00),
/// not 24 hours after its last answer, and the session asks as many cards as its header and `kuchi due` promise.
@Suite("A learning card from an earlier day at the review limit", .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell to age the cards"),
       .timeLimit(.minutes(3)))
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

    /// Left in its learning step at 02:00, before the 04:00 rollover: at 09:00 it is a card of an earlier study day,
    /// though only 7 hours old. It takes one of the 3 reviews, and answering it spends one: an hour later the day's
    /// reviews are done (before, it counted only 24 hours on, so the plan changed mid-day with nothing answered).
    @Test func aLearningCardFromLastNightCountsFromTheRollover() throws {
        let (home, cards) = try BacklogBank.make(oneStillLearning: true)
        let night = try #require(ISO8601DateFormatter().date(from: "2026-03-01T02:00:00Z"))
        _ = try SQLiteShell.query(home.database, """
            UPDATE card SET last_review_ms = \(Int64(night.timeIntervalSince1970 * 1000)), due_ms = last_review_ms + 60000
            WHERE state = 1;
            """)
        let morning = back.merging(["TZ": "UTC"]) { $1 }
        let due = try KuchiBinary.run(["due"], home: home, environment: morning)
        #expect(due.stdout.contains("kuchi review asks 3 of them today: reviews_per_day is 3 and 0 reviews are done today; "
                                    + "the other \(cards - 3) wait for another day."), "\(due.stdout)")
        let input = String(repeating: #"{"answer":"zzzq"}"# + "\n", count: 3) + #"{"command":"quit"}"# + "\n"
        let json = try KuchiBinary.run(["review", "--json", "--mode", "meaning"], input: input, home: home, environment: morning)
        let session = try #require(json.stdout.split(separator: "\n").first { $0.hasPrefix(#"{"type":"session""#) })
        #expect(session.contains(#""due":3,"#) && session.contains(#""over_limit":\#(cards - 3),"#), "\(session)")
        let later = morning.merging(["KUCHI_NOW": "2026-03-01T10:00:00Z"]) { $1 }
        let after = try KuchiBinary.run(["due"], home: home, environment: later)
        #expect(after.stdout.contains("reviews_per_day is 3 and 3 reviews are done today"), "\(after.stdout)")
    }
}
