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
}
