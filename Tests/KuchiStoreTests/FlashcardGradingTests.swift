import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Flashcards: each grade's interval shown before grading, exactly what the grade then schedules; Again is
/// a miss; `:easy` and `:hard` grade at the grading prompt.
@Suite("Flashcards: grade previews and misses")
struct FlashcardGradingTests {
    private func flashcards(scheduler: SchedulerKind = .random, clock: TestClock,
                            newPerDay: Int = 20) throws -> (ChallengesViewModel, KuchiDatabase, Int64) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = 5
        environment.answerMode = .flashcard
        environment.scheduler = scheduler
        environment.newWordsPerDay = newPerDay
        environment.teachesNewWords = false   // flashcards alone (LessonTests teaches words first)
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 11, now: { clock.now }),
                bank, profile.id)
    }

    private func card(_ bank: KuchiDatabase, _ profileID: Int64, _ word: Word) throws -> CardMemory? {
        try bank.practice.lookingUp { try $0.card(profileID: profileID, wordID: word.id, kind: .recognition) }
    }

    /// Grades the flashcard on screen with each grade in turn, taking each back, and returns how long until the
    /// card was due after each.
    private func scheduled(_ vm: ChallengesViewModel, _ bank: KuchiDatabase, _ profileID: Int64, at now: Date) throws -> [TimeInterval] {
        let word = try #require(vm.challenge).word
        return try Rating.allCases.map { rating in
            try vm.submit(String(rating.rawValue))
            let due = try #require(try card(bank, profileID, word)).due
            try vm.undo()
            #expect(vm.isRevealed && vm.challenge?.word == word)
            return due.timeIntervalSince(now)
        }
    }

    @Test func aNewCardsPreviewsAreItsLearningStepsAndTheEasyIntervalItGets() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try flashcards(clock: clock)
        try vm.start()
        #expect(vm.gradePreviews.isEmpty, "nothing to preview before the answer is shown")
        try vm.submit("")
        let previews = vm.gradePreviews
        #expect(previews.map(\.rating) == [.again, .hard, .good, .easy])
        // Kuchi's one learning step, 10 minutes; Hard 1.5 times it; Good graduates past the step, S = 2.3065 → 2 days;
        // Easy graduates too, S = 8.2956 → 8 days, fuzzed.
        #expect(previews.prefix(3).map(\.interval) == [600, 900, 2 * 86_400])
        let easyDays = previews[3].interval / 86_400
        #expect(easyDays == easyDays.rounded() && FSRSScheduler.default.fuzzBounds(days: 8).contains(Int(easyDays)))
        #expect(try scheduled(vm, bank, profileID, at: clock.now) == previews.map(\.interval))
    }

    @Test func aReviewCardsPreviewsAreExactlyWhatEachGradeSchedules() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try flashcards(scheduler: .srs, clock: clock)
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit("4")   // Easy: in review at once
        var memory = try #require(try card(bank, profileID, word))
        #expect(memory.state == .review)
        try vm.end()
        clock.advance(seconds: memory.due.timeIntervalSince(clock.now) + 3_600)
        memory = try #require(try card(bank, profileID, word))
        try vm.start()
        #expect(vm.challenge?.word == word, "the due review comes first")
        try vm.submit("")
        let previews = vm.gradePreviews.map(\.interval)
        #expect(previews[0] == 600, "Again: the 10-minute relearning step")
        #expect(previews.dropFirst().allSatisfy { $0 >= 86_400 && $0.truncatingRemainder(dividingBy: 86_400) == 0 })
        #expect(previews[1] < previews[2] && previews[2] < previews[3])
        #expect(try scheduled(vm, bank, profileID, at: clock.now) == previews)
        #expect(try card(bank, profileID, word) == memory, "every grade was taken back")
    }

    @Test func againIsAMissAndTheWordIsShownAgainWhenItComesBack() throws {
        let clock = TestClock()
        let (vm, bank, _) = try flashcards(clock: clock)
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit("1")
        #expect(vm.score == Score(correct: 0, target: 5, wrong: 1))
        #expect(try bank.practice.session(id: 1)?.correctCount == 0 && bank.practice.session(id: 1)?.wrongCount == 1)
        let stored = try bank.dbQueue.read { db in try Row.fetchOne(db, sql: "SELECT is_correct, rating FROM answer") }
        #expect(stored?["is_correct"] == false && stored?["rating"] == 1)
        // The word comes back after three other cards, as a new screen even when nothing else differs.
        var screens: [Int] = [vm.screenID]
        for _ in 0..<3 {
            #expect(vm.challenge?.word != word)
            try vm.submit("")
            try vm.submit("3")
            screens.append(vm.screenID)
        }
        #expect(vm.challenge?.word == word && Set(screens).count == 4)
    }

    @Test func aCardGradedAgainThatComesBackIsANewScreen() throws {
        let clock = TestClock()
        let (vm, _, _) = try flashcards(scheduler: .srs, clock: clock, newPerDay: 2)
        try vm.start()
        let shown = try #require(vm.challenge)
        try vm.submit("")
        try vm.submit("1")
        // A miss moves on: the other new word comes first (a missed card is never the very next question).
        #expect(vm.challenge != shown)
        try vm.submit("")
        try vm.submit("3")
        // Nothing else is left: the missed card's 10-minute step is asked ahead, the same challenge shown afresh.
        #expect(vm.challenge == shown && !vm.isRevealed)
        let screen = vm.screenID
        try vm.submit("")
        try vm.submit("3")
        #expect(vm.score.correct == 2 && vm.score.wrong == 1 && vm.screenID != screen)
    }

    /// The card a revealed flashcard previews is read with the flashcard, before it is revealed: after a re-grade
    /// of the card before it, and for a missed word that comes back, the previews are still what each grade schedules.
    @Test func previewsReadWithTheFlashcardAreWhatEachGradeSchedules() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try flashcards(clock: clock)
        try vm.start()
        let missed = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit("1")   // Again: the word comes back after three other cards
        for index in 0..<3 {
            try vm.submit("")
            #expect(try scheduled(vm, bank, profileID, at: clock.now) == vm.gradePreviews.map(\.interval))
            try vm.submit("3")
            if index == 0 { try vm.submit(":easy") }   // re-grades the card just graded, not the one on screen
            clock.advance(seconds: 30)
        }
        #expect(vm.challenge?.word == missed)
        try vm.submit("")
        let previews = vm.gradePreviews.map(\.interval)
        #expect(previews.first == 600 && previews[1] < previews[2], "the card as its miss left it: \(previews)")
        #expect(try scheduled(vm, bank, profileID, at: clock.now) == previews)
    }

    @Test func easyAndHardGradeAtTheGradingPrompt() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try flashcards(clock: clock)
        try vm.start()
        let first = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit(":easy")
        #expect(vm.feedback == .graded(word: first, rating: .easy) && vm.score.correct == 1)
        #expect(try card(bank, profileID, first)?.stability == FSRSParameters.default[3])
        let second = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit(":hard")
        #expect(vm.feedback == .graded(word: second, rating: .hard))
        #expect(try card(bank, profileID, second)?.stability == FSRSParameters.default[1])
        // Before the answer is shown, :easy re-grades the card just graded, as after any answer.
        try vm.submit(":easy")
        #expect(vm.feedback == .regraded(word: second, rating: .easy))
        #expect(try card(bank, profileID, second)?.stability == FSRSParameters.default[3])
    }
}
