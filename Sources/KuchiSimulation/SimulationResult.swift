import Foundation
import KuchiCore

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
    /// How sessions chose their words.
    public var scheduler: SchedulerKind
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

/// Random practice and review sessions compared on the same learner, bank and seed.
public struct SimulationComparison: Sendable, Equatable {
    /// The settings both runs used.
    public var settings: SimulationSettings
    /// Random sessions.
    public var random: SimulationRun
    /// Review sessions (FSRS-6).
    public var review: SimulationRun

    /// Words recalled under reviews per word recalled under random practice (infinite when random recalls none).
    public var ratio: Double {
        random.recalled == 0 ? .infinity : Double(review.recalled) / Double(random.recalled)
    }
}
