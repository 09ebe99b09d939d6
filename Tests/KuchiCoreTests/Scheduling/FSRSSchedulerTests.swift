import Foundation
import Testing
import KuchiCore

@Suite("FSRS-6 scheduler")
struct FSRSSchedulerTests {
    let scheduler = FSRSScheduler.default

    @Test func newCardGradedGoodStartsLearningAtStepOne() {
        let card = scheduler.reviews([(.good, nineOClock)])
        #expect(card.state == .learning)
        #expect(card.step == 1)
        #expect(card.stability == 2.3065)
        #expect(close(card.difficulty, 2.118104, within: 5e-7))
        #expect(card.due == at(minutes: 10))
        #expect(card.lastReview == nineOClock)
        #expect(card.reps == 1 && card.lapses == 0)
    }

    @Test func firstRatingsSetTheFirstStep() {
        let again = scheduler.reviews([(.again, nineOClock)])
        #expect(again.stability == 0.212 && close(again.difficulty, 6.4133))
        #expect(again.state == .learning && again.step == 0 && again.due == at(minutes: 1))
        // Hard at the first of two steps waits halfway between them: 5 min 30 s.
        let hard = scheduler.reviews([(.hard, nineOClock)])
        #expect(hard.stability == 1.2931 && hard.step == 0 && hard.due == at(minutes: 5, seconds: 30))
        // Easy graduates at once: interval = stability rounded, as R(S, S) = 0.9.
        let easy = scheduler.reviews([(.easy, nineOClock)])
        #expect(easy.stability == 8.2956 && easy.difficulty == 1)
        #expect(easy.state == .review && easy.step == nil && easy.due == at(days: 8))
    }

    @Test func learningStepsThenReviewOnTheDueDay() {
        let learnt = scheduler.reviews([(.good, nineOClock), (.good, at(minutes: 10))])
        #expect(learnt.state == .review && learnt.step == nil)
        #expect(learnt.stability == 2.3065)
        #expect(close(learnt.difficulty, 2.1112142357853942))
        #expect(learnt.due == at(days: 2, minutes: 10))
        let reviewed = scheduler.review(learnt, rating: .good, at: learnt.due)
        #expect(close(scheduler.retrievability(of: learnt, at: learnt.due), 0.9094932559773545))
        #expect(close(reviewed.stability, 10.971048263078137))
        #expect(close(reviewed.difficulty, 2.1043313908464474))
        #expect(reviewed.due == at(days: 13, minutes: 10))
        #expect(reviewed.reps == 3)
        let hard = scheduler.review(learnt, rating: .hard, at: learnt.due)
        #expect(close(hard.stability, 7.5173593254151925) && close(hard.difficulty, 4.7482847615945705))
        #expect(hard.due == at(days: 10, minutes: 10))
        let easy = scheduler.review(learnt, rating: .easy, at: learnt.due)
        #expect(close(easy.stability, 18.534332441919044) && easy.difficulty == 1)
        #expect(easy.due == at(days: 21, minutes: 10))
    }

    @Test func lateLapseGoesToRelearning() {
        let reviewed = scheduler.reviews([(.good, nineOClock), (.good, at(minutes: 10)), (.good, at(days: 2, minutes: 10))])
        // 30 days after it fell due, 41 days after the last review: R = 0.7886…
        let late = at(days: 43, minutes: 10)
        #expect(close(scheduler.retrievability(of: reviewed, at: late), 0.7886463443168922))
        let lapsed = scheduler.review(reviewed, rating: .again, at: late)
        #expect(lapsed.state == .relearning && lapsed.step == 0)
        #expect(close(lapsed.stability, 1.8485224045987183))
        #expect(close(lapsed.difficulty, 7.389975788014609))
        #expect(lapsed.due == at(days: 43, minutes: 20))
        #expect(lapsed.lapses == 1 && lapsed.reps == 4)
    }

    @Test func sameDayLapseAndRelearning() {
        let reviewed = scheduler.reviews([(.good, nineOClock), (.good, at(minutes: 10)), (.good, at(days: 2, minutes: 10))])
        let lapsed = scheduler.review(reviewed, rating: .again, at: at(days: 2, hours: 3, minutes: 10))
        #expect(close(lapsed.stability, 3.3271887571254206))
        #expect(close(lapsed.difficulty, 7.389975788014609))
        #expect(lapsed.state == .relearning && lapsed.due == at(days: 2, hours: 3, minutes: 20))
        let relearnt = scheduler.review(lapsed, rating: .good, at: lapsed.due)
        #expect(relearnt.state == .review && relearnt.step == nil)
        #expect(close(relearnt.stability, 3.3271887571254206))
        #expect(close(relearnt.difficulty, 7.377814181523433))
        #expect(relearnt.due == at(days: 5, hours: 3, minutes: 20))
        #expect(relearnt.lapses == 1)
    }

    @Test func sameDayAgainInLearning() {
        let card = scheduler.reviews([(.hard, nineOClock), (.again, at(minutes: 5))])
        #expect(card.state == .learning && card.step == 0)
        #expect(close(card.stability, 0.4514029154253082))
        #expect(close(card.difficulty, 8.378632117467106))
        #expect(card.due == at(minutes: 6))
        #expect(card.lapses == 0)
    }

    @Test func learningCardReviewedDaysLaterUsesRecallStability() {
        let card = scheduler.reviews([(.good, nineOClock), (.good, at(days: 2))])
        #expect(card.state == .review)
        #expect(close(card.stability, 10.964332335820703))
        #expect(close(card.difficulty, 2.1112142357853942))
        #expect(card.due == at(days: 13))
    }

    @Test func aDayIsCountedInWholeDays() {
        let first = scheduler.reviews([(.good, nineOClock)])
        // 23 h 59 min 59 s later is still the same day: the same-day formula leaves S at 2.3065.
        #expect(scheduler.review(first, rating: .good, at: at(seconds: 86_399)).stability == 2.3065)
        // A whole day later: recall stability at R(1 day) = 0.9468…
        #expect(close(scheduler.review(first, rating: .good, at: at(days: 1)).stability, 7.315300744077282))
        #expect(scheduler.retrievability(of: first, at: at(hours: 23)) == 1)
        #expect(close(scheduler.retrievability(of: first, at: at(days: 1, hours: 23)), 0.9468474993825461))
        #expect(scheduler.retrievability(of: .new(due: nineOClock), at: at(days: 3)) == 0)
    }

    @Test func aClockSetBackNeverGivesANegativeInterval() {
        let reviewed = scheduler.reviews([(.good, nineOClock), (.good, at(minutes: 10)), (.good, at(days: 2, minutes: 10))])
        let earlier = at(days: 2, hours: -5, minutes: 10)
        #expect(scheduler.retrievability(of: reviewed, at: earlier) == 1)
        let card = scheduler.review(reviewed, rating: .good, at: earlier)
        #expect(close(card.stability, 10.971048263078137))
        #expect(close(card.difficulty, 2.0974554287524403))
        #expect(card.due == earlier.addingTimeInterval(11 * 86_400))
        let again = scheduler.review(reviewed, rating: .again, at: at(days: -30))
        #expect(again.due == at(days: -30, minutes: 10))
        #expect(again.due > again.lastReview ?? .distantFuture)
    }

    @Test func desiredRetentionAndMaximumIntervalShapeTheInterval() throws {
        let relaxed = try FSRSScheduler(desiredRetention: 0.8)
        // 8.2956 / factor · (0.8^(1/decay) − 1) = 27.51 days, rounded to 28.
        #expect(relaxed.reviews([(.easy, nineOClock)]).due == at(days: 28))
        let capped = try FSRSScheduler(maximumInterval: 5)
        #expect(capped.reviews([(.easy, nineOClock)]).due == at(days: 5))
    }

    @Test func otherStepSettings() throws {
        let oneStep = try FSRSScheduler(learningSteps: [120], relearningSteps: [])
        let hard = oneStep.reviews([(.hard, nineOClock)])
        #expect(hard.due == at(minutes: 3) && hard.step == 0)
        let good = oneStep.reviews([(.good, nineOClock)])
        #expect(good.state == .review && good.due == at(days: 2))
        // No relearning steps: a lapse stays in review, due after the interval of its new stability.
        let lapsed = oneStep.review(good, rating: .again, at: good.due)
        #expect(lapsed.state == .review && lapsed.lapses == 1)
        #expect(close(lapsed.stability, 0.6075801062519337))
        #expect(lapsed.due == good.due.addingTimeInterval(86_400))
        let noSteps = try FSRSScheduler(learningSteps: [])
        #expect(noSteps.reviews([(.again, nineOClock)]).state == .review)
    }
}
