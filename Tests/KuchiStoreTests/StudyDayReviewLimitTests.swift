import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Review 26 M1: a learning card from an earlier study day counts against `reviews_per_day` by the study day (Anki's
/// v3 interday learning), its answer marked a review when it is written, so the plan, `kuchi due`'s forecast and the
/// session agree at every moment, and the count moves only when an answer is written or a study day begins.
@Suite("The review limit by the study day")
struct StudyDayReviewLimitTests {
    /// The start of a study day (04:00 local), the evening before it (23:00) and the study day after it.
    private struct Days {
        let evening: Date
        let next: Date

        init() {
            let first = StudyDay.start(of: Date(timeIntervalSince1970: 1_800_000_000))
            evening = first.addingTimeInterval(19 * 3600)
            next = StudyDay.start(of: evening.addingTimeInterval(6 * 3600))
        }
    }

    /// A bank of `reviews` review cards due (words 1…) and `learning` cards in their first learning step, each last
    /// answered at `lastLearning` and due 10 minutes later (the words after those); the learner and a clock at `now`.
    private func bank(reviews: Int, learning: Int, lastLearning: Date, now: Date) throws -> (KuchiDatabase, Profile, TestClock) {
        let database = try makeBank(words: reviews + learning + 5)
        let learner = try database.practice.useProfile(named: "Ann")
        let longAgo = AnswerTime.milliseconds(lastLearning.addingTimeInterval(-5 * 86_400))
        try database.write { db in
            for word in 0..<(reviews + learning) {
                let isReview = word < reviews
                let last = isReview ? longAgo : AnswerTime.milliseconds(lastLearning)
                let due = isReview ? AnswerTime.milliseconds(lastLearning) : last + 600_000
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, introduced_ms)
                    VALUES (?, ?, 0, ?, ?, ?, 5, ?, ?, ?)
                    """, arguments: [learner.id, word + 1, isReview ? 2 : 1, isReview ? nil : 0, isReview ? 5 : 0.5, due, last, longAgo])
            }
        }
        let clock = TestClock()
        clock.advance(seconds: now.timeIntervalSince(clock.now))
        return (database, learner, clock)
    }

    private func review(_ database: KuchiDatabase, _ learner: Profile, _ clock: TestClock, reviewsPerDay: Int) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.teachesNewWords = false
        environment.newWordsPerDay = 0
        environment.reviewsPerDay = reviewsPerDay
        return ChallengesViewModel(bank: database.practice, profileID: learner.id, environment: environment, seed: 5,
                                   now: { clock.now })
    }

    private func doneToday(_ database: KuchiDatabase, _ learner: Profile, at now: Date, reviewsPerDay: Int = 150) throws -> Int? {
        try database.practice.dueForecast(profile: learner, at: now, timeZone: .current, reviewsPerDay: reviewsPerDay).reviewLimit?.doneToday
    }

    @Test(arguments: [(10.0, true), (-10.0, false)])
    func aLearningCardAnsweredAt23AndAgainAfterTheRolloverCountsAndBeforeItDoesNot(minutesFromRollover: Double, counts: Bool) throws {
        let days = Days()
        let now = days.next.addingTimeInterval(minutesFromRollover * 60)   // 04:10 or 03:50
        let (database, learner, clock) = try bank(reviews: 0, learning: 1, lastLearning: days.evening, now: now)
        let session = review(database, learner, clock, reviewsPerDay: 150)
        try session.start()
        #expect(session.reviewPlan?.interdayLearning == (counts ? 1 : 0))
        let challenge = try #require(session.challenge)
        try session.submit(String(challenge.correctIndex + 1))
        let today = StudyDay.start(of: now)
        let reviews = try database.read { db in
            try Double?.fetchAll(db, sql: "SELECT recall FROM answer WHERE answered_ms >= ?", arguments: [AnswerTime.milliseconds(today)])
        }
        #expect(reviews == [counts ? ReviewMark.withinADay : nil], "marked a review when written, with no prediction (< 1 day)")
        #expect(try doneToday(database, learner, at: now) == (counts ? 1 : 0))
    }

    @Test func thePlanDoesNotChangeFromOneMinuteToTheNextWithNothingAnswered() throws {
        let days = Days()
        let five = days.next.addingTimeInterval(3600)
        // Last answered 24 hours before 05:00:30: a day old at 05:01, not at 05:00, and from an earlier study day at both.
        let (database, learner, clock) = try bank(reviews: 8, learning: 3, lastLearning: five.addingTimeInterval(30 - 86_400), now: five)
        let atFive = review(database, learner, clock, reviewsPerDay: 5)
        try atFive.start()
        let forecastAtFive = try database.practice.dueForecast(profile: learner, at: five, timeZone: .current, reviewsPerDay: 5)
        clock.advance(seconds: 60)
        let atFiveOhOne = review(database, learner, clock, reviewsPerDay: 5)
        try atFiveOhOne.start()
        let forecastAtFiveOhOne = try database.practice.dueForecast(profile: learner, at: clock.now, timeZone: .current, reviewsPerDay: 5)
        #expect(atFive.reviewPlan == atFiveOhOne.reviewPlan)
        #expect(atFive.reviewPlan?.interdayLearning == 3 && atFive.reviewPlan?.due == 5 && atFive.reviewPlan?.overLimit == 6)
        #expect(forecastAtFive.overLimit == forecastAtFiveOhOne.overLimit && forecastAtFive.overLimit == 6)
        #expect(forecastAtFive.reviewLimit?.interdayLearningDueNow == 3 && forecastAtFiveOhOne.reviewLimit?.interdayLearningDueNow == 3)
    }

    @Test func aLimitOf150ServesExactly150WithInterdayLearningCardsInTheMix() throws {
        let days = Days()
        let now = days.next.addingTimeInterval(10 * 60)
        let (database, learner, clock) = try bank(reviews: 200, learning: 20, lastLearning: days.evening, now: now)
        let before = try database.practice.dueForecast(profile: learner, at: now, timeZone: .current, reviewsPerDay: 150)
        #expect(before.overLimit == 70, "20 learning cards from last night and 130 of the 200 reviews fill the 150")
        let session = review(database, learner, clock, reviewsPerDay: 150)
        try session.start()
        #expect(session.reviewPlan?.due == 150 && session.reviewPlan?.overLimit == 70 && session.reviewPlan?.interdayLearning == 20)
        var answers = 0
        while let challenge = session.challenge, !session.isFinished, answers < 1_000 {
            try session.submit(String(challenge.correctIndex + 1))
            answers += 1
        }
        #expect(session.isFinished)
        #expect(try doneToday(database, learner, at: clock.now) == 150)
        let after = try database.practice.dueForecast(profile: learner, at: clock.now, timeZone: .current, reviewsPerDay: 150)
        #expect(after.overLimit == 70 && after.reviewLimit?.reviewsDueNow == 70, "the other 70 wait for another day")
        let again = review(database, learner, clock, reviewsPerDay: 150)
        #expect(throws: (any Error).self, "nothing more to review today") { try again.start() }
    }

    @Test func anUpgradedBankMarksTheInterdayLearningAnswersItHolds() throws {
        let days = Days()
        let database = try makeBank(words: 3)
        let learner = try database.practice.useProfile(named: "Ann")
        let session = try database.practice.beginSession(profileID: learner.id, target: 5, seed: 1, at: days.evening)
        // Word 1: 23:00, then 04:10 the next study day (interday); word 2: 23:00, then 23:30 (the same study day);
        // word 3: 23:00, then 03:50 (still the same study day).
        let times = [(1, days.evening), (2, days.evening), (3, days.evening), (1, days.next.addingTimeInterval(600)),
                     (2, days.evening.addingTimeInterval(1_800)), (3, days.next.addingTimeInterval(-600))]
        var ids: [Int64] = []
        for (word, time) in times {
            ids.append(try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: Int64(word), given: "x", expected: "x",
                                                                       judgement: .exact, elapsed: .seconds(1), answeredAt: time, rating: .good)))
        }
        // Answers before the study day of the upgrade count against no limit: none is marked.
        #expect(try database.write { db in try StudyDayReviews.markTodaysReviews(since: days.next.addingTimeInterval(86_400), in: db) } == 0)
        let marked = try database.write { db in try StudyDayReviews.markTodaysReviews(since: days.next, in: db) }
        #expect(marked == 1)
        let recalls = try database.read { db in try Double?.fetchAll(db, sql: "SELECT recall FROM answer ORDER BY id") }
        #expect(recalls == [nil, nil, nil, ReviewMark.withinADay, nil, nil])
        #expect(try doneToday(database, learner, at: days.next.addingTimeInterval(3_600)) == 1)
    }

    /// Answers of one learner written at `times` (word, time, grade, the `recall` stored: `nil` as a Kuchi from before the
    /// marks wrote them); returns the bank, the learner and the answers' ids.
    private func answers(_ times: [(word: Int64, at: Date, rating: Rating, recall: Double?)]) throws -> (KuchiDatabase, Profile, [Int64]) {
        let database = try makeBank(words: 4)
        let learner = try database.practice.useProfile(named: "Ann")
        let session = try database.practice.beginSession(profileID: learner.id, target: 10, seed: 1, at: times[0].at)
        let ids = try times.map { answer in
            try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: answer.word, given: "x", expected: "x",
                                                            judgement: .exact, elapsed: .seconds(1), answeredAt: answer.at,
                                                            rating: answer.rating, recall: answer.recall))
        }
        return (database, learner, ids)
    }

    /// Random practice asking a card that graduated that morning counts it as a review (practice marks it so); on the day of
    /// the upgrade, the migration marks it too, so the limit does not let one more review through for each.
    @Test func theUpgradeDayCountsACardInReviewAskedAgainTheSameStudyDay() throws {
        let days = Days()
        let morning = days.next.addingTimeInterval(3_600)
        // Word 1: easy at 05:00 (in review at once), asked again at 06:00 by random practice; word 2: missed twice, still learning.
        let (database, learner, ids) = try answers([(1, morning, .easy, nil), (1, morning.addingTimeInterval(3_600), .good, nil),
                                                    (2, morning, .again, nil), (2, morning.addingTimeInterval(600), .again, nil)])
        let marked = try database.write { db in try StudyDayReviews.markTodaysReviews(since: days.next, in: db) }
        #expect(marked == 1)
        let recalls = try database.read { db in try Double?.fetchAll(db, sql: "SELECT recall FROM answer ORDER BY id") }
        #expect(recalls == [nil, ReviewMark.withinADay, nil, nil], "answers \(ids)")
        #expect(try doneToday(database, learner, at: morning.addingTimeInterval(7_200)) == 1)
    }

    /// `kuchi doctor --rebuild-cards` marks the day's reviews as practice would have (a prediction or -1), and keeps the
    /// marks answers have: the day's reviews done after a rebuild are what a learner practising that day was counted.
    @Test func aRebuildCountsTheDaysReviewsAsPracticeDoes() throws {
        let days = Days()
        let at0410 = days.next.addingTimeInterval(600)
        // Word 1: learning at 23:00, again at 04:10, marked by practice when written; word 2 the same, written unmarked;
        // word 3: easy at 05:00 and again at 06:00, unmarked; word 4: new at 05:00 (no review).
        let (database, learner, _) = try answers([
            (1, days.evening, .good, nil), (1, at0410, .good, ReviewMark.withinADay),
            (2, days.evening, .good, nil), (2, at0410, .good, nil),
            (3, days.next.addingTimeInterval(3_600), .easy, nil), (3, days.next.addingTimeInterval(7_200), .good, nil),
            (4, days.next.addingTimeInterval(3_600), .good, nil),
        ])
        let now = days.next.addingTimeInterval(3 * 3_600)
        #expect(try doneToday(database, learner, at: now) == 1)
        #expect(try database.maintenance.rebuildCards(at: now) == 4)
        #expect(try doneToday(database, learner, at: now) == 3, "word 1's mark kept, word 2's and word 3's written")
        let recalls = try database.read { db in try Double?.fetchAll(db, sql: "SELECT recall FROM answer ORDER BY id") }
        #expect(recalls == [nil, ReviewMark.withinADay, nil, ReviewMark.withinADay, nil, ReviewMark.withinADay, nil])
        // A rebuild the next study day leaves the marks as they are: yesterday's count no limit.
        #expect(try database.maintenance.rebuildCards(at: now.addingTimeInterval(86_400)) == 4)
        #expect(try doneToday(database, learner, at: now) == 3)
    }

    /// The report's retention figures (reviews passed beside the recall predicted) leave out the reviews marked without a
    /// prediction: -1 is never summed as a recall, nor counted as a review whose recall was predicted.
    @Test func theReportsRetentionLeavesOutReviewsWithoutAPrediction() throws {
        let days = Days()
        let (database, learner, _) = try answers([
            (1, days.evening.addingTimeInterval(-3 * 86_400), .good, nil), (1, days.next.addingTimeInterval(3_600), .good, 0.8),
            (2, days.evening, .good, nil), (2, days.next.addingTimeInterval(600), .again, ReviewMark.withinADay),
        ])
        let report = try database.reports.progressReport(ReportRequest(profileName: learner.name, timeZone: .current,
                                                                       now: days.next.addingTimeInterval(7_200)))
        #expect(report.totals.reviews == 1 && report.totals.passed == 1)
        #expect(report.totals.predictedRetention == 0.8)
        #expect(report.days.allSatisfy { $0.predictedRecall >= 0 && $0.reviews <= 1 })
        #expect(try doneToday(database, learner, at: days.next.addingTimeInterval(7_200)) == 2, "both count against the limit")
    }
}
