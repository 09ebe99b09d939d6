import Foundation
import Testing

@Suite("kuchi due names the 14 study days in the learner's time zone")
struct DueDaysCommandTests {
    /// A learner who has practised once, so that `kuchi due` has someone to forecast for.
    private static func homeWithALearner() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let practice = try KuchiBinary.run(["--name", "Ann", "--questions", "1", "--seed", "1"], input: "1\n", home: home,
                                           environment: ["KUCHI_NOW": "2026-11-23T09:00:00Z"])
        #expect(practice.status == 0, "\(practice.stderr)")
        return home
    }

    @Test func textLabelsEachDayWithItsWeekdayDayAndMonth() throws {
        let home = try Self.homeWithALearner()
        // Sunday 29 November 2026, 02:00 in Tokyo: still Saturday's study day (days start at 04:00).
        let run = try KuchiBinary.run(["due"], home: home,
                                      environment: ["KUCHI_NOW": "2026-11-29T02:00:00+09:00", "TZ": "Asia/Tokyo"])
        #expect(run.status == 0, "\(run.stderr)")
        let labels = run.stdout.split(separator: "\n").dropFirst(3).map { $0.dropFirst(2).prefix(11).trimmingCharacters(in: .whitespaces) }
        #expect(Array(labels.prefix(4)) == ["today", "tomorrow", "Mon 30 Nov", "Tue 1 Dec"])
        #expect(labels.last == "Fri 11 Dec")
        #expect(labels.count == 14)
    }

    @Test func jsonGivesEachDayAsItsDate() throws {
        let home = try Self.homeWithALearner()
        let run = try KuchiBinary.run(["due", "--format", "json"], home: home,
                                      environment: ["KUCHI_NOW": "2026-12-31T23:00:00-05:00", "TZ": "America/New_York"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [String])
        #expect(days.count == 14)
        #expect(days.first == "2026-12-31")
        #expect(days.dropFirst().first == "2027-01-01")
        #expect(days.last == "2027-01-13")
    }
}
