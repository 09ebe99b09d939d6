import Foundation
import KuchiCore

/// The cards of one learner's imported reviews, replayed through FSRS-6 as the reviews are stored: what
/// ``PracticeStore/rebuildCards(_:scheduler:removedWords:baselines:)`` would give for a learner who had no answers before, without
/// reading every answer back.
struct ImportReplay: Sendable {
    let profileID: Int64
    private(set) var replayed: ReplayedCards
    var cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)] { replayed.cards }

    /// `expectedCards`: how many cards the reviews are likely to give (the import's schedules, one a card).
    /// `today`: when the current study day began; the reviews since count against its `reviews_per_day` and are
    /// marked so (``ReviewMark``), the older ones only keep their predictions.
    init(profileID: Int64, expectedCards: Int, today: Date) {
        self.profileID = profileID
        replayed = ReplayedCards(scheduler: .kuchiDefault, expectedCards: expectedCards, withinADayFrom: today)
    }

    /// The cards replayed, handed over (``ReplayedCards/takeCards()``): the replay holds none afterwards.
    mutating func takeCards() -> [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)] {
        replayed.takeCards()
    }

    /// Grades the review's card; returns the recall predicted before it when it is a review a report counts.
    mutating func review(_ review: ImportedReview, wordID: Int64, kind: CardKind) -> Double? {
        // The time as the database stores it (to the millisecond, rounded down), so that a later replay
        // of the stored answers gives the very same cards.
        let at = Date(timeIntervalSince1970: (review.answeredAt.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
        return replayed.grade(HistoryReplay.CardKey(profileID: profileID, wordID: wordID, kind: kind), rating: review.rating, at: at,
                              wasInReview: review.wasInReview)
    }
}

/// An ``ImportReplay`` of every review worked out on a thread of its own, ahead of the thread that writes the
/// answers: each answer takes its recall from here (``recall(_:)``, waiting only when the replay is behind), and the
/// replayed cards come at the end (``cards()``). For reviews that are all stored, in order, each with its word's id
/// (a first history from an Anki package): the same recalls and cards as the replay made answer by answer.
final class ImportReplayAhead: Sendable {
    private let recalls: HandedOver<Double?, ImportReplay>

    /// Recalls handed to the writing thread at once (one lock each time).
    static let recallsPerHandOver = 4096

    /// Starts replaying `reviews` (each with its `wordID`) for the learner `profileID` on a new thread.
    init(_ reviews: [ImportedReview], profileID: Int64, expectedCards: Int, today: Date,
         kind: @escaping @Sendable (CardKind) -> CardKind) {
        recalls = HandedOver(expected: reviews.count, perHandOver: Self.recallsPerHandOver) { emit in
            var replay = ImportReplay(profileID: profileID, expectedCards: expectedCards, today: today)
            for review in reviews { emit(replay.review(review, wordID: review.wordID ?? 0, kind: kind(review.kind))) }
            return replay
        }
    }

    /// The recall of the review at `index` (of the reviews given), once replayed.
    func recall(_ index: Int) -> Double? {
        recalls.item(index)
    }

    /// The replay of every review, once done; handed over (asked for once), so that its cards change without a copy.
    func replay() -> ImportReplay {
        recalls.takeSummary()
    }
}
