/// Whether a review session teaches a new word before its first quiz (a ``Lesson``).
public enum LessonsKey: EnvironmentKey {
    /// On: a word's first appearance shows it whole.
    public static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether review sessions show a new word whole before quizzing it (default: yes). A learner that only
    /// answers challenges, such as the simulated one, turns it off.
    public var teachesNewWords: Bool {
        get { self[LessonsKey.self] }
        set { self[LessonsKey.self] = newValue }
    }
}

/// When a review session quizzes a word it has just taught (internal, for comparisons).
public enum LessonQuizTiming: Sendable, Equatable {
    /// After this many other items, when there are any to show.
    case afterItems(Int)
    /// Once the card's first learning step is due by the session's clock, or when nothing else is left.
    case whenStepDue
}

/// When the quiz after a lesson comes.
public enum LessonQuizTimingKey: EnvironmentKey {
    /// Three items later: a minute or two after the lesson.
    public static let defaultValue = LessonQuizTiming.afterItems(3)
}

extension EnvironmentValues {
    /// When review sessions quiz a word just taught (default three items later). Internal: set by
    /// `KUCHI_QUIZ_GAP` (a count of items, or `step`) to compare orders in simulations, never by a learner.
    public var lessonQuizTiming: LessonQuizTiming {
        get { self[LessonQuizTimingKey.self] }
        set { self[LessonQuizTimingKey.self] = newValue }
    }
}
