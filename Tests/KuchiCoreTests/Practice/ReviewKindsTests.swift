import Foundation
import Testing
@testable import KuchiCore

@Suite("One review: every kind of card due, each in its own question")
struct ReviewKindsTests {
    /// A bank where learner 1 has a review card of each kind, all due at `time`: recognition of 猫 (1),
    /// reading of 犬 (2), writing of 水 (3); and a recognition card of 山 (4) not due for a week.
    private func bankWithDueCards(_ time: TestTime) throws -> InMemoryWordBank {
        let bank = InMemoryWordBank.sample()
        let lastReview = time.now.addingTimeInterval(-5 * 86_400)
        for (wordID, kind, due) in [(Int64(1), CardKind.recognition, -86_400.0), (2, .reading, -3_600), (3, .writing, -60),
                                    (4, .recognition, 7 * 86_400)] {
            let memory = CardMemory(state: .review, step: nil, stability: 4, difficulty: 5, due: time.now.addingTimeInterval(due),
                                    lastReview: lastReview, reps: 2, lapses: 0)
            try bank.recordAnswer(AnswerRecord(sessionID: 0, wordID: wordID, given: "", expected: "", judgement: .exact,
                                               elapsed: .zero, answeredAt: lastReview, rating: .good,
                                               card: CardUpdate(profileID: 1, wordID: wordID, kind: kind, memory: memory)))
        }
        return bank
    }

    private func review(_ bank: InMemoryWordBank, time: TestTime, mode: AnswerMode = .choice, everyKind: Bool = true,
                        newPerDay: Int = 0) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.answerMode = mode
        environment.reviewsEveryKind = everyKind
        environment.newWordsPerDay = newPerDay
        environment.questionsPerSession = 1
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 5, now: { time.now })
    }

    /// Plays the session to its end with right answers, returning the (word, question kind) of each challenge.
    private func playRight(_ vm: ChallengesViewModel) throws -> [(Int64, ChallengeKind)] {
        var asked: [(Int64, ChallengeKind)] = []
        while let challenge = vm.challenge, !vm.isFinished, asked.count < 50 {
            asked.append((challenge.word.id, challenge.kind))
            let line = switch challenge.kind {
            case .choice: String(challenge.correctIndex + 1)
            case .reading: challenge.word.reading
            case .word: challenge.word.text
            case .meaning, .flashcard: challenge.word.primaryMeaning
            }
            try vm.submit(line)
        }
        return asked
    }

    @Test func aReviewAsksEveryKindDueInItsOwnQuestionTypeWhateverTheMode() throws {
        let time = TestTime()
        let vm = review(try bankWithDueCards(time), time: time)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 3, newWords: 0))
        let asked = try playRight(vm)
        #expect(Set(asked.map { "\($0.0) \($0.1)" }) == ["1 choice", "2 reading", "3 word"])
        #expect(asked.count == 3)
        #expect(vm.isFinished && vm.summary?.status == .completed)
        #expect(vm.summary?.correct == 3 && vm.summary?.target == 3)
    }

    @Test func aReviewIsNotCutShortByTheQuestionsPerSession() throws {
        let time = TestTime()
        let vm = review(try bankWithDueCards(time), time: time, mode: .meaning)
        try vm.start()
        #expect(vm.score.target == 3, "the cards due, not questions_per_session (1)")
        let asked = try playRight(vm)
        #expect(asked.map(\.1).filter { $0 == .meaning }.count == 1, "recognition is asked as the mode's question")
        #expect(asked.count == 3)
    }

    @Test func aModeNamedExplicitlyNarrowsTheReviewToItsCards() throws {
        let time = TestTime()
        let vm = review(try bankWithDueCards(time), time: time, mode: .reading, everyKind: false)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 1, newWords: 0))
        let asked = try playRight(vm)
        #expect(asked.map(\.0) == [2])
        #expect(asked.map(\.1) == [.reading])
    }

    @Test func setModeInTheSessionNarrowsTheNextReview() throws {
        let time = TestTime()
        let vm = review(try bankWithDueCards(time), time: time)
        try vm.submit(":set mode word")
        #expect(vm.environment.reviewsEveryKind == false)
        try vm.start()
        #expect(try playRight(vm).map(\.0) == [3])
    }

    @Test func newWordsComeAsTheModesCardsAndThePlanCountsThem() throws {
        let time = TestTime()
        let bank = try bankWithDueCards(time)
        let vm = review(bank, time: time, newPerDay: 2)
        try vm.start()
        #expect(vm.reviewPlan == ReviewPlan(due: 3, newWords: 2))
        #expect(vm.score.target == 5)
        _ = try playRight(vm)
        let introduced = bank.cards.filter { $0.value.introducedAt >= time.now }.map(\.key.kind)
        #expect(introduced.count == 2)
        #expect(introduced.allSatisfy { $0 == .recognition })
    }
}
