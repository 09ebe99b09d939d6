import Foundation

extension FSRSScheduler {
    /// The card that results from reviewing `card` (usually ``CardMemory/new(due:)``) with each review of
    /// `history` in order of date (reviews at the same moment keep their order), fuzzed from `rng` when
    /// ``fuzzEnabled``. An empty history returns `card` unchanged.
    public func replay(_ history: some Sequence<ReviewEvent>, startingFrom card: CardMemory,
                       using rng: inout some RandomNumberGenerator) -> CardMemory {
        let ordered = history.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        return ordered.reduce(card) { card, event in
            review(card, rating: event.element.rating, at: event.element.date, using: &rng)
        }
    }

    /// ``replay(_:startingFrom:using:)`` without fuzz: the intervals the model gives.
    public func replay(_ history: some Sequence<ReviewEvent>, startingFrom card: CardMemory) -> CardMemory {
        var unused = SeededRandomNumberGenerator(seed: 0)
        return withoutFuzz.replay(history, startingFrom: card, using: &unused)
    }
}
