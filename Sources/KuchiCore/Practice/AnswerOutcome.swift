/// What an answer did.
public enum AnswerOutcome: Equatable, Sendable {
    /// The answer was right; the challenge it answered.
    case correct(Challenge, Verdict)
    /// The answer was wrong; the same challenge stays.
    case wrong(Challenge, Verdict)
    /// A wrong answer in a review session: recorded (graded Again) and the session moved on to the next
    /// challenge; the challenge answered, whose right answer the learner is shown. The card comes back
    /// through its relearning step.
    case missed(Challenge, Verdict)
    /// A right answer after a wrong one: not scored; the word comes back later. In a random session it
    /// answered the challenge still on screen and was recorded; in a review it is the line after a miss,
    /// right for the challenge missed (the one given here), and only acknowledged.
    case corrected(Challenge, Verdict)
    /// The line answered the other question (the reading when the meaning was asked, or the reverse);
    /// nothing was recorded and the same challenge stays.
    case otherQuestion(Challenge, Verdict)
    /// A slip as close to another meaning in play as to the word's ("blak": black, or 空ろ's blank): nothing was
    /// recorded and the same challenge stays, for the learner to type it again.
    case ambiguousSlip(Challenge, AmbiguousSlip)
    /// A line right only with its lone n read as ん (`kinen` for 禁煙 きんえん) that reads as typed as another word of the
    /// bank (記念 きねん): nothing was recorded and the same challenge stays, for the learner to type it unmistakably.
    case spellsOtherWord(Challenge, LoneNSpelling)
    /// The number named no choice; nothing was recorded.
    case outOfRange(choices: Int)
    /// Typed romaji did not convert completely into kana; nothing was recorded.
    case unreadableRomaji(typed: String, kana: String)
    /// There was nothing to answer, or nothing was typed; nothing was recorded.
    case notAnswering
}

/// Errors of a practice session. Their text is plain; front ends add what to do next.
public enum PracticeError: KuchiError, Equatable {
    /// The word bank has no words.
    case emptyWordBank
    /// A review session found nothing due and no new words left for today.
    case nothingToReview
    /// The scope asked for (``WordScope``) holds no words.
    case emptyScope(WordScope)

    public var description: String {
        switch self {
        case .emptyWordBank: "The word bank is empty: there is nothing to practise."
        case .nothingToReview: "Nothing to review now."
        case let .emptyScope(scope): "No words in \(scope.summary)."
        }
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .emptyWordBank: .dataError
        case .nothingToReview: .success
        case .emptyScope: .usage
        }
    }
}
