import Foundation
import Testing
@testable import KuchiCore

/// Which answers count against `reviews_per_day` (Anki v3's rule, review 26 M1), and what their `recall` says.
@Suite("Reviews by the study day")
struct ReviewMarkTests {
    /// 23:00 of one study day, and the start (04:00) of the next, in this machine's time zone.
    private let evening: Date
    private let rollover: Date

    init() {
        let start = StudyDay.start(of: Date(timeIntervalSince1970: 1_800_000_000))
        evening = start.addingTimeInterval(19 * 3600)
        rollover = StudyDay.start(of: evening.addingTimeInterval(6 * 3600))
    }

    private func card(_ state: CardState, lastReview: Date?) -> CardMemory {
        CardMemory(state: state, step: state == .review ? nil : 0, stability: state == .review ? 10 : 0.5, difficulty: 5,
                   due: lastReview ?? evening, lastReview: lastReview, reps: 1, lapses: 0)
    }

    @Test func aLearningCardFromLastNightIsAReviewAfterTheRolloverAndNotBefore() {
        var mark = ReviewMark()
        let learning = card(.learning, lastReview: evening)
        let at0410 = mark.recall(before: learning, at: rollover.addingTimeInterval(600), scheduler: .kuchiDefault)
        let at0350 = mark.recall(before: learning, at: rollover.addingTimeInterval(-600), scheduler: .kuchiDefault)
        let relearning = mark.recall(before: card(.relearning, lastReview: evening), at: rollover.addingTimeInterval(600),
                                     scheduler: .kuchiDefault)
        #expect(at0410 == ReviewMark.withinADay)
        #expect(at0350 == nil)
        #expect(relearning == ReviewMark.withinADay)
    }

    @Test func aReviewCardAlwaysCountsAndANewOneNever() {
        var mark = ReviewMark()
        let review = card(.review, lastReview: evening.addingTimeInterval(-3 * 86_400))
        let recall = mark.recall(before: review, at: rollover.addingTimeInterval(600), scheduler: .kuchiDefault)
        #expect(recall.map { $0 > 0 && $0 < 1 } == true, "a prediction, which reports measure retention by")
        let sameDay = mark.recall(before: card(.review, lastReview: evening), at: rollover.addingTimeInterval(-600),
                                  scheduler: .kuchiDefault)
        let never = mark.recall(before: nil, at: rollover, scheduler: .kuchiDefault)
        let new = mark.recall(before: .new(due: evening), at: rollover, scheduler: .kuchiDefault)
        #expect(sameDay == ReviewMark.withinADay, "in review, graded earlier the same study day")
        #expect(never == nil && new == nil)
        #expect(ReviewMark.isPrediction(recall) && !ReviewMark.isPrediction(ReviewMark.withinADay) && !ReviewMark.isPrediction(nil))
    }

    /// An imported review says what the card was in the other program (Anki's review log), whatever a replay made of it.
    @Test func theStateAnImportedReviewGivesDecides() {
        var mark = ReviewMark()
        let sameDay = rollover.addingTimeInterval(3 * 3600)
        let replayedAsReview = card(.review, lastReview: rollover.addingTimeInterval(3600))
        let ankiLearn = mark.isReview(before: replayedAsReview, at: sameDay, wasInReview: false)
        let replayState = mark.isReview(before: replayedAsReview, at: sameDay)
        let ankiReview = mark.isReview(before: card(.learning, lastReview: rollover.addingTimeInterval(3600)), at: sameDay,
                                       wasInReview: true)
        let ankiLearnFromLastNight = mark.isReview(before: card(.review, lastReview: evening), at: rollover.addingTimeInterval(600),
                                                   wasInReview: false)
        #expect(!ankiLearn, "Anki's learn, the same study day")
        #expect(replayState, "without Anki's word, the replay's state")
        #expect(ankiReview, "Anki's review")
        #expect(ankiLearnFromLastNight, "Anki's learn from last night")
    }
}
