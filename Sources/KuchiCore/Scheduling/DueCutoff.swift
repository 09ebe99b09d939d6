import Foundation

/// When a card is due: the one rule `kuchi review`, its header, `kuchi due`, plain `kuchi`'s notice and the JSON
/// Lines counts all follow, as Anki does. A card in its learning or relearning steps is due once its time has come,
/// to the minute; a card in review is due from the start of the study day its time falls in (04:00 local), so a
/// learner who studies once a day finds yesterday's one-day cards due whatever the hour.
///
/// Stored due times need no change: a review card is due when its time lies before the start of the next study day.
public struct DueCutoff: Sendable, Equatable {
    /// The moment asked about: learning and relearning cards due at or before it are due.
    public let now: Date
    /// The start of the next study day: review cards due before it are due.
    public let reviewsBefore: Date

    /// The rule at `now`, study days in `timeZone`.
    public init(at now: Date, in timeZone: TimeZone = .current) {
        self.now = now
        reviewsBefore = StudyDay.nextStart(after: now, in: timeZone)
    }

    /// The latest due time, inclusive, of a due card in review (a millisecond before ``reviewsBefore``: due times
    /// are kept to the millisecond), for queries that take cards due at or before a time.
    public var reviewsDueBy: Date { reviewsBefore.addingTimeInterval(-0.001) }

    /// The latest due time, inclusive, of a due card in `state`.
    public func dueBy(_ state: CardState) -> Date {
        state == .review ? reviewsDueBy : now
    }

    /// Whether `card` is due.
    public func isDue(_ card: CardMemory) -> Bool {
        card.state != .new && card.due <= dueBy(card.state)
    }
}
