import Foundation

/// The text `kuchi-simulate` prints: the settings, then each run's figures, then the comparison.
public enum SimulationReport {
    /// The report of `comparison`; `bankNote` says where the words came from.
    public static func text(_ comparison: SimulationComparison, bankNote: String) -> String {
        let s = comparison.settings
        let final = s.days + 1
        var lines = [
            "kuchi-simulate: \(s.words) words (\(bankNote)), \(s.days) days, \(s.answersPerDay) answers a day, "
                + "seed \(s.seed), \(s.newWordsPerDay) new words a day in review sessions, sessions of \(s.questionsPerSession) questions",
            "",
            "                                     random   review",
        ]
        func row(_ label: String, _ value: (SimulationRun) -> String) {
            let padded = label.padding(toLength: 34, withPad: " ", startingAt: 0)
            let a = value(comparison.random), b = value(comparison.review)
            lines.append(padded + String(repeating: " ", count: max(1, 9 - a.count)) + a + String(repeating: " ", count: max(1, 9 - b.count)) + b)
        }
        row("recalled on day \(final) (true R ≥ 0.9)") { "\($0.recalled)" }
        row("mean true R over all words") { String(format: "%.3f", $0.final?.meanRetrievability ?? 0) }
        row("R ≥ 0.8 a month later, no study") { "\($0.recalledMonthLater)" }
        row("words seen") { "\($0.wordsSeen)" }
        row("answers given") { "\($0.answers)" }
        row("challenges (exposures to a word)") { "\($0.challenges)" }
        row("sessions") { "\($0.sessions)" }
        row("days ended early (nothing due)") { "\($0.daysEndedEarly)" }
        lines.append("")
        let ratio = comparison.ratio.isFinite ? String(format: "%.2f", comparison.ratio) : "∞"
        lines.append("reviews / random, words recalled on day \(final) (R ≥ 0.9): \(ratio)×")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Day by day: each morning's recall (R ≥ 0.9) and mean R, then that day's answers and first-seen words.
    public static func dailyTable(_ comparison: SimulationComparison) -> String {
        var lines = ["day   random: recalled  mean R  answers  new   review: recalled  mean R  answers  new  early"]
        for (a, b) in zip(comparison.random.days, comparison.review.days) {
            lines.append(String(format: "%3d   %16d  %6.3f  %7d  %3d   %16d  %6.3f  %7d  %3d  %@", a.day, a.recalled,
                                a.meanRetrievability, a.answers, a.firstSeen, b.recalled, b.meanRetrievability, b.answers,
                                b.firstSeen, b.endedEarly ? "yes" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
