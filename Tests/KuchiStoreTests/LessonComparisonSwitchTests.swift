import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// The internal switches simulations compare schedules with (`KUCHI_LEARNING_STEPS`, `KUCHI_QUIZ_GAP`): what a
/// learner would see under each, against Kuchi's own one step and its quiz three items after the lesson.
@Suite("Learning steps and the lesson's quiz, as the comparison switches set them")
struct LessonComparisonSwitchTests {
    private func review(newPerDay: Int, clock: TestClock, steps: [TimeInterval] = FSRSScheduler.kuchiLearningSteps,
                        quiz: LessonQuizTiming = LessonQuizTimingKey.defaultValue) throws -> (ChallengesViewModel, KuchiDatabase, Int64) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.newWordsPerDay = newPerDay
        environment.learningSteps = steps
        environment.lessonQuizTiming = quiz
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 4, now: { clock.now }),
                bank, profile.id)
    }

    /// `L word` for a lesson, `Q word` for a challenge.
    private func screen(_ vm: ChallengesViewModel) -> String {
        if let lesson = vm.lesson { return "L " + lesson.word.text }
        return vm.challenge.map { "Q " + $0.word.text } ?? "-"
    }

    /// Closes the lesson or answers the challenge on screen right, 30 s later.
    private func goOn(_ vm: ChallengesViewModel, _ clock: TestClock) throws {
        clock.advance(seconds: 30)
        try vm.submit(vm.lesson != nil ? "" : String(try #require(vm.challenge).correctIndex + 1))
    }

    @Test func withStepsOfOneAndTenMinutesANewWordIsAskedAgainTheSameDayAfterItsQuiz() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try review(newPerDay: 1, clock: clock, steps: [60, 600])
        try vm.start()
        #expect(screen(vm) == "L 語1")
        try goOn(vm, clock)
        #expect(screen(vm) == "Q 語1")
        try goOn(vm, clock)
        #expect(vm.isFinished, "its second step is not due yet, and it was just answered")
        clock.advance(seconds: 600)
        try vm.start()
        #expect(screen(vm) == "Q 語1", "ten minutes later, its second step")
        try goOn(vm, clock)
        let card = try #require(try bank.practice.lookingUp { try $0.card(profileID: profileID, wordID: 1, kind: .recognition) })
        #expect(card.state == .review && card.due.timeIntervalSince(clock.now) >= 86_400, "graduated to a day or more")
    }

    @Test func withKuchisOneStepANewWordAnsweredRightAtItsQuizWaitsForTheNextDay() throws {
        let clock = TestClock()
        let (vm, _, _) = try review(newPerDay: 1, clock: clock)
        try vm.start()
        try goOn(vm, clock)
        try goOn(vm, clock)
        #expect(vm.isFinished)
        clock.advance(seconds: 600)
        #expect(throws: PracticeError.nothingToReview) { try vm.start() }
    }

    @Test func aQuizHeldForItsStepComesAfterTheOtherLessonsThenOnceTenMinutesHavePassed() throws {
        let still = TestClock()
        let (held, _, _) = try review(newPerDay: 3, clock: still, quiz: .whenStepDue)
        try held.start()
        var screens = [screen(held)]
        for _ in 0..<5 {
            try held.submit(held.lesson != nil ? "" : String(try #require(held.challenge).correctIndex + 1))
            screens.append(screen(held))
        }
        #expect(screens == ["L 語1", "L 語2", "L 語3", "Q 語1", "Q 語2", "Q 語3"], "a clock standing still: when nothing else is left")
        let clock = TestClock()
        let (timed, _, _) = try review(newPerDay: 3, clock: clock, quiz: .whenStepDue)
        try timed.start()
        try goOn(timed, clock)
        clock.advance(seconds: 600)
        try goOn(timed, clock)
        #expect(screen(timed) == "Q 語1", "語1's step is due: its quiz comes before 語3's lesson")
    }
}
