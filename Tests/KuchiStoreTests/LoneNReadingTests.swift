import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// A lone n before a vowel (`kinen`) is read as ん only where no other word of the bank reads the line as typed: at
/// 禁煙 きんえん, `kinen` is 記念 きねん when the bank holds 記念, so it is not judged (not counted, not recorded)
/// and the learner is told how to type きんえん; where no word reads so (`genin` for 原因), it is right as before.
@Suite("A lone n that spells another word of the bank")
struct LoneNReadingTests {
    private let words = [
        WordEntry(text: "禁煙", reading: "きんえん", meanings: ["no smoking"]),
        WordEntry(text: "記念", reading: "きねん", meanings: ["commemoration"]),
        WordEntry(text: "原因", reading: "げんいん", meanings: ["cause"]),
    ]

    private func session(_ mode: AnswerMode, at text: String) throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try KuchiDatabase.inMemory(seedWords: words)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.answerMode = mode
        environment.questionsPerSession = 3
        let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 1)
        try viewModel.start()
        for _ in 0..<30 where viewModel.challenge?.word.text != text { try viewModel.skip() }
        try #require(viewModel.challenge?.word.text == text)
        return (viewModel, bank)
    }

    @Test(arguments: [AnswerMode.reading, .word])
    func anotherWordsReadingIsNotJudged(_ mode: AnswerMode) throws {
        let (viewModel, bank) = try session(mode, at: "禁煙")
        let challenge = try #require(viewModel.challenge)
        let recorded = try bank.practice.answerCount()
        let outcome = try viewModel.answer("kinen")
        guard case let .spellsOtherWord(_, spelling) = outcome else { Issue.record("kinen (きねん, 記念) was judged for 禁煙: \(outcome)"); return }
        #expect(spelling.sentence(quoted: { "“\($0)”" }, plain: { $0 }) == "“kinen” reads きねん (記念); for きんえん, type kin'en or kinnen.")
        #expect(try viewModel.answer("kinen") == outcome, "told again, never recorded")
        #expect(viewModel.challenge == challenge, "the question stays")
        #expect(viewModel.wrongCount == 0 && viewModel.correctCount == 0)
        #expect(try bank.practice.answerCount() == recorded, "nothing recorded")
        guard case .correct = try viewModel.answer("kin'en") else { Issue.record("kin'en is きんえん"); return }
    }

    @Test func theOtherWordItselfTakesItsReading() throws {
        let (viewModel, _) = try session(.reading, at: "記念")
        guard case .correct = try viewModel.answer("kinen") else { Issue.record("kinen is きねん"); return }
    }

    @Test func aLoneNNoOtherWordReadsStaysRight() throws {
        let (viewModel, _) = try session(.reading, at: "原因")
        guard case .correct = try viewModel.answer("genin") else { Issue.record("genin is げんいん: no word of the bank reads げにん"); return }
    }
}
