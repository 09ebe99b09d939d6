import Foundation
import Testing

/// A learner back from a break with more reviews due than `reviews_per_day` (walk-through 18, defects 1 and 3),
/// through the real binary: the review gives no new words and says why, `kuchi due` says so too, and random practice
/// tells the whole backlog, not only what a review asks today.
@Suite("A backlog over the daily review limit", .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell to age the cards"),
       .timeLimit(.minutes(20)))
struct BacklogCommandTests {
    /// A month later, 2 reviews a day.
    private let back = ["KUCHI_NOW": "2026-03-01T09:00:00Z", "KUCHI_NOW_FROZEN": "1", "KUCHI_REVIEWS_PER_DAY": "2"]

    @Test func aReviewOverTheLimitGivesNoNewWordsAndSaysWhy() throws {
        let (home, cards) = try BacklogBank.make()
        let text = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: back)
        #expect(text.stdout.contains("Review: 2 cards due now, no new words today: \(cards - 2) reviews wait beyond reviews_per_day."),
                "\(text.stdout)")
        let json = try KuchiBinary.run(["review", "--json"], input: "{\"command\":\"quit\"}\n", home: home, environment: back)
        let session = try #require(json.stdout.split(separator: "\n").first { $0.hasPrefix(#"{"type":"session""#) })
        #expect(session.contains(#""due":2,"new_left":0,"new_held":20,"reviews_due":null,"over_limit":\#(cards - 2),"#), "\(session)")
        let due = try KuchiBinary.run(["due"], home: home, environment: back)
        #expect(due.stdout.contains("\nNo new words today: \(cards - 2) reviews wait beyond reviews_per_day.\n"), "\(due.stdout)")
        // Under the limit nothing changes: the day's 20 new words, and no word about held ones.
        let roomy = back.merging(["KUCHI_REVIEWS_PER_DAY": "200"]) { $1 }
        let under = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: roomy)
        #expect(under.stdout.contains("Review: \(cards) cards due now, 20 new words left today.\n"), "\(under.stdout)")
        #expect(!(try KuchiBinary.run(["due"], home: home, environment: roomy)).stdout.contains("No new words"))
    }

    /// `kuchi due` says what the review header says of the held new words, in text and JSON, whether the limit holds
    /// back all of them or some (rev24 L3).
    @Test func dueSaysTheNewWordsTheLimitHoldsBack() throws {
        let (home, cards) = try BacklogBank.make()
        let over = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: back)
        #expect(over.stdout.contains(#""over_limit":\#(cards - 2),"new_left":0,"new_held":20,"#), "\(over.stdout)")
        let partly = back.merging(["KUCHI_REVIEWS_PER_DAY": String(cards + 7)]) { $1 }
        let said = "7 new words left today (reviews_per_day holds back 13 more beside the reviews due)"
        let review = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: partly)
        #expect(review.stdout.contains("Review: \(cards) cards due now, \(said)."), "\(review.stdout)")
        let due = try KuchiBinary.run(["due"], home: home, environment: partly)
        #expect(due.stdout.contains("\n" + said.prefix(1).uppercased() + said.dropFirst() + ".\n"), "\(due.stdout)")
        let json = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: partly)
        #expect(json.stdout.contains(#""over_limit":0,"new_left":7,"new_held":13,"#), "\(json.stdout)")
    }

    /// With the day's limit at 0 (or reached), a review asks nothing because of the limit, and says so, not "nothing to
    /// review" (rev24 L1).
    @Test func aLimitOfNoReviewsSaysTheReviewsWaitNotThatNoneIsDue() throws {
        let (home, cards) = try BacklogBank.make()
        let none = back.merging(["KUCHI_REVIEWS_PER_DAY": "0"]) { $1 }
        let text = try KuchiBinary.run(["review"], input: ":quit\n", home: home, environment: none)
        #expect(text.stdout.contains("No reviews today: \(cards) reviews are due, and reviews_per_day (0) is reached, so they wait "
                                     + "for another day (--reviews N raises the limit for a session)."), "\(text.stdout)")
        #expect(!text.stdout.contains("Nothing to review"), "\(text.stdout)")
    }

    @Test func randomPracticeTellsTheWholeBacklog() throws {
        let (home, cards) = try BacklogBank.make()
        let text = try KuchiBinary.run([], input: ":quit\n", home: home, environment: back)
        #expect(text.stdout.contains("\(cards) cards are due for review; kuchi review asks 2 of them today (reviews_per_day); "
                                     + "this session practises words at random."), "\(text.stdout)")
        let json = try KuchiBinary.run(["--json"], input: "{\"command\":\"quit\"}\n", home: home, environment: back)
        let session = try #require(json.stdout.split(separator: "\n").first { $0.hasPrefix(#"{"type":"session""#) })
        #expect(session.contains(#""reviews_due":2,"over_limit":\#(cards - 2),"#), "\(session)")
        let summary = try #require(json.stdout.split(separator: "\n").first { $0.hasPrefix(#"{"type":"summary""#) })
        #expect(summary.hasSuffix(#""reviews_due":2,"over_limit":\#(cards - 2)}"#), "\(summary)")
    }
}
