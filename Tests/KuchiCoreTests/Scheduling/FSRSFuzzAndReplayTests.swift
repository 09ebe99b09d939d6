import Foundation
import Testing
import KuchiCore

@Suite("FSRS-6 interval fuzz and replay")
struct FSRSFuzzAndReplayTests {
    let scheduler = FSRSScheduler.default

    @Test func fuzzBoundsWidenWithTheInterval() throws {
        // 10 days: 1 + 0.15·4.5 + 0.1·3 = 1.975 → 8.025…11.975 → 8…12.
        #expect(scheduler.fuzzBounds(days: 10) == 8...12)
        // 100 days: 1 + 0.675 + 1.3 + 0.05·80 = 6.975 → 93…107.
        #expect(scheduler.fuzzBounds(days: 100) == 93...107)
        // 3 days: 1 + 0.15·0.5 = 1.075 → 1.925…4.075 → 2…4.
        #expect(scheduler.fuzzBounds(days: 3) == 2...4)
        #expect(try FSRSScheduler(maximumInterval: 100).fuzzBounds(days: 100) == 93...100)
    }

    @Test func shortIntervalsAreNotFuzzed() {
        var rng = SeededRandomNumberGenerator(seed: 1)
        for _ in 0..<50 {
            #expect(scheduler.fuzzed(days: 1, using: &rng) == 1)
            #expect(scheduler.fuzzed(days: 2, using: &rng) == 2)
        }
    }

    @Test func fuzzStaysInRangeAndReachesBothEnds() {
        var rng = SeededRandomNumberGenerator(seed: 7)
        let draws = (0..<2_000).map { _ in scheduler.fuzzed(days: 10, using: &rng) }
        // As in the reference, u·(upper − lower + 1) + lower is rounded, so upper + 1 can come out.
        #expect(Set(draws) == Set(8...13))
    }

    @Test func fuzzIsReproducibleFromTheSeed() {
        let learnt = scheduler.reviews([(.good, nineOClock), (.good, at(minutes: 10)), (.good, at(days: 2, minutes: 10))])
        func next(seed: UInt64) -> Date {
            var rng = SeededRandomNumberGenerator(seed: seed)
            return scheduler.review(learnt, rating: .good, at: learnt.due, using: &rng).due
        }
        #expect(next(seed: 42) == next(seed: 42))
        let dues = Set((0..<40).map { next(seed: $0) })
        #expect(dues.count > 1)
        // Unfuzzed: 46 days (stability 46.3168…); fuzz bounds 42…50, so fuzzed within 42…51.
        #expect(scheduler.review(learnt, rating: .good, at: learnt.due).due == learnt.due.addingTimeInterval(46 * 86_400))
        #expect(scheduler.fuzzBounds(days: 46) == 42...50)
        for due in dues {
            let days = due.timeIntervalSince(learnt.due) / 86_400
            #expect((42...51).contains(Int(days)) && days == days.rounded())
        }
    }

    @Test func fuzzOffSchedulerIgnoresTheGenerator() throws {
        let plain = try FSRSScheduler(fuzzEnabled: false)
        let learnt = plain.reviews([(.easy, nineOClock), (.good, at(days: 8))])
        var rng = SeededRandomNumberGenerator(seed: 3)
        #expect(plain.review(learnt, rating: .good, at: learnt.due, using: &rng) == plain.review(learnt, rating: .good, at: learnt.due))
    }

    @Test func replayEqualsReviewingOneByOne() {
        let history = [ReviewEvent(rating: .good, date: nineOClock), ReviewEvent(rating: .good, date: at(minutes: 10)),
                       ReviewEvent(rating: .again, date: at(days: 5)), ReviewEvent(rating: .hard, date: at(days: 5, minutes: 10))]
        let stepByStep = scheduler.reviews(history.map { ($0.rating, $0.date) })
        #expect(scheduler.replay(history, startingFrom: .new(due: nineOClock)) == stepByStep)
        #expect(scheduler.replay(history.reversed(), startingFrom: .new(due: nineOClock)) == stepByStep)
        #expect(stepByStep.reps == 4 && stepByStep.lapses == 1 && stepByStep.state == .relearning)
        #expect(scheduler.replay([], startingFrom: .new(due: nineOClock)) == .new(due: nineOClock))
    }

    @Test func replayKeepsTheOrderOfSimultaneousReviews() {
        let history = [ReviewEvent(rating: .again, date: nineOClock), ReviewEvent(rating: .easy, date: nineOClock)]
        let card = scheduler.replay(history, startingFrom: .new(due: nineOClock))
        // Again first (S 0.212, D 6.4133), then easy the same moment: same-day stability, graduated for a day.
        #expect(card.state == .review && close(card.stability, 0.42437996387663374))
        #expect(close(card.difficulty, 5.200020369516838) && card.due == at(days: 1))
        #expect(card == scheduler.reviews([(.again, nineOClock), (.easy, nineOClock)]))
        var a = SeededRandomNumberGenerator(seed: 9), b = SeededRandomNumberGenerator(seed: 9)
        #expect(scheduler.replay(history, startingFrom: .new(due: nineOClock), using: &a)
                == scheduler.replay(history, startingFrom: .new(due: nineOClock), using: &b))
    }
}
