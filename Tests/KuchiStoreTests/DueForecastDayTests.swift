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
                let due = UTCTime(today.addingTimeInterval(Double(day) * 86_400 + 3_600)).stored
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due, last_review, introduced_at)
                    VALUES (?, ?, 'recognition', 'review', 5, 5, ?, ?, ?)
                    """, arguments: [learner.id, day + 1, due, UTCTime(today).stored, UTCTime(today).stored])
            }
        }
        let forecast = try database.practice.dueForecast(profile: learner, at: now, timeZone: utc)
        #expect(forecast.perDay == Array(repeating: 1, count: 14))
        #expect(forecast.dueNow == 1, "the card due at 05:00 today")
        #expect(try database.practice.dueForecast(profile: learner, at: now, days: 1, timeZone: utc).perDay == [1])
    }

    @Test func theDayNumberHalvesTheDayStarts() {
        let number = DueDayNumber(column: "due", starts: ["b", "d"])
        #expect(number.sql == "CASE WHEN due >= ? THEN CASE WHEN due >= ? THEN 2 ELSE 1 END ELSE 0 END")
        #expect(number.arguments == ["b", "d"])
        #expect(DueDayNumber(column: "due", starts: []).sql == "0")
    }
}
