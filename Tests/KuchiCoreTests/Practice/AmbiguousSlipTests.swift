import Foundation
import Testing
@testable import KuchiCore

/// A one-letter slip as close to another meaning in play as to the word's (walk-through 19, defect 4): "blak" for 黒
/// "black" when 空ろ "blank" was asked before. Not graded Again as a miss: the learner is told why and types it again.
@Suite("A slip refused only because it is ambiguous")
struct AmbiguousSlipTests {
    private func session(seed: UInt64) -> (ChallengesViewModel, InMemoryWordBank) {
        let bank = InMemoryWordBank([("黒", "くろ", ["black"]), ("空ろ", "うつろ", ["blank"])])
        var environment = EnvironmentValues()
        environment.questionsPerSession = 4
        environment.answerMode = .meaning
        environment.scheduler = .random
        let time = TestTime()
        return (ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: seed, now: { time.now }), bank)
    }

    /// One letter from "black" and from "blank".
    private func slip(of meaning: String) -> String { "blak" }

    /// A session at its question of the second word, the first one answered right: the first one's meaning is in play.
    private func secondWordAsked(seed: UInt64) throws -> (ChallengesViewModel, InMemoryWordBank, first: Challenge, asked: Challenge) {
        let (vm, bank) = session(seed: seed)
        try vm.start()
        let first = try #require(vm.challenge)
        try vm.submit(first.word.primaryMeaning)
        while let challenge = vm.challenge, challenge.word == first.word { try vm.submit(challenge.word.primaryMeaning) }
        return (vm, bank, first, try #require(vm.challenge))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aSlipNearTwoMeaningsInPlayIsTypedAgainNotGraded(seed: UInt64) throws {
        let (vm, bank, first, asked) = try secondWordAsked(seed: seed)
        let answers = bank.answers.count
        try vm.submit(slip(of: asked.word.primaryMeaning))
        guard case let .outcome(.ambiguousSlip(challenge, said))? = vm.feedback else {
            Issue.record("expected to be asked to type it again, got \(String(describing: vm.feedback))")
            return
        }
        #expect(challenge == asked && vm.challenge == asked, "the same question stays")
        #expect(said.meant == asked.word.primaryMeaning && said.rival == first.word.primaryMeaning)
        #expect(said.sentence { "“\($0)”" } == "“blak” is one letter from this word's meaning and from another word's: type it again, spelt out.")
        #expect(bank.answers.count == answers, "nothing recorded, nothing graded")
        try vm.submit(asked.word.primaryMeaning)
        #expect(bank.answers.last?.rating == .good, "typed again right, it is a right first answer")
    }

    /// Near one meaning alone, the slip is forgiven as a typo, as before.
    @Test func aSlipNearOneMeaningIsForgiven() throws {
        let (vm, _) = session(seed: 1)
        try vm.start()
        let first = try #require(vm.challenge)
        try vm.submit(slip(of: first.word.primaryMeaning))
        guard case let .outcome(.correct(_, verdict))? = vm.feedback else {
            Issue.record("expected a forgiven typo, got \(String(describing: vm.feedback))")
            return
        }
        #expect(verdict.judgement == .typo)
    }

    /// The message names neither meaning (the other is a word of this session's: naming both would give the answer
    /// away), and a second slip at the same question is judged as a wrong answer: graded Again, the question kept as
    /// after any wrong try.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aSecondSlipAtTheSameQuestionIsWrong(seed: UInt64) throws {
        let (vm, bank, _, asked) = try secondWordAsked(seed: seed)
        try vm.submit("blak")
        guard case let .outcome(.ambiguousSlip(_, said))? = vm.feedback else {
            Issue.record("expected to be asked to type it again, got \(String(describing: vm.feedback))")
            return
        }
        #expect(!said.sentence { $0 }.contains("black") && !said.sentence { $0 }.contains("blank"))
        let answers = bank.answers.count
        try vm.submit("blak")
        guard case .outcome(.wrong)? = vm.feedback else {
            Issue.record("expected a wrong answer, got \(String(describing: vm.feedback))")
            return
        }
        #expect(bank.answers.count == answers + 1 && bank.answers.last?.rating == .again)
        #expect(vm.challenge == asked, "a wrong try keeps the question, as any wrong answer does")
    }
}
