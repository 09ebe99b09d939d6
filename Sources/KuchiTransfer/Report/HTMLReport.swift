import KuchiStore

/// The progress report as one self-contained HTML file: inline CSS, inline SVG charts, no script, no network.
///
/// The markup is also well-formed XML (XHTML-compatible: void elements self-closed, only XML's own
/// character references), and every text from the database goes through ``ReportText/xml(_:)``.
public enum HTMLReport {
    /// The report as an HTML document.
    public static func render(_ report: ProgressReport) -> String {
        let title = "Kuchi progress report: " + ReportFormatting.learners(report)
        var html = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="generator" content="Kuchi" />
            <title>\(ReportText.xml(title))</title>
            <style>\(HTMLReportStyle.css)</style>
            </head>
            <body>
            <main>
            <header>
            <h1>Progress report <span class="learner">\(ReportText.xml(ReportFormatting.learners(report)))</span></h1>
            <p class="meta">Generated \(ReportText.xml(ReportFormatting.generated(report))), covering \
            \(ReportText.xml(ReportFormatting.period(report))).</p>
            </header>

            """
        html += cards(report)
        if report.hasActivity {
            html += section("Accuracy over time", ReportCharts.accuracy(report))
            html += section("Answers per day", ReportCharts.answers(report))
        } else {
            html += "<p class=\"empty\">\(ReportText.xml(ReportFormatting.emptyMessage(report)))</p>\n"
        }
        if let met = report.scopeMet { html += "<p class=\"notice\"><strong>\(ReportText.xml(met.sentence))</strong></p>\n" }
        html += section("Progress per JLPT level", ReportCharts.levels(report) + HTMLReportTables.groups("Level", report.levels))
        html += HTMLReportTables.recentDays(report)
        html += HTMLReportTables.mostMissed(report)
        html += HTMLReportTables.struggling(report)
        html += section("Progress by deck", HTMLReportTables.groups("Deck", report.decks)
                        + (ReportFormatting.sharedDeckNote(report).map { "<p class=\"note\">\(ReportText.xml($0))</p>\n" } ?? ""))
        if report.totals.reviews > 0 {
            html += section("Reviews passed and predicted", ReportCharts.retention(report))
        }
        if report.memory.cards > 0 {
            html += section("Due in the next \(report.memory.forecast.count) days", ReportCharts.forecast(report))
            html += section("Stability of your cards", ReportCharts.stability(report))
        }
        html += """
            <footer>
            <p>\(ReportText.xml(ReportFormatting.footnote(report)))</p>
            </footer>
            </main>
            </body>
            </html>

            """
        return html
    }

    /// A titled section around `content` (already escaped markup).
    static func section(_ title: String, _ content: String) -> String {
        "<section>\n<h2>\(ReportText.xml(title))</h2>\n\(content)</section>\n"
    }

    /// `noun` as the label of `count`: "1 session", "2 sessions".
    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? noun : noun + "s"
    }

    /// The headline figures as cards.
    private static func cards(_ report: ProgressReport) -> String {
        let totals = report.totals
        var cards: [(String, String, String?)] = []
        if report.hasActivity {
            cards += [
                (ReportFormatting.count(totals.practiceDays), plural(totals.practiceDays, "practice day"), ReportFormatting.range(totals.firstDay, totals.lastDay)),
                (ReportFormatting.count(totals.sessions), plural(totals.sessions, "session"), nil),
                (ReportFormatting.count(totals.answers), plural(totals.answers, "answer"),
                 "\(ReportFormatting.count(totals.correct)) correct, \(ReportFormatting.count(totals.wrong)) wrong"),
            ]
            if totals.lessons > 0 {
                cards.append((ReportFormatting.count(totals.lessons), plural(totals.lessons, "lesson"), "new words shown whole; not answers"))
            }
            cards += [
                (ReportFormatting.percent(totals.accuracy), "accuracy", nil),
                (ReportFormatting.duration(milliseconds: totals.timeSpentMilliseconds), "time spent", nil),
            ]
        }
        let streaks = report.streaks
        cards += [
            (ReportFormatting.days(streaks.current), "current streak", nil),
            (ReportFormatting.days(streaks.longest), "longest streak",
             streaks.longest > 0 ? ReportFormatting.range(streaks.longestStart, streaks.longestEnd) : nil),
            (ReportFormatting.count(report.words.seen), plural(report.words.seen, "word") + " seen", "of \(ReportFormatting.count(report.words.inBank)) in the word bank"),
            (ReportFormatting.count(report.words.mature), plural(report.words.mature, "word") + " mature", nil),
            (ReportFormatting.count(report.words.struggling), plural(report.words.struggling, "word") + " struggling", nil),
            (ReportFormatting.count(report.words.favorites), plural(report.words.favorites, "favourite word"), nil),
            (ReportFormatting.count(report.memory.wordsKnown), plural(report.memory.wordsKnown, "word") + " known now",
             "of \(ReportFormatting.count(report.memory.wordsWithCards)) with cards"),
            (ReportFormatting.percent(report.totals.trueRetention), "reviews passed",
             report.totals.reviews > 0 ? "\(ReportFormatting.percent(report.totals.predictedRetention)) predicted, "
                + "\(ReportFormatting.count(report.totals.reviews)) reviews" : nil),
        ]
        let items = cards.map { figure, label, detail in
            "<div class=\"card\"><span class=\"figure\">\(ReportText.xml(figure))</span>"
                + "<span class=\"label\">\(ReportText.xml(label))</span>"
                + (detail.map { "<span class=\"detail\">\(ReportText.xml($0))</span>" } ?? "") + "</div>"
        }
        return "<section class=\"cards\">\n" + items.joined(separator: "\n") + "\n</section>\n"
    }
}
