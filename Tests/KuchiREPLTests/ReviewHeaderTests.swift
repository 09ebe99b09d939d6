import Testing
import KuchiCore
@testable import KuchiREPL

@Suite("A review session's header")
struct ReviewHeaderTests {
    /// With reviews held back by `reviews_per_day`, the cards due now exceed the limit by the learning cards, and
    /// the header says so (walk-through 13's "due 201 with reviews_per_day 200").
    @Test func cardsDueBeyondTheDailyLimitAreNamedAsLearningSteps() {
        var plan = ReviewPlan(due: 201, newWords: 0, overLimit: 35)
        plan.learning = 1
        #expect(SessionText.reviewPlan(plan) == "Review: 201 cards due now (1 in its learning steps, which reviews_per_day does not "
                    + "limit), 0 new words left today. 35 more due wait for another day (reviews_per_day).")
        plan.overLimit = 0
        #expect(SessionText.reviewPlan(plan) == "Review: 201 cards due now, 0 new words left today.", "within the limit: nothing to explain")
    }

    /// Cards falling due later today are pointed at only while the day's limit has room: once it is reached, the
    /// reviews among them wait as well (walk-through 17, defect 12).
    @Test func cardsLaterTodayAreNotPromisedWhenTheLimitIsReached() {
        var plan = ReviewPlan(due: 3, newWords: 0, overLimit: 18)
        plan.laterToday = 43
        #expect(SessionText.reviewPlan(plan) == "Review: 3 cards due now, 0 new words left today. 18 more due wait for another day "
                    + "(reviews_per_day). 43 more fall due later today; reviews_per_day is reached, so the reviews among them wait for another day too.")
        plan.overLimit = 0
        #expect(SessionText.reviewPlan(plan).hasSuffix(" 43 more fall due later today (kuchi due says when)."))
    }
}
