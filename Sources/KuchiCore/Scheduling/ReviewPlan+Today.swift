import Foundation

extension ReviewPlan {
    /// The day's new words when the review limit holds some back but not all, as the review header and `kuchi due` both
    /// say it: "7 new words left today (reviews_per_day holds back 13 more beside the reviews due)"; with no review due
    /// now, the reviews done today are what fill the limit.
    public static func fewerNewWords(left: Int, held: Int, reviewsDueNow: Int) -> String {
        let words = left == 1 ? "1 new word left today" : "\(left.groupedDigits) new words left today"
        return words + " (reviews_per_day holds back \(held.groupedDigits) more beside "
            + (reviewsDueNow == 0 ? "today's reviews done)" : "the reviews due)")
    }

    /// What the review limit says of today's new words, or `nil` when it holds none back: the reason none come
    /// (``noNewWordsReason(overLimit:reviewsDueNow:)``) or how many are left (``fewerNewWords(left:held:reviewsDueNow:)``).
    public var newWordsHold: String? {
        guard newWordsHeld > 0 else { return nil }
        let reviewsDueNow = due - learning
        return newWords == 0 ? Self.noNewWordsReason(overLimit: overLimit, reviewsDueNow: reviewsDueNow)
            : Self.fewerNewWords(left: newWords, held: newWordsHeld, reviewsDueNow: reviewsDueNow)
    }

    /// The plan `kuchi review` would start with at `now` for the learner `profileID` with `environment`'s settings
    /// (its scope, answer mode, `new_words_per_day` and `reviews_per_day`), as its header says it, without starting it;
    /// `nil` when the scope holds no word.
    public static func today(profileID: Int64, environment: EnvironmentValues, at now: Date, in lookup: any WordLookup) throws -> ReviewPlan? {
        guard let scopeIDs = try sessionScope(profileID: profileID, scope: environment.wordScope, in: lookup) else { return nil }
        return try ReviewQueue(environment: environment, profileID: profileID, at: now, scope: scopeIDs, lookup: lookup).plan
    }

    /// A session's words: `.some(nil)` for the whole bank, `nil` when the scope holds none. Suspended words are out of
    /// every session: with any, even the whole bank is asked as a scope without them.
    static func sessionScope(profileID: Int64, scope: WordScope, in lookup: any WordLookup) throws -> [Int64]?? {
        let hasSuspended = try !lookup.suspendedWordIDs(profileID: profileID).isEmpty
        let scopeIDs = scope.isWholeBank && !hasSuspended ? nil : try lookup.wordIDs(in: scope, profileID: profileID)
        return scopeIDs?.isEmpty == true ? nil : .some(scopeIDs)
    }
}

extension ReviewQueue {
    /// A review session's queue for `environment`'s settings.
    init(environment: EnvironmentValues, profileID: Int64, at now: Date, scope: [Int64]?, lookup: any WordLookup) throws {
        let mode = environment.answerMode
        try self.init(profileID: profileID, dueKinds: environment.reviewsEveryKind ? CardKind.allCases : CardKind.trained(by: mode),
                      newKinds: CardKind.trained(by: mode), newPerDay: environment.newWordsPerDay,
                      reviewsPerDay: environment.reviewsPerDay, order: environment.reviewOrder, at: now,
                      scope: scope, scopeLimitsDue: !environment.reviewsWholeBank, lookup: lookup)
    }
}
