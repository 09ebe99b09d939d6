import Foundation
import Testing
@testable import KuchiCore
@testable import KuchiStore

/// A learner who answered a card at 09:05 yesterday, with a one-day interval, and one card in its 10-minute learning
/// step: `kuchi due`'s counts and a review session agree on what is due (times in the process's own time zone).
@Suite("Review cards due from the start of their study day, counted and asked alike")
struct StudyDayDueTests {
    /// The start (04:00 local) of the learner's second study day.
    private let dayTwo = StudyDay.start(of: Date(timeIntervalSince1970: 1_790_000_000))

    private func bank() throws -> (KuchiDatabase, Profile) {
        let database = try makeBank(words: 4)
        let learner = try database.practice.useProfile(named: "Ann")
        let yesterday = dayTwo.addingTimeInterval(-86_400 + 5 * 3600 + 300)   // 09:05 on day one
        let cards: [(word: Int64, memory: CardMemory)] = [
            (1, CardMemory(state: .review, step: nil, stability: 1, difficulty: 5, due: yesterday.addingTimeInterval(86_400),
                           lastReview: yesterday, reps: 2, lapses: 0)),
            (2, CardMemory(state: .learning, step: 0, stability: 0.2, difficulty: 6, due: dayTwo.addingTimeInterval(4 * 3600 + 2400),
                           lastReview: dayTwo.addingTimeInterval(4 * 3600 + 1800), reps: 1, lapses: 0)),   // due 08:40
            (3, CardMemory(state: .review, step: nil, stability: 2, difficulty: 5, due: yesterday.addingTimeInterval(2 * 86_400),
                           lastReview: yesterday, reps: 2, lapses: 0)),   // due on day three
        ]
        try database.write { db in
            for card in cards {
                try CardColumns.upsert(CardUpdate(profileID: learner.id, wordID: card.word, kind: .recognition, memory: card.memory),
                                       introducedAt: yesterday, in: db)
            }
        }
        return (database, learner)
    }

    private func session(_ database: KuchiDatabase, _ learner: Profile, at now: Date) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.newWordsPerDay = 0
        return ChallengesViewModel(bank: database.practice, profileID: learner.id, environment: environment, seed: 1, now: { now })
    }

    @Test func atHalfPastEightYesterdaysOneDayCardIsDueAndTheLearningStepLaterToday() throws {
        let (database, learner) = try bank()
        let now = dayTwo.addingTimeInterval(4 * 3600 + 1800)   // 08:30, 25 minutes before a full day has passed
        let forecast = try database.practice.dueForecast(profile: learner, at: now, days: 2)
        #expect(forecast.dueNow == 1)
        #expect(forecast.perDay == [2, 1], "today: the review card and the learning step at 08:40; tomorrow: word 3")
        let review = session(database, learner, at: now)
        try review.start()
        #expect(review.reviewPlan?.due == forecast.dueNow)
        #expect(review.reviewPlan?.laterToday == 1, "only the learning step falls due later today")
        #expect(review.challenge?.word.id == 1)
    }

    @Test func beforeTheRolloverNothingIsDueAndTheNextCardsComeAtFour() throws {
        let (database, learner) = try bank()
        let now = dayTwo.addingTimeInterval(-1800)   // 03:30: still day one's study day
        #expect(try database.practice.dueForecast(profile: learner, at: now, days: 2).dueNow == 0)
        #expect(throws: PracticeError.nothingToReview) { try session(database, learner, at: now).start() }
        let next = try #require(try database.practice.nextDue(profile: learner, after: now))
        #expect(next.first == dayTwo, "the review card falls due at the study day's start, not at 09:05")
        #expect(next.count == 2, "it and the learning step at 08:40")
    }
}
