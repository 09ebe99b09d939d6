import Foundation
import KuchiCore

/// How a simulated month of study runs.
public struct SimulationSettings: Sendable, Equatable {
    /// Words in the bank.
    public var words = 2_000
    /// Days of study.
    public var days = 30
    /// Answers the learner gives a day (wrong tries and retyped answers count).
    public var answersPerDay = 100
    /// The seed of the learner's draws and of Kuchi's and the reference's choices; the same for every arm.
    public var seed: UInt64 = 20_261_123
    /// New words a day in review sessions.
    public var newWordsPerDay = 20
    /// Correct first answers that end a session; sessions restart until the day's answers are spent.
    public var questionsPerSession = 20
    /// Seconds the learner takes per answer.
    public var secondsPerAnswer: TimeInterval = 20
    /// The hour of day (local time) study starts, and recall is measured.
    public var startHour = 9
    /// Hours by which each day's study starts earlier or later than ``startHour``, at most: each day's shift is
    /// drawn uniformly within ± this (in whole minutes, from a generator of its own seeded by ``seed``, the
    /// same for every arm). 0 (the default): every day at ``startHour`` exactly. Recall is still measured at
    /// ``startHour``.
    public var hourSpread = 0.0
    /// Word difficulties lie uniformly within ± this of FSRS-6's initial difficulty.
    public var difficultySpread = 2.0
    /// The simulated learner.
    public var learner = LearnerModel.spread
    /// The second learner's spread of stability factors (σ of ln f).
    public var stabilitySigma = 0.5
    /// Days (from 1) with no study at all, e.g. a week off that leaves a backlog; `nil` for none.
    public var breakDays: ClosedRange<Int>?
    /// The reference scheduler's order of due review cards.
    public var order = BacklogOrder.lowestR

    /// The defaults of issue 10: 2,000 words, 30 days, 100 answers a day, 20 new words a day.
    public init() {}
}

/// A clock the simulation moves by hand, read by the view model.
public final class SimulationClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock showing `start`.
    public init(_ start: Date) {
        current = start
    }

    /// The time shown.
    public var now: Date { lock.withLock { current } }

    /// Moves the clock to `date`.
    public func set(_ date: Date) {
        lock.withLock { current = date }
    }

    /// Moves the clock on by `seconds`.
    public func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
