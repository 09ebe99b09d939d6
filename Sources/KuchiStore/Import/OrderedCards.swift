import Foundation
import KuchiCore

/// A first history's replayed cards, each given its baseline's memory where the schedules give one, and the
/// baselines, both in the order their tables are written: pure work on the import's tables in memory, which an Anki
/// package's import does on a second thread (``SecondThread``) while the writing thread builds the answers' indexes.
struct OrderedCards: Sendable {
    /// The baselines and suspensions of the import's schedules.
    let scheduled: ScheduleBaselines
    /// Every card of the replay, its memory the baseline's where it has one, in the card table's key order
    /// (``CardColumns/ordered(_:)``).
    let cards: [(key: HistoryReplay.CardKey, value: (memory: CardMemory, introducedAt: Date))]
    /// The baselines in the order ``CardBaselines/store(ordered:source:cardsHoldThem:in:)`` writes them.
    let baselines: [(key: HistoryReplay.CardKey, value: CardBaseline)]
    /// How many cards of the replay have no baseline.
    let replayedOnly: Int

    /// The cards `replayed`, each given its baseline of `scheduled` (the baselines are the cards: no imported review
    /// comes after them), put in order with the baselines.
    init(replayed cards: consuming [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)], scheduled: ScheduleBaselines) {
        replayedOnly = cards.keys.filter { scheduled.baselines[$0] == nil }.count
        for (key, baseline) in scheduled.baselines { cards[key] = (baseline.memory, baseline.introducedAt) }
        self.cards = CardColumns.ordered(cards)
        baselines = CardBaselines.ordered(scheduled.baselines)
        self.scheduled = scheduled
    }
}
