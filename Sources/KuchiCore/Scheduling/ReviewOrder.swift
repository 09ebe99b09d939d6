/// The order of due review cards, which decides which ones are asked when more are due than a day allows.
///
/// An internal choice, for comparing orders in simulations (`KUCHI_REVIEW_ORDER`), not a learner's setting.
public enum ReviewOrder: String, Sendable, CaseIterable, Equatable {
    /// The highest retrievability today first: the cards most likely still known are kept known, at the
    /// cost of the nearly forgotten ones (the default; FSRS's simulations favour it under a backlog).
    case highestRetrievability = "highest-r"
    /// The lowest retrievability today first: the cards closest to being forgotten.
    case lowestRetrievability = "lowest-r"
    /// The most overdue relative to the interval first: (now − due) ÷ (due − last review).
    case relativeOverdueness = "overdueness"
    /// The easiest first (lowest FSRS difficulty).
    case difficulty
}

/// The order of a review session's due review cards (``ReviewOrder``).
public enum ReviewOrderKey: EnvironmentKey {
    /// Highest retrievability first.
    public static let defaultValue = ReviewOrder.highestRetrievability
}

extension EnvironmentValues {
    /// The order of due review cards in review sessions (default ``ReviewOrder/highestRetrievability``).
    public var reviewOrder: ReviewOrder {
        get { self[ReviewOrderKey.self] }
        set { self[ReviewOrderKey.self] = newValue }
    }
}
