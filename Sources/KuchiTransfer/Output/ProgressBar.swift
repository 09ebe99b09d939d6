import Foundation
import KuchiCore

/// A one-line progress bar for long work, redrawn in place on a terminal's standard error.
public struct ProgressBar {
    private let started: Date
    private let label: String
    private let width = 24

    /// A bar for work called `label` (plain ASCII text: its characters are its columns), starting now.
    public init(label: String, started: Date = Date()) {
        self.label = label
        self.started = started
    }

    /// The line for `done` of `total` units (`rows` items so far), at `now`: percentage, bar, rows,
    /// rows per second and the estimated time left. With `columns` (the terminal's width), the line is kept
    /// narrower than it, so that redrawing in place never wraps: the rate, the rows and the time left go first,
    /// then the bar shrinks, and the label is cut last.
    public func render(rows: Int, done: Int, total: Int, now: Date = Date(), columns: Int? = nil) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
        let elapsed = max(0.001, now.timeIntervalSince(started))
        let rate = Double(rows) / elapsed
        let remaining = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0
        let percent = "\(Int(fraction * 100))%"
        let tails = ["  \(rows.groupedDigits) rows  \(Int(rate).groupedDigits) rows/s  ETA \(Self.clock(remaining))",
                     "  \(rows.groupedDigits) rows  ETA \(Self.clock(remaining))", "  ETA \(Self.clock(remaining))", ""]
        // The last column is left free: a terminal that wraps at its edge would put the cursor on a new line.
        let room = (columns ?? Int.max) - 1
        for tail in tails {
            let fixed = label.count + 2 + percent.count + tail.count   // "label bar percent"
            if fixed + width <= room { return line(fraction, width, percent, tail) }
            if tail.isEmpty, room - fixed >= 5 { return line(fraction, room - fixed, percent, tail) }
        }
        return String((label + " " + percent).prefix(max(0, room)))
    }

    private func line(_ fraction: Double, _ barWidth: Int, _ percent: String, _ tail: String) -> String {
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        return "\(label) \(bar) \(percent)\(tail)"
    }

    /// `0:42`, `12:05`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsPart = whole % 60
        return "\(whole / 60):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
    }
}
