import Foundation
import KuchiCore
import Testing
@testable import KuchiSimulation

@Suite("Reference scheduler (plain FSRS-6)")
struct ReferenceSchedulerTests {
    let nine = Date(timeIntervalSince1970: 1_767_603_600)   // Monday 5 January 2026, 09:00 UTC
    let day: TimeInterval = 86_400

    /// A card in review, last reviewed `daysAgo` days before `now`, due `dueIn` days after `now` (negative: overdue).
    func reviewCard(stability: Double, difficulty: Double = 5, daysAgo: Double, dueIn: Double, at now: Date) -> CardMemory {
        CardMemory(state: .review, step: nil, stability: stability, difficulty: difficulty, due: now.addingTimeInterval(dueIn * day),
                   lastReview: now.addingTimeInterval(-daysAgo * day), reps: 3, lapses: 0)
    }

    @Test("a new word graded Good at 09:00 is due at 09:10, then graduates to the interval FSRS-6 gives")
    func goodOnDayZero() throws {
        var scheduler = ReferenceScheduler(wordIDs: [1, 2], seed: 1)
        #expect(scheduler.next(at: nine) == 1)
        scheduler.grade(1, .good, at: nine)
        let card = try #require(scheduler.cards[1])
        #expect(card.state == .learning && card.step == 1)
        #expect(card.stability == 2.3065)
        #expect(abs(card.difficulty - 2.118104) < 1e-6)
        #expect(card.due == nine.addingTimeInterval(600))
        let tenPast = nine.addingTimeInterval(600)
        #expect(scheduler.next(at: tenPast) == 1)
        scheduler.grade(1, .good, at: tenPast)
        let graduated = try #require(scheduler.cards[1])
        let stability = FSRSParameters.default.shortTermStability(2.3065, rating: .good)
        #expect(graduated.state == .review && graduated.stability == stability)
        #expect(FSRSParameters.default.interval(stability: stability, desiredRetention: 0.9, maximumDays: 36_500) == 2)
        #expect(graduated.due == tenPast.addingTimeInterval(2 * day))
        #expect(scheduler.introduced == 1)
    }

    @Test("a word missed on day 0 comes back after FSRS-6's 1-minute step")
    func againOnDayZero() throws {
        var scheduler = ReferenceScheduler(wordIDs: [1, 2], seed: 1)
        scheduler.grade(1, .again, at: nine)
        let card = try #require(scheduler.cards[1])
        #expect(card.stability == 0.212 && card.state == .learning && card.step == 0)
        #expect(card.due == nine.addingTimeInterval(60))
        #expect(scheduler.next(at: nine.addingTimeInterval(30)) == 2)   // nothing due: the next new word
        #expect(scheduler.next(at: nine.addingTimeInterval(60)) == 1)
    }

    @Test("due review cards come lowest retrievability first, learning steps before them, new words after")
    func lowestRFirst() {
        var scheduler = ReferenceScheduler(wordIDs: [1, 2, 3, 4, 5], seed: 1)
        let now = nine
        scheduler.cards = [
            1: reviewCard(stability: 10, daysAgo: 10, dueIn: 0, at: now),
            2: reviewCard(stability: 3, daysAgo: 10, dueIn: -7, at: now),
            3: reviewCard(stability: 5, daysAgo: 10, dueIn: -5, at: now),
            4: reviewCard(stability: 50, daysAgo: 10, dueIn: 30, at: now),
        ]
        var order: [Int64] = []
        var copy = scheduler
        while let id = copy.next(at: now), order.count < 4 {
            order.append(id)
            copy.cards[id]?.due = now.addingTimeInterval(day)   // answered: not due again today
        }
        #expect(order == [2, 3, 1, 5])   // then the first new word (5: 1–4 have cards)
        var learning = scheduler
        learning.cards[6] = CardMemory(state: .learning, step: 1, stability: 2, difficulty: 5, due: now.addingTimeInterval(-60),
                                       lastReview: now.addingTimeInterval(-660), reps: 1, lapses: 0)
        #expect(learning.next(at: now) == 6)
    }

    @Test("other backlog orders: highest R, relative overdueness, easiest and hardest first")
    func otherOrders() {
        let now = nine
        let cards: [Int64: CardMemory] = [
            1: reviewCard(stability: 10, difficulty: 8, daysAgo: 10, dueIn: 0, at: now),   // R 0.9, overdueness 1
            2: reviewCard(stability: 3, difficulty: 2, daysAgo: 10, dueIn: -7, at: now),   // lowest R, overdueness 10/3
            3: reviewCard(stability: 5, difficulty: 5, daysAgo: 8, dueIn: -2, at: now),    // overdueness 8/6
        ]
        func first(_ order: BacklogOrder) -> Int64? {
            var scheduler = ReferenceScheduler(wordIDs: [1, 2, 3], order: order, seed: 1)
            scheduler.cards = cards
            return scheduler.next(at: now)
        }
        #expect(first(.lowestR) == 2)
        #expect(first(.highestR) == 1)
        #expect(first(.overdueness) == 2)
        #expect(first(.easyFirst) == 2)
        #expect(first(.hardFirst) == 1)
        #expect(BacklogOrder.relativeOverdueness(cards[1]!, at: now) == 1)
    }

    @Test("at most newPerDay new words a study day, then learn-ahead, then nothing")
    func newWordsPerDay() {
        var scheduler = ReferenceScheduler(wordIDs: Array(1...10), newPerDay: 2, seed: 1)
        scheduler.startDay()
        scheduler.grade(1, .easy, at: nine)
        scheduler.grade(2, .good, at: nine)
        #expect(scheduler.next(at: nine) == 2)   // its 10-minute step, learnt ahead: no new word is left today
        scheduler.grade(2, .good, at: nine)
        #expect(scheduler.next(at: nine) == nil)
        scheduler.startDay()
        #expect(scheduler.next(at: nine.addingTimeInterval(day / 2)) == 3)
    }

    @Test("the arm gives one line per answer, no retry after a miss, and is reproducible")
    func arm() throws {
        func run() throws -> (DayStudy, [Int64: CardMemory], Double) {
            var arm = ReferenceArm(scheduler: ReferenceScheduler(wordIDs: Array(1...50), seed: 3))
            var learner: any Learner = SimulatedLearner(wordIDs: Array(1...50), seed: 3)
            let study = try arm.study(from: nine, budget: 40, learner: &learner)
            return (study, arm.scheduler.cards, learner.retrievability(of: 1, at: nine.addingTimeInterval(day)))
        }
        let (study, cards, r) = try run()
        #expect(study.answers == 40 && study.exposures == 40 && !study.endedEarly)
        #expect(cards.values.allSatisfy { $0.reps >= 1 })
        let again = try run()
        #expect(again.0 == study && again.1 == cards && again.2 == r)
        #expect(ReferenceArm(scheduler: ReferenceScheduler(wordIDs: [], order: .highestR, seed: 1)).name == "reference (highest-r)")
    }
}
