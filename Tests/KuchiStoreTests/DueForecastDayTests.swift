import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import Testing

@Suite("kuchi due: each card counted on the study day it falls due")
struct DueForecastDayTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// A card falls due at 05:00 on each of the 16 study days from today; the forecast holds 14 of them.
    @Test func everyDayOfTheForecastCountsItsOwnCards() throws {
        let database = try makeBank(words: 16)
        let learner = try database.practice.useProfile(named: "Ann")
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
        let today = StudyDay.start(of: now, in: utc)
        try database.write { db in
            for day in 0..<16 {
                let due = AnswerTime.milliseconds(today.addingTimeInterval(Double(day) * 86_400 + 3_600))
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 0, 2, 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, day + 1, due, AnswerTime.milliseconds(today), AnswerTime.milliseconds(today)])
            }
        }
        let forecast = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc)
        #expect(forecast.perDay == Array(repeating: 1, count: 14))
        #expect(forecast.dueNow == 1, "the card due at 05:00 today")
        #expect(try database.practice.dueForecast(profile: learner, at: now, days: 1, timeZone: utc).perDay == [1])
    }

    /// Times on the boundaries land as SQL's comparisons put them: a card due at the very moment of the forecast
    /// is due now, one due at a day's first millisecond is that day's, one due at the forecast's end is left out;
    /// and each card counts in its word's deck.
    @Test func cardsOnTheBoundariesLandOnTheirDayAndInTheirDeck() throws {
        let database = try makeBank(words: 6)
        let learner = try database.practice.useProfile(named: "Ann")
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
        let today = StudyDay.start(of: now, in: utc)
        let dues: [(word: Int, due: Date)] = [
            (1, now), (2, now.addingTimeInterval(0.001)), (3, today.addingTimeInterval(86_400)),
            (4, today.addingTimeInterval(86_400 - 0.001)), (5, today.addingTimeInterval(3 * 86_400)), (6, today.addingTimeInterval(-40 * 86_400)),
        ]
        try database.write { db in
            try db.execute(sql: "UPDATE word_source SET deck = CASE WHEN word_id IN (5, 6) THEN 'other' ELSE 'numbers' END")
            for (word, due) in dues {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 1, 2, 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, word, AnswerTime.milliseconds(due), AnswerTime.milliseconds(today), AnswerTime.milliseconds(today)])
            }
        }
        let forecast = try database.practice.dueForecast(profile: learner, at: now, days: 3, timeZone: utc)
        #expect(forecast.decks.map(\.name) == ["numbers", "other"])
        #expect(forecast.decks.map(\.dueNow) == [1, 1], "word 1 at this very moment; word 6 long overdue")
        #expect(forecast.decks.map(\.perDay) == [[3, 1, 0], [1, 0, 0]], "word 5 falls due at the forecast's end")
    }

    /// Only the decks of counted cards' words are listed, whether the words fill their id range (read in one walk)
    /// or lie far apart (looked up one by one).
    @Test(arguments: [[1, 3], [1, 90]])
    func onlyTheDecksOfCountedCardsAreListed(cardWords: [Int]) throws {
        let database = try makeBank(words: 100)
        let learner = try database.practice.useProfile(named: "Ann")
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
        try database.write { db in
            try db.execute(sql: "UPDATE word_source SET deck = 'deck ' || word_id")
            for word in cardWords {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 2, 2, 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, word, AnswerTime.milliseconds(now), AnswerTime.milliseconds(now), AnswerTime.milliseconds(now)])
            }
        }
        let forecast = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc)
        #expect(forecast.decks.map(\.name) == cardWords.map { "deck \($0)" })
        #expect(forecast.decks.map(\.dueNow) == [1, 1])
    }

    /// A word two decks hold (an Anki deck's word merged into a bundled one) counts its cards in both decks, as
    /// `kuchi decks` and `kuchi review --deck` count them, and once in the totals; a word far from the others
    /// (looked up by id) likewise.
    @Test(arguments: [[1, 2], [1, 90]])
    func aWordSeveralDecksHoldCountsInEachAndOnceInTheTotal(cardWords: [Int]) throws {
        let database = try makeBank(words: 100)
        let learner = try database.practice.useProfile(named: "Ann")
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
        try database.write { db in
            try db.execute(sql: "UPDATE word_source SET deck = 'bundled'")
            try db.execute(sql: "INSERT INTO word_source (word_id, deck) VALUES (?, 'Japanese::Vocab')", arguments: [cardWords[1]])
            for word in cardWords {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 2, 2, 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, word, AnswerTime.milliseconds(now), AnswerTime.milliseconds(now), AnswerTime.milliseconds(now)])
            }
        }
        let forecast = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc)
        #expect(forecast.decks.map(\.name) == ["Japanese::Vocab", "bundled"])
        #expect(forecast.decks.map(\.dueNow) == [1, 2])
        #expect(forecast.dueNow == 2, "two cards, however many decks hold their words")
        #expect(forecast.perDay.first == 2)
        #expect(forecast.decksOverlap)
    }

    /// `kuchi review` asks at most `reviews_per_day` reviews a study day, less those already done today; the
    /// forecast counts the review cards due now beyond that as the review's header does. Learning cards are never
    /// held back, and without a limit nothing is.
    @Test func reviewCardsBeyondTheDailyLimitLessTodaysReviewsWaitForAnotherDay() throws {
        let database = try makeBank(words: 8)
        let learner = try database.practice.useProfile(named: "Ann")
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
        let today = StudyDay.start(of: now, in: utc)
        try database.write { db in
            // Words 1–5: review cards due now; word 6: a learning card due now; word 7: a review card due tomorrow.
            for (word, state, due) in [(1, 2, now), (2, 2, now), (3, 2, now), (4, 2, now), (5, 2, now), (6, 1, now),
                                       (7, 2, today.addingTimeInterval(86_400 + 3_600))] {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 0, ?, 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, word, state, AnswerTime.milliseconds(due), AnswerTime.milliseconds(today),
                                     AnswerTime.milliseconds(today)])
            }
        }
        #expect(try database.practice.dueForecast(profile: learner, at: now, timeZone: utc).overLimit == 0, "no limit given")
        let limited = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc, reviewsPerDay: 3)
        #expect(limited.dueNow == 6)
        #expect(limited.overLimit == 2, "5 reviews due, 3 a day; the learning card is not held back")
        #expect(limited.reviewLimit == DueForecast.ReviewLimit(perDay: 3, doneToday: 0, reviewsDueNow: 5))

        // One review done today (an answer with a predicted recall), one answer that is not a review (none).
        let session = try database.practice.beginSession(profileID: learner.id, target: 5, seed: 1, at: today.addingTimeInterval(3_600))
        for recall in [0.9, nil] {
            _ = try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 8, given: "x", expected: "x", judgement: .exact,
                                                                elapsed: .seconds(1), answeredAt: today.addingTimeInterval(7_200), recall: recall))
        }
        let afterOne = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc, reviewsPerDay: 3)
        #expect(afterOne.overLimit == 3)
        #expect(afterOne.reviewLimit?.doneToday == 1)
        #expect(try database.practice.dueForecast(profile: learner, at: now, timeZone: utc, reviewsPerDay: 0).overLimit == 5)
    }
}
