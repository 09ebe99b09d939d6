import Foundation

extension FSRSScheduler {
    /// Kuchi's learning step: one, of 10 minutes. A new word's lesson is its first exposure (graded Again)
    /// and the quiz a few items later is its learning step: answered right, the card graduates to a first
    /// interval in days; answered wrong, it comes back after this step.
    ///
    /// FSRS-6 credits a same-day repetition with little lasting stability, so a second short step (the
    /// reference's 1 and 10 minutes) would spend another answer on every new word for little memory;
    /// measured through the binary (docs/learning.md), that answer is better spent on due reviews and new words.
    public static let kuchiLearningSteps: [TimeInterval] = [600]

    /// Kuchi's own scheduling: FSRS-6 with the default weights, `desiredRetention`, one learning step of
    /// 10 minutes (``kuchiLearningSteps``) unless `learningSteps` says otherwise (an internal switch for
    /// comparisons), the reference's 10-minute relearning step and fuzz on. Throws when the retention lies
    /// outside 0.70…0.99 or a step is not positive.
    public static func kuchi(desiredRetention: Double = 0.9,
                             learningSteps: [TimeInterval] = kuchiLearningSteps) throws(FSRSError) -> FSRSScheduler {
        try FSRSScheduler(desiredRetention: desiredRetention, learningSteps: learningSteps)
    }
}
