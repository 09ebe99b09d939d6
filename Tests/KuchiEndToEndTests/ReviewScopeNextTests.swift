import Foundation
import Testing

/// Walk-through 31, D6: `kuchi review --level N4` with nothing to ask counted its "Next:" over every level (cards the
/// review never asks), and did not say that the day's new words were spent in random practice.
@Suite("A review with nothing to ask speaks of its own scope")
struct ReviewScopeNextTests {
    @Test func nextCountsTheScopesCardsAndSaysTheNewWordsAreSpent() throws {
        let home = try KuchiBinary.Home()
        let morning = ["KUCHI_NOW": "2026-12-08T09:00:00Z", "KUCHI_NOW_FROZEN": "1", "KUCHI_NEW_WORDS_PER_DAY": "1"]
        // Random practice of N5 words meets new words (the day's allowance is one) and leaves their cards due later.
        let practice = try KuchiBinary.run(["--name", "Ann", "--level", "N5", "--questions", "3", "--mode", "choice"],
                                           input: String(repeating: "1\n", count: 12) + ":quit\n", home: home, environment: morning)
        #expect(practice.status == 0, "\(practice.stderr)")
        let due = try KuchiBinary.run(["due", "--level", "N4"], home: home, environment: morning)
        #expect(due.stdout.contains("Due now for Ann: 0"), "\(due.stdout)")
        let review = try KuchiBinary.run(["review", "--level", "N4"], input: "n\n", home: home, environment: morning)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("Nothing to review now"), "\(review.stdout)")
        #expect(!review.stdout.contains("Next:"), "no N4 card is waiting: \(review.stdout)")
        #expect(review.stdout.contains("new_words_per_day (1) is used up today"), "\(review.stdout)")
        #expect(review.stdout.contains("--new-words N"), "\(review.stdout)")
    }

    /// Walk-through 35: with `new_words_per_day` 0 and nothing due, a review said "no new words left for today …
    /// Come back tomorrow, or import more words", to a learner with 662 N5 words not met: tomorrow brings none
    /// either, and importing is no way on. It now names the setting's 0 and the option that gives new words.
    @Test func aNewWordLimitOfZeroIsSaidSoWithTheWayOn() throws {
        let home = try KuchiBinary.Home()
        let morning = ["KUCHI_NOW": "2026-12-08T09:00:00Z", "KUCHI_NOW_FROZEN": "1"]
        for (arguments, environment) in [(["review", "--name", "Ann", "--new-words", "0"], morning),
                                          (["review", "--name", "Ann"], morning.merging(["KUCHI_NEW_WORDS_PER_DAY": "0"]) { $1 })] {
            let review = try KuchiBinary.run(arguments, input: "", home: home, environment: environment)
            #expect(review.status == 0, "\(review.stderr)")
            #expect(review.stdout.contains("Nothing to review now"), "\(review.stdout)")
            #expect(review.stdout.contains("new_words_per_day is 0") && review.stdout.contains("--new-words N"), "\(review.stdout)")
            #expect(!review.stdout.contains("import more words") && !review.stdout.contains("Come back tomorrow"), "\(review.stdout)")
        }
    }
}

