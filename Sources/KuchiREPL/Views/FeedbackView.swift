import KuchiCore

/// What the learner is told after an answer, followed by the score (the sample's ScoreView).
public struct FeedbackView {
    /// The outcome of the answer.
    public var outcome: AnswerOutcome
    /// The score after it.
    public var score: ScoreView

    /// A view of `outcome` with `score`.
    public init(outcome: AnswerOutcome, score: ScoreView) {
        self.outcome = outcome
        self.score = score
    }

    /// The text to print (empty when there is nothing to say).
    public func render(style: TextStyle) -> String {
        switch outcome {
        case let .correct(challenge):
            let word = SafeText.singleLine(challenge.word.text)
            return style.success("✓ Correct!") + " \(word) means “\(SafeText.singleLine(challenge.correctChoice))”.  "
                + score.render(style: style) + "\n"
        case let .wrong(challenge, given):
            let word = SafeText.singleLine(challenge.word.text)
            return style.failure("✗ Not quite:") + " \(word) does not mean “\(SafeText.singleLine(given))”. Try again.  "
                + score.render(style: style) + "\n"
        case let .outOfRange(choices):
            return "Choose a number from 1 to \(choices), or type the meaning.\n"
        case .notAnswering:
            return ""
        }
    }
}

/// The score as `correct/questionsPerSession`.
public struct ScoreView: Equatable {
    /// Correct answers so far.
    public var correct: Int
    /// Correct answers that end the session.
    public var target: Int

    /// A score of `correct` out of `target`.
    public init(correct: Int, target: Int) {
        self.correct = correct
        self.target = target
    }

    /// `Score: 2/5`.
    public func render(style: TextStyle) -> String {
        style.muted("Score: ") + "\(correct)/\(target)"
    }
}
