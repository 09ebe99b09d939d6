import Foundation

extension FSRSScheduler {
    /// How long until a card is due: a learning step in seconds, or an interval in whole days.
    enum Wait: Equatable {
        case seconds(TimeInterval)
        case days(Int)
    }

    /// Moves `next` (already holding its new stability) to its next state and step, and says how long
    /// until it is due. `card` is the card as it was before the review.
    func nextWait(for next: inout CardMemory, from card: CardMemory, rating: Rating) -> Wait {
        switch card.state {
        case .new, .learning:
            return throughSteps(learningSteps, state: .learning, next: &next, step: card.step ?? 0, rating: rating)
        case .relearning:
            return throughSteps(relearningSteps, state: .relearning, next: &next, step: card.step ?? 0, rating: rating)
        case .review:
            guard rating == .again, let first = relearningSteps.first else { return graduate(&next) }
            next.state = .relearning
            next.step = 0
            return .seconds(first)
        }
    }

    /// The learning (or relearning) steps: again goes back to the first step, hard repeats the current one
    /// (at the first step: halfway to the second, or 1.5 times a lone step), good moves on a step and
    /// graduates after the last, easy graduates at once.
    private func throughSteps(_ steps: [TimeInterval], state: CardState, next: inout CardMemory,
                              step: Int, rating: Rating) -> Wait {
        // A card whose step lies past the last one (steps shortened since) graduates unless forgotten.
        guard !steps.isEmpty, step < steps.count || rating == .again else { return graduate(&next) }
        next.state = state
        switch rating {
        case .again:
            next.step = 0
            return .seconds(steps[0])
        case .hard:
            next.step = step
            guard step == 0 else { return .seconds(steps[step]) }
            return .seconds(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2)
        case .good:
            guard step + 1 < steps.count else { return graduate(&next) }
            next.step = step + 1
            return .seconds(steps[step + 1])
        case .easy:
            return graduate(&next)
        }
    }

    /// Puts `next` in review, due after the interval its stability gives.
    private func graduate(_ next: inout CardMemory) -> Wait {
        next.state = .review
        next.step = nil
        return .days(parameters.interval(stability: next.stability, desiredRetention: desiredRetention,
                                         maximumDays: maximumInterval))
    }
}
