/// The results of one practice session, as shown at its end.
public struct SessionSummary: Sendable, Equatable {
    /// The number of correct answers that ends the session.
    public var target: Int
    /// Correct answers given.
    public var correct: Int
    /// Wrong tries given.
    public var wrong: Int
    /// Challenges skipped.
    public var skipped: Int
    /// Time from the first question to the end.
    public var duration: Duration
    /// How the session ended.
    public var status: SessionStatus

    /// Creates a summary.
    public init(target: Int, correct: Int, wrong: Int, skipped: Int, duration: Duration, status: SessionStatus) {
        self.target = target
        self.correct = correct
        self.wrong = wrong
        self.skipped = skipped
        self.duration = duration
        self.status = status
    }

    /// Correct answers as a fraction of all tries, or `nil` when nothing was answered.
    public var accuracy: Double? {
        let tries = correct + wrong
        return tries == 0 ? nil : Double(correct) / Double(tries)
    }
}
