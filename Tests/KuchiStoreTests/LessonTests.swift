import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Lessons: in a review session a new word is shown whole before its first quiz, which comes a few items
/// later; `:known` gives it an Easy first grade instead.
@Suite("Lessons: a new word taught before its first quiz")
struct LessonTests {
    private func review(questions: Int = 10, newPerDay: Int = 5, scheduler: SchedulerKind = .srs,
                        clock: TestClock = TestClock()) throws -> (ChallengesViewModel, KuchiDatabase, Int64) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.scheduler = scheduler
        environment.newWordsPerDay = newPerDay
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 4, now: { clock.now }),
                bank, profile.id)
    }

    /// A review of meanings that teaches one word (語1) and answers it right, then a review of readings
    /// started with `newPerDay` new cards a day.
    private func reviewOfReadingsAfterOneWordLearnt(newPerDay: Int, clock: TestClock = TestClock()) throws
        -> (ChallengesViewModel, KuchiDatabase, Int64) {
        let (vm, bank, profileID) = try review(newPerDay: 1, clock: clock)
        try vm.start()
        try vm.submit("")
        try vm.submit(String(try #require(vm.challenge).correctIndex + 1))
        try vm.end()
        vm.environment.answerMode = .reading
        vm.environment.newWordsPerDay = newPerDay
        try vm.start()
        return (vm, bank, profileID)
    }

    private func card(_ bank: KuchiDatabase, _ profileID: Int64, _ word: Word) throws -> CardMemory? {
        try bank.practice.lookingUp { try $0.card(profileID: profileID, wordID: word.id, kind: .recognition) }
    }

    /// What is on screen: `L word` for a lesson, `Q word` for a challenge.
    private func screen(_ vm: ChallengesViewModel) -> String {
        if let lesson = vm.lesson { return "L " + lesson.word.text }
        return vm.challenge.map { "Q " + $0.word.text } ?? "-"
    }

    @Test func aNewWordIsShownWholeAndQuizzedThreeItemsLater() throws {
        let (vm, bank, profileID) = try review()
        try vm.start()
        let first = try #require(vm.lesson)
        #expect(vm.challenge == nil && first.word.text == "語1" && first.word.meanings == ["meaning 1"] && first.example == nil)
        #expect(try card(bank, profileID, first.word) == nil, "a lesson grades nothing")
        var screens = [screen(vm)]
        while screens.count < 8 {
            if vm.lesson != nil {
                try vm.submit("")
            } else {
                try vm.submit(String(try #require(vm.challenge).correctIndex + 1))
            }
            screens.append(screen(vm))
        }
        // Each quiz comes three items after its lesson.
        #expect(screens == ["L 語1", "L 語2", "L 語3", "L 語4", "Q 語1", "Q 語2", "Q 語3", "Q 語4"])
        // The lesson is the card's first exposure, graded Again; the quiz a same-day review after it.
        let quizzed = try #require(try card(bank, profileID, first.word))
        #expect(quizzed.reps == 2 && quizzed.stability < FSRSParameters.default[2], "not the Good of a first recall")
        #expect(try bank.practice.answerCount() == 7, "4 lessons and 3 quizzes")
        #expect(vm.score.correct == 3 && vm.score.wrong == 0, "a lesson is neither right nor a wrong try")
    }

    @Test func theDaysNewWordsAreTaughtOnceEachAndCountedOnce() throws {
        let (vm, bank, profileID) = try review(questions: 40, newPerDay: 5)
        try vm.start()
        var taught: [String] = []
        for _ in 0..<60 where !vm.isFinished {
            if let lesson = vm.lesson {
                taught.append(lesson.word.text)
                try vm.submit("")
            } else {
                try vm.submit(String(try #require(vm.challenge).correctIndex + 1))
            }
        }
        #expect(taught == ["語1", "語2", "語3", "語4", "語5"])
        #expect(try bank.practice.lookingUp { try $0.cardsIntroduced(profileID: profileID, since: .distantPast) } == 5)
    }

    @Test func knownGivesAnEasyFirstGradeRecordedAsAnAnswerAndUndoBringsTheLessonBack() throws {
        let clock = TestClock()
        let (vm, bank, profileID) = try review(clock: clock)
        try vm.start()
        let word = try #require(vm.lesson).word
        try vm.submit(":known")
        #expect(vm.feedback == .graded(word: word, rating: .easy) && vm.score.correct == 1)
        let memory = try #require(try card(bank, profileID, word))
        #expect(memory.state == .review && memory.stability == FSRSParameters.default[3] && memory.reps == 1)
        let row = try #require(try bank.dbQueue.read { db in
            try Row.fetchOne(db, sql: "SELECT given, is_correct, rating, word_id FROM answer")
        })
        let (given, isCorrect, rating, wordID): (String, Bool, Int, Int64) = (row["given"], row["is_correct"], row["rating"], row["word_id"])
        #expect(given == ":known" && isCorrect && rating == 4 && wordID == word.id)
        #expect(vm.lesson?.word.text == "語2")
        try vm.submit(":known")

        try vm.submit(":undo")
        #expect(vm.lesson?.word.text == "語2" && vm.score.correct == 1)
        try vm.submit(":undo")
        #expect(vm.lesson?.word == word && vm.score.correct == 0 && vm.feedback == .undone(word: word, given: ":known"))
        #expect(try card(bank, profileID, word) == nil && bank.practice.answerCount() == 0)
        // Taught this time, it is quizzed three items later, and never taught twice.
        var screens: [String] = []
        for _ in 0..<4 {
            try vm.submit("")
            screens.append(screen(vm))
        }
        #expect(screens == ["L 語2", "L 語3", "L 語4", "Q 語1"])
    }

    @Test func knownWordsAreNotQuizzedInTheSession() throws {
        let (vm, _, _) = try review(questions: 3, newPerDay: 3)
        try vm.start()
        var screens = [screen(vm)]
        while !vm.isFinished {
            try vm.submit(":known")
            screens.append(screen(vm))
        }
        #expect(screens == ["L 語1", "L 語2", "L 語3", "-"])
        #expect(vm.summary?.correct == 3 && vm.summary?.status == .completed)
    }

    @Test func textTypedAtALessonGoesOnButIsSaidNotToBeAnAnswer() throws {
        let (vm, _, _) = try review(newPerDay: 1)
        try vm.start()
        try vm.submit("cat")
        #expect(screen(vm) == "Q 語1")
        #expect(vm.feedback == .lessonDone(Word(id: 1, text: "語1", reading: "ご1", meanings: ["meaning 1"], level: "N5"), ignoredLine: "cat"))
    }

    @Test func aLoneNewWordIsQuizzedRightAfterItsLessonWhenNothingElseIsLeft() throws {
        let (vm, _, _) = try review(newPerDay: 1)
        try vm.start()
        #expect(screen(vm) == "L 語1")
        try vm.submit("")
        #expect(screen(vm) == "Q 語1")
        #expect(vm.feedback == .lessonDone(Word(id: 1, text: "語1", reading: "ご1", meanings: ["meaning 1"], level: "N5")))
        try vm.submit(":known")
        #expect(vm.lastError == .noLesson, ":known belongs to a lesson")
    }

    /// Whether the next word was ever met is read with it as the session moves on: a word met in another kind
    /// of card is asked at once, one never met is taught first.
    @Test func movingOnAsksAMetWordAtOnceAndTeachesAnUnmetOne() throws {
        let (vm, _, _) = try reviewOfReadingsAfterOneWordLearnt(newPerDay: 3)
        #expect(screen(vm) == "Q 語1", "met in the first session: no lesson")
        try vm.submit(try #require(vm.challenge).word.reading)
        #expect(vm.lastOutcome.map { if case .correct = $0 { true } else { false } } == true)
        #expect(screen(vm) == "L 語2", "never met: taught before it is asked")
    }

    @Test func noLessonInRandomPracticeNorForAWordAlreadyMetNorWhenTurnedOff() throws {
        let (random, _, _) = try review(scheduler: .random)
        try random.start()
        #expect(random.lesson == nil && random.challenge != nil)

        // The same word's reading card is new, but the word is not: no second lesson.
        let clock = TestClock()
        let (vm, bank, profileID) = try reviewOfReadingsAfterOneWordLearnt(newPerDay: 2, clock: clock)
        #expect(vm.lesson == nil && vm.challenge?.word.text == "語1" && vm.challenge?.kind == .reading)
        #expect(try card(bank, profileID, try #require(vm.challenge).word) != nil)

        var environment = vm.environment
        environment.teachesNewWords = false
        environment.answerMode = .choice
        environment.newWordsPerDay = 20
        let untaught = ChallengesViewModel(bank: bank.practice, profileID: profileID, environment: environment, seed: 1, now: { clock.now })
        try untaught.start()
        #expect(untaught.lesson == nil && untaught.challenge != nil)
    }

    @Test func theLastScoreLineSaysWhatTheSummarySays() throws {
        let (vm, _, _) = try review(newPerDay: 5)
        try vm.start()
        var missed = Set<Int64>()
        var steps = 0
        while !vm.isFinished, steps < 200 {
            steps += 1
            if vm.lesson != nil {
                try vm.submit("")
            } else if let challenge = vm.challenge {
                // Each word's first quiz is missed once: its card comes back, and the review's estimated length grows.
                if missed.insert(challenge.word.id).inserted {
                    try vm.submit(String((challenge.correctIndex + 1) % challenge.choices.count + 1))
                }
                if !vm.isFinished, let again = vm.challenge, again == challenge { try vm.submit(String(challenge.correctIndex + 1)) }
            }
        }
        let summary = try #require(vm.summary)
        #expect(vm.score.correct == summary.correct && vm.score.target == summary.target,
                "score \(vm.score.correct)/\(vm.score.target), summary \(summary.correct)/\(summary.target)")
    }
}
