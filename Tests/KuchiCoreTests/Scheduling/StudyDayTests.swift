import Foundation
import Testing
import KuchiCore

/// Study days as Anki counts them (from 04:00 local): the days a card waited, and when a review card is due.
@Suite("Study days: elapsed days and due review cards")
struct StudyDayTests {
    private let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    private let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    private func time(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    @Test func daysElapsedAreStudyDayStartsCrossedNotWholeDays() throws {
        let answered = try time("2026-10-01T09:05:00+09:00")
        let elapsed = { (text: String) in StudyDay.elapsed(from: answered, to: try time(text), in: tokyo) }
        #expect(try elapsed("2026-10-01T23:59:00+09:00") == 0, "the same evening")
        #expect(try elapsed("2026-10-02T01:00:00+09:00") == 0, "past midnight, before the 04:00 rollover: still the same study day")
        #expect(try elapsed("2026-10-02T03:59:59+09:00") == 0)
        #expect(try elapsed("2026-10-02T04:00:00+09:00") == 1, "the rollover starts the next study day")
        #expect(try elapsed("2026-10-02T08:30:00+09:00") == 1, "23 h 25 min later is one study day later")
        #expect(try elapsed("2026-10-03T03:00:00+09:00") == 1)
        #expect(try elapsed("2026-10-01T08:00:00+09:00") == 0, "a clock set back counts no days")
    }

    @Test func aSummerTimeChangeMovesTheRolloverWithTheClocks() throws {
        // New York springs forward at 02:00 on Sunday 8 March 2026: that study day lasts 23 hours.
        let saturday = try time("2026-03-07T09:00:00-05:00")
        #expect(StudyDay.nextStart(after: saturday, in: newYork) == (try time("2026-03-08T04:00:00-04:00")))
        #expect(StudyDay.elapsed(from: saturday, to: try time("2026-03-08T03:30:00-04:00"), in: newYork) == 0)
        #expect(StudyDay.elapsed(from: saturday, to: try time("2026-03-08T04:10:00-04:00"), in: newYork) == 1)
        // And falls back on Sunday 1 November 2026: a 25-hour study day.
        let october = try time("2026-10-31T09:00:00-04:00")
        #expect(StudyDay.nextStart(after: october, in: newYork) == (try time("2026-11-01T04:00:00-05:00")))
        #expect(StudyDay.start(of: try time("2026-11-01T12:00:00-05:00"), in: newYork) == (try time("2026-11-01T04:00:00-05:00")))
    }

    /// A card in review answered at 09:05 with a one-day interval is due from 04:00 the next day, at 08:30 too, and
    /// not at 03:30 (the study day before); a learning step is due to the minute.
    @Test func aReviewCardIsDueFromItsStudyDaysStartALearningCardAtItsTime() throws {
        let review = CardMemory(state: .review, step: nil, stability: 1, difficulty: 5, due: try time("2026-10-02T09:05:00+09:00"),
                                lastReview: try time("2026-10-01T09:05:00+09:00"), reps: 2, lapses: 0)
        let isDue = { (card: CardMemory, text: String) in DueCutoff(at: try time(text), in: tokyo).isDue(card) }
        #expect(try isDue(review, "2026-10-02T08:30:00+09:00"))
        #expect(try isDue(review, "2026-10-02T04:00:00+09:00"))
        #expect(try !isDue(review, "2026-10-02T03:30:00+09:00"))
        var learning = review
        learning.state = .learning
        learning.step = 0
        learning.due = try time("2026-10-02T08:40:00+09:00")
        #expect(try !isDue(learning, "2026-10-02T08:30:00+09:00"), "a learning step is not asked early")
        #expect(try isDue(learning, "2026-10-02T08:40:00+09:00"))
    }

    /// Kuchi's scheduler credits a card asked the next morning, before 24 hours have passed, with the day it waited:
    /// its stability grows as after a day's wait (the reference's count after a full day), not as a same-day repeat.
    @Test func aCardAskedTheNextMorningEarlyGrowsAsAfterADay() throws {
        let kuchi = try FSRSScheduler.kuchi(timeZone: tokyo)
        var rng = SeededRandomNumberGenerator(seed: 1)
        let lesson = try time("2026-10-01T09:05:00+09:00")
        let learned = kuchi.review(kuchi.review(.new(due: lesson), rating: .again, at: lesson, using: &rng),
                                   rating: .good, at: lesson.addingTimeInterval(600), using: &rng)
        #expect(learned.state == .review)
        let early = kuchi.review(learned, rating: .good, at: try time("2026-10-02T08:30:00+09:00"))
        let fullDay = FSRSScheduler.default.review(learned, rating: .good, at: lesson.addingTimeInterval(600 + 86_400))
        let sameDay = FSRSScheduler.default.review(learned, rating: .good, at: try time("2026-10-02T08:30:00+09:00"))
        #expect(early.stability == fullDay.stability)
        #expect(early.stability > sameDay.stability * 1.5, "a same-day repeat would barely grow it")
        #expect(kuchi.predictedRecall(before: learned, at: try time("2026-10-02T08:30:00+09:00")) != nil, "it counts as a review")
        #expect(kuchi.predictedRecall(before: learned, at: try time("2026-10-02T03:30:00+09:00")) == nil, "before the rollover: the same day")
    }
}
