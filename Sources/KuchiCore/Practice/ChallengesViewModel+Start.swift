import Foundation

extension ChallengesViewModel {
    /// The first step of practice: the learner's interrupted session when there is one (nothing starts
    /// until the front end chooses), else a new session started, else nothing due.
    /// - Throws: ``PracticeError/emptyScope(_:)`` and ``PracticeError/emptyWordBank`` when there are no words; storage errors.
    public func start(checking records: any LearnerRecords) throws -> SessionStart {
        if let interrupted = try records.interruptedSession(profileID: profileID) { return .interrupted(interrupted) }
        return try start(resuming: nil, records: records)
    }

    /// Starts a session, the rest of `interrupted` when given (see ``resume(_:)``), else a new one:
    /// ``SessionStart/started``, or ``SessionStart/nothingDue(_:)`` when a review finds nothing to ask.
    /// - Throws: ``PracticeError/emptyScope(_:)`` and ``PracticeError/emptyWordBank`` when there are no words; storage errors.
    public func start(resuming interrupted: InterruptedSession?, records: any LearnerRecords) throws -> SessionStart {
        do {
            if let interrupted { try resume(interrupted) } else { try start() }
            return .started
        } catch PracticeError.nothingToReview {
            let asked = now()
            // A review found words (an empty scope or bank throws before): they can be practised at random.
            // The next cards of the review's own scope, as `kuchi due` with that scope counts them.
            let next = try records.nextDue(profileID: profileID, after: asked, scope: environment.wordScope)
            return .nothingDue(NothingDue(next: next, now: asked,
                                          canPractiseRandom: environment.scheduler != .random, scopeMet: scopeMet,
                                          heldByLimit: heldByReviewLimit,
                                          reviewsPerDay: heldByReviewLimit > 0 ? environment.reviewsPerDay : 0,
                                          newWordsSpent: newWordsSpentToday ? environment.newWordsPerDay : nil))
        }
    }

    /// After ``SessionStart/nothingDue(_:)``: practises the same words at random, this session and the
    /// next ones until the learner quits (the scheduler setting becomes `random`, as `:set scheduler random` would).
    public func practiseRandomInstead() throws {
        environment.scheduler = .random
        try start()
    }
}
