import Foundation
import Testing

@Suite("One review: kuchi due, kuchi decks and kuchi review agree")
struct OneReviewTests {
    private static func events(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    /// A card as a challenge shows it: its kind and word (a word question shows meanings instead).
    private static func card(_ event: [String: Any]) -> String {
        let kind = event["kind"] as? String ?? ""
        let cardKind = kind == "reading" ? "reading" : kind == "word" ? "writing" : "recognition"
        let shown = event["word"] as? String ?? (event["meanings"] as? [String] ?? []).joined(separator: "; ")
        return cardKind + " " + shown
    }

    @Test func everyCardKuchiDueCountsIsAskedByOneReviewAfterTheClockMoves() throws {
        let home = try KuchiBinary.Home()
        // Day 1, random practice in three modes: a wrong try grades each word's card of that kind (Again), :skip moves on.
        let day1 = "2026-11-23T09:00:00+09:00"
        for (mode, wrong) in [("choice", "1"), ("reading", "あ"), ("word", "あ")] {
            let lines = Array(repeating: "\(wrong)\n:skip\n", count: 6).joined()
            let run = try KuchiBinary.run(["--json", "--mode", mode, "--seed", "3", "--name", "Ann", "--questions", "20"],
                                          input: lines, home: home, environment: ["KUCHI_NOW": day1])
            #expect(run.status == 0, "\(run.stderr)")
        }
        // Three days later every card is due.
        let later = ["KUCHI_NOW": "2026-11-26T09:00:00+09:00"]
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: later)
        let dueNow = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])["due_now"] as? Int
        let count = try #require(dueNow)
        #expect(count >= 12)
        let decks = try KuchiBinary.run(["decks"], home: home, environment: later)
        #expect(decks.stdout.contains("\(count) due"))

        let review = try KuchiBinary.run(["review", "--json", "--new-words", "0"], input: String(repeating: ":skip\n", count: count + 5),
                                         home: home, environment: later)
        #expect(review.status == 0)
        let events = try Self.events(review.stdout)
        let session = try #require(events.first { $0["type"] as? String == "session" })
        #expect(session["due"] as? Int == count)
        #expect(session["new_left"] as? Int == 0)
        let asked = events.filter { $0["type"] as? String == "challenge" }.map(Self.card)
        #expect(asked.count == count, "each card once")
        #expect(Set(asked).count == count)
        #expect(Set(asked.map { $0.split(separator: " ")[0] }) == ["recognition", "reading", "writing"])
        #expect(events.last?["type"] as? String == "summary")
        #expect(events.last?["status"] as? String == "completed")

        let text = try KuchiBinary.run(["review", "--new-words", "0"], input: ":quit\n", home: home, environment: later)
        #expect(text.stdout.contains("Review: \(count) cards due now, 0 new words left today."))

        // A mode named on the command line narrows the review to its cards.
        let reading = try KuchiBinary.run(["review", "--json", "--new-words", "0", "--mode", "reading"], input: ":quit\n",
                                          home: home, environment: later)
        let narrowed = try #require(try Self.events(reading.stdout).first { $0["type"] as? String == "session" })
        #expect((narrowed["due"] as? Int ?? 0) < count)
        #expect((narrowed["due"] as? Int ?? 0) == asked.filter { $0.hasPrefix("reading ") }.count)

        // The internal review order (for simulations): any of the four, nothing else.
        let lowest = try KuchiBinary.run(["review", "--json", "--new-words", "0"], input: ":quit\n", home: home,
                                         environment: later.merging(["KUCHI_REVIEW_ORDER": "lowest-r"]) { $1 })
        #expect(lowest.status == 0)
        let bad = try KuchiBinary.run(["review"], home: home, environment: ["KUCHI_REVIEW_ORDER": "random"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("KUCHI_REVIEW_ORDER: expected one of highest-r, lowest-r, overdueness, difficulty"))
    }

    @Test func aLevelInTheConfigFileChoosesNewWordsButNeverHidesTheDueCardsOfAnImportedDeck() throws {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "level = \"N5\"\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/anki-studied-fsrs.apkg").path
        let imported = try KuchiBinary.run(["import", "--name", "Ann", package], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let later = ["KUCHI_NOW": "2026-12-01T09:00:00+09:00"]
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: later)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])
        let count = try #require(object["due_now"] as? Int)
        #expect(count > 0, "the imported deck's cards are due")
        // The config's level chooses the new words (N5's); the due cards are the whole bank's, as kuchi due counts them.
        let review = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--reviews", "9999"], input: ":quit\n",
                                         home: home, environment: later)
        let session = try #require(try Self.events(review.stdout).first { $0["type"] as? String == "session" })
        #expect(session["due"] as? Int == count, "\(review.stdout)")
        let lesson = try Self.events(review.stdout).first { $0["type"] as? String == "lesson" }
        #expect(lesson == nil || lesson?["word"] as? String == "する", "new words stay in the config's level (N5 starts with する)")
        // A scope named on the command line narrows the due cards too: N5 has none of the imported deck's.
        let narrowed = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--level", "N5", "--reviews", "9999"],
                                           input: ":quit\n", home: home, environment: later)
        #expect(!narrowed.stdout.contains(#""due":\#(count)"#), "\(narrowed.stdout)")
    }
}
