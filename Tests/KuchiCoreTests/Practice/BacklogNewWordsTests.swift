import Foundation
import Testing
@testable import KuchiCore

/// Walk-through 18, defect 1: a learner back from a break with more reviews due than `reviews_per_day` gets no new
/// words until the backlog is within the limit (Anki's v3 rule), and a learner under the limit gets them all.
@Suite("The review limit caps the day's new words")
struct BacklogNewWordsTests {
    /// 60 words; learner 1 has review cards of words 1…`due`, all due a minute before `time`.
    private func bank(due: Int, time: TestTime) throws -> InMemoryWordBank {
        let bank = InMemoryWordBank((1...60).map { ("語\($0)", "ご\($0)", ["meaning \($0)"]) })
        for wordID in (Int64(1)...60).prefix(due) {
            let lastReview = time.now.addingTimeInterval(-Double(wordID) * 86_400)
            let memory = CardMemory(state: .review, step: nil, stability: 3, difficulty: 5, due: time.now.addingTimeInterval(-60),
                                    lastReview: lastReview, reps: 2, lapses: 0)
            _ = try bank.recordAnswer(AnswerRecord(sessionID: 0, wordID: wordID, given: "", expected: "", judgement: .exact,
                                                   elapsed: .zero, answeredAt: lastReview, rating: .good,
                                                   card: CardUpdate(profileID: 1, wordID: wordID, kind: .recognition, memory: memory)))
        }
        return bank
    }

    private func review(_ bank: InMemoryWordBank, time: TestTime, newPerDay: Int, reviewsPerDay: Int) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.teachesNewWords = false
        environment.newWordsPerDay = newPerDay
        environment.reviewsPerDay = reviewsPerDay
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 3, now: { time.now })
    }

    /// Answers right until the end; the number of new words asked.
    private func play(_ vm: ChallengesViewModel, _ bank: InMemoryWordBank) throws -> Int {
        var new = 0
        var answers = 0
        while let challenge = vm.challenge, !vm.isFinished, answers < 300 {
            if try bank.card(profileID: 1, wordID: challenge.word.id, kind: .recognition) == nil { new += 1 }
            try vm.submit(String(challenge.correctIndex + 1))
            answers += 1
        }
        return new
    }

    @Test func aLearnerOverTheLimitGetsNoNewWordsUntilTheBacklogIsWithinIt() throws {
        let time = TestTime()
        let bank = try bank(due: 30, time: time)
        // Day 1: 30 due, 12 a day: 12 reviews, no new word, 18 wait.
        let first = review(bank, time: time, newPerDay: 5, reviewsPerDay: 12)
        try first.start()
        #expect(first.reviewPlan?.newWords == 0 && first.reviewPlan?.newWordsHeld == 5 && first.reviewPlan?.overLimit == 18)
        #expect(try play(first, bank) == 0)
        // Day 2 (the answered cards are days away): 18 due, still over: none again.
        time.advance(minutes: 24 * 60)
        let second = review(bank, time: time, newPerDay: 5, reviewsPerDay: 12)
        try second.start()
        #expect(second.reviewPlan?.due == 12 && second.reviewPlan?.newWords == 0)
        #expect(try play(second, bank) == 0)
        // Day 3: the 6 left are within the limit, which leaves room for the 5 new words.
        time.advance(minutes: 24 * 60)
        let third = review(bank, time: time, newPerDay: 5, reviewsPerDay: 12)
        try third.start()
        #expect(third.reviewPlan?.newWords == 5 && third.reviewPlan?.newWordsHeld == 0 && third.reviewPlan?.overLimit == 0)
        #expect(try play(third, bank) == 5)
    }

    @Test func aLearnerWellUnderTheLimitGetsEveryNewWord() throws {
        let time = TestTime()
        let bank = try bank(due: 10, time: time)
        let vm = review(bank, time: time, newPerDay: 8, reviewsPerDay: 200)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 10, newWords: 8, overLimit: 0))
        #expect(try play(vm, bank) == 8)
    }
}
