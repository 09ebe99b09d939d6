import Foundation
import Testing
@testable import KuchiCore

/// Walk-through 23 (D3): the same wrong text typed again at one typed question was a new wrong try each time (a
/// learner typing "?" to go on reached 382 wrong tries and 5% accuracy). As with a wrong choice picked again, it is
/// no new try: said so, recorded once.
@Suite("The same wrong text typed again")
struct RepeatedWrongTextTests {
    /// Whether the feedback on screen is a wrong try marked as tried before.
    private func triedBefore(_ viewModel: ChallengesViewModel) -> Bool? {
        guard case let .outcome(.wrong(_, verdict)) = viewModel.feedback else { return nil }
        return verdict.pickedBefore
    }

    @Test(arguments: [(AnswerMode.meaning, "zzz", " ZZZ ", "yyy"), (.reading, "ぬぬぬ", "ぬぬぬ", "ねねね"), (.word, "ぬぬぬ", "nununu", "ねねね")])
    func isNoNewTryAndSaidSo(mode: AnswerMode, wrong: String, sameAgain: String, another: String) throws {
        let (viewModel, bank) = try ChallengesViewModel.startedOnSample(mode)
        let asked = viewModel.challenge
        try viewModel.submit(wrong)
        #expect(triedBefore(viewModel) == false)
        try viewModel.submit(wrong)
        #expect(triedBefore(viewModel) == true)
        try viewModel.submit(sameAgain)
        #expect(triedBefore(viewModel) == true, "the same text however spelt (case, spaces, romaji)")
        #expect(bank.answers.count == 1, "recorded once")
        #expect(viewModel.wrongCount == 1)
        try viewModel.submit(another)
        #expect(triedBefore(viewModel) == false, "another wrong text is a new try")
        #expect(bank.answers.map(\.rating) == [.again, nil])
        #expect(viewModel.challenge == asked)
    }

    /// Review 27: `:undo` takes a wrong try back whole, so the same text typed after it is a try again, stored.
    @Test func aTryTakenBackIsNoLongerTried() throws {
        let (viewModel, bank) = try ChallengesViewModel.startedOnSample(.meaning)
        try viewModel.submit("zzz")
        try viewModel.undo()
        #expect(bank.answers.isEmpty)
        try viewModel.submit("zzz")
        #expect(triedBefore(viewModel) == false)
        #expect(bank.answers.count == 1 && viewModel.wrongCount == 1)
    }

    @Test func theNextQuestionForgetsTheTextsTried() throws {
        let (viewModel, bank) = try ChallengesViewModel.startedOnSample(.meaning)
        try viewModel.submit("zzz")
        try viewModel.skip()
        try viewModel.submit("zzz")
        #expect(triedBefore(viewModel) == false)
        #expect(bank.answers.filter { !$0.judgement.isCorrect }.count == 2)
    }
}
