import KuchiStore

/// The progress report in Markdown: headings, lists and tables that read well in a terminal and render on a
/// Git forge. Every text from the database is escaped with ``ReportText/markdown(_:)``.
public enum MarkdownReport {
    /// How many recent days the day table shows (the JSON report has them all).
    static let recentDays = 14

    /// The report as Markdown text.
    public static func render(_ report: ProgressReport) -> String {
        var lines = ["# Kuchi progress report: \(ReportText.markdown(ReportFormatting.learners(report)))", "",
                     "Generated \(ReportFormatting.generated(report)), covering \(ReportFormatting.period(report)).", ""]
        lines += summary(report)
        lines += recentDays(report)
        lines += mostMissed(report)
        lines += struggling(report)
        if let met = report.scopeMet { lines += ["**\(ReportText.markdown(met.sentence))**", ""] }
        lines += groups("Progress by JLPT level", column: "Level", report.levels, legend: true)
        lines += groups("Progress by deck", column: "Deck", report.decks, legend: report.levels.isEmpty)
        if let note = ReportFormatting.sharedDeckNote(report) { lines += [ReportText.markdown(note), ""] }
        lines += forecast(report)
        lines += stability(report)
        lines += ["---", "", ReportText.markdown(ReportFormatting.footnote(report)), ""]
        return lines.joined(separator: "\n")
    }

    private static func summary(_ report: ProgressReport) -> [String] {
        var lines = ["## Summary", ""]
        if !report.hasActivity {
            lines += [ReportFormatting.emptyMessage(report), ""]
        }
        let totals = report.totals
        let streaks = report.streaks
        let words = report.words
        if report.hasActivity {
            lines += [
                "- **Practice days:** \(totals.practiceDays) (\(ReportFormatting.range(totals.firstDay, totals.lastDay)))",
                "- **Sessions:** \(ReportFormatting.count(totals.sessions))",
                "- **Answers:** \(ReportFormatting.count(totals.answers)): \(ReportFormatting.count(totals.correct)) correct, "
                    + "\(ReportFormatting.count(totals.wrong)) wrong",
            ] + (totals.lessons > 0 ? ["- **Lessons:** \(ReportFormatting.count(totals.lessons)) (new words shown whole; not answers)"] : []) + [
                "- **Accuracy:** \(ReportFormatting.percent(totals.accuracy))",
                "- **Time spent:** \(ReportFormatting.duration(milliseconds: totals.timeSpentMilliseconds))",
            ]
        }
        let longest = streaks.longest > 0 ? " (\(ReportFormatting.range(streaks.longestStart, streaks.longestEnd)))" : ""
        lines += [
            "- **Current streak:** \(ReportFormatting.days(streaks.current))",
            "- **Longest streak:** \(ReportFormatting.days(streaks.longest))\(longest)",
            "- **Words seen:** \(ReportFormatting.count(words.seen)) of \(ReportFormatting.count(words.inBank)) in the word bank, "
                + "every level and deck (each level's and deck's below)",
            "- **Words mature:** \(ReportFormatting.count(words.mature))",
            "- **Words struggling:** \(ReportFormatting.count(words.struggling))",
            "- **Favourite words:** \(ReportFormatting.count(words.favorites))",
        ]
        return lines + memorySummary(report) + [""]
    }

    private static func recentDays(_ report: ProgressReport) -> [String] {
        guard !report.days.isEmpty else { return [] }
        var lines = ["## Recent days", "", row(["Day", "Sessions", "Answers", "Correct", "Accuracy", "Time", "Reviews", "Passed", "Predicted"]),
                     "|---|--:|--:|--:|--:|--:|--:|--:|--:|"]
        for day in report.days.suffix(recentDays).reversed() {
            lines.append(row(["\(day.date)", "\(day.sessions)", ReportFormatting.count(day.answers), ReportFormatting.count(day.correct),
                              ReportFormatting.percent(day.accuracy), ReportFormatting.duration(milliseconds: day.timeSpentMilliseconds),
                              ReportFormatting.count(day.reviews), ReportFormatting.percent(day.trueRetention),
                              ReportFormatting.percent(day.predictedRetention)]))
        }
        if report.days.count > recentDays {
            lines += ["", "The last \(recentDays) of \(report.days.count) days; `--format json` lists them all."]
        }
        return lines + [""]
    }

    private static func mostMissed(_ report: ProgressReport) -> [String] {
        guard !report.mostMissed.isEmpty else { return [] }
        var lines = ["## Words you miss most", "",
                     "| Word | Meaning | Misses | Accuracy | Given instead |", "|---|---|--:|--:|---|"]
        for missed in report.mostMissed {
            let given = missed.confusions.map { "“\(ReportText.markdown($0.given))” ×\($0.count)" }.joined(separator: ", ")
            lines.append(row([ReportText.markdown(ReportFormatting.word(missed.word)), ReportText.markdown(missed.word.meaning),
                              "\(missed.misses)", ReportFormatting.percent(missed.accuracy), given]))
        }
        return lines + [""]
    }

    private static func struggling(_ report: ProgressReport) -> [String] {
        guard !report.struggling.isEmpty else { return [] }
        var lines = ["## Struggling words", "", "| Word | Meaning | Answers | Accuracy |", "|---|---|--:|--:|"]
        for standing in report.struggling {
            lines.append(row([ReportText.markdown(ReportFormatting.word(standing.word)), ReportText.markdown(standing.word.meaning),
                              "\(standing.answers)", ReportFormatting.percent(standing.accuracy)]))
        }
        return lines + [""]
    }

    /// A table of groups with their progress bars; `legend` adds what the bars mean under it (the first such table).
    private static func groups(_ title: String, column: String, _ groups: [GroupProgress], legend: Bool) -> [String] {
        guard !groups.isEmpty else { return [] }
        var lines = ["## \(title)", "", "| \(column) | Words | Seen | Mature | Progress |", "|---|--:|--:|--:|---|"]
        for group in groups {
            lines.append(row([ReportText.markdown(ReportFormatting.group(group.name)), ReportFormatting.count(group.total),
                              ReportFormatting.count(group.seen), ReportFormatting.count(group.mature),
                              "`\(bar(group))` \(ReportFormatting.percent(group.matureShare))"]))
        }
        return lines + [""] + (legend ? [Self.legend, ""] : [])
    }

    /// A table row of cells already escaped.
    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// What the progress bars and their number mean, under each table of them.
    static let legend = "Progress bars: ten cells for the row's words, `█` mature (every card remembered for 21 days or more), "
        + "`▒` seen, `░` not seen yet; the percentage is the share of the row's words that are mature."

    /// Ten cells: mature █, seen ▒, not yet seen ░.
    static func bar(_ group: GroupProgress) -> String {
        let mature = Int((group.matureShare * 10).rounded())
        let seen = max(0, Int((group.seenShare * 10).rounded()) - mature)
        return String(repeating: "█", count: mature) + String(repeating: "▒", count: seen)
            + String(repeating: "░", count: max(0, 10 - mature - seen))
    }
}
