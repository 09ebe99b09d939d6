import Foundation
import Testing
@testable import KuchiCore

@Suite("A miss in a review costs one answer")
struct ReviewMissTests {
    private func review(_ bank: InMemoryWordBank, time: TestTime, mode: AnswerMode = .choice,
                        scheduler: SchedulerKind = .srs) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = scheduler
        environment.teachesNewWords = false   // new words asked at once, without lessons (LessonTests has them)
        environment.answerMode = mode
        environment.newWordsPerDay = 5
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 8, now: { time.now })
    }

    private func wrongNumber(_ challenge: Challenge) -> String { String((challenge.correctIndex + 1) % challenge.choices.count + 1) }

    @Test func aWrongAnswerShowsTheRightOneAndMovesOn() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime())
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        guard case let .outcome(.missed(answered, verdict))? = vm.feedback else {
            Issue.record("expected a miss, got \(String(describing: vm.feedback))")
            return
        }
        #expect(answered == missed)
        #expect(verdict.expected == missed.word.primaryMeaning)
        #expect(verdict.given == missed.choices[Int(wrongNumber(missed))! - 1])
        #expect(vm.challenge != nil && vm.challenge?.word != missed.word, "the next word is asked at once")
        #expect(bank.answers.count == 1)
        #expect(bank.answers.last?.rating == .again)
        #expect(vm.score.wrong == 1 && vm.score.correct == 0)
    }

    @Test func theRightAnswerTypedAfterAMissIsAcknowledgedButNeverGraded() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime())
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        let shown = try #require(vm.challenge)
        try vm.submit(missed.word.primaryMeaning)
        guard case let .outcome(.corrected(answered, _))? = vm.feedback else {
            Issue.record("expected an acknowledgement, got \(String(describing: vm.feedback))")
            return
        }
        #expect(answered == missed)
        #expect(vm.challenge == shown, "the challenge on screen stays")
        #expect(bank.answers.count == 1, "nothing recorded, nothing graded")
        #expect(bank.cards.count == 1)
        // Only the next line: typed again, it is an answer to the challenge on screen (wrong here).
        try vm.submit(missed.word.primaryMeaning)
        #expect(bank.answers.count == 2)
        #expect(bank.answers.last?.wordID == shown.word.id)
    }

    @Test func aNumberAlwaysNamesAChoiceOnScreen() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime())
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        let shown = try #require(vm.challenge)
        let line = String(missed.correctIndex + 1)
        try vm.submit(line)
        guard case let .outcome(outcome)? = vm.feedback else {
            Issue.record("expected an answer, got \(String(describing: vm.feedback))")
            return
        }
        switch outcome {
        case let .correct(answered, _), let .missed(answered, _): #expect(answered == shown)
        default: Issue.record("“\(line)” answered the challenge on screen, not the one missed: \(outcome)")
        }
        #expect(bank.answers.count == 2)
    }

    @Test func aLineRightForTheChallengeOnScreenAnswersIt() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime())
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        let shown = try #require(vm.challenge)
        try vm.submit(String(shown.correctIndex + 1))
        guard case let .outcome(.correct(answered, _))? = vm.feedback else {
            Issue.record("expected a right answer, got \(String(describing: vm.feedback))")
            return
        }
        #expect(answered == shown)
        #expect(bank.answers.last?.rating == .good)
    }

    @Test func theMissedCardComesBackThroughItsLearningStepAndScoresThen() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = review(bank, time: time)
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        time.advance(minutes: 11)
        try vm.submit(String(try #require(vm.challenge).correctIndex + 1))
        #expect(vm.challenge?.word == missed.word, "its 10-minute step is due")
        try vm.submit(String(try #require(vm.challenge).correctIndex + 1))
        #expect(bank.answers.filter { $0.wordID == missed.word.id }.map(\.rating) == [.again, .good])
        #expect(vm.score.correct == 2)
    }

    /// A review with one new word, lessons on: the lesson, then its quiz.
    private func oneWordReview(_ bank: InMemoryWordBank, time: TestTime, mode: AnswerMode) throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.answerMode = mode
        environment.newWordsPerDay = 1
        let vm = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 8, now: { time.now })
        try vm.start()
        try vm.submit("")
        #expect(vm.lesson == nil && vm.challenge != nil, "the lesson's quiz follows at once: nothing else is left")
        return vm
    }

    @Test func aMissOnTheLastCardBringsItBackRatherThanEndingTheSession() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = try oneWordReview(bank, time: time, mode: .meaning)
        let missed = try #require(vm.challenge)
        try vm.submit("banana")
        #expect(!vm.isFinished, "the missed card still owes its right answer")
        #expect(vm.challenge?.word == missed.word, "asked again: nothing else is left")
        #expect(vm.score.target == 1 && vm.score.correct == 0 && vm.score.wrong == 1)
        time.advance(minutes: 1)
        try vm.submit(missed.word.primaryMeaning)
        #expect(vm.isFinished)
        #expect(vm.summary?.correct == 1 && vm.summary?.target == 1 && vm.summary?.wrong == 1)
        #expect(bank.answers.filter { $0.judgement != .taught }.map(\.rating) == [.again, .good])
    }

    @Test func aFlashcardGradedAgainLastComesBackToo() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = try oneWordReview(bank, time: time, mode: .flashcard)
        let missed = try #require(vm.challenge)
        try vm.submit("")
        try vm.submit("1")
        #expect(vm.challenge?.word == missed.word && !vm.isFinished)
        try vm.submit("")
        try vm.submit("3")
        #expect(vm.isFinished && vm.summary?.correct == 1)
    }

    @Test func aLearnerWhoQuitsAfterTheMissIsFreeTo() throws {
        let bank = InMemoryWordBank.sample()
        let vm = try oneWordReview(bank, time: TestTime(), mode: .meaning)
        try vm.submit("banana")
        try vm.end()
        #expect(vm.isFinished && vm.summary?.status == .endedEarly)
    }

    /// Walk-through 25: `:undo` after `:skip` brought the skipped word back while the summary still counted it skipped.
    @Test func undoBackPastASkipUncountsTheSkip() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime(), mode: .meaning, scheduler: .random)
        try vm.start()
        let first = try #require(vm.challenge)
        try vm.submit("banana")
        try vm.skip()
        try vm.undo()
        #expect(vm.challenge?.word == first.word)
        try vm.end()
        #expect(vm.summary?.skipped == 0 && vm.summary?.wrong == 0)
    }

    @Test func acceptAfterAMissCountsItAndStaysAtTheChallengeOnScreen() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime(), mode: .meaning)
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit("kitty")
        let shown = try #require(vm.challenge)
        #expect(shown != missed)
        try vm.submit(":accept")
        guard case let .accepted(word, text)? = vm.feedback else {
            Issue.record("expected :accept to act, got \(String(describing: vm.feedback))")
            return
        }
        #expect(word == missed.word && text == "kitty")
        #expect(vm.challenge == shown)
        #expect(bank.answers.first?.rating == .good)
        #expect(bank.accepted[missed.word.id] == ["kitty"])
        #expect(vm.score.correct == 1 && vm.score.wrong == 0)
    }

    @Test func randomPracticeKeepsTheChallengeUntilItIsAnsweredRight() throws {
        let bank = InMemoryWordBank.sample()
        let vm = review(bank, time: TestTime(), scheduler: .random)
        try vm.start()
        let missed = try #require(vm.challenge)
        try vm.submit(wrongNumber(missed))
        guard case .outcome(.wrong)? = vm.feedback else {
            Issue.record("expected a wrong try, got \(String(describing: vm.feedback))")
            return
        }
        #expect(vm.challenge == missed)
    }
}
