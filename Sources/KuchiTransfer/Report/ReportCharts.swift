import Foundation
import KuchiStore

/// The HTML report's inline SVG charts. They scale with the page (viewBox), take their colours from the
/// page's CSS, and carry a `<title>` per chart and per bar or point, shown as a tooltip without script.
enum ReportCharts {
    /// A chart slot: one day, or one week when the period is long.
    struct Slot {
        var label: String
        var answers = 0
        var correct = 0
        var accuracy: Double? { answers > 0 ? Double(correct) / Double(answers) : nil }
    }

    static let width = 720.0
    static let height = 220.0
    static let left = 48.0, right = 12.0, top = 14.0, bottom = 30.0
    /// Beyond this many days, slots are weeks.
    static let maximumDailySlots = 92

    /// The period's days from the first to the last with answers, gaps included; weeks for a long period.
    static func slots(_ report: ProgressReport) -> (slots: [Slot], unit: String) {
        let practised = report.days.filter { $0.answers > 0 }
        guard let first = practised.first?.date, let last = practised.last?.date else { return ([], "day") }
        let byDay = Dictionary(practised.map { ($0.date, $0) }, uniquingKeysWith: { lhs, _ in lhs })
        let days = ReportFormatting.calendar(from: first, to: last)
        let size = days.count > maximumDailySlots ? 7 : 1
        let slots = stride(from: 0, to: days.count, by: size).map { start -> Slot in
            let chunk = days[start..<min(start + size, days.count)]
            var slot = Slot(label: size == 1 ? "\(chunk[chunk.startIndex])" : "week of \(chunk[chunk.startIndex])")
            for day in chunk { slot.answers += byDay[day]?.answers ?? 0; slot.correct += byDay[day]?.correct ?? 0 }
            return slot
        }
        return (slots, size == 1 ? "day" : "week")
    }

    /// Daily (or weekly) accuracy as a line with a point per slot that has answers.
    static func accuracy(_ report: ProgressReport) -> String {
        let (slots, unit) = slots(report)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let step = plotWidth / Double(max(slots.count, 1))
        var body = ""
        for percent in [0, 25, 50, 75, 100] {
            let y = top + plotHeight * (1 - Double(percent) / 100)
            body += gridLine(y) + text("axis", x: left - 6, y: y + 4, anchor: "end", "\(percent)%") + "\n"
        }
        let points = slots.enumerated().compactMap { index, slot in
            slot.accuracy.map { share in
                (index: index, x: left + step * (Double(index) + 0.5), y: top + plotHeight * (1 - share), slot: slot)
            }
        }
        // One line per run of consecutive slots with answers: a gap in practice is a gap in the line.
        var runs: [[String]] = []
        for (offset, point) in points.enumerated() {
            if offset == 0 || points[offset - 1].index != point.index - 1 { runs.append([]) }
            runs[runs.count - 1].append("\(n(point.x)),\(n(point.y))")
        }
        for run in runs where run.count > 1 {
            body += "<polyline class=\"line\" points=\"\(run.joined(separator: " "))\" />\n"
        }
        for point in points {
            let tooltip = "\(point.slot.label): \(ReportFormatting.percent(point.slot.accuracy)) of \(point.slot.answers) answers"
            body += "<circle class=\"point\" cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"\(slots.count > 60 ? 1.5 : 3)\">"
                + "<title>\(ReportText.xml(tooltip))</title></circle>\n"
        }
        body += dateAxis(slots)
        return svg(id: "chart-accuracy", title: "Share of correct answers per \(unit)", height: height, body)
    }

    /// Answers per day (or week): correct at the bottom of each bar, wrong on top.
    static func answers(_ report: ProgressReport) -> String {
        let (slots, unit) = slots(report)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let step = plotWidth / Double(max(slots.count, 1))
        let highest = niceCeiling(slots.map(\.answers).max() ?? 0)
        var body = ""
        for fraction in [0.0, 0.5, 1.0] {
            let y = top + plotHeight * (1 - fraction)
            let label = ReportFormatting.count(Int((Double(highest) * fraction).rounded()))
            body += gridLine(y) + text("axis", x: left - 6, y: y + 4, anchor: "end", label) + "\n"
        }
        let barWidth = max(step * 0.8, 0.5)
        for (index, slot) in slots.enumerated() where slot.answers > 0 {
            let x = left + step * Double(index) + (step - barWidth) / 2
            let correctHeight = plotHeight * Double(slot.correct) / Double(highest)
            let wrongHeight = plotHeight * Double(slot.answers - slot.correct) / Double(highest)
            let tooltip = ReportText.xml("\(slot.label): \(slot.answers) answers, \(slot.correct) correct")
            body += "<g><title>\(tooltip)</title>"
                + rect("correct", x: x, y: top + plotHeight - correctHeight, width: barWidth, height: correctHeight)
                + rect("wrong", x: x, y: top + plotHeight - correctHeight - wrongHeight, width: barWidth, height: wrongHeight)
                + "</g>\n"
        }
        body += dateAxis(slots)
        return svg(id: "chart-answers", title: "Answers per \(unit): correct and wrong", height: height, body)
            + "<p class=\"legend\"><span class=\"key correct\"></span>correct <span class=\"key wrong\"></span>wrong</p>\n"
    }

    /// One horizontal bar per level: mature, then seen, then not yet seen.
    static func levels(_ report: ProgressReport) -> String {
        let rowHeight = 30.0, labelWidth = 96.0, barLeft = 104.0, barWidth = 360.0
        var body = ""
        for (index, group) in report.levels.enumerated() {
            let y = 8 + rowHeight * Double(index)
            let mature = barWidth * group.matureShare
            let seen = barWidth * max(0, group.seenShare - group.matureShare)
            let name = ReportFormatting.group(group.name)
            let summary = "\(ReportFormatting.count(group.mature)) mature, \(ReportFormatting.count(group.seen)) seen "
                + "of \(ReportFormatting.count(group.total))"
            body += "<g><title>\(ReportText.xml("\(name): \(summary)"))</title>"
                + text("label", x: labelWidth, y: y + 15, anchor: "end", name)
                + rect("unseen", x: barLeft, y: y, width: barWidth, height: 20)
                + rect("seen", x: barLeft + mature, y: y, width: seen, height: 20)
                + rect("mature", x: barLeft, y: y, width: mature, height: 20)
                + text("axis", x: barLeft + barWidth + 8, y: y + 15, anchor: "start", summary) + "</g>\n"
        }
        return svg(id: "chart-levels", title: "Words mature and seen per JLPT level",
                   height: max(40, 16 + rowHeight * Double(report.levels.count)), body)
            + "<p class=\"legend\"><span class=\"key mature\"></span>mature <span class=\"key seen\"></span>seen "
            + "<span class=\"key unseen\"></span>not yet seen</p>\n"
    }

    // MARK: - Pieces

    static func svg(id: String, title: String, height: Double, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" "
            + "aria-labelledby=\"\(id)\"><title id=\"\(id)\">\(ReportText.xml(title))</title>\n\(body)</svg>\n"
    }

    /// The first and last slot's labels under the plot.
    private static func dateAxis(_ slots: [Slot]) -> String {
        guard let first = slots.first, let last = slots.last else { return "" }
        let y = height - bottom + 18
        var axis = text("axis", x: left, y: y, anchor: "start", first.label)
        if slots.count > 1 { axis += text("axis", x: width - right, y: y, anchor: "end", last.label) }
        return axis + "\n"
    }

    /// A horizontal grid line across the plot at `y`.
    static func gridLine(_ y: Double) -> String {
        "<line class=\"grid\" x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(width - right))\" y2=\"\(n(y))\" />"
    }

    /// A rectangle of the CSS class `style`.
    static func rect(_ style: String, x: Double, y: Double, width: Double, height: Double) -> String {
        "<rect class=\"\(style)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" />"
    }

    /// A text, escaped, of the CSS class `style`.
    static func text(_ style: String, x: Double, y: Double, anchor: String, _ content: String) -> String {
        "<text class=\"\(style)\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\">\(ReportText.xml(content))</text>"
    }

    /// 1, 2 or 5 times a power of ten, at least `value` (and at least 1, so nothing divides by zero).
    static func niceCeiling(_ value: Int) -> Int {
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] where factor * magnitude >= value { return factor * magnitude }
            magnitude *= 10
        }
    }

    /// A coordinate with one decimal, locale-independent.
    static func n(_ value: Double) -> String {
        String(format: "%.1f", value.isFinite ? value : 0)
    }
}
