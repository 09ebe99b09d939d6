import Foundation
import Testing
@testable import KuchiCore

@Suite(":accept takes only the learner's own typed words")
struct AcceptTests {
    /// 七日 "seven days" and three words whose meanings are its wrong choices.
    private static func bank() -> InMemoryWordBank {
        InMemoryWordBank([("七日", "なのか", ["seven days", "the seventh day"]), ("マッチ", "マッチ", ["match"]),
                          ("窓", "まど", ["window"]), ("黒い", "くろい", ["black"])])
    }

    private func session(_ mode: AnswerMode, bank: InMemoryWordBank = bank()) throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 3
        environment.answerMode = mode
        environment.choicesPerChallenge = 4
        let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 5,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        while viewModel.challenge?.word.text != "七日" { try viewModel.skip() }
        return viewModel
    }

    @Test func acceptAfterAChoicePickedByNumberIsRefusedAndStoresNothing() throws {
        let bank = Self.bank()
        let viewModel = try session(.choice, bank: bank)
        let challenge = try #require(viewModel.challenge)
        let match = try #require(challenge.choices.firstIndex(of: "match"), "match should be a choice for 七日")
        try viewModel.submit(String(match + 1))
        #expect(bank.answers.last?.judgement == .wrong && bank.answers.last?.given == "match")
        try viewModel.submit(":accept")
        #expect(viewModel.lastError == .pickedChoiceNotAccepted)
        #expect(viewModel.feedback == .problem(.pickedChoiceNotAccepted))
        #expect(bank.accepted.isEmpty, "the choice's text must not become a right answer for 七日")
        #expect(bank.answers.last?.judgement == .wrong && bank.answers.last?.rating == .again)
        #expect(viewModel.score.wrong == 1 && viewModel.score.correct == 0)
        #expect(viewModel.challenge == challenge, "the question stays, to be answered again")
        guard case .answer(let verdict) = AnswerJudge.judge("match", for: try #require(viewModel.challenge)) else {
            Issue.record("“match” should be judged"); return
        }
        #expect(!verdict.judgement.isCorrect)
    }

    /// Walk-through 21: a meaning typed at a choice question, at its first try, was accepted before the right choice
    /// was shown; it is kept back as at a meaning question, and `:accept` says to type it again first.
    @Test func aMeaningTypedAtAChoiceQuestionIsNotAcceptedBeforeTheAnswerIsShown() throws {
        let bank = Self.bank()
        let viewModel = try session(.choice, bank: bank)
        try viewModel.submit("a week")
        #expect(viewModel.withholdsAnswer, "the right choice is kept back at the first typed try")
        try viewModel.submit(":accept")
        #expect(viewModel.lastError == .answerNotShownYet("a week"))
        #expect(bank.accepted.isEmpty)
        #expect(bank.answers.last?.judgement == .wrong && viewModel.score.wrong == 1 && viewModel.score.correct == 0)
    }

    @Test func aMeaningTypedAtAChoiceQuestionCanBeAcceptedOnceTheAnswerIsShown() throws {
        let bank = Self.bank()
        let viewModel = try session(.choice, bank: bank)
        let word = try #require(viewModel.challenge).word
        try viewModel.submit("a week")
        try viewModel.submit("a week")
        #expect(!viewModel.withholdsAnswer, "the second try shows the right choice")
        try viewModel.submit(":accept")
        #expect(viewModel.feedback == .accepted(word: word, text: "a week"))
        #expect(bank.accepted[word.id] == ["a week"], "right from now on, as after a retry at a meaning question")
    }

    @Test func aTextTooLongToKeepIsRefusedAtAccept() throws {
        let bank = Self.bank()
        let viewModel = try session(.meaning, bank: bank)
        try viewModel.submit(String(repeating: "w", count: 201))
        #expect(bank.answers.last?.judgement == .wrong)
        try viewModel.submit(":accept")
        #expect(viewModel.lastError == .unacceptableAnswer(.tooLong(characters: 201)))
        #expect(bank.accepted.isEmpty)
        #expect(bank.answers.last?.judgement == .wrong && viewModel.score.wrong == 1)
    }

    /// A typed line with a terminal's control sequence never becomes an answer, so there is nothing to accept.
    @Test func aLineWithControlCharactersIsNeitherAnsweredNorAccepted() throws {
        let bank = Self.bank()
        let viewModel = try session(.meaning, bank: bank)
        try viewModel.submit("\u{1B}]0;pwned\u{07}week")
        #expect(viewModel.feedback == .problem(.controlCharacterInLine))
        #expect(bank.answers.isEmpty)
        try viewModel.submit(":accept")
        #expect(viewModel.lastError == .nothingToAccept)
        #expect(bank.accepted.isEmpty)
    }

    @Test func anAnswerAcceptedBeforeCountsAtTheFirstQuestionOfASessionToo() throws {
        let bank = InMemoryWordBank([("近く", "ちかく", ["near"])])
        try bank.addAcceptedAnswer(profileID: 1, wordID: 1, text: "nearby", at: Date(timeIntervalSince1970: 0))
        var environment = EnvironmentValues()
        environment.questionsPerSession = 1
        environment.answerMode = .meaning
        let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 1,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        #expect(viewModel.challenge?.word.acceptedByLearner == ["nearby"])
        try viewModel.submit("nearby")
        guard case .outcome(.correct) = viewModel.feedback else { Issue.record("“nearby” was accepted for 近く"); return }
        #expect(bank.answers.last?.judgement.isCorrect == true)
    }

    @Test func anAcceptedAnswerStillCountsAfterUndo() throws {
        let bank = Self.bank()
        let viewModel = try session(.meaning, bank: bank)
        let word = try #require(viewModel.challenge).word
        try viewModel.submit("a week")
        try viewModel.submit("a week")   // the first try keeps the answer back: the second shows it, so it can be accepted
        try viewModel.submit(":accept")
        try viewModel.submit(":undo")   // the retry and the answer accepted, as one step
        #expect(bank.accepted[word.id] == ["a week"], "the bank keeps what was accepted")
        #expect(viewModel.challenge?.word.id == word.id && viewModel.challenge?.word.acceptedByLearner == ["a week"])
        try viewModel.submit("a week")
        guard case .outcome(.correct) = viewModel.feedback else {
            Issue.record("“a week” was refused after :undo: \(String(describing: viewModel.feedback))"); return
        }
    }

    /// Defect 3 of the twelfth walk-through: “boiling” kept for 暑い though "hot" was never shown.
    @Test func acceptBeforeTheAnswerWasShownKeepsNothingAndSaysHowToSeeIt() throws {
        let bank = Self.bank()
        let viewModel = try session(.meaning, bank: bank)
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit("a fortnight")
        #expect(viewModel.withholdsAnswer)
        try viewModel.submit(":accept")
        #expect(viewModel.feedback == .problem(.answerNotShownYet("a fortnight")))
        #expect(bank.accepted.isEmpty, "nothing the learner has not checked is kept")
        #expect(bank.answers.last?.rating == .again && viewModel.score.wrong == 1)
        #expect(viewModel.challenge == challenge, "the question stays, for the retry")

        // Typed again, the answer is shown (“seven days”); then :accept keeps it, as the message says.
        try viewModel.submit("a fortnight")
        #expect(!viewModel.withholdsAnswer)
        try viewModel.submit(":accept")
        #expect(viewModel.feedback == .accepted(word: challenge.word, text: "a fortnight"))
        #expect(bank.accepted[challenge.word.id] == ["a fortnight"])
    }

    @Test func theTextRuleRefusesEmptyLongAndControlTextOnly() {
        #expect(AcceptedAnswerText.problem(with: "") == .empty)
        #expect(AcceptedAnswerText.problem(with: "  ") == .empty)
        #expect(AcceptedAnswerText.problem(with: String(repeating: "近", count: 200)) == nil)
        #expect(AcceptedAnswerText.problem(with: String(repeating: "近", count: 201)) == .tooLong(characters: 201))
        #expect(AcceptedAnswerText.problem(with: "close\u{7F}by") == .controlCharacters)
        #expect(AcceptedAnswerText.problem(with: "close\nby") == .controlCharacters)
        #expect(AcceptedAnswerText.problem(with: "\u{202E}ybraen") == .controlCharacters)
        #expect(AcceptedAnswerText.problem(with: "close by (nearby)") == nil)
        #expect(AcceptedAnswerText.problem(with: "ちかい") == nil)
    }
}
