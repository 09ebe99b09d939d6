import KuchiStore

/// Wording shared by the formats for the spaced-repetition figures.
extension ReportFormatting {
    /// "12 of 40 (recognition 10 of 30, reading 2 of 10)": known cards per kind that has cards.
    static func knownWords(_ memory: MemoryStandings) -> String {
        let kinds = memory.kinds.filter { $0.cards > 0 }
            .map { "\($0.kind.rawValue) \(count($0.known)) of \(count($0.cards))" }
        return "\(count(memory.wordsKnown)) of \(count(memory.wordsWithCards))"
            + (kinds.isEmpty ? "" : " (cards: \(kinds.joined(separator: ", ")))")
    }

    /// "45 of 50 passed (90%), 88% predicted", or "none yet" ("none in this period" for a report `--since` a day:
    /// the learner may have reviewed before it).
    static func retention(_ tally: some RetentionTally, inPeriod: Bool = false) -> String {
        guard tally.reviews > 0 else { return inPeriod ? "none in this period" : "none yet" }
        return "\(count(tally.passed)) of \(count(tally.reviews)) passed (\(percent(tally.trueRetention))), "
            + "\(percent(tally.predictedRetention)) predicted"
    }

    /// The footnote every format ends with: what each figure means.
    static func footnote(_ report: ProgressReport) -> String {
        "Answers count every try. A review is a graded answer to a card last graded a day or more before; it passes "
            + "unless graded again, and the model's prediction is the card's probability of recall just before it. "
            + "A word is mature when every card of it has a stability of 21 days or more, known when every card "
            + "of it would be recalled now with a probability of at least \(percent(report.memory.desiredRetention)), "
            + "and struggling when it is not mature, has 2 or more wrong answers and under 60% correct. "
            + "Time spent adds up each answer's think time, at most 5 minutes each. Study days for the forecast "
            + "start at 04:00. Days are in \(report.timeZoneIdentifier)."
    }
}
