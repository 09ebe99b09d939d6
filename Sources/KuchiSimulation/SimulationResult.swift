import Foundation

/// One simulated day: what the learner knew that morning, before study, and what study was done.
public struct SimulatedDay: Sendable, Equatable {
    /// The day, from 1; day `days + 1` is the morning after the last day of study.
    public var day: Int
    /// Words with true retrievability at least 0.9 that morning, before study.
    public var recalled: Int
    /// The mean true retrievability over all words of the bank that morning.
    public var meanRetrievability: Double
    /// Answers given that day (wrong tries and retyped answers count).
    public var answers: Int
    /// Challenges answered that day: each is one exposure of the learner to a word.
    public var challenges: Int
    /// Words the learner saw that day for the first time.
    public var firstSeen: Int
    /// Whether a review session found nothing to ask before the day's answers were spent.
    public var endedEarly: Bool
}

/// The outcome of one simulated month under one way of choosing words.
public struct SimulationRun: Sendable, Equatable {
    /// The arm's name: how the words were chosen.
    public var arm: String
    /// Every day of study, then the morning after the last (no study that day).
    public var days: [SimulatedDay]
    /// Words in the bank.
    public var words: Int
    /// Words the learner has seen at least once.
    public var wordsSeen: Int
    /// Answers given over the whole run.
    public var answers: Int
    /// Challenges answered over the whole run (exposures to a word).
    public var challenges: Int
    /// Sessions started.
    public var sessions: Int
    /// Words with true retrievability at least 0.8 thirty days after the last day of study, with no study meanwhile.
    public var recalledMonthLater: Int

    /// The morning after the last day of study.
    public var final: SimulatedDay? { days.last }
    /// Words recalled (true R ≥ 0.9) the morning after the last day of study.
    public var recalled: Int { final?.recalled ?? 0 }
    /// Days on which a review session found nothing to ask before the day's answers were spent.
    public var daysEndedEarly: Int { days.filter(\.endedEarly).count }
}

/// Several arms run on the same learner, bank and seed.
public struct SimulationComparison: Sendable, Equatable {
    /// The settings every run used.
    public var settings: SimulationSettings
    /// One run per arm, in report order.
    public var runs: [SimulationRun]

    /// The run of the arm named `name`.
    public func run(_ name: String) -> SimulationRun? { runs.first { $0.arm == name } }

    /// Words recalled on the morning after the last day under `a` per word recalled under `b`
    /// (infinite when `b` recalls none).
    public static func ratio(_ a: SimulationRun, _ b: SimulationRun) -> Double {
        b.recalled == 0 ? .infinity : Double(a.recalled) / Double(b.recalled)
    }
}
