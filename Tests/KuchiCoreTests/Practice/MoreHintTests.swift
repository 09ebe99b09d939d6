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

    /// Walk-through 25 (E1): 三日 "three days" was hinted "3", as the judge folds numbers, then "3 d".
    @Test func aMeaningHintSpellsTheMeaningAsShownNotAsTheJudgeFoldsIt() throws {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 1
        environment.answerMode = .meaning
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank([("三日", "みっか", ["Three days (duration)", "third day of the month"])]),
                                            profileID: 1, environment: environment, seed: 3, now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        for expected in ["t", "th", "thr"] {
            try viewModel.submit(":hint")
            #expect(viewModel.feedback == .hint(.startsWith(expected)))
        }
    }

    @Test func aFlashcardRevealedGetsNoHintItsAnswerIsShown() throws {
        let viewModel = try session(.flashcard)
        try viewModel.submit("")
        #expect(viewModel.isRevealed)
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .problem(.answerShown))
        #expect(viewModel.hint == nil, "its grade is not marked as helped by a hint")
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

    @Test func aChoiceHintStrikesOneMoreWhileAnotherWrongChoiceIsLeftThenGivesTheFirstLetter() throws {
        let viewModel = try session(.choice, choices: 6)
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit(":hint")
        guard case let .ruledOut(first) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(first.count == 3)
        try viewModel.submit(":hint")
        guard case let .ruledOut(second) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(second.count == 4 && Set(first).isSubset(of: second) && !second.contains(challenge.correctIndex), "\(second)")
        try viewModel.submit(":hint")
        let meaning = MeaningMatcher.normalize(challenge.word.primaryMeaning)
        #expect(viewModel.feedback == .hint(.startsWith(String(meaning.prefix(1)))),
                "one wrong choice is left beside the right one: the first letter instead (walk-through 25, E4)")
    }

    @Test func atFourChoicesTheSecondHintGivesTheFirstLetterThenOneMore() throws {
        let viewModel = try session(.choice)
        let challenge = try #require(viewModel.challenge)
        let meaning = MeaningMatcher.normalize(challenge.word.primaryMeaning)
        try viewModel.submit(":hint")
        try viewModel.submit(":hint")
        #expect(viewModel.feedback == .hint(.startsWith(String(meaning.prefix(1)))))
        try viewModel.submit(":hint")
        if meaning.count > 2 {
            #expect(viewModel.feedback == .hint(.startsWith(String(meaning.prefix(2)))))
        } else {
            #expect(viewModel.feedback == .problem(.noMoreHints))
        }
    }
}
