import Foundation
import Testing
@testable import KuchiCore

@Suite("A bare command word that answers the question is judged, never refused")
struct CommandWordAnswerTests {
    private func session(_ mode: AnswerMode, bank: InMemoryWordBank, on text: String) throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 3
        environment.answerMode = mode
        let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 9,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        while viewModel.challenge?.word.text != text { try viewModel.skip() }
        return viewModel
    }

    private static func bank() -> InMemoryWordBank {
        InMemoryWordBank([("出る", "でる", ["to exit", "to leave"]), ("辞める", "やめる", ["to quit"]),
                          ("手伝う", "てつだう", ["to help"]),
                          ("取り消す", "とりけす", ["to cancel", "to undo"]), ("猫", "ねこ", ["cat"]), ("犬", "いぬ", ["dog"])])
    }

    @Test(arguments: [("出る", "exit"), ("辞める", "quit"), ("手伝う", "help"), ("手伝う", "  Help "), ("取り消す", "undo")])
    func aCommandWordThatIsARightTypedAnswerIsJudgedRight(word: String, typed: String) throws {
        for mode in [AnswerMode.meaning, .choice] {
            let bank = Self.bank()
            let viewModel = try session(mode, bank: bank, on: word)
            try viewModel.submit(typed)
            guard case .outcome(.correct) = viewModel.feedback else {
                Issue.record("“\(typed)” should answer \(word) in \(mode) mode, not \(String(describing: viewModel.feedback))"); continue
            }
            #expect(bank.answers.last?.given == typed.trimmingCharacters(in: .whitespaces))
            #expect(!viewModel.hasLeft)
        }
    }

    @Test func aCommandWordTheLearnerAcceptedForTheWordIsJudgedRight() throws {
        let bank = Self.bank()
        try bank.addAcceptedAnswer(profileID: 1, wordID: 5, text: "score", at: Date(timeIntervalSince1970: 0))
        let viewModel = try session(.meaning, bank: bank, on: "猫")
        try viewModel.submit("score")
        guard case .outcome(.correct) = viewModel.feedback else { Issue.record("an accepted “score” should answer 猫"); return }
    }

    @Test func aCommandWordThatIsAWrongChoiceShownIsThatChoicePicked() throws {
        // The first seed whose question for 辞める shows 出る's "to exit" among its choices.
        var found: (ChallengesViewModel, InMemoryWordBank)?
        for seed in UInt64(1)...40 where found == nil {
            let bank = Self.bank()
            var environment = EnvironmentValues()
            environment.questionsPerSession = 3
            environment.answerMode = .choice
            let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: seed,
                                                now: { Date(timeIntervalSince1970: 1_000) })
            try viewModel.start()
            while viewModel.challenge?.word.text != "辞める" { try viewModel.skip() }
            if viewModel.challenge?.choices.contains("to exit") == true { found = (viewModel, bank) }
        }
        let (viewModel, bank) = try #require(found, "no seed up to 40 showed “to exit” among 辞める's choices")
        try viewModel.submit("exit")
        guard case .outcome(.wrong) = viewModel.feedback else { Issue.record("“exit” is a pick: \(String(describing: viewModel.feedback))"); return }
        #expect(bank.answers.last?.judgement == .wrong && bank.answers.last?.given == "to exit")
    }

    @Test func aCommandWordThatIsNoAnswerIsStillPointedOutAndWithItsColonIsACommand() throws {
        let bank = Self.bank()
        let viewModel = try session(.meaning, bank: bank, on: "出る")
        let shown = viewModel.challenge
        try viewModel.submit("help")
        #expect(viewModel.feedback == .forgottenColon(command: ":help", answerAgain: "help"))
        #expect(viewModel.challenge == shown && bank.answers.isEmpty)
        try viewModel.submit(":exit")
        #expect(viewModel.hasLeft && viewModel.isFinished, ":exit is the command even where “exit” is the answer")
        #expect(bank.answers.isEmpty)
    }

    /// The loose end of walk-through 22: 取り消す's meaning is "to cancel" and the judge refuses "undo", so the terminal
    /// gave its notice and nothing else; the learner who means "undo" as the answer had no way to say so, nor to `:accept` it.
    @Test func theSameCommandWordTypedAgainAfterItsNoticeIsJudgedAndCanBeAccepted() throws {
        let bank = InMemoryWordBank([("取り消す", "とりけす", ["to cancel"]), ("猫", "ねこ", ["cat"]), ("犬", "いぬ", ["dog"])])
        let viewModel = try session(.meaning, bank: bank, on: "取り消す")
        try viewModel.submit("undo")
        #expect(viewModel.feedback == .forgottenColon(command: ":undo", answerAgain: "undo"))
        #expect(bank.answers.isEmpty, "the first time it is only pointed out, never wrong")
        try viewModel.submit("Undo ")
        guard case .outcome(.wrong) = viewModel.feedback else { Issue.record("“undo” again is an answer: \(String(describing: viewModel.feedback))"); return }
        #expect(bank.answers.last?.given == "Undo" && bank.answers.last?.judgement == .wrong)
        try viewModel.submit("undo")
        guard case .outcome = viewModel.feedback else { Issue.record("the retry is an answer too (it shows the answer): \(String(describing: viewModel.feedback))"); return }
        try viewModel.submit(":accept")
        guard case .accepted = viewModel.feedback else { Issue.record("“undo” should be open to :accept: \(String(describing: viewModel.feedback))"); return }
        #expect(bank.answers.last?.judgement == .accepted)
    }

    @Test func aCommandWordAfterAnotherLineOrAWordThatLeavesIsNeverAnAnswer() throws {
        let bank = InMemoryWordBank([("取り消す", "とりけす", ["to cancel"]), ("猫", "ねこ", ["cat"]), ("犬", "いぬ", ["dog"])])
        let viewModel = try session(.meaning, bank: bank, on: "取り消す")
        try viewModel.submit("undo")
        try viewModel.submit("hint")
        #expect(viewModel.feedback == .forgottenColon(command: ":hint", answerAgain: "hint"), "another command word is pointed out in turn")
        try viewModel.submit("undo")
        #expect(viewModel.feedback == .forgottenColon(command: ":undo", answerAgain: "undo"))
        for word in ["quit", "quit", "exit", "exit", "q", "q"] {
            try viewModel.submit(word)
            #expect(viewModel.feedback == .forgottenColon(command: ":quit"), "“\(word)” leaves only with its colon, and costs no lapse")
        }
        #expect(bank.answers.isEmpty && !viewModel.isFinished)
    }
}
