import Foundation

/// Schedules reviews with FSRS-6 (open-spaced-repetition), agreeing with the reference implementation,
/// PyPI `fsrs` 6.3.2, to the second with fuzz off. Pure: no clock and no I/O; every time is passed in.
public struct FSRSScheduler: Sendable, Equatable {
    /// The memory model's weights.
    public let parameters: FSRSParameters
    /// The probability of recall at which a card in review falls due, 0.70…0.99.
    public let desiredRetention: Double
    /// The short steps, in seconds, a new card goes through before its first interval in days.
    public let learningSteps: [TimeInterval]
    /// The steps, in seconds, a forgotten card goes through before it returns to review.
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days.
    public let maximumInterval: Int
    /// Whether ``review(_:rating:at:using:)`` spreads intervals of three days or more a little at random.
    public let fuzzEnabled: Bool
    /// How the days since a card's last review are counted: whole 24-hour periods (Kuchi's own, as the
    /// reference counts them), or study days (Anki's, for replaying an Anki review log).
    public var dayCount: ElapsedDayCount = .wholeDays

    /// How elapsed days are counted.
    public enum ElapsedDayCount: Sendable, Equatable {
        /// Whole 24-hour periods since the last review, rounded down.
        case wholeDays
        /// Study days, as Anki counts them: how many day starts lie between the last review and now, a study day
        /// starting `boundary` seconds after 00:00 UTC (the rollover hour, shifted by the learner's UTC offset).
        case studyDays(boundary: TimeInterval)
    }

    /// Seconds in a day: intervals in review are whole days.
    static let secondsPerDay: TimeInterval = 86_400

    /// The reference's defaults: FSRS-6 weights, retention 0.9, steps 1 min and 10 min, relearning
    /// 10 min, at most 36,500 days, fuzz on.
    public static let `default` = FSRSScheduler(checked: .default, desiredRetention: 0.9, learningSteps: [60, 600],
                                                relearningSteps: [600], maximumInterval: 36_500, fuzzEnabled: true)

    /// Kuchi's own scheduling at retention 0.9: the reference's defaults with one learning step of 10 minutes
    /// (``kuchiLearningSteps``), as review sessions and the rebuilt cards use it.
    public static let kuchiDefault = FSRSScheduler(checked: .default, desiredRetention: 0.9, learningSteps: kuchiLearningSteps,
                                                   relearningSteps: [600], maximumInterval: 36_500, fuzzEnabled: true)

    /// A scheduler with the given settings; throws when retention lies outside 0.70…0.99, a step is not
    /// positive, or the maximum interval is under a day.
    public init(parameters: FSRSParameters = .default, desiredRetention: Double = 0.9,
                learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
                maximumInterval: Int = 36_500, fuzzEnabled: Bool = true) throws(FSRSError) {
        guard (0.7...0.99).contains(desiredRetention) else { throw .desiredRetentionOutOfRange(desiredRetention) }
        guard maximumInterval >= 1 else { throw .maximumIntervalTooShort(maximumInterval) }
        if let step = (learningSteps + relearningSteps).first(where: { !($0 > 0) }) { throw .nonPositiveStep(step) }
        self.init(checked: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
                  relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzzEnabled: fuzzEnabled)
    }

    private init(checked parameters: FSRSParameters, desiredRetention: Double, learningSteps: [TimeInterval],
                 relearningSteps: [TimeInterval], maximumInterval: Int, fuzzEnabled: Bool) {
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzzEnabled = fuzzEnabled
    }

    /// The card after a review graded `rating` at `now`, with fuzz applied (when ``fuzzEnabled``) from `rng`.
    public func review(_ card: CardMemory, rating: Rating, at now: Date,
                       using rng: inout some RandomNumberGenerator) -> CardMemory {
        var next = card
        (next.stability, next.difficulty) = updatedMemory(of: card, rating: rating, at: now)
        let wait = nextWait(for: &next, from: card, rating: rating)
        let seconds: TimeInterval = switch wait {
        case .seconds(let seconds): seconds
        case .days(let days): Double(fuzzEnabled ? fuzzed(days: days, using: &rng) : days) * Self.secondsPerDay
        }
        next.due = now.addingTimeInterval(seconds)
        next.lastReview = now
        next.reps += 1
        if card.state == .review, rating == .again { next.lapses += 1 }
        return next
    }

    /// The card after a review graded `rating` at `now`, never fuzzed: the interval the model gives.
    public func review(_ card: CardMemory, rating: Rating, at now: Date) -> CardMemory {
        var unused = SeededRandomNumberGenerator(seed: 0)
        return withoutFuzz.review(card, rating: rating, at: now, using: &unused)
    }

    /// The probability that `card` is recalled at `date`, counting whole days since its last review
    /// (as the reference does); 0 for a card never reviewed.
    public func retrievability(of card: CardMemory, at date: Date) -> Double {
        guard card.state != .new, let days = elapsedDays(since: card.lastReview, at: date) else { return 0 }
        return parameters.retrievability(elapsedDays: Double(days), stability: card.stability)
    }

    /// The recall predicted for a review of `card` at `date`, when the grade is a review in the sense reports
    /// measure retention by: the card was graded before, a day or more earlier. `nil` for a card's first grade
    /// and for grades within a day of the previous one (learning steps, a word missed and asked again).
    public func predictedRecall(before card: CardMemory, at date: Date) -> Double? {
        guard let days = elapsedDays(since: card.lastReview, at: date), days >= 1 else { return nil }
        return retrievability(of: card, at: date)
    }

    /// Whole days from `lastReview` to `date`, rounded down and never negative (a clock set back counts as 0).
    func elapsedDays(since lastReview: Date?, at date: Date) -> Int? {
        guard let lastReview else { return nil }
        switch dayCount {
        case .wholeDays:
            return max(0, Int((date.timeIntervalSince(lastReview) / Self.secondsPerDay).rounded(.down)))
        case let .studyDays(boundary):
            let day = { (time: Date) in ((time.timeIntervalSince1970 - boundary) / Self.secondsPerDay).rounded(.down) }
            return max(0, Int(day(date) - day(lastReview)))
        }
    }

    /// Stability and difficulty after the review: initial values for a new card, the same-day formula
    /// within a day of the last review, otherwise recall or forget stability at the current retrievability.
    private func updatedMemory(of card: CardMemory, rating: Rating, at now: Date) -> (Double, Double) {
        if card.state == .new { return (parameters.initialStability(rating), parameters.initialDifficulty(rating)) }
        let stability: Double
        if let days = elapsedDays(since: card.lastReview, at: now), days < 1 {
            stability = parameters.shortTermStability(card.stability, rating: rating)
        } else {
            stability = parameters.nextStability(difficulty: card.difficulty, stability: card.stability,
                                                 retrievability: retrievability(of: card, at: now), rating: rating)
        }
        return (stability, parameters.nextDifficulty(card.difficulty, rating: rating))
    }

    var withoutFuzz: FSRSScheduler {
        var scheduler = FSRSScheduler(checked: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
                                      relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzzEnabled: false)
        scheduler.dayCount = dayCount
        return scheduler
    }

    /// This scheduler counting elapsed days by `dayCount`.
    public func counting(_ dayCount: ElapsedDayCount) -> FSRSScheduler {
        var scheduler = self
        scheduler.dayCount = dayCount
        return scheduler
    }
}
