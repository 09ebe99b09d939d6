/// How many correct answers end a practice session.
public enum QuestionsPerSessionKey: EnvironmentKey {
    /// Five questions, as in the Kuchi sample.
    public static let defaultValue = 5
    /// The values a learner may choose.
    public static let validRange = 1...100
}

extension EnvironmentValues {
    /// How many correct answers end a practice session (1–100, default 5).
    public var questionsPerSession: Int {
        get { self[QuestionsPerSessionKey.self] }
        set { self[QuestionsPerSessionKey.self] = newValue }
    }
}
