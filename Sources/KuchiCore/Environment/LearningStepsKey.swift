import Foundation

/// The learning steps, in seconds, of the scheduler a review session grades with (internal, for comparisons).
public enum LearningStepsKey: EnvironmentKey {
    /// Kuchi's own: one step of 10 minutes (``FSRSScheduler/kuchiLearningSteps``).
    public static let defaultValue = FSRSScheduler.kuchiLearningSteps
}

extension EnvironmentValues {
    /// The learning steps review sessions schedule new cards through (default Kuchi's one step of 10 minutes).
    /// Internal: set by `KUCHI_LEARNING_STEPS` (minutes) to compare schedules in simulations, never by a learner.
    public var learningSteps: [TimeInterval] {
        get { self[LearningStepsKey.self] }
        set { self[LearningStepsKey.self] = newValue }
    }
}
