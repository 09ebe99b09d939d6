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

    /// Walk-through 31 (D9): with `reviews_per_day = 0` the header said "1 card due now, no new words today:
    /// reviews_per_day is reached" and asked the card, a learning card the limit never holds back: it says so.
    @Test func aLearningCardAskedAtAReviewLimitOfZeroIsSaidToBeUnlimited() {
        var plan = ReviewPlan(due: 1, newWords: 0)
        plan.learning = 1
        plan.newWordsHeld = 20
        #expect(SessionText.reviewPlan(plan) == "Review: 1 card due now (in its learning steps, which reviews_per_day does not "
                    + "limit), no new words today: reviews_per_day is reached.")
        plan.newWordsHeld = 0
        #expect(SessionText.reviewPlan(plan) == "Review: 1 card due now, 0 new words left today.", "no limit at work: nothing to explain")
    }

    /// Cards falling due later today are pointed at only while the day's limit has room: once it is reached, the
    /// reviews among them wait as well (walk-through 17, defect 12).
    @Test func cardsLaterTodayAreNotPromisedWhenTheLimitIsReached() {
        var plan = ReviewPlan(due: 3, newWords: 0, overLimit: 18)
        plan.laterToday = 43
        #expect(SessionText.reviewPlan(plan) == "Review: 3 cards due now, 0 new words left today. 18 more due wait for another day "
                    + "(reviews_per_day). 43 more fall due later today; reviews_per_day leaves no room for the reviews among them, which wait for "
                    + "another day too.")
        plan.overLimit = 0
        #expect(SessionText.reviewPlan(plan).hasSuffix(" 43 more fall due later today (kuchi due says when)."))
    }

    /// One card held back waits, in the singular; and nothing claims the limit reached before the review has
    /// answered anything (walk-through 25, E5).
    @Test func oneCardHeldBackWaitsAndTheLimitIsNotSaidReachedBeforeItIs() {
        var plan = ReviewPlan(due: 1, newWords: 0, overLimit: 1)
        plan.laterToday = 2
        #expect(SessionText.reviewPlan(plan) == "Review: 1 card due now, 0 new words left today. 1 more due waits for another day "
                    + "(reviews_per_day). 2 more fall due later today; reviews_per_day leaves no room for the reviews among them, "
                    + "which wait for another day too.")
    }

    /// The review limit caps the day's new words (walk-through 18, defect 1): none while reviews wait beyond it, fewer
    /// while the reviews due nearly fill it, and a learner under it reads the header as before.
    @Test func newWordsTheReviewLimitHoldsBackAreSaid() {
        var plan = ReviewPlan(due: 200, newWords: 0, overLimit: 388)
        plan.newWordsHeld = 20
        #expect(SessionText.reviewPlan(plan) == "Review: 200 cards due now, no new words today: 388 reviews wait beyond reviews_per_day.")
        plan.overLimit = 0
        #expect(SessionText.reviewPlan(plan) == "Review: 200 cards due now, no new words today: the reviews due fill reviews_per_day.")
        plan = ReviewPlan(due: 190, newWords: 10)
        plan.newWordsHeld = 10
        #expect(SessionText.reviewPlan(plan)
                == "Review: 190 cards due now, 10 new words left today (reviews_per_day holds back 10 more beside the reviews due).")
        plan = ReviewPlan(due: 0, newWords: 3)
        plan.newWordsHeld = 17
        #expect(SessionText.reviewPlan(plan)
                == "Review: 0 cards due now, 3 new words left today (reviews_per_day holds back 17 more beside today's reviews done).")
        #expect(SessionText.reviewPlan(ReviewPlan(due: 12, newWords: 8)) == "Review: 12 cards due now, 8 new words left today.")
    }

    /// Random practice tells the whole backlog, and how much of it a review asks today (walk-through 18, defect 3).
    @Test func randomPracticeSaysEveryCardDueAndWhatTheLimitLetsAReviewAsk() {
        #expect(SessionText.reviewsDue(asked: 200, due: 588, atStart: true)
                == "588 cards are due for review; kuchi review asks 200 of them today (reviews_per_day); this session practises words at random.")
        #expect(SessionText.reviewsDue(asked: 200, due: 588, atStart: false)
                == "588 cards are due for review; kuchi review asks 200 of them today (reviews_per_day).")
        #expect(SessionText.reviewsDue(asked: 0, due: 40, atStart: false)
                == "40 cards are due for review; kuchi review asks none of them today (reviews_per_day is reached).")
        #expect(SessionText.reviewsDue(asked: 64, due: 64, atStart: false) == "64 cards are due for review: kuchi review asks them.")
        #expect(SessionText.reviewsDue(asked: 0, due: 0, atStart: true) == nil)
    }
}
