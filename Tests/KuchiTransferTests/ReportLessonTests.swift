import Foundation
import KuchiCore
import KuchiStore
import Testing
@testable import KuchiTransfer

/// A lesson (a new word shown whole, Enter; stored as judgement `taught`) is no answer: the report counts it
/// apart, so "11 answers: 10 correct" no longer hides four lessons among the right answers.
@Suite("Lessons in progress reports")
struct ReportLessonTests {
    /// Ann's one day (Tokyo, Mar 6): four lessons, then six answers of which five are right.
    private func history() throws -> ReportHistory {
        let history = try ReportHistory()
        let ann = try history.learner("Ann")
        let session = try history.session(ann, start: "2026-03-06 00:00:00", end: nil, [])
        for (index, word) in [1, 2, 3, 4].enumerated() {
            try history.database.practice.recordAnswer(AnswerRecord(
                sessionID: session, wordID: Int64(word), given: "", expected: "cat", judgement: .taught,
                elapsed: .milliseconds(2000), answeredAt: reportUTC("2026-03-06 00:00:1\(index)")))
        }
        try history.session(ann, start: "2026-03-06 00:01:00", end: "2026-03-06 00:02:00", [
            .right(1, at: "2026-03-06 00:01:10"), .right(2, at: "2026-03-06 00:01:20"), .right(3, at: "2026-03-06 00:01:30"),
            .right(4, at: "2026-03-06 00:01:40"), .wrong(5, "dog", at: "2026-03-06 00:01:50"), .right(5, at: "2026-03-06 00:01:55"),
        ])
        return history
    }

    @Test func lessonsAreCountedApartFromAnswers() throws {
        let report = try history().report(profile: "Ann")
        #expect(report.totals.answers == 6 && report.totals.correct == 5 && report.totals.wrong == 1)
        #expect(report.totals.lessons == 4)
        #expect(report.totals.timeSpentMilliseconds == 8000 + 6000, "a lesson's time is time spent")
        #expect(report.days.map(\.lessons) == [4])
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("- **Answers:** 6: 5 correct, 1 wrong"), "\(markdown)")
        #expect(markdown.contains("- **Lessons:** 4 (new words shown whole; not answers)"))
        #expect(JSONReport.render(report).contains(#""lessons" : 4"#) || JSONReport.render(report).contains(#""lessons": 4"#))
    }

    /// A spreadsheet averaging `kuchi export history`'s `correct` column gets the report's accuracy: a lesson's
    /// `correct` is empty (it was 1, so four lessons and five right of six answers averaged 90%, not 83%).
    @Test func anExportedLessonHasNoCorrectValueSoTheColumnAveragesToTheReportsAccuracy() throws {
        let history = try history()
        let folder = try OutputFolder()
        try Exporter.export(.history, from: history.database.reports, filter: ExportFilter(), format: .csv,
                            to: folder.file("h.csv"), force: false)
        let lines = try String(contentsOfFile: folder.file("h.csv"), encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].components(separatedBy: ",")
        let correct = try #require(header.firstIndex(of: "correct")), judgement = try #require(header.firstIndex(of: "judgement"))
        let rows = lines.dropFirst().map { $0.components(separatedBy: ",") }
        #expect(rows.filter { $0[judgement] == "taught" }.map { $0[correct] } == ["", "", "", ""])
        let scored = rows.map { $0[correct] }.filter { !$0.isEmpty }
        #expect(scored.count == 6 && scored.filter { $0 == "1" }.count == 5)
        let report = try history.report(profile: "Ann")
        #expect(report.totals.accuracy == Double(scored.filter { $0 == "1" }.count) / Double(scored.count))
    }

    @Test func aDayOfLessonsOnlyIsAPracticeDay() throws {
        let history = try ReportHistory()
        let ann = try history.learner("Ann")
        let session = try history.session(ann, start: "2026-03-06 00:00:00", end: nil, [])
        try history.database.practice.recordAnswer(AnswerRecord(
            sessionID: session, wordID: 1, given: "", expected: "cat", judgement: .taught,
            elapsed: .milliseconds(2000), answeredAt: reportUTC("2026-03-06 00:00:10")))
        let report = try history.report(profile: "Ann")
        #expect(report.hasActivity && report.totals.answers == 0 && report.totals.lessons == 1)
        #expect(report.totals.practiceDays == 1 && report.streaks.current == 1)
        #expect(report.words.seen == 1, "a taught word has been seen")
        #expect(report.totals.accuracy == nil, "no answers, no accuracy")
    }
}
