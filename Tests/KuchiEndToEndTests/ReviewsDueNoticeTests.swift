import Foundation
import Testing

@Suite("Plain kuchi tells a learner that reviews are due")
struct ReviewsDueNoticeTests {
    private static func events(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    @Test func randomPracticeSaysHowManyCardsKuchiReviewWouldAskAtItsStartAndEnd() throws {
        let home = try KuchiBinary.Home()
        // Day 1: six words missed once each, so each has a card.
        let day1 = try KuchiBinary.run(["--seed", "3", "--name", "Ann", "--questions", "20"],
                                       input: String(repeating: "1\n:skip\n", count: 6), home: home,
                                       environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(day1.status == 0, "\(day1.stderr)")
        #expect(!day1.stdout.contains("due for review"), "nothing was due on day 1")

        let later = ["KUCHI_NOW": "2026-11-26T09:00:00+09:00"]
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: later)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])
        let count = try #require(object["due_now"] as? Int)
        #expect(count > 1)

        let practice = try KuchiBinary.run([], input: ":quit\n", home: home, environment: later)
        #expect(practice.status == 0)
        #expect(practice.stdout.contains(
            "\(count) cards are due for review: kuchi review asks them (this session practises words at random)."))
        #expect(practice.stdout.contains("\(count) cards are due for review: kuchi review asks them.\nSee you next time"))

        let json = try KuchiBinary.run(["--json"], input: ":quit\n", home: home, environment: later)
        let events = try Self.events(json.stdout)
        #expect(events.first { $0["type"] as? String == "session" }?["reviews_due"] as? Int == count)
        #expect(events.first { $0["type"] as? String == "summary" }?["reviews_due"] as? Int == count)

        // The review itself says it in its header; its session event keeps `due` and has no `reviews_due`.
        let review = try KuchiBinary.run(["review", "--json", "--new-words", "0"], input: ":quit\n", home: home, environment: later)
        let session = try #require(try Self.events(review.stdout).first { $0["type"] as? String == "session" })
        #expect(session["due"] as? Int == count)
        #expect(session["reviews_due"] is NSNull)
    }

    @Test func aLearnerWithNothingDueIsToldNothing() throws {
        let home = try KuchiBinary.Home()
        let practice = try KuchiBinary.run(["--seed", "3", "--name", "Ann"], input: ":quit\n", home: home)
        #expect(practice.status == 0)
        #expect(!practice.stdout.contains("due for review"))
        let json = try KuchiBinary.run(["--json", "--seed", "3"], input: ":quit\n", home: home)
        #expect(try Self.events(json.stdout).first { $0["type"] as? String == "session" }?["reviews_due"] as? Int == 0)
    }
}

/// The hint at the end of a random session counts what the `kuchi review` it names would ask, every kind of card,
/// whatever the session's `--mode`: the same count as `kuchi due`.
@Suite("The reviews-due hint counts every kind of card")
struct ReviewsDueEveryKindTests {
    @Test func aChoiceSessionCountsTheWritingCardsDueToo() throws {
        let home = try KuchiBinary.Home()
        let day1 = ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"]
        // A recognition card missed in a choice session, a writing card missed in a word session.
        let choice = try KuchiBinary.run(["--seed", "3", "--name", "Ann", "--questions", "20", "--mode", "choice"],
                                         input: "1\n:skip\n1\n:skip\n", home: home, environment: day1)
        #expect(choice.status == 0, "\(choice.stderr)")
        let word = try KuchiBinary.run(["--seed", "3", "--questions", "20", "--mode", "word"], input: "ぬぬ\n:skip\n", home: home,
                                       environment: day1)
        #expect(word.status == 0, "\(word.stderr)")

        let later = ["KUCHI_NOW": "2026-11-26T09:00:00+09:00"]
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: later)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])
        let count = try #require(object["due_now"] as? Int)
        let writing = try KuchiBinary.run(["review", "--json", "--mode", "word", "--new-words", "0"], input: "", home: home,
                                          environment: later)
        #expect(writing.stdout.contains("\"due\":1"), "a writing card is due: \(writing.stdout)")

        let practice = try KuchiBinary.run(["--mode", "choice"], input: ":quit\n", home: home, environment: later)
        #expect(practice.stdout.contains("\(count) cards are due for review: kuchi review asks them.\nSee you next time"),
                "\(practice.stdout)")
        let json = try KuchiBinary.run(["--json", "--mode", "choice"], input: "", home: home, environment: later)
        let summary = try json.stdout.split(separator: "\n").compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .first { $0["type"] as? String == "summary" }
        #expect(summary?["reviews_due"] as? Int == count)
    }
}
