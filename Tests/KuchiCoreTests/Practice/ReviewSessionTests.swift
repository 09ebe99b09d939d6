import Foundation
import Testing
@testable import KuchiCore

@Suite("Review sessions: due cards first, then new words")
struct ReviewSessionTests {
    private func review(_ bank: InMemoryWordBank, time: TestTime, questions: Int = 5, newPerDay: Int = 20) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.scheduler = .srs
        environment.newWordsPerDay = newPerDay
        environment.teachesNewWords = false   // the order of the cards, without lessons (LessonTests has them)
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 8, now: { time.now })
    }

    private func right(_ vm: ChallengesViewModel) -> String { String((vm.challenge?.correctIndex ?? 0) + 1) }

    @Test func newWordsComeInTheBanksOrderUpToTheDailyBudget() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = review(bank, time: time, questions: 12, newPerDay: 3)
        try vm.start()
        var asked: [Int64] = []
        while let challenge = vm.challenge, asked.count < 3 {
            asked.append(challenge.word.id)
            try vm.submit(right(vm))
        }
        #expect(asked == [1, 2, 3])
        // The learning cards come back (up to 20 minutes early) when nothing else is left; no fourth new word.
        #expect(vm.challenge.map { [1, 2, 3].contains($0.word.id) } ?? true)
    }

    @Test func nothingDueAndNoNewWordsLeftIsSaid() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime(), newPerDay: 0)
        #expect(throws: PracticeError.nothingToReview) { try vm.start() }
    }

    @Test func dueReviewCardsComeFirstTheBestRememberedFirst() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        // Day 1: learn words 1–4 to review state (Good twice through the learning steps).
        let first = review(bank, time: time, questions: 20, newPerDay: 4)
        try first.start()
        try first.submit(":hint")   // word 1 is graded Hard: the least stable card
        for _ in 0..<20 where !first.isFinished && bank.cards.values.filter({ $0.memory.state == .review }).count < 4 {
            try first.submit(right(first))
            time.advance(minutes: 11)
        }
        let reviewCards = bank.cards.filter { $0.value.memory.state == .review }.map(\.key.wordID).sorted()
        #expect(reviewCards == [1, 2, 3, 4])
        // Much later every card is due; the one with the highest retrievability comes first (the default order
        // under a backlog), word 1 (graded Hard, the least stable) last.
        time.advance(minutes: 60 * 24 * 30)
        let due = bank.cards.values.map(\.memory)
        let scheduler = FSRSScheduler.default
        let recall = bank.cards.mapValues { scheduler.retrievability(of: $0.memory, at: time.now) }
        let later = review(bank, time: time, questions: 2, newPerDay: 0)
        try later.start()
        #expect(due.allSatisfy { $0.due <= time.now })
        let asked = try #require(later.challenge).word.id
        #expect(recall[HistoryReplay.CardKey(profileID: 1, wordID: asked, kind: .recognition)] == recall.values.max())
        #expect(recall[HistoryReplay.CardKey(profileID: 1, wordID: 1, kind: .recognition)] == recall.values.min())
        #expect(Set(recall.values).count > 1)
    }

    @Test func aCardAnsweredWrongComesBackInTheSameSessionOnceItsStepIsDue() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = review(bank, time: time, questions: 6, newPerDay: 5)
        try vm.start()
        let missed = try #require(vm.challenge).word
        try vm.submit("9")   // out of range: nothing recorded
        try vm.submit(String((try #require(vm.challenge).correctIndex + 1) % 4 + 1))
        try vm.submit(right(vm))
        #expect(vm.challenge?.word != missed)
        time.advance(minutes: 11)
        try vm.submit(right(vm))
        #expect(vm.challenge?.word == missed, "its 10-minute step is due")
    }
}
