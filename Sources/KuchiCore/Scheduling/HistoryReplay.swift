import Foundation

/// Rebuilds cards from the answers stored, as the answers graded them: for a bank that had answers before
/// cards existed (its migration), and for `kuchi doctor`'s check.
public enum HistoryReplay {
    /// One stored answer, in the order answers were given.
    public struct PastAnswer: Sendable {
        public var id: Int64
        public var profileID: Int64
        public var sessionID: Int64
        public var wordID: Int64
        public var mode: ChallengeKind
        public var isCorrect: Bool
        public var hintUsed: Bool
        public var answeredAt: Date
        /// The grade stored with the answer; `nil` when it gave none (or, before cards, was never set).
        public var rating: Rating?

        /// A stored answer.
        public init(id: Int64, profileID: Int64, sessionID: Int64, wordID: Int64, mode: ChallengeKind, isCorrect: Bool,
                    hintUsed: Bool, answeredAt: Date, rating: Rating?) {
            self.id = id
            self.profileID = profileID
            self.sessionID = sessionID
            self.wordID = wordID
            self.mode = mode
            self.isCorrect = isCorrect
            self.hintUsed = hintUsed
            self.answeredAt = answeredAt
            self.rating = rating
        }
    }

    /// Identifies a card: whose, which word, what kind.
    public struct CardKey: Hashable, Sendable {
        public var profileID: Int64
        public var wordID: Int64
        public var kind: CardKind

        /// A card key.
        public init(profileID: Int64, wordID: Int64, kind: CardKind) {
            self.profileID = profileID
            self.wordID = wordID
            self.kind = kind
        }
    }

    /// The grade an answer stored before cards existed gave: the first answer to a challenge grades it
    /// (wrong → Again, right after a hint → Hard, right → Good); a try after a wrong answer to the same
    /// word in the same session gives none. `answers` must be in the order they were given.
    public static func inferredRatings(_ answers: [PastAnswer]) -> [Int64: Rating] {
        var lastInSession: [Int64: (wordID: Int64, mode: ChallengeKind, wrong: Bool)] = [:]
        var ratings: [Int64: Rating] = [:]
        for answer in answers {
            let previous = lastInSession[answer.sessionID]
            let isRetry = previous.map { $0.wordID == answer.wordID && $0.mode == answer.mode && $0.wrong } ?? false
            if !isRetry {
                ratings[answer.id] = answer.isCorrect ? (answer.hintUsed ? .hard : .good) : .again
            }
            lastInSession[answer.sessionID] = (answer.wordID, answer.mode, !answer.isCorrect)
        }
        return ratings
    }

    /// The cards the graded answers give, replayed through `scheduler`, with when each was introduced.
    public static func cards(from answers: [PastAnswer], scheduler: FSRSScheduler, baselines: [CardKey: CardBaseline] = [:])
        -> [CardKey: (memory: CardMemory, introducedAt: Date)] {
        replay(answers, scheduler: scheduler, baselines: baselines).cards
    }

    /// The cards, and for each answer that was a review (see ``ReviewMark``), the `recall` it stores. A card with a
    /// baseline (``CardBaseline``: its state as another program had it at an import) starts from it, and only the answers after the baseline's last review grade it.
    /// Reviews without a prediction are marked from `withinADayFrom` on (``ReviewMark/withinADayFrom``).
    public static func replay(_ answers: [PastAnswer], scheduler: FSRSScheduler, baselines: [CardKey: CardBaseline] = [:],
                              withinADayFrom: Date = .distantFuture)
        -> (cards: [CardKey: (memory: CardMemory, introducedAt: Date)], recalls: [Int64: Double]) {
        var deck = ReplayedCards(scheduler: scheduler, baselines: baselines, withinADayFrom: withinADayFrom)
        var recalls: [Int64: Double] = [:]
        for answer in answers {
            guard let rating = answer.rating else { continue }
            let key = CardKey(profileID: answer.profileID, wordID: answer.wordID, kind: CardKind(answer.mode))
            if let recall = deck.grade(key, rating: rating, at: answer.answeredAt) { recalls[answer.id] = recall }
        }
        return (deck.cards, recalls)
    }
}

/// Cards built up grade by grade, in the order the grades were given: the one replay step shared by
/// ``HistoryReplay`` and imports of another program's reviews, so both give the cards practice would have.
public struct ReplayedCards: Sendable {
    /// The scheduler the grades go through.
    public let scheduler: FSRSScheduler
    /// Each card's memory so far, with when it was first graded.
    public private(set) var cards: [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)] = [:]
    /// The cards whose replay starts from a state another program gave them (``CardBaseline``).
    public let baselines: [HistoryReplay.CardKey: CardBaseline]
    /// Which grades are reviews, by the study days of this machine's time zone.
    private var mark: ReviewMark

    /// No cards yet but those of `baselines`, as they give them; room made for `expectedCards` cards at once
    /// (an import knows how many cards its package has: the table is then not grown and rehashed step by step).
    /// Reviews without a prediction are marked from `withinADayFrom` on (``ReviewMark/withinADayFrom``): by
    /// default none, a replay of past answers giving each review its prediction alone.
    public init(scheduler: FSRSScheduler, baselines: [HistoryReplay.CardKey: CardBaseline] = [:], expectedCards: Int = 0,
                withinADayFrom: Date = .distantFuture) {
        self.scheduler = scheduler
        mark = ReviewMark(withinADayFrom: withinADayFrom)
        self.baselines = baselines
        cards.reserveCapacity(max(expectedCards, baselines.count))
        for (key, baseline) in baselines { cards[key] = (baseline.memory, baseline.introducedAt) }
    }

    /// Grades the card `key` at `date`; returns the `recall` its answer stores (``ReviewMark``: not `nil` when it
    /// is a review, the recall predicted before the grade when it is a day or more after the last). A grade at or
    /// before the last review of the card's baseline is one the baseline already holds: it changes nothing.
    /// `wasInReview`: whether the card was in review, as the program the grade comes from had it (Anki's review log);
    /// `nil` for the replay's own state.
    public mutating func grade(_ key: HistoryReplay.CardKey, rating: Rating, at date: Date, wasInReview: Bool? = nil) -> Double? {
        // Most replays have no baselines (every import's own): the key is not hashed for an empty table.
        if !baselines.isEmpty, let baseline = baselines[key], CardBaseline.holds(date, heldUntil: baseline.heldUntil) { return nil }
        // The card is hashed once and changed in place, a new one made new at its first grade (an import
        // grades hundreds of thousands of reviews).
        let scheduler = scheduler
        var mark = mark
        defer { self.mark = mark }
        return Self.grade(&cards[key, default: (CardMemory.new(due: date), date)]) { memory in
            let recall = mark.recall(before: memory, at: date, scheduler: scheduler, wasInReview: wasInReview)
            memory = scheduler.review(memory, rating: rating, at: date, profileID: key.profileID, wordID: key.wordID, kind: key.kind)
            return recall
        }
    }

    /// The cards, handed over: the replay holds none afterwards, so that the caller may change the table without a copy
    /// of it (tens of thousands of cards in a large import).
    public mutating func takeCards() -> [HistoryReplay.CardKey: (memory: CardMemory, introducedAt: Date)] {
        let taken = cards
        cards = [:]
        return taken
    }

    /// Runs `change` on the memory of `card` in place (its introduction stays); returns what `change` returns.
    @inline(__always)
    private static func grade(_ card: inout (memory: CardMemory, introducedAt: Date),
                              _ change: (inout CardMemory) -> Double?) -> Double? {
        change(&card.memory)
    }
}
