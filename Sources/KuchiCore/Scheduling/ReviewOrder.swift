import Foundation

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

extension ReviewOrder {
    /// The key that puts due review cards in this order at `date`, smallest first; cards with equal keys
    /// come by due time, then by word.
    ///
    /// Retrievability orders count the days since the last review in whole days per day of stability, as
    /// the word bank's SQL does (R falls as that ratio grows), so every bank asks cards in the same order.
    public func sortKey(for memory: CardMemory, at date: Date) -> Double {
        switch self {
        case .highestRetrievability: Self.forgetting(memory, at: date)
        case .lowestRetrievability: -Self.forgetting(memory, at: date)
        case .relativeOverdueness:
            -(date.timeIntervalSince(memory.due) / 86_400)
                / max(memory.due.timeIntervalSince(memory.lastReview ?? memory.due.addingTimeInterval(-86_400)) / 86_400, 1e-6)
        case .difficulty: memory.difficulty
        }
    }

    /// Whole days since the last review per day of stability; a card never reviewed, or without a
    /// stability, counts as the most forgotten.
    private static func forgetting(_ memory: CardMemory, at date: Date) -> Double {
        guard let lastReview = memory.lastReview, memory.stability > 0 else { return 1e300 }
        return (max(0, date.timeIntervalSince(lastReview)) / 86_400).rounded(.down) / memory.stability
    }
}
