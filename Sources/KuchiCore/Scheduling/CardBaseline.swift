import Foundation

/// A card's state as another program had it when its history was imported (Anki's due date and memory):
/// the point a replay of the answers starts from for that card, so that the answers the program already
/// counted are not counted again and its schedule is kept as it was.
public struct CardBaseline: Sendable, Equatable {
    /// The card's memory and due date at the import.
    public var memory: CardMemory
    /// When the card was first graded.
    public var introducedAt: Date
    /// The time of the last answer the baseline holds: answers until then are in it, later ones grade it.
    public var heldUntil: Date
    /// Where the stability and difficulty came from.
    public var origin: Origin

    /// Where a baseline's stability and difficulty came from.
    public enum Origin: String, Sendable, CaseIterable {
        /// The other program's own FSRS memory of the card.
        case kept
        /// A replay of the card's imported reviews through FSRS-6 (the program had no FSRS memory).
        case replayed
        /// The program's interval in days, for a card with neither FSRS memory nor reviews to replay.
        case interval
    }

    /// Whether an answer at `date` is one a baseline held until `heldUntil` already holds: at or before it, to
    /// the millisecond. The bank keeps times to the millisecond, and two readings of one stored time (as
    /// text, as milliseconds) may differ below it.
    public static func holds(_ date: Date, heldUntil: Date) -> Bool {
        (date.timeIntervalSince1970 * 1000).rounded() <= (heldUntil.timeIntervalSince1970 * 1000).rounded()
    }

    /// A baseline.
    public init(memory: CardMemory, introducedAt: Date, heldUntil: Date, origin: Origin) {
        self.memory = memory
        self.introducedAt = introducedAt
        self.heldUntil = heldUntil
        self.origin = origin
    }
}
