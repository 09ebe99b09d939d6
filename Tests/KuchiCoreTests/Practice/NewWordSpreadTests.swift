import Foundation
import Testing
@testable import KuchiCore

@Suite("New words spread through the reviews, up to the day's review limit")
struct NewWordSpreadTests {
    /// 40 words; learner 1 has review cards of words 1…`due`, all due at `time`.
    private func bank(due: Int, time: TestTime) throws -> InMemoryWordBank {
        let bank = InMemoryWordBank((1...40).map { ("語\($0)", "ご\($0)", ["meaning \($0)"]) })
        for wordID in (Int64(1)...40).prefix(due) {
            let lastReview = time.now.addingTimeInterval(-Double(wordID) * 86_400)
            let memory = CardMemory(state: .review, step: nil, stability: 3, difficulty: 5, due: time.now.addingTimeInterval(-60),
                                    lastReview: lastReview, reps: 2, lapses: 0)
            try bank.recordAnswer(AnswerRecord(sessionID: 0, wordID: wordID, given: "", expected: "", judgement: .exact,
                                               elapsed: .zero, answeredAt: lastReview, rating: .good,
                                               card: CardUpdate(profileID: 1, wordID: wordID, kind: .recognition, memory: memory)))
        }
        return bank
    }

    private func review(_ bank: InMemoryWordBank, time: TestTime, newPerDay: Int, reviewsPerDay: Int = 200) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.teachesNewWords = false   // new words asked at once, without lessons (LessonTests has them)
        environment.newWordsPerDay = newPerDay
        environment.reviewsPerDay = reviewsPerDay
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 2, now: { time.now })
    }

    /// Answers right until the end; each challenge's word id and whether it was new to the learner.
    private func play(_ vm: ChallengesViewModel, _ bank: InMemoryWordBank) throws -> [(id: Int64, isNew: Bool)] {
        var asked: [(id: Int64, isNew: Bool)] = []
        while let challenge = vm.challenge, !vm.isFinished, asked.count < 200 {
            let isNew = try bank.card(profileID: 1, wordID: challenge.word.id, kind: .recognition) == nil
            asked.append((challenge.word.id, isNew))
            try vm.submit(String(challenge.correctIndex + 1))
        }
        return asked
    }

    /// The plan promises no more new words than the bank has left: 38 of 40 words seen, 20 new words a day
    /// allowed, "2 new words left today" (not 20), and the session asks the 38 reviews and the 2 new words.
    @Test func thePlanCountsNoMoreNewWordsThanAreLeft() throws {
        let time = TestTime()
        let bank = try bank(due: 38, time: time)
        let vm = review(bank, time: time, newPerDay: 20)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 38, newWords: 2))
        let asked = try play(vm, bank)
        #expect(asked.filter(\.isNew).map(\.id).sorted() == [39, 40])
    }

    @Test func theDaysNewWordsComeEvenlyAmongTheDueReviews() throws {
        let time = TestTime()
        let bank = try bank(due: 20, time: time)
        let vm = review(bank, time: time, newPerDay: 4)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 20, newWords: 4))
        let asked = try play(vm, bank)
        // One new word after every 4 reviews (20 reviews, 4 new words: 20 / 5), then the last reviews; the new
        // words' learning steps (10 minutes away on a stopped clock) come at the end, learnt ahead.
        #expect(asked.prefix(24).indices.filter { asked[$0].isNew } == [4, 9, 14, 19])
        #expect(asked.filter(\.isNew).map(\.id) == [21, 22, 23, 24], "in study order")
        #expect(Set(asked.prefix(24).filter { !$0.isNew }.map(\.id)) == Set(1...20))
        #expect(vm.summary?.status == .completed)
    }

    @Test func withNothingDueTheNewWordsComeAtOnce() throws {
        let time = TestTime()
        let bank = try bank(due: 0, time: time)
        let vm = review(bank, time: time, newPerDay: 3)
        try vm.start()
        let asked = try play(vm, bank)
        #expect(asked.prefix(3).map(\.isNew) == [true, true, true])
        #expect(asked.filter(\.isNew).map(\.id) == [1, 2, 3])
    }

    @Test func theReviewLimitStopsReviewsAndNewWordsAndCountsTheDaysReviews() throws {
        let time = TestTime()
        let bank = try bank(due: 20, time: time)
        let vm = review(bank, time: time, newPerDay: 4, reviewsPerDay: 5)
        try vm.start()
        var plan = ReviewPlan(due: 5, newWords: 0, overLimit: 15)
        plan.newWordsHeld = 4
        #expect(vm.reviewPlan == plan, "20 reviews due over a limit of 5: no new words (as in Anki's v3 scheduler)")
        let asked = try play(vm, bank)
        #expect(Set(asked.filter { $0.id <= 20 }.map(\.id)).count == 5)
        #expect(asked.filter(\.isNew).isEmpty, "\(asked.map(\.isNew))")
        // The same study day, the five reviews done count against the limit: no reviews, no new words.
        time.advance(minutes: 60)
        #expect(try bank.reviewsDone(profileID: 1, since: StudyDay.start(of: time.now)) == 5)
        let later = review(bank, time: time, newPerDay: 10, reviewsPerDay: 5)
        #expect(throws: PracticeError.nothingToReview) { try later.start() }
        // 15 due, 5 done: a limit of 25 leaves room for 5 new words of the 10.
        let more = review(bank, time: time, newPerDay: 10, reviewsPerDay: 25)
        try more.start()
        plan = ReviewPlan(due: 15, newWords: 5, overLimit: 0)
        plan.newWordsHeld = 5
        #expect(more.reviewPlan == plan)
    }

    @Test func aLimitOfZeroAsksNoReviewsAndNoNewWords() throws {
        let time = TestTime()
        let bank = try bank(due: 3, time: time)
        let vm = review(bank, time: time, newPerDay: 5, reviewsPerDay: 0)
        #expect(throws: PracticeError.nothingToReview) { try vm.start() }
    }

    @Test func bothDailyLimitsAcceptZeroTo9999AndNothingElse() throws {
        var values = EnvironmentValues()
        for setting in [Setting.reviewsPerDay, .newWordsPerDay] {
            for good in ["0", "9999", "200"] { try setting.apply(good, from: .repl, to: &values) }
            for bad in ["-1", "10000", "ten", ""] {
                #expect(throws: SettingError.self) { try setting.apply(bad, from: .repl, to: &values) }
            }
        }
        #expect(EnvironmentValues().reviewsPerDay == 200)
        #expect(Setting.named("reviews_per_day")?.flag == "--reviews")
    }
}

extension InMemoryWordBank {
    /// Learning cards due by `date`.
    func dueLearning(at date: Date) throws -> Int {
        try dueCardCount(profileID: 1, kinds: CardKind.allCases, learning: true, dueBy: date, limit: 1_000) { _, _ in true }
    }
}
