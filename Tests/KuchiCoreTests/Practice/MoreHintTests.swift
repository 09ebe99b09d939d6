import Foundation
import Testing
@testable import KuchiCore

/// Walk-through 22 (D6): a second `:hint` at the same question repeated the first word for word. It tells more, or
/// says there is no more.
@Suite("A second hint tells more, or says there is no more")
struct MoreHintTests {
    private func session(_ mode: AnswerMode, choices: Int = 4) throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 3
        environment.answerMode = mode
        environment.choicesPerChallenge = choices
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 1, environment: environment, seed: 3,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        return viewModel
    }

    @Test func aTypedQuestionsHintGrowsALetterAtATimeAndNeverGivesTheWholeAnswer() throws {
        let viewModel = try session(.meaning)
        while viewModel.challenge?.word.text != "猫" { try viewModel.skip() }
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .hint(.startsWith("c")))
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .hint(.startsWith("ca")))
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .problem(.noMoreHints), "“cat” would be the answer itself")
        #expect(viewModel.hint == .startsWith("ca"), "the hint shown stays")
    }

    @Test func aReadingHintGrowsByAKana() throws {
        let viewModel = try session(.reading)
        while viewModel.challenge?.word.text != "出口" { try viewModel.skip() }
        for expected in ["で", "でぐ"] {
            try viewModel.submit(":hint")
            #expect(viewModel.feedback == .hint(.startsWith(expected)))
        }
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .problem(.noMoreHints))
    }

    @Test func aChoiceHintStrikesOneMoreWhileAnotherWrongChoiceIsLeft() throws {
        let viewModel = try session(.choice, choices: 6)
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit(":hint")
        guard case let .ruledOut(first) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(first.count == 3)
        try viewModel.submit(":hint")
        guard case let .ruledOut(second) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(second.count == 4 && Set(first).isSubset(of: second) && !second.contains(challenge.correctIndex), "\(second)")
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .problem(.noMoreHints), "one wrong choice is left beside the right one")
        #expect(viewModel.hint == .ruledOut(second))
    }

    @Test func atFourChoicesTheSecondHintSaysThereIsNoMore() throws {
        let viewModel = try session(.choice)
        try viewModel.submit(":hint")
        let first = viewModel.hint
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .problem(.noMoreHints) && viewModel.hint == first)
    }
}
