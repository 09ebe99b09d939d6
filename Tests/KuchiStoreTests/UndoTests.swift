import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// `:undo` against the real database: the answer row goes, the card's memory comes back, and so does the
/// session on screen.
@Suite("Undo: the last answer or grade taken back")
struct UndoTests {
    private func session(_ mode: AnswerMode = .choice, scheduler: SchedulerKind = .random, questions: Int = 5,
                         clock: TestClock = TestClock()) throws -> (ChallengesViewModel, KuchiDatabase, Int64) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.answerMode = mode
        environment.scheduler = scheduler
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 5, now: { clock.now }),
                bank, profile.id)
    }

    private func right(_ vm: ChallengesViewModel) throws -> String { String(try #require(vm.challenge).correctIndex + 1) }
    private func wrong(_ vm: ChallengesViewModel) throws -> String {
        let challenge = try #require(vm.challenge)
        return String((challenge.correctIndex + 1) % challenge.choices.count + 1)
    }

    private func card(_ bank: KuchiDatabase, _ profileID: Int64, _ word: Word) throws -> CardMemory? {
        try bank.practice.lookingUp { try $0.card(profileID: profileID, wordID: word.id, kind: .recognition) }
    }

    private func answers(_ bank: KuchiDatabase) throws -> [String] {
        try bank.dbQueue.read { db in try String.fetchAll(db, sql: "SELECT given FROM answer ORDER BY id") }
    }

    @Test func undoRemovesTheAnswerRowAndRestoresTheCardsMemoryAndTheChallenge() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try session(clock: clock)
        try vm.start()
        let first = try #require(vm.challenge)
        try vm.submit(right(vm))
        let learnt = try #require(try card(bank, profileID, first.word))
        clock.advance(seconds: 5)
        let second = try #require(vm.challenge)
        let answer = try right(vm)
        try vm.submit(answer)
        #expect(try card(bank, profileID, second.word) != nil)
        #expect(vm.score.correct == 2)

        try vm.submit(":undo")
        #expect(vm.feedback == .undone(word: second.word, given: second.choices[second.correctIndex]))
        #expect(try card(bank, profileID, second.word) == nil, "the card the answer introduced is gone")
        #expect(try answers(bank) == [first.choices[first.correctIndex]])
        #expect(try bank.practice.session(id: 1)?.correctCount == 1)
        #expect(vm.challenge == second && vm.score == Score(correct: 1, target: 5, wrong: 0))
        #expect(try card(bank, profileID, first.word) == learnt, "the answer before is untouched")
    }

    @Test func undoTwiceTakesBackAWrongAnswerAndItsRetypeAndTheCardGoesBackToItsMemoryBefore() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try session(clock: clock)
        try vm.start()
        try vm.submit(right(vm))
        // A word answered right, whose card must not change when later answers are taken back.
        let word = try #require(vm.challenge).word
        try vm.submit(right(vm))
        let before = try #require(try card(bank, profileID, word))
        let target = try #require(vm.challenge)
        try vm.submit(":hint")
        let hint = try #require(vm.hint)
        try vm.submit(wrong(vm))
        try vm.submit(right(vm))
        #expect(vm.score == Score(correct: 2, target: 5, wrong: 1))
        #expect(vm.challenge != target)

        try vm.undo()
        #expect(vm.challenge == target, "the retyped answer is taken back: the challenge is asked again")
        #expect(vm.score == Score(correct: 2, target: 5, wrong: 1))
        #expect(vm.hint == hint, "with its hint")
        #expect(try answers(bank).count == 3)
        try vm.undo()
        #expect(vm.challenge == target && vm.hint == hint, "the hint stays: it came before the answer")
        #expect(vm.score == Score(correct: 2, target: 5, wrong: 0))
        #expect(try answers(bank).count == 2)
        #expect(try bank.practice.session(id: 1)?.wrongCount == 0)
        #expect(try card(bank, profileID, target.word) == nil)
        #expect(try card(bank, profileID, word) == before)
        // Answered again, the challenge goes on as if nothing had been taken back.
        try vm.submit(right(vm))
        #expect(vm.score == Score(correct: 3, target: 5, wrong: 0))
        #expect(try bank.practice.session(id: 1)?.correctCount == 3)
    }

    @Test func undoWithNothingToUndoSaysSoAndChangesNothing() throws {
        let (vm, bank, _) = try session()
        try vm.start()
        let shown = try #require(vm.challenge)
        try vm.submit(":undo")
        #expect(vm.lastError == .nothingToUndo && vm.feedback == .problem(.nothingToUndo))
        try #expect(vm.challenge == shown && bank.practice.answerCount() == 0)
        try vm.submit(right(vm))
        try vm.submit(":undo")
        try vm.submit(":undo")
        #expect(vm.lastError == .nothingToUndo)
        try #expect(vm.challenge == shown && vm.score.correct == 0 && bank.practice.answerCount() == 0)
    }

    @Test func undoGoesBackFiftyAnswersAndNoFurther() throws {
        let bank = try makeBank(words: 80)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = 60
        environment.answerMode = .choice
        environment.scheduler = .random
        let vm = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 5)
        try vm.start()
        for _ in 0..<55 { try vm.submit(right(vm)) }
        #expect(vm.score.correct == 55)
        for _ in 0..<50 { try vm.submit(":undo") }   // the depth `:undo` keeps
        #expect(vm.lastError == nil && vm.score.correct == 5)
        try vm.submit(":undo")
        #expect(vm.lastError == .nothingToUndo, "the oldest answers fell off the history as the newest came")
        #expect(try answers(bank).count == 5)
    }

    @Test func undoAfterEasyTakesBackTheEasyThenTheAnswerAndAfterAcceptTheCounts() throws {
        let (vm, bank, profileID) = try session(.meaning)
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit(word.primaryMeaning)
        let good = try #require(try card(bank, profileID, word))
        try vm.submit(":easy")
        #expect(try #require(try card(bank, profileID, word)).stability > good.stability)
        try vm.undo()
        let back = try #require(try card(bank, profileID, word), "the answer stays: only the re-grade is taken back")
        #expect(abs(back.stability - good.stability) < 1e-9 && back.reps == good.reps && back.due == good.due)
        #expect(vm.feedback == .regraded(word: word, rating: .good))
        try #expect(bank.practice.answerCount() == 1 && vm.score.correct == 1)
        try vm.undo()
        try #expect(card(bank, profileID, word) == nil && bank.practice.answerCount() == 0)
        try vm.submit("round the corner")
        try vm.submit("round the corner")   // the first try keeps the answer back: the retry shows it, then :accept
        try vm.submit(":accept")
        try #expect(bank.practice.session(id: 1)?.correctCount == 1 && vm.score.correct == 1)
        try vm.undo()   // the retry and the answer accepted, as one step
        try #expect(bank.practice.answerCount() == 0, "both tries' rows go")
        try #expect(bank.practice.session(id: 1)?.correctCount == 0 && bank.practice.session(id: 1)?.wrongCount == 0)
        #expect(vm.score == Score(correct: 0, target: 5, wrong: 0) && vm.challenge?.word.id == word.id)
        #expect(vm.challenge?.word.acceptedByLearner == ["round the corner"], "the answer accepted stays accepted")
        #expect(try card(bank, profileID, word) == nil)
    }
}
