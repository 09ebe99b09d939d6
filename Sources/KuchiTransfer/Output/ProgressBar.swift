import Foundation
import KuchiCore

/// A one-line progress bar for long work, redrawn in place on a terminal's standard error.
public struct ProgressBar {
    private let started: Date
    private let label: String
    private let width = 24

    /// A bar for work called `label`, starting now.
    public init(label: String, started: Date = Date()) {
        self.label = label
        self.started = started
    }

    /// The line for `done` of `total` units (`rows` items so far), at `now`: percentage, bar, rows,
    /// rows per second and the estimated time left.
    public func render(rows: Int, done: Int, total: Int, now: Date = Date()) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
        let filled = Int((fraction * Double(width)).rounded(.down))
        let elapsed = max(0.001, now.timeIntervalSince(started))
        let rate = Double(rows) / elapsed
        let remaining = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "\(label) \(bar) \(Int(fraction * 100))%  \(rows.groupedDigits) rows  \(Int(rate).groupedDigits) rows/s  ETA \(Self.clock(remaining))"
    }

    /// `0:42`, `12:05`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsPart = whole % 60
        return "\(whole / 60):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
    }
}
