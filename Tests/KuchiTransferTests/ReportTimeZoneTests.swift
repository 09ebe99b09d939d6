import Foundation
import KuchiStore
import Testing

@Suite("Progress report days in the learner's time zone")
struct ReportTimeZoneTests {
    /// One right answer to word 1 at each UTC time, each in its own session.
    private func history(_ times: [String]) throws -> ReportHistory {
        let history = try ReportHistory()
        let learner = try history.learner("Lena")
        for time in times {
            try history.session(learner, start: time, end: time, [.right(1, at: time)])
        }
        return history
    }

    private func answersPerDay(_ report: ProgressReport) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: report.days.map { ($0.date.description, $0.answers) })
    }

    @Test func summerTimeStartsAndEndsInBerlin() throws {
        let history = try history([
            "2025-03-29 22:30:00",  // 23:30 CET, Mar 29
            "2025-03-29 23:10:00",  // 00:10 CET, Mar 30
            "2025-03-30 21:59:00",  // 23:59 CEST, Mar 30 (UTC+2 since 01:00 UTC)
            "2025-03-30 22:01:00",  // 00:01 CEST, Mar 31
            "2025-10-25 22:30:00",  // 00:30 CEST, Oct 26 (still UTC+2)
            "2025-10-26 22:30:00",  // 23:30 CET, Oct 26 (UTC+1 since 01:00 UTC)
            "2025-10-26 23:30:00",  // 00:30 CET, Oct 27
        ])
        let report = try history.report(zone: "Europe/Berlin", now: "2025-10-27 12:00:00")
        #expect(answersPerDay(report) == ["2025-03-29": 1, "2025-03-30": 2, "2025-03-31": 1, "2025-10-26": 2, "2025-10-27": 1])
        #expect(report.days.map(\.sessions) == [1, 2, 1, 2, 1])
        #expect(report.streaks == Streaks(current: 2, longest: 3, longestStart: reportDay("2025-03-29"),
                                          longestEnd: reportDay("2025-03-31")))
    }

    @Test func sinceIsLocalMidnightOnASummerTimeDay() throws {
        let history = try history(["2025-10-25 21:30:00", "2025-10-25 22:30:00"])  // 23:30 Oct 25, 00:30 Oct 26 (CEST)
        let report = try history.report(since: "2025-10-26", zone: "Europe/Berlin", now: "2025-10-27 12:00:00")
        #expect(answersPerDay(report) == ["2025-10-26": 1])
    }

    @Test(arguments: [
        ("Asia/Kolkata", ["2026-01-10 18:20:00", "2026-01-10 18:40:00"]),  // UTC+5:30: 23:50, then 00:10
        ("Asia/Kathmandu", ["2026-01-10 18:10:00", "2026-01-10 18:20:00"]),  // UTC+5:45: 23:55, then 00:05
        ("Asia/Tokyo", ["2026-01-10 14:55:00", "2026-01-10 15:05:00"]),  // UTC+9: 23:55, then 00:05
    ])
    func zonesOffByHalfAndQuarterHoursSplitDaysExactly(zone: String, times: [String]) throws {
        let report = try history(times).report(zone: zone, now: "2026-01-11 12:00:00")
        #expect(answersPerDay(report) == ["2026-01-10": 1, "2026-01-11": 1])
        #expect(report.streaks.current == 2)
    }

    @Test func theSameHistoryFallsOnOtherDaysElsewhere() throws {
        let history = try history(["2026-01-10 14:55:00", "2026-01-10 15:05:00"])
        #expect(answersPerDay(try history.report(zone: "UTC", now: "2026-01-11 12:00:00")) == ["2026-01-10": 2])
        #expect(answersPerDay(try history.report(zone: "America/Los_Angeles", now: "2026-01-11 12:00:00")) == ["2026-01-10": 2])
    }

    @Test func localDatesParseOnlyRealDays() {
        #expect(LocalDate(parsing: "2024-02-29")?.description == "2024-02-29")
        #expect(LocalDate(parsing: "2023-02-29") == nil)
        #expect(LocalDate(parsing: "2024-2-1")?.description == "2024-02-01")
        #expect(LocalDate(parsing: "2024-13-01") == nil)
        #expect(LocalDate(parsing: "yesterday") == nil)
        #expect(LocalDate(parsing: "2024-01-01x") == nil)
        #expect(reportDay("2024-12-31").adding(days: 1) == reportDay("2025-01-01"))
        #expect(reportDay("1970-01-01").daysSince1970 == 0)
        #expect(LocalDate(daysSince1970: -1) == reportDay("1969-12-31"))
    }
}
