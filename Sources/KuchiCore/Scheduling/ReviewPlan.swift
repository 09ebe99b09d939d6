import Foundation

/// What a review session has to ask, as its header says: the cards due now and the new words left today.
public struct ReviewPlan: Equatable, Sendable {
    /// Cards due now that the session asks: learning and relearning cards, and review cards (up to what
    /// `reviews_per_day` leaves for today: learning cards are never held back, so this may exceed it).
    public var due: Int
    /// Of ``due``, the cards in their learning or relearning steps.
    public var learning = 0
    /// Of ``learning``, the cards last reviewed a day or more ago: as in Anki's v3 scheduler, their answers count
    /// against `reviews_per_day`, so they take room the review cards would have had.
    public var interdayLearning = 0
    /// New words the session may still introduce today (`new_words_per_day` less those introduced today), at
    /// most what `reviews_per_day` leaves once the reviews due now and those done today are counted (as in
    /// Anki's v3 scheduler): none while the reviews due fill or exceed it.
    public var newWords: Int
    /// New words `new_words_per_day` would still give today that the review limit holds back (see ``newWords``).
    public var newWordsHeld = 0
    /// Review cards due now beyond what `reviews_per_day` leaves for today: not asked today.
    public var overLimit: Int
    /// Cards that fall due later in today's study day, each asked from its time (not yet in ``due``).
    public var laterToday = 0

    /// How far ahead a learning card is asked when nothing else is left (as Anki's "learn ahead limit").
    public static let learnAhead: TimeInterval = ReviewQueue.learnAhead

    /// A plan.
    public init(due: Int, newWords: Int, overLimit: Int = 0) {
        self.due = due
        self.newWords = newWords
        self.overLimit = overLimit
    }
}

extension ReviewPlan {
    /// The cards due now in today's learning steps beside a review limit that holds cards or new words back, which it
    /// never holds back: "(1 in its learning steps, which reviews_per_day does not limit)", or, when they are all of the
    /// cards due, "(in its learning steps, …)"; `nil` when there are none. Said so that a learner who set
    /// `reviews_per_day = 0` is not asked a card with nothing said of why.
    public static func unlimitedLearning(_ learning: Int, of due: Int) -> String? {
        guard learning > 0 else { return nil }
        let their = learning == 1 ? "its" : "their"
        return "(" + (learning >= due ? "" : "\(learning.groupedDigits) ") + "in \(their) learning steps, which reviews_per_day does not limit)"
    }

    /// Why the review limit gives no new words today, as the review header and `kuchi due` both say it: reviews due
    /// beyond the limit wait ("no new words today: 388 reviews wait beyond reviews_per_day"), the reviews due fill it,
    /// or the day's reviews done reached it.
    public static func noNewWordsReason(overLimit: Int, reviewsDueNow: Int) -> String {
        if overLimit > 0 {
            return "no new words today: \(overLimit == 1 ? "1 review waits" : "\(overLimit.groupedDigits) reviews wait") beyond reviews_per_day"
        }
        return reviewsDueNow == 0 ? "no new words today: reviews_per_day is reached" : "no new words today: the reviews due fill reviews_per_day"
    }
}
