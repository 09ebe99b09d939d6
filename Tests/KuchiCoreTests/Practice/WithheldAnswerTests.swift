import Foundation
import Testing
@testable import KuchiCore

/// A first wrong try at a typed question keeps the accepted answers back, so the retry is recall, not copying.
@Suite("A wrong typed answer keeps its answer back for the retry")
struct WithheldAnswerTests {
    /// A wrong answer of the kind the question asks for (English, or Japanese), `try` making each a new one.
    private static func wrongAnswer(for mode: AnswerMode, try number: Int) -> String {
        String(repeating: mode == .meaning ? "q" : "ぬ", count: 3 + number)
    }

    @Test(arguments: [AnswerMode.meaning, .reading, .word])
    func theFirstWrongTryKeepsTheAnswerBackAndAWrongRetryShowsIt(mode: AnswerMode) throws {
        let (viewModel, bank) = try ChallengesViewModel.startedOnSample(mode)
        let asked = viewModel.challenge
        try viewModel.submit(Self.wrongAnswer(for: mode, try: 1))
        guard case .outcome(.wrong) = viewModel.feedback else { Issue.record("expected a wrong try"); return }
        #expect(viewModel.withholdsAnswer)
        #expect(viewModel.challenge == asked)
        try viewModel.submit(Self.wrongAnswer(for: mode, try: 2))
        guard case .outcome(.wrong) = viewModel.feedback else { Issue.record("expected a second wrong try"); return }
        #expect(!viewModel.withholdsAnswer)
        // Recorded and graded as before: the first try graded Again, the retry neither graded nor counted.
        #expect(bank.answers.map(\.rating) == [.again, nil])
        #expect(bank.answers.map(\.counts) == [true, false])
    }

    @Test func aWrongPickAtMultipleChoiceNeverGaveTheAnswerAway() throws {
        let (viewModel, _) = try ChallengesViewModel.startedOnSample(.choice)
        let challenge = try #require(viewModel.challenge)
        let wrong = challenge.choices.indices.first { $0 != challenge.correctIndex } ?? 0
        try viewModel.submit(String(wrong + 1))
        guard case .outcome(.wrong) = viewModel.feedback else { Issue.record("expected a wrong pick"); return }
        #expect(!viewModel.withholdsAnswer)
    }

    @Test func theNextQuestionStartsWithNothingKeptBack() throws {
        let (viewModel, _) = try ChallengesViewModel.startedOnSample(.meaning)
        try viewModel.submit("qqqq")
        #expect(viewModel.withholdsAnswer)
        try viewModel.skip()
        #expect(!viewModel.withholdsAnswer)
        #expect(viewModel.feedback.map { if case .skipped = $0 { true } else { false } } == true)
    }
}
