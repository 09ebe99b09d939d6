import KuchiStore

/// The HTML report's spaced-repetition charts: retention per day beside the model's prediction, the due
/// forecast, and the stability histogram. Every label goes through ``ReportText/xml(_:)``.
extension ReportCharts {
    /// True retention (points joined by a line) and predicted retention (dashed) on each day with reviews,
    /// placed by date under the date axis: a day without reviews is a gap, as in the accuracy chart.
    static func retention(_ report: ProgressReport) -> String {
        let days = report.days.filter { $0.reviews > 0 }
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let calendar = days.first.map { ReportFormatting.calendar(from: $0.date, to: days[days.count - 1].date) } ?? []
        let offsets = Dictionary(calendar.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let step = plotWidth / Double(max(calendar.count, 1))
        var body = ""
        for percent in [0, 25, 50, 75, 100] {
            let y = top + plotHeight * (1 - Double(percent) / 100)
            body += gridLine(y) + text("axis", x: left - 6, y: y + 4, anchor: "end", "\(percent)%") + "\n"
        }
        func offset(_ day: DayActivity) -> Int { offsets[day.date] ?? 0 }
        func point(_ day: DayActivity, _ share: Double?) -> String {
            "\(n(left + step * (Double(offset(day)) + 0.5))),\(n(top + plotHeight * (1 - (share ?? 0))))"
        }
        // One line per run of consecutive days with reviews.
        var runs: [[DayActivity]] = []
        for (index, day) in days.enumerated() {
            if index == 0 || offset(days[index - 1]) != offset(day) - 1 { runs.append([]) }
            runs[runs.count - 1].append(day)
        }
        for run in runs where run.count > 1 {
            body += "<polyline class=\"line\" points=\"\(run.map { point($0, $0.trueRetention) }.joined(separator: " "))\" />\n"
            body += "<polyline class=\"predicted\" points=\"\(run.map { point($0, $0.predictedRetention) }.joined(separator: " "))\" />\n"
        }
        for day in days {
            let tooltip = "\(day.date): \(ReportFormatting.retention(day))"
            let xy = point(day, day.trueRetention).split(separator: ",")
            body += "<circle class=\"point\" cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"\(calendar.count > 60 ? 1.5 : 3)\">"
                + "<title>\(ReportText.xml(tooltip))</title></circle>\n"
        }
        let y = height - bottom + 18
        if let first = days.first { body += text("axis", x: left, y: y, anchor: "start", first.date.description) }
        if let last = days.last, days.count > 1 { body += text("axis", x: width - right, y: y, anchor: "end", last.date.description) }
        return svg(id: "chart-retention", title: "Reviews passed per day, and the recall the model predicted", height: height, body + "\n")
            + "<p class=\"legend\"><span class=\"key correct\"></span>passed (true retention) "
            + "<span class=\"key predicted\"></span>predicted</p>\n"
    }

    /// Cards due on each study day of the forecast.
    static func forecast(_ report: ProgressReport) -> String {
        let days = report.memory.forecast
        let labels = days.enumerated().map { $0 == 0 ? "today" : $1.date.description }
        return bars(id: "chart-forecast", title: "Cards due per study day, the next \(days.count) days",
                    values: days.map(\.due), labels: labels, first: labels.first, last: labels.last, unit: "cards due")
    }

    /// Cards per stability bucket.
    static func stability(_ report: ProgressReport) -> String {
        let buckets = report.memory.stability
        let svg = bars(id: "chart-stability", title: "Cards per stability (days until recall falls to 90%)",
                       values: buckets.map(\.cards), labels: buckets.map(\.label), first: nil, last: nil, unit: "cards")
        return svg + "<p class=\"legend\">" + buckets.map { ReportText.xml("\($0.label): \(ReportFormatting.count($0.cards))") }
            .joined(separator: " · ") + "</p>\n"
    }

    /// A bar per value, with a tooltip `label: value unit`, and `first`/`last` under the plot.
    private static func bars(id: String, title: String, values: [Int], labels: [String], first: String?, last: String?,
                             unit: String) -> String {
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let step = plotWidth / Double(max(values.count, 1))
        let highest = niceCeiling(values.max() ?? 0)
        var body = ""
        for fraction in [0.0, 0.5, 1.0] {
            let y = top + plotHeight * (1 - fraction)
            body += gridLine(y) + text("axis", x: left - 6, y: y + 4, anchor: "end",
                                       ReportFormatting.count(Int((Double(highest) * fraction).rounded()))) + "\n"
        }
        let barWidth = max(step * 0.8, 0.5)
        for (index, value) in values.enumerated() where value > 0 {
            let barHeight = plotHeight * Double(value) / Double(highest)
            body += "<g><title>\(ReportText.xml("\(labels[index]): \(ReportFormatting.count(value)) \(unit)"))</title>"
                + rect("due", x: left + step * Double(index) + (step - barWidth) / 2, y: top + plotHeight - barHeight,
                       width: barWidth, height: barHeight) + "</g>\n"
        }
        let y = height - bottom + 18
        if let first { body += text("axis", x: left, y: y, anchor: "start", first) }
        if let last { body += text("axis", x: width - right, y: y, anchor: "end", last) }
        if first == nil {
            for (index, label) in labels.enumerated() {
                body += text("axis", x: left + step * (Double(index) + 0.5), y: y, anchor: "middle", label)
            }
        }
        return svg(id: id, title: title, height: height, body + "\n")
    }
}
