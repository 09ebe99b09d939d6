import Foundation
import Testing
@testable import KuchiCore

/// A study day starts at 04:00 on the learner's clock, on the days summer time begins and ends too: a learning card
/// answered at 23:00 counts against the next day's review limit from 04:00, not from 05:00 or 03:00.
@Suite("Study days across summer time")
struct StudyDayTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// The instant of `text` (`2026-03-29 04:30 +0200`).
    private func at(_ text: String) throws -> Date {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.dateFormat = "yyyy-MM-dd HH:mm Z"
        return try #require(format.date(from: text))
    }

    @Test func theDaySummerTimeBeginsStartsAtFourOnTheClock() throws {
        // 2026-03-29: clocks go from 02:00 to 03:00; 04:00 is 02:00 UTC.
        #expect(StudyDay.start(of: try at("2026-03-29 04:30 +0200"), in: berlin) == (try at("2026-03-29 04:00 +0200")))
        #expect(StudyDay.start(of: try at("2026-03-29 03:59 +0200"), in: berlin) == (try at("2026-03-28 04:00 +0100")))
        #expect(StudyDay.end(of: try at("2026-03-28 12:00 +0100"), in: berlin) == (try at("2026-03-29 04:00 +0200")),
                "a study day of 23 hours")
    }

    @Test func theDaySummerTimeEndsStartsAtFourOnTheClock() throws {
        // 2026-10-25: clocks go from 03:00 back to 02:00; 04:00 is 03:00 UTC.
        #expect(StudyDay.start(of: try at("2026-10-25 03:30 +0100"), in: berlin) == (try at("2026-10-24 04:00 +0200")))
        #expect(StudyDay.start(of: try at("2026-10-25 04:00 +0100"), in: berlin) == (try at("2026-10-25 04:00 +0100")))
        #expect(StudyDay.end(of: try at("2026-10-24 12:00 +0200"), in: berlin) == (try at("2026-10-25 04:00 +0100")),
                "a study day of 25 hours")
    }

    @Test func aLearningCardFromLastNightCountsFromFourOnTheDaySummerTimeBegins() throws {
        var mark = ReviewMark(timeZone: berlin)
        let lastNight = try at("2026-03-28 23:00 +0100")
        let card = CardMemory(state: .learning, step: 0, stability: 0.5, difficulty: 5, due: lastNight, lastReview: lastNight,
                              reps: 1, lapses: 0)
        #expect(mark.isReview(before: card, at: try at("2026-03-29 04:10 +0200")), "04:10 is the new study day")
        #expect(!mark.isReview(before: card, at: try at("2026-03-29 03:50 +0200")), "03:50 is still last night's")
    }
}
