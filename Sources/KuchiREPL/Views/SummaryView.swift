import KuchiCore
import KuchiTerminal

/// The end of a session: the sample's congratulations, with the numbers a learner wants.
public struct SummaryView {
    /// The session's results.
    public var summary: SessionSummary
    /// The learner's name.
    public var name: String

    /// A view of `summary` for `name`.
    public init(summary: SessionSummary, name: String) {
        self.summary = summary
        self.name = name
    }

    /// The text to print.
    public func render(style: TextStyle) -> String {
        let heading = summary.status == .completed
            ? style.success("🎉 Congratulations, \(SafeText.singleLine(name))! Session complete.")
            : "Session ended early: every answer so far is saved."
        let accuracy = summary.accuracy.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
        var lines = [
            heading,
            "  Correct:     \(summary.correct)/\(summary.target)",
            "  Wrong tries: \(summary.wrong)",
            "  Accuracy:    \(accuracy)",
            "  Time:        \(Self.format(summary.duration))",
        ]
        if summary.skipped > 0 { lines.insert("  Skipped:     \(summary.skipped)", at: 3) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `42s`, `3m 05s`, `1h 02m`.
    static func format(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m \(twoDigits(seconds % 60))s" }
        return "\(seconds / 3600)h \(twoDigits(seconds / 60 % 60))m"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
