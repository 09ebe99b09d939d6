import KuchiStore

/// The Markdown report's spaced-repetition sections: retention, the due forecast and stability.
extension MarkdownReport {
    /// Summary lines: reviews and words known.
    static func memorySummary(_ report: ProgressReport) -> [String] {
        ["- **Reviews:** \(ReportFormatting.retention(report.totals, inPeriod: report.since != nil))",
         "- **Words known now:** \(ReportFormatting.knownWords(report.memory))"]
    }

    /// Cards due per study day, for the days with any, and their total.
    static func forecast(_ report: ProgressReport) -> [String] {
        let days = report.memory.forecast
        let total = days.reduce(0) { $0 + $1.due }
        guard total > 0 else { return [] }
        var lines = ["## Due in the next \(days.count) days", "", "| Study day | Cards due |", "|---|--:|"]
        for (index, day) in days.enumerated() where day.due > 0 {
            lines.append("| \(day.date)\(index == 0 ? " (today, with overdue)" : "") | \(ReportFormatting.count(day.due)) |")
        }
        return lines + ["| **Total** | \(ReportFormatting.count(total)) |", ""]
    }

    /// Cards per stability bucket, with a bar scaled to the largest bucket.
    static func stability(_ report: ProgressReport) -> [String] {
        let buckets = report.memory.stability
        let largest = buckets.map(\.cards).max() ?? 0
        guard largest > 0 else { return [] }
        var lines = ["## Stability of your cards", "", "| Stability | Cards | |", "|---|--:|---|"]
        for bucket in buckets {
            let cells = Int((Double(bucket.cards) / Double(largest) * 20).rounded())
            // No bar is an empty cell: an empty code span (``) shows as two backticks.
            let bar = cells > 0 ? "`" + String(repeating: "█", count: cells) + "`" : ""
            lines.append("| \(bucket.label) | \(ReportFormatting.count(bucket.cards)) | \(bar) |")
        }
        return lines + [""]
    }
}
