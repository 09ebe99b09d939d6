import Foundation

/// What the scheduler knows about one card: its state in the schedule and its memory (stability and
/// difficulty). A value: reviewing a card returns a new one.
public struct CardMemory: Sendable, Equatable, Hashable, Codable {
    /// Where the card stands in the schedule.
    public var state: CardState
    /// The index of the current learning or relearning step; `nil` when the card is new or in review.
    public var step: Int?
    /// Days until retrievability falls to 0.9; 0 while the card is new.
    public var stability: Double
    /// How hard the card is to remember, 1…10; 0 while the card is new.
    public var difficulty: Double
    /// When the card should next be reviewed.
    public var due: Date
    /// When the card was last reviewed; `nil` while it is new.
    public var lastReview: Date?
    /// How many times the card has been reviewed.
    public var reps: Int
    /// How many times the card was forgotten (graded again) while in review.
    public var lapses: Int

    /// A card with every field given.
    public init(state: CardState, step: Int?, stability: Double, difficulty: Double, due: Date,
                lastReview: Date?, reps: Int, lapses: Int) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// A card never reviewed, due at `due` (usually when it was added).
    public static func new(due: Date) -> CardMemory {
        CardMemory(state: .new, step: nil, stability: 0, difficulty: 0, due: due, lastReview: nil, reps: 0, lapses: 0)
    }
}

/// One past review: the rating given and when.
public struct ReviewEvent: Sendable, Equatable, Hashable, Codable {
    /// The rating given.
    public var rating: Rating
    /// When the review happened.
    public var date: Date

    /// A review graded `rating` at `date`.
    public init(rating: Rating, date: Date) {
        self.rating = rating
        self.date = date
    }
}
