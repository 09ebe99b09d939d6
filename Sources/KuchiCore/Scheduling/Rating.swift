/// How well the learner recalled a card, as FSRS grades a review.
public enum Rating: Int, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// Forgotten: the answer was not recalled.
    case again = 1
    /// Recalled, with serious difficulty.
    case hard = 2
    /// Recalled after some hesitation.
    case good = 3
    /// Recalled at once.
    case easy = 4

    /// The grade's name as typed (`good`), and as a graded flashcard's answer stores it: the case's name, as
    /// `String(describing:)` gives it, without the reflection that takes on every answer.
    public var name: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}

/// Where a card stands in the FSRS schedule.
///
/// The raw values of `learning`, `review` and `relearning` are those of the reference implementation
/// (PyPI `fsrs`); it has no `new` state and treats a card never reviewed as learning at step 0.
public enum CardState: Int, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// Never reviewed: no stability or difficulty yet.
    case new = 0
    /// Reviewed, still going through the short learning steps (1 min, 10 min by default).
    case learning = 1
    /// Graduated: scheduled in whole days from its stability.
    case review = 2
    /// Forgotten after graduating, going through the relearning steps (10 min by default).
    case relearning = 3
}
