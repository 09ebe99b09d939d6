import Foundation
import KuchiCore

/// The order in which due review cards are asked when more is due than the day allows (issue 18, item 5).
/// Learning and relearning steps always come first, earliest due first; this orders the review cards.
public enum BacklogOrder: String, Sendable, CaseIterable, Equatable {
    /// Lowest retrievability first: the cards closest to being forgotten.
    case lowestR = "lowest-r"
    /// Highest retrievability first: the cards cheapest to keep.
    case highestR = "highest-r"
    /// Most overdue relative to the interval first: (now − last review) ÷ (due − last review), highest first.
    case overdueness = "overdue"
    /// Lowest difficulty first.
    case easyFirst = "easy-first"
    /// Highest difficulty first.
    case hardFirst = "hard-first"

    /// Whether `a` comes before `b` at `now` (ties: earlier due, then lower word id).
    func precedes(_ a: (id: Int64, card: CardMemory), _ b: (id: Int64, card: CardMemory), at now: Date,
                  scheduler: FSRSScheduler) -> Bool {
        let (x, y) = (key(a.card, now, scheduler), key(b.card, now, scheduler))
        if x != y { return x < y }
        if a.card.due != b.card.due { return a.card.due < b.card.due }
        return a.id < b.id
    }

    /// The sort key, lowest first.
    private func key(_ card: CardMemory, _ now: Date, _ scheduler: FSRSScheduler) -> Double {
        switch self {
        case .lowestR: scheduler.retrievability(of: card, at: now)
        case .highestR: -scheduler.retrievability(of: card, at: now)
        case .overdueness: -Self.relativeOverdueness(card, at: now)
        case .easyFirst: card.difficulty
        case .hardFirst: -card.difficulty
        }
    }

    /// (now − last review) ÷ the scheduled interval; 1 when exactly on time.
    static func relativeOverdueness(_ card: CardMemory, at now: Date) -> Double {
        guard let last = card.lastReview else { return 0 }
        let interval = max(1, card.due.timeIntervalSince(last))
        return now.timeIntervalSince(last) / interval
    }
}
