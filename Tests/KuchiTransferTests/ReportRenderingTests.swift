import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KuchiCore
import KuchiStore
import KuchiTransfer
import Testing

@Suite("Progress report formats")
struct ReportRenderingTests {
    @Test func htmlIsWellFormedXMLWithThreeCharts() throws {
        let html = HTMLReport.render(try makeTokyoHistory().report(profile: "Ann"))
        let document = try #require(ReportXML.parse(html))
        #expect(document.elements.filter { $0 == "svg" }.count == 3)
        #expect(!document.elements.contains("script"))
        #expect(document.elements.filter { $0 == "table" }.count == 5)
        #expect(html.contains("<title id=\"chart-accuracy\">"))
        #expect(html.contains("@media print"))
        // Self-contained: nothing to fetch, nothing to run.
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("<link") && !html.contains("url("))
    }

    @Test func markdownHasTheFiguresInTables() throws {
        let markdown = MarkdownReport.render(try makeTokyoHistory().report(profile: "Ann"))
        #expect(markdown.hasPrefix("# Kuchi progress report: Ann\n"))
        #expect(markdown.contains("Generated 2026-03-06 22:00 (Asia/Tokyo), covering all history."))
        #expect(markdown.contains("- **Answers:** 18: 11 correct, 7 wrong"))
        #expect(markdown.contains("- **Time spent:** 5m 30s"))
        #expect(markdown.contains("- **Longest streak:** 3 days (2026-03-01 – 2026-03-03)"))
        #expect(markdown.contains("| 2026-03-06 | 1 | 4 | 3 | 75% | 4s | 0 | – | – |"))
        #expect(markdown.contains("| 犬 (いぬ) | dog | 4 | 20% | “cat” ×3, “bird” ×1 |"))
        #expect(markdown.contains("| N5 | 3 | 3 | 0 | `▒▒▒▒▒▒▒▒▒▒` 0% |"))
        #expect(markdown.contains("| no level | 1 | 0 | 0 | `░░░░░░░░░░` 0% |"))
    }

    /// Defect 8 of the twelfth walk-through: `▒▒▒░░░░░░░ 1%` with no legend, and "Words seen: 211 of 8,252" read
    /// against an N5 scope of 662.
    @Test func markdownSaysWhatTheBarsAndTheWordsSeenCount() throws {
        let markdown = MarkdownReport.render(try makeTokyoHistory().report(profile: "Ann"))
        #expect(markdown.contains("\n\nProgress bars: ten cells for the row's words, `█` mature (every card remembered for 21 days or more), "
            + "`▒` seen, `░` not seen yet; the percentage is the share of the row's words that are mature.\n"))
        #expect(markdown.components(separatedBy: "Progress bars:").count == 2, "said once, under the first table of bars")
        let levels = try #require(markdown.range(of: "## Progress by JLPT level"))
        let legend = try #require(markdown.range(of: "Progress bars:"))
        let decks = try #require(markdown.range(of: "## Progress by deck"))
        #expect(levels.upperBound < legend.lowerBound && legend.upperBound < decks.lowerBound)
        #expect(markdown.contains("- **Words seen:** 4 of 6 in the word bank, every level and deck (each level's and deck's below)"))
    }

    @Test func jsonHasStableKeysISODatesAndExactShares() throws {
        let report = try makeTokyoHistory().report(profile: "Ann", since: "2026-03-01")
        let text = JSONReport.render(report)
        #expect(text == JSONReport.render(report))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["format", "version", "generated_at", "time_zone", "today", "since", "learners", "totals",
                                   "streaks", "words", "days", "most_missed", "struggling", "levels", "decks", "memory", "scope_met"])
        #expect(json["generated_at"] as? String == "2026-03-06T13:00:00Z")
        #expect(json["since"] as? String == "2026-03-01")
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.first?["date"] as? String == "2026-03-01")
        #expect(days.first?["accuracy"] as? Double == 0.5714)
        #expect(days.first?["time_spent_ms"] as? Int == 18_000)
        let missed = try #require(json["most_missed"] as? [[String: Any]])
        let confusions = try #require(missed.first?["confusions"] as? [[String: Any]])
        #expect(confusions.first?["given"] as? String == "cat")
        #expect(confusions.first?["count"] as? Int == 3)
        let levels = try #require(json["levels"] as? [[String: Any]])
        #expect(levels.last?["level"] is NSNull)
        #expect(text.contains("\n  \"format\": \"kuchi-progress-report\",\n  \"version\": 2,\n"))
    }

    @Test(arguments: ReportFormat.allCases)
    func anEmptyHistoryGivesAFriendlyReport(format: ReportFormat) throws {
        for history in [try ReportHistory(), try ReportHistory(words: [])] {
            let text = format.render(try history.report())
            #expect(!text.contains("NaN") && !text.contains("nan") && !text.contains("inf"))
            switch format {
            case .markdown:
                #expect(text.contains("No practice yet"))
            case .html:
                #expect(text.contains("No practice yet"))
                #expect(ReportXML.parse(text) != nil)
            case .json:
                let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let totals = try #require(json["totals"] as? [String: Any])
                #expect(totals["accuracy"] is NSNull)
                #expect(totals["answers"] as? Int == 0)
            }
        }
    }

    @Test func anEmptyPeriodSaysSo() throws {
        let report = try makeTokyoHistory().report(profile: "Ann", since: "2026-03-07", now: "2026-03-07 13:00:00")
        #expect(MarkdownReport.render(report).contains("No practice since 2026-03-07."))
        #expect(MarkdownReport.render(report).contains("- **Current streak:** 2 days"))
    }

    /// A report `--since` a day still to come says so, and "none in this period" for reviews, not "none yet" (the
    /// learner has practised, before the period).
    @Test func aPeriodStillToComeSaysSoAndNoneInThisPeriod() throws {
        let report = try makeTokyoHistory().report(profile: "Ann", since: "2027-01-01", now: "2026-03-07 13:00:00")
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("No practice in this period: 2027-01-01 is still to come."), "\(markdown)")
        #expect(markdown.contains("- **Reviews:** none in this period") && !markdown.contains("none yet"), "\(markdown)")
    }

    /// A word two decks hold is seen in both decks' rows but once at its level: the report says why, under the deck
    /// table, so that a learner who never studied N3 is not puzzled by jlpt-n3's words seen.
    @Test func decksSharingWordsAreExplainedUnderTheDeckTable() throws {
        var report = try makeTokyoHistory().report(profile: "Ann")
        let note = "Decks share words: a word several decks hold is counted in each of them here"
        #expect(!MarkdownReport.render(report).contains(note), "core and extra share no word")
        report.decks.append(GroupProgress(name: "jlpt-n3", total: 1_779, seen: 2, mature: 0))
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains(note) && markdown.contains("(2 more counts than the"), "\(markdown)")
        #expect(HTMLReport.render(report).contains("Decks share words"))
    }

    /// The note names what shares the words: the JLPT lists only when no deck of the learner's own holds seen words.
    @Test func theSharedDeckNoteNamesTheDecksThatShare() throws {
        var report = try makeTokyoHistory().report(profile: "Ann")
        let own = report.decks
        report.decks.append(GroupProgress(name: "jlpt-n3", total: 1_779, seen: 2, mature: 0))
        let mixed = MarkdownReport.render(report)
        #expect(mixed.contains("your deck 'core' and the JLPT lists can hold the same words."), "\(mixed)")
        report.decks = own.map { GroupProgress(name: "jlpt-" + ($0.name ?? ""), total: $0.total, seen: $0.seen, mature: $0.mature) }
            + [GroupProgress(name: "jlpt-n3", total: 1_779, seen: 2, mature: 0)]
        #expect(MarkdownReport.render(report).contains("the JLPT lists share some words."))
        report.decks = own + [GroupProgress(name: "fruit", total: 3, seen: 2, mature: 0)]
        let ownOnly = MarkdownReport.render(report)
        #expect(ownOnly.contains("your decks 'core', 'fruit' hold some of the same words.") && !ownOnly.contains("JLPT lists"),
                "\(ownOnly)")
    }

    @Test func formatNames() {
        #expect(ReportFormat(name: "HTML") == .html)
        #expect(ReportFormat(name: "md") == .markdown)
        #expect(ReportFormat(name: "json") == .json)
        #expect(ReportFormat(name: "pdf") == nil)
    }

    @Test func aReportFileIsPrivateAndNeverReplacedWithoutForce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.html"
        let report = try makeTokyoHistory().report()
        try ReportWriter.write(report, format: .html, to: path, force: false)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(throws: TransferError.outputExists(path: path)) {
            try ReportWriter.write(report, format: .json, to: path, force: false)
        }
        try ReportWriter.write(report, format: .json, to: path, force: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\n"))
    }
}

/// The elements and text of an XML document, or `nil` when it is not well-formed.
final class ReportXML: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var text = ""
    private(set) var attributeValues: [String] = []
    private var failed = false

    static func parse(_ document: String) -> ReportXML? {
        let collector = ReportXML()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        return parser.parse() && !collector.failed ? collector : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(elementName)
        attributeValues += attributes.values
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
}
