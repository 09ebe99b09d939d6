import Foundation
import KuchiCore
import KuchiStore

/// The learners' records (``LearnerRecords``) as the word bank keeps them, for starting a session.
struct StoredLearnerRecords: LearnerRecords {
    let practice: PracticeStore

    func lastLearner() throws -> Profile? { try practice.lastUsedProfile() }

    func useLearner(named name: String) throws -> Profile { try practice.useProfile(named: name) }

    func interruptedSession(profileID: Int64) throws -> InterruptedSession? {
        try practice.interruptedSession(profileID: profileID).map {
            InterruptedSession(target: $0.target, correct: $0.correctCount, wrong: $0.wrongCount,
                               answeredWordIDs: try practice.wordsAnsweredRight(in: $0))
        }
    }

    func nextDue(profileID: Int64, after date: Date, scope: WordScope) throws -> NextDue? {
        // The bank finds a learner's cards by id alone; the name is not read.
        try practice.nextDue(profile: Profile(id: profileID, name: ""), after: date, scope: scope).map { NextDue(first: $0.first, count: $0.count) }
    }
}
