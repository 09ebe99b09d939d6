import Foundation

/// The text `kuchi-simulate` prints for one comparison: the settings, each arm's figures, the ratios.
public enum SimulationReport {
    /// The report of `comparison`; `bankNote` says where the words came from.
    public static func text(_ comparison: SimulationComparison, bankNote: String) -> String {
        let s = comparison.settings
        let final = s.days + 1
        let runs = comparison.runs
        let width = max(10, (runs.map(\.arm.count).max() ?? 0) + 2)
        var lines = [
            "kuchi-simulate: \(s.words) words (\(bankNote)), \(s.days) days, \(s.answersPerDay) lines a day, seed \(s.seed), "
                + "\(s.newWordsPerDay) new words a day, sessions of \(s.questionsPerSession) questions"
                + (s.hourSpread > 0 ? String(format: ", study from %02d:00 ± %.1f h a day", s.startHour, s.hourSpread) : ""),
            s.learner.summary,
            "",
            String(repeating: " ", count: 34) + runs.map { pad($0.arm, width) }.joined(),
        ]
        func row(_ label: String, _ value: (SimulationRun) -> String) {
            lines.append(label.padding(toLength: 34, withPad: " ", startingAt: 0) + runs.map { pad(value($0), width) }.joined())
        }
        row("recalled on day \(final) (true R ≥ 0.9)") { "\($0.recalled)" }
        row("R ≥ 0.8 a month later, no study") { "\($0.recalledMonthLater)" }
        row("mean true R over all words") { String(format: "%.3f", $0.final?.meanRetrievability ?? 0) }
        row("words seen") { "\($0.wordsSeen)" }
        row("lines typed (the budget)") { "\($0.answers)" }
        row("exposures to a word") { "\($0.challenges)" }
        row("sessions") { "\($0.sessions)" }
        row("days ended early (nothing left)") { "\($0.daysEndedEarly)" }
        if let first = runs.first {
            lines.append("")
            for other in runs.dropFirst() {
                lines.append("\(first.arm) ÷ \(other.arm), words recalled on day \(final) (R ≥ 0.9): "
                             + ratioText(SimulationComparison.ratio(first, other)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Day by day: each arm's recall each morning (R ≥ 0.9), then that day's lines and first-seen words.
    public static func dailyTable(_ comparison: SimulationComparison) -> String {
        var lines = ["day" + comparison.runs.map { "   \($0.arm): recalled lines new" }.joined()]
        for index in comparison.runs.first?.days.indices ?? 0..<0 {
            var line = String(format: "%3d", index + 1)
            for run in comparison.runs where index < run.days.count {
                let day = run.days[index]
                line += String(format: "   %@ %8d %5d %3d", String(repeating: " ", count: run.arm.count), day.recalled, day.answers, day.firstSeen)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as "1.23×" (∞ when infinite).
    public static func ratioText(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2f×", value) : "∞"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
