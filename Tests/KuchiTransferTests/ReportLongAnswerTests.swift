import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import Testing

/// A very long wrong answer is cut in the "Given instead" column of every report format, and kept whole elsewhere.
@Suite("Long given answers in reports")
struct ReportLongAnswerTests {
    /// 3,250 characters, none of them markup, so every format shows the same text.
    static let longAnswer = String(repeating: "abcdefghij", count: 325)
    /// What a report shows of it: 59 characters and an ellipsis, 60 in all.
    static let shown = String(longAnswer.prefix(59)) + "…"

    /// A learner who typed the long answer twice for 猫, and "dog" once.
    private func history() throws -> ReportHistory {
        let history = try ReportHistory()
        let ann = try history.learner("Ann")
        try history.session(ann, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
            .wrong(1, Self.longAnswer, at: "2026-03-05 03:01:00"), .wrong(1, Self.longAnswer, at: "2026-03-05 03:02:00"),
            .wrong(1, "dog", at: "2026-03-05 03:03:00"), .right(1, at: "2026-03-05 03:04:00"),
        ])
        return history
    }

    @Test(arguments: ReportFormat.allCases)
    func missesWithNothingTypedAreNoConfusion(format: ReportFormat) throws {
        let history = try ReportHistory()
        let ann = try history.learner("Ann")
        // Four imported reviews graded Again (nothing typed), and one typed miss.
        try history.session(ann, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
            .wrong(1, "", at: "2026-03-05 03:01:00"), .wrong(1, "", at: "2026-03-05 03:02:00"),
            .wrong(1, " ", at: "2026-03-05 03:03:00"), .wrong(1, "", at: "2026-03-05 03:03:30"),
            .wrong(1, "dog", at: "2026-03-05 03:04:00"),
        ])
        let text = format.render(try history.report())
        #expect(!text.contains("“”") && !text.contains("<q></q>") && !text.contains("<q> </q>"))
        switch format {
        case .markdown: #expect(text.contains("| 猫 (ねこ) | cat | 5 | 0% | “dog” ×1 |"))
        case .html: #expect(text.contains("<q>dog</q>&#160;×1</td>"))
        case .json:
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let missed = try #require((json["most_missed"] as? [[String: Any]])?.first)
            #expect((missed["confusions"] as? [[String: Any]])?.compactMap { $0["given"] as? String } == ["dog"])
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func aLongGivenAnswerShowsSixtyCharactersAndAnEllipsis(format: ReportFormat) throws {
        let text = format.render(try history().report())
        #expect(!text.contains(String(Self.longAnswer.prefix(61))))
        switch format {
        case .markdown:
            #expect(text.contains("| 猫 (ねこ) | cat | 3 | 25% | “\(Self.shown)” ×2, “dog” ×1 |"))
        case .html:
            #expect(text.contains("<q>\(Self.shown)</q>&#160;×2, <q>dog</q>&#160;×1"))
        case .json:
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let missed = try #require((json["most_missed"] as? [[String: Any]])?.first)
            let given = (missed["confusions"] as? [[String: Any]])?.compactMap { $0["given"] as? String }
            #expect(given == [Self.shown, "dog"])
        }
    }

    @Test func shortAnswersAndTheSixtyCharacterLimitItselfAreShownWhole() {
        let sixty = String(Self.longAnswer.prefix(60))
        #expect(Confusion(given: sixty, count: 1).given == sixty)
        #expect(Confusion(given: "cat", count: 1).given == "cat")
        #expect(Confusion(given: sixty + "k", count: 1).given == Self.shown)
    }

    @Test func theDatabaseAndTheHistoryExportKeepTheWholeAnswer() throws {
        let history = try history()
        let folder = try OutputFolder()
        try Exporter.export(.history, from: history.database.reports, filter: ExportFilter(), format: .jsonl, to: folder.file("out"),
                            force: false)
        let lines = try String(contentsOfFile: folder.file("out"), encoding: .utf8).split(separator: "\n")
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["given"] as? String == Self.longAnswer)
    }
}
