import Foundation
import Testing
@testable import KuchiCore

@Suite("The rules of a session, in the view model")
struct SessionRulesTests {
    private func session(_ mode: AnswerMode = .choice, questions: Int = 3, bank: InMemoryWordBank = .sample())
        -> (ChallengesViewModel, InMemoryWordBank) {
        ChallengesViewModel.onSample(mode, questions: questions, bank: bank)
    }

    private func rightChoice(_ viewModel: ChallengesViewModel) throws -> String {
        String(try #require(viewModel.challenge).correctIndex + 1)
    }

    @Test func aHintAtMultipleChoiceStrikesOutHalfTheWrongChoicesAndMarksTheAnswer() throws {
        let (viewModel, bank) = session()
        try viewModel.start()
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit(":hint")
        guard case let .ruledOut(struck) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(struck.count == 2)
        #expect(!struck.contains(challenge.correctIndex))
        #expect(Set(struck).count == 2 && struck.allSatisfy(challenge.choices.indices.contains))
        #expect(viewModel.feedback == .hint(.ruledOut(struck)))
        try viewModel.submit(rightChoice(viewModel))
        #expect(bank.answers.last?.hintUsed == true)
        #expect(viewModel.hint == nil)
    }

    @Test func aHintWhenTypingGivesTheFirstKanaOfTheReading() throws {
        let (viewModel, _) = session(.reading)
        try viewModel.start()
        let reading = try #require(viewModel.challenge).word.reading
        try viewModel.submit(":hint")
        #expect(viewModel.hint == .startsWith(String(reading.prefix(1))))
    }

    @Test func aCommandWordWithoutItsColonIsPointedOutUnlessItAnswersTheQuestion() throws {
        let (viewModel, bank) = session(.meaning, questions: 12)
        try viewModel.start()
        if viewModel.challenge?.word.text == "出口" { try viewModel.skip() }
        let shown = viewModel.challenge
        try viewModel.submit("skip")
        #expect(viewModel.feedback == .forgottenColon(command: ":skip", answerAgain: "skip"))
        #expect(viewModel.challenge == shown)
        #expect(bank.answers.isEmpty)
        while viewModel.challenge?.word.text != "出口" { try viewModel.skip() }
        try viewModel.submit("exit")
        guard case .outcome(.correct) = viewModel.feedback else { Issue.record("“exit” should answer 出口"); return }
        #expect(bank.answers.count == 1)
    }

    @Test func setChangesTheNextSessionAndNamesWhatIsWrong() throws {
        let (viewModel, _) = session(questions: 3)
        try viewModel.start()
        try viewModel.submit(":set questions 7")
        #expect(viewModel.feedback == .settingChanged(name: "questions", value: "7"))
        #expect(viewModel.environment.questionsPerSession == 7)
        #expect(viewModel.score.target == 3)
        try viewModel.submit(":set bogus 1")
        #expect(viewModel.lastError == .unknownSetting("bogus", known: SessionCommand.settingNames))
        try viewModel.submit(":set questions 999")
        guard case .invalidSetting = viewModel.lastError else { Issue.record("999 questions should be refused"); return }
        try viewModel.submit(":nope")
        #expect(viewModel.lastError == .unknownCommand(":nope"))
        try viewModel.submit(":score")
        #expect(viewModel.lastError == nil)
        #expect(viewModel.feedback == .score(Score(correct: 0, target: 3, wrong: 0)))
    }

    @Test func aResumedSessionAsksTheQuestionsLeftAndScoresAsTheInterruptedOne() throws {
        let (viewModel, bank) = session(questions: 5)
        try viewModel.resume(InterruptedSession(target: 5, correct: 2, wrong: 1))
        #expect(viewModel.target == 3)
        #expect(viewModel.score == Score(correct: 2, target: 5, wrong: 1))
        #expect(viewModel.questionNumber == 3)
        #expect(bank.sessions.last?.target == 3)
        try viewModel.submit("nonsense answer")
        try viewModel.submit(rightChoice(viewModel))   // right after a miss: not scored
        #expect(viewModel.score.correct == 2)
        for _ in 1...3 { try viewModel.submit(rightChoice(viewModel)) }
        let summary = try #require(viewModel.summary)
        #expect(summary.correct == 5 && summary.target == 5 && summary.wrong == 2 && summary.status == .completed)
        #expect(viewModel.environment.questionsPerSession == 5)
        try viewModel.restart()
        #expect(viewModel.score == Score(correct: 0, target: 5, wrong: 0))
    }

    @Test func aResumedSessionDoesNotAskAgainWhatTheInterruptedOneAnsweredRight() throws {
        // The same seed picks the same first word: resumed, the session asks the others.
        let (first, _) = session(questions: 5)
        try first.start()
        let answered = try #require(first.challenge).word.id
        let (viewModel, _) = session(questions: 5)
        try viewModel.resume(InterruptedSession(target: 5, correct: 1, wrong: 0, answeredWordIDs: [answered]))
        var asked: [Int64] = []
        while let challenge = viewModel.challenge, !viewModel.isFinished {
            asked.append(challenge.word.id)
            try viewModel.submit(String(challenge.correctIndex + 1))
        }
        #expect(asked.count == 4)
        #expect(!asked.contains(answered))
    }

    @Test func anInterruptedSessionWithNoCorrectAnswerStartsAnew() throws {
        let (viewModel, _) = session(questions: 4)
        try viewModel.resume(InterruptedSession(target: 5, correct: 0, wrong: 3))
        #expect(viewModel.continued == nil)
        #expect(viewModel.score == Score(correct: 0, target: 4, wrong: 0))
    }

    @Test func quittingEndsTheSessionEarlyAndSaysTheLearnerLeft() throws {
        let (viewModel, bank) = session()
        try viewModel.start()
        try viewModel.submit(rightChoice(viewModel))
        try viewModel.submit(":quit")
        #expect(viewModel.hasLeft)
        #expect(viewModel.isFinished)
        #expect(viewModel.feedback == .left)
        #expect(viewModel.summary?.status == .endedEarly)
        #expect(bank.sessions.last?.status == .endedEarly)
        #expect(bank.answers.count == 1)
    }
}
