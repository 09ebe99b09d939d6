import Foundation

/// What a card trains: each word has up to three cards per learner, each with its own memory.
public enum CardKind: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Knowing what the Japanese means (choice, meaning and flashcard questions).
    case recognition
    /// Knowing how a kanji word is read (reading questions).
    case reading
    /// Producing the Japanese for a meaning (word questions).
    case writing

    /// The card a question of this kind trains.
    public init(_ kind: ChallengeKind) {
        switch kind {
        case .choice, .meaning, .flashcard: self = .recognition
        case .reading: self = .reading
        case .word: self = .writing
        }
    }

    /// The kinds of card a session in `mode` trains.
    public static func trained(by mode: AnswerMode) -> [CardKind] {
        switch mode {
        case .choice, .meaning, .flashcard: [.recognition]
        case .reading: [.reading]
        case .word: [.writing]
        case .mixed: [.recognition, .reading, .writing]
        }
    }
}

/// A card's memory after an answer, to be stored with the answer in one transaction.
public struct CardUpdate: Sendable, Equatable {
    /// The learner.
    public var profileID: Int64
    /// The word.
    public var wordID: Int64
    /// What the card trains.
    public var kind: CardKind
    /// The card's memory after the review.
    public var memory: CardMemory

    /// A card update.
    public init(profileID: Int64, wordID: Int64, kind: CardKind, memory: CardMemory) {
        self.profileID = profileID
        self.wordID = wordID
        self.kind = kind
        self.memory = memory
    }
}

extension FSRSScheduler {
    /// The card after `rating` at `date`, with its interval fuzz drawn from a generator seeded by the card
    /// itself (learner, word, kind and review count), so a replay of the history gives the same due dates.
    public func review(_ card: CardMemory, rating: Rating, at date: Date, profileID: Int64, wordID: Int64,
                       kind: CardKind) -> CardMemory {
        var seed: UInt64 = 0xC0FFEE
        for part in [UInt64(bitPattern: profileID), UInt64(bitPattern: wordID),
                     UInt64(CardKind.allCases.firstIndex(of: kind) ?? 0), UInt64(card.reps)] {
            seed = (seed ^ part) &* 0x100000001B3
        }
        var rng = SeededRandomNumberGenerator(seed: seed)
        return review(card, rating: rating, at: date, using: &rng)
    }
}
