import KuchiStore

/// The tables of the HTML report. Cells are built only from ``ReportText/xml(_:)`` output and formatted numbers.
enum HTMLReportTables {
    /// A table with a header row; `numeric` marks the columns to right-align. A cell's runs of spaces show as typed
    /// (``keepingSpaces(_:)``).
    static func table(_ headers: [String], numeric: Set<Int>, rows: [[String]]) -> String {
        func cell(_ tag: String, _ index: Int, _ content: String) -> String {
            let content = keepingSpaces(content)
            return numeric.contains(index) ? "<\(tag) class=\"num\">\(content)</\(tag)>" : "<\(tag)>\(content)</\(tag)>"
        }
        let head = headers.enumerated().map { cell("th", $0.offset, ReportText.xml($0.element)) }.joined()
        let body = rows.map { row in "<tr>" + row.enumerated().map { cell("td", $0.offset, $0.element) }.joined() + "</tr>" }
        return "<table>\n<thead><tr>\(head)</tr></thead>\n<tbody>\n" + body.joined(separator: "\n") + "\n</tbody>\n</table>\n"
    }

    /// `markup` with each space that follows a space written `&#160;`: a browser folds a run of spaces into one, and a
    /// meaning typed "a  b" would show as "a b". Cells are escaped text (``ReportText/xml(_:)``) and tags Kuchi writes with
    /// single spaces, so only text changes.
    static func keepingSpaces(_ markup: String) -> String {
        guard markup.contains("  ") else { return markup }
        var result = ""
        var afterSpace = false
        for character in markup {
            result += character == " " && afterSpace ? "&#160;" : String(character)
            afterSpace = character == " "
        }
        return result
    }

    static func recentDays(_ report: ProgressReport) -> String {
        guard !report.days.isEmpty else { return "" }
        let shown = report.days.suffix(MarkdownReport.recentDays).reversed()
        let rows = shown.map { day in
            [ReportText.xml(day.date.description), "\(day.sessions)", ReportFormatting.count(day.answers),
             ReportFormatting.count(day.correct), ReportFormatting.percent(day.accuracy),
             ReportFormatting.duration(milliseconds: day.timeSpentMilliseconds), ReportFormatting.count(day.reviews),
             ReportFormatting.percent(day.trueRetention), ReportFormatting.percent(day.predictedRetention)]
        }
        var content = table(["Day", "Sessions", "Answers", "Correct", "Accuracy", "Time", "Reviews", "Passed", "Predicted"],
                            numeric: [1, 2, 3, 4, 5, 6, 7, 8], rows: rows)
        if report.days.count > MarkdownReport.recentDays {
            content += "<p class=\"note\">The last \(MarkdownReport.recentDays) of \(report.days.count) days; "
                + "the charts and <code>--format json</code> cover them all.</p>\n"
        }
        return HTMLReport.section("Recent days", content)
    }

    static func mostMissed(_ report: ProgressReport) -> String {
        guard !report.mostMissed.isEmpty else { return "" }
        let rows = report.mostMissed.map { missed in
            [word(missed.word), ReportText.xml(missed.word.meaning), "\(missed.misses)", ReportFormatting.percent(missed.accuracy),
             missed.confusions.map { "<q>\(ReportText.xml($0.given))</q>&#160;×\($0.count)" }.joined(separator: ", ")]
        }
        return HTMLReport.section("Words you miss most",
                                  table(["Word", "Meaning", "Misses", "Accuracy", "Given instead"], numeric: [2, 3], rows: rows))
    }

    static func struggling(_ report: ProgressReport) -> String {
        guard !report.struggling.isEmpty else { return "" }
        let rows = report.struggling.map { standing in
            [word(standing.word), ReportText.xml(standing.word.meaning), "\(standing.answers)",
             ReportFormatting.percent(standing.accuracy)]
        }
        return HTMLReport.section("Struggling words", table(["Word", "Meaning", "Answers", "Accuracy"], numeric: [2, 3], rows: rows))
    }

    static func groups(_ column: String, _ groups: [GroupProgress]) -> String {
        let rows = groups.map { group in
            [ReportText.xml(ReportFormatting.group(group.name)), ReportFormatting.count(group.total),
             ReportFormatting.count(group.seen), ReportFormatting.count(group.mature),
             ReportFormatting.percent(group.matureShare)]
        }
        return table([column, "Words", "Seen", "Mature", "Mature %"], numeric: [1, 2, 3, 4], rows: rows)
    }

    /// A word in Japanese, marked as such for fonts and screen readers, with its reading.
    private static func word(_ word: ReportWord) -> String {
        let reading = word.text == word.reading || word.reading.isEmpty ? ""
            : " <span class=\"reading\" lang=\"ja\">\(ReportText.xml(word.reading))</span>"
        return "<span lang=\"ja\">\(ReportText.xml(word.text))</span>\(reading)"
    }
}
