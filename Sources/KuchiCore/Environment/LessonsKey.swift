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
