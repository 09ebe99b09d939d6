import Foundation
import KuchiStore
import Testing

/// Exact figures of the Tokyo history (ReportTestSupport.swift): Ann practised on Mar 1, 2, 3, 5 and 6
/// (local days), Bob on Mar 6.
@Suite("Progress report figures")
struct ReportFiguresTests {
    private func day(_ date: String, sessions: Int, answers: Int, correct: Int, ms: Int64) -> DayActivity {
        DayActivity(date: reportDay(date), sessions: sessions, answers: answers, correct: correct, timeSpentMilliseconds: ms)
    }

    @Test func daysFollowTheLocalCalendarAcrossMidnightAndAClockThatJumpedBack() throws {
        let report = try makeTokyoHistory().report(profile: "Ann")
        #expect(report.learners == ["Ann"])
        #expect(report.today == reportDay("2026-03-06"))
        #expect(report.days == [
            day("2026-03-01", sessions: 2, answers: 7, correct: 4, ms: 18_000),
            day("2026-03-02", sessions: 0, answers: 2, correct: 1, ms: 302_000),
            day("2026-03-03", sessions: 1, answers: 2, correct: 2, ms: 3000),
            day("2026-03-05", sessions: 1, answers: 3, correct: 1, ms: 3000),
            day("2026-03-06", sessions: 1, answers: 4, correct: 3, ms: 4000),
        ])
        let accuracies: [Double?] = [4.0 / 7, 0.5, 1, 1.0 / 3, 0.75]
        #expect(report.days.map(\.accuracy) == accuracies)
        #expect(report.days.allSatisfy { $0.timeSpentMilliseconds >= 0 })
        #expect(report.totals == ActivityTotals(sessions: 5, answers: 18, correct: 11, timeSpentMilliseconds: 330_000,
                                                practiceDays: 5, firstDay: reportDay("2026-03-01"),
                                                lastDay: reportDay("2026-03-06")))
        #expect(report.totals.wrong == 7)
    }

    @Test func streaksCountEachPracticeDayOnce() throws {
        let history = try makeTokyoHistory()
        let longest = Streaks(current: 2, longest: 3, longestStart: reportDay("2026-03-01"), longestEnd: reportDay("2026-03-03"))
        #expect(try history.report(profile: "Ann").streaks == longest)
        // Nothing yet today (Mar 7): the streak that ended yesterday still counts.
        #expect(try history.report(profile: "Ann", now: "2026-03-07 13:00:00").streaks.current == 2)
        // Mar 8: it is broken.
        #expect(try history.report(profile: "Ann", now: "2026-03-08 13:00:00").streaks.current == 0)
        #expect(try history.report(profile: "Ann", now: "2026-03-08 13:00:00").streaks.longest == 3)
    }

    @Test func wordsWithoutCardsAreNotMatureButCanStruggle() throws {
        let report = try makeTokyoHistory().report(profile: "Ann")
        // No graded answers, so no cards and nothing mature. 犬: 1 of 5, 秋: 2 of 5 → struggling.
        #expect(report.words == WordTotals(inBank: 6, seen: 4, mature: 0, struggling: 2))
        #expect(report.struggling.map(\.word.text) == ["犬", "秋"])
        #expect(report.struggling.map(\.answers) == [5, 5])
        #expect(report.struggling.map(\.correct) == [1, 2])
        #expect(report.struggling.first?.word == ReportWord(id: 2, text: "犬", reading: "いぬ", meaning: "dog", level: "N5", deck: "core"))
    }

    @Test func theMostMissedWordsComeWithWhatWasGivenInstead() throws {
        let report = try makeTokyoHistory().report(profile: "Ann")
        #expect(report.mostMissed.map(\.word.text) == ["犬", "秋"])
        #expect(report.mostMissed.map(\.misses) == [4, 3])
        #expect(report.mostMissed.map(\.accuracy) == [0.2, 0.4])
        #expect(report.mostMissed[0].confusions == [Confusion(given: "cat", count: 3), Confusion(given: "bird", count: 1)])
        #expect(report.mostMissed[1].confusions == [Confusion(given: "long", count: 2), Confusion(given: "to put", count: 1)])
    }

    @Test func progressPerLevelAndDeck() throws {
        let report = try makeTokyoHistory().report(profile: "Ann")
        #expect(report.levels == [
            GroupProgress(name: "N5", total: 3, seen: 3, mature: 0),
            GroupProgress(name: "N4", total: 2, seen: 1, mature: 0),
            GroupProgress(name: nil, total: 1, seen: 0, mature: 0),
        ])
        #expect(report.decks == [
            GroupProgress(name: "core", total: 4, seen: 4, mature: 0),
            GroupProgress(name: "extra", total: 2, seen: 0, mature: 0),
        ])
    }

    @Test func withoutAProfileEveryLearnerCounts() throws {
        let report = try makeTokyoHistory().report()
        #expect(report.learners == ["Ann", "Bob"])
        #expect(report.days.last == day("2026-03-06", sessions: 2, answers: 6, correct: 4, ms: 6000))
        #expect(report.totals.sessions == 6)
        #expect(report.totals.answers == 20)
        #expect(report.totals.correct == 12)
        #expect(report.words == WordTotals(inBank: 6, seen: 5, mature: 0, struggling: 2))
        #expect(report.mostMissed.map(\.word.text) == ["犬", "秋", "電車"])
        #expect(report.mostMissed.last?.confusions == [Confusion(given: "bus", count: 1)])
    }

    @Test func aProfileSeesOnlyItsOwnAnswers() throws {
        let report = try makeTokyoHistory().report(profile: "bob")
        #expect(report.learners == ["Bob"])
        #expect(report.days == [day("2026-03-06", sessions: 1, answers: 2, correct: 1, ms: 2000)])
        #expect(report.words == WordTotals(inBank: 6, seen: 1, mature: 0, struggling: 0))
        #expect(report.streaks == Streaks(current: 1, longest: 1, longestStart: reportDay("2026-03-06"),
                                          longestEnd: reportDay("2026-03-06")))
    }

    @Test func sinceLimitsActivityButNotStandings() throws {
        let report = try makeTokyoHistory().report(profile: "Ann", since: "2026-03-03")
        #expect(report.since == reportDay("2026-03-03"))
        #expect(report.days.map(\.date) == [reportDay("2026-03-03"), reportDay("2026-03-05"), reportDay("2026-03-06")])
        #expect(report.totals == ActivityTotals(sessions: 3, answers: 9, correct: 6, timeSpentMilliseconds: 10_000,
                                                practiceDays: 3, firstDay: reportDay("2026-03-03"),
                                                lastDay: reportDay("2026-03-06")))
        #expect(report.mostMissed.map(\.word.text) == ["犬"])
        #expect(report.mostMissed.first?.answers == 3)
        #expect(report.mostMissed.first?.confusions == [Confusion(given: "cat", count: 2), Confusion(given: "bird", count: 1)])
        #expect(report.streaks.longest == 3)
        #expect(report.words.mature == 0)
    }

    @Test func sinceStartsAtLocalMidnight() throws {
        // 15:05 UTC on Mar 1 is 00:05 on Mar 2 in Tokyo: in the period from Mar 2.
        let report = try makeTokyoHistory().report(profile: "Ann", since: "2026-03-02")
        #expect(report.days.first == day("2026-03-02", sessions: 0, answers: 2, correct: 1, ms: 302_000))
        #expect(report.mostMissed.map(\.word.text) == ["犬", "秋"])
        #expect(report.mostMissed.map(\.misses) == [3, 1])
    }

    @Test func anUnknownProfileNamesTheKnownOnes() throws {
        let history = try makeTokyoHistory()
        let unknown = StoreError.unknownLearner(path: ":memory:", name: "Cleo", known: ["Ann", "Bob"])
        #expect(throws: unknown) { try history.report(profile: "Cleo") }
        #expect(unknown.exitCode == .usage)
        #expect(unknown.description == "There is no learner called “Cleo” in :memory:; learners: “Ann”, “Bob” (kuchi learners lists them).")
    }

    @Test func anEmptyHistoryHasZerosAndNoNaN() throws {
        let report = try ReportHistory().report()
        #expect(!report.hasActivity)
        #expect(report.learners.isEmpty)
        #expect(report.days.isEmpty)
        #expect(report.totals == ActivityTotals())
        #expect(report.totals.accuracy == nil)
        #expect(report.streaks == Streaks())
        #expect(report.words == WordTotals(inBank: 6, seen: 0, mature: 0, struggling: 0))
        #expect(report.mostMissed.isEmpty)
        #expect(report.levels.map(\.seen) == [0, 0, 0])
    }
}
