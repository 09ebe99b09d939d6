import Foundation

/// How a random session counts the cards `kuchi review` with the same settings would ask now (the review
/// header's "cards due now": learning cards due, and review cards due within what `reviews_per_day` leaves for
/// today), so that a learner who only ever runs `kuchi` learns that reviews wait.
struct DueReviewCounting {
    /// The kinds of card counted: every kind, as the `kuchi review` the hint names asks them (a `--mode` narrows only a
    /// review given it, and `kuchi due` counts every kind too).
    var kinds: [CardKind]
    /// Whether the session's scope limits the due cards (a scope named for the session), or not (the config's).
    var scopeLimitsDue: Bool
    /// The setting `reviews_per_day`.
    var reviewsPerDay: Int

    /// The counting a review with `environment` would do.
    init(_ environment: EnvironmentValues) {
        kinds = CardKind.allCases
        scopeLimitsDue = !environment.reviewsWholeBank
        reviewsPerDay = environment.reviewsPerDay
    }

    /// The cards due at `date` for the learner, among the words of `scope` (`nil`: every word) when it limits them:
    /// those a review would ask today, and all of them (`reviews_per_day` may hold some back).
    func count(profileID: Int64, scope: [Int64]?, at date: Date, in lookup: any WordLookup) throws -> (asked: Int, due: Int) {
        let scopeSet = scopeLimitsDue ? scope.map(Set.init) : nil
        let suspended = scopeLimitsDue ? [] : try lookup.suspendedWordIDs(profileID: profileID)
        let wanted: (Int64, CardKind) -> Bool = { wordID, _ in
            (scopeSet?.contains(wordID) ?? true) && !suspended.contains(wordID)
        }
        let learning = try lookup.dueCardCount(profileID: profileID, kinds: kinds, learning: true, dueBy: date,
                                               limit: ReviewQueue.countLimit, where: wanted)
        let reviews = try lookup.dueCardCount(profileID: profileID, kinds: kinds, learning: false, dueBy: date,
                                              limit: ReviewQueue.countLimit, where: wanted)
        let interday = try lookup.interdayLearningCount(profileID: profileID, kinds: kinds, dueBy: date,
                                                        limit: ReviewQueue.countLimit, where: wanted)
        let done = try lookup.reviewsDone(profileID: profileID, since: StudyDay.start(of: date))
        // Learning cards from an earlier day count against the limit (as a review session counts them).
        return (learning + min(reviews, max(0, reviewsPerDay - done - interday)), learning + reviews)
    }
}

extension ChallengesViewModel {
    /// Counts again, at the end of a random session, the cards a review would ask now (the session's answers
    /// may have taken some, or a learning step brought one due).
    func recountReviewsDue(at date: Date) throws {
        guard let counting = dueReviewCounting else { return (reviewsDue, cardsDue) = (0, 0) }
        let (scope, profileID) = (scope, profileID)
        (reviewsDue, cardsDue) = try bank.lookingUp { lookup in
            // The scope's words are read only when they limit the due cards (a scope named for the session), as at the start.
            var ids: [Int64]?
            if counting.scopeLimitsDue {
                let hasSuspended = try !lookup.suspendedWordIDs(profileID: profileID).isEmpty
                ids = scope.isWholeBank && !hasSuspended ? nil : try lookup.wordIDs(in: scope, profileID: profileID)
            }
            return try counting.count(profileID: profileID, scope: ids, at: date, in: lookup)
        }
    }
}
