import Foundation
import Testing
import KuchiCore
import KuchiStore

@Suite("A practice session")
struct ChallengesViewModelTests {
    private func makeViewModel(words: Int = 40, questions: Int = 5, seed: UInt64 = 7,
                               clock: TestClock = TestClock()) throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try makeBank(words: words)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: seed,
                                            now: { clock.now })
        return (viewModel, bank)
    }

    private func correctAnswer(_ viewModel: ChallengesViewModel) throws -> String {
        let challenge = try #require(viewModel.challenge)
        return String(challenge.correctIndex + 1)
    }

    private func wrongAnswer(_ viewModel: ChallengesViewModel) throws -> String {
        let challenge = try #require(viewModel.challenge)
        return String((challenge.correctIndex + 1) % challenge.choices.count + 1)
    }

    @Test func theSessionEndsAfterExactlyQuestionsPerSessionCorrectAnswers() throws {
        let (viewModel, bank) = try makeViewModel(questions: 3)
        try viewModel.start()
        for answered in 1...3 {
            #expect(!viewModel.isFinished)
            // A word missed first is not scored when answered right after.
            try viewModel.answer(wrongAnswer(viewModel))
            guard case .corrected = try viewModel.answer(correctAnswer(viewModel)) else { Issue.record("expected a correction"); return }
            #expect(viewModel.correctCount == answered - 1)
            guard case .correct = try viewModel.answer(correctAnswer(viewModel)) else { Issue.record("expected a right answer"); return }
            #expect(viewModel.correctCount == answered)
        }
        #expect(viewModel.isFinished)
        #expect(viewModel.challenge == nil)
        #expect(viewModel.summary?.correct == 3)
        #expect(viewModel.summary?.wrong == 3)
        #expect(viewModel.summary?.status == .completed)
        #expect(try viewModel.answer("1") == .notAnswering)
        #expect(try bank.practice.answerCount() == 9)
    }

    @Test func aWrongAnswerIsRecordedAndKeepsTheSameChallenge() throws {
        let (viewModel, bank) = try makeViewModel()
        try viewModel.start()
        let before = try #require(viewModel.challenge)
        let outcome = try viewModel.answer(wrongAnswer(viewModel))
        guard case let .wrong(challenge, verdict) = outcome else { Issue.record("expected a wrong answer, got \(outcome)"); return }
        #expect(challenge == before)
        #expect(verdict.given != before.correctChoice)
        #expect(verdict.judgement == .wrong)
        #expect(viewModel.challenge == before)
        #expect(viewModel.wrongCount == 1)
        #expect(viewModel.correctCount == 0)
        #expect(try bank.practice.answerCount() == 1)
    }

    @Test func typingTheMeaningCountsAsAnAnswer() throws {
        let (viewModel, _) = try makeViewModel()
        try viewModel.start()
        let challenge = try #require(viewModel.challenge)
        guard case let .correct(answered, verdict) = try viewModel.answer("  " + challenge.correctChoice.uppercased() + " ") else {
            Issue.record("typing the meaning was not accepted")
            return
        }
        #expect(answered == challenge)
        #expect(verdict.judgement == .exact)
        let next = try #require(viewModel.challenge)
        guard case let .wrong(same, wrong) = try viewModel.answer("no such meaning") else {
            Issue.record("an unknown meaning was not judged wrong")
            return
        }
        #expect(same == next)
        #expect(wrong.given == "no such meaning")
    }

    @Test func numbersOutsideTheChoicesAndBlankLinesAreNotRecorded() throws {
        let (viewModel, bank) = try makeViewModel()
        try viewModel.start()
        #expect(try viewModel.answer("9") == .outOfRange(choices: 4))
        #expect(try viewModel.answer("0") == .outOfRange(choices: 4))
        #expect(try viewModel.answer("   ") == .notAnswering)
        #expect(try bank.practice.answerCount() == 0)
    }

    @Test func aWordAnsweredCorrectlyIsNotAskedAgainInTheSameSession() throws {
        let (viewModel, _) = try makeViewModel(words: 6, questions: 6)
        try viewModel.start()
        var asked: [Int64] = []
        while let challenge = viewModel.challenge {
            asked.append(challenge.word.id)
            try viewModel.answer(correctAnswer(viewModel))
        }
        #expect(asked.count == 6)
        #expect(Set(asked).count == 6)
    }

    @Test(arguments: [4, 50, 500])
    func choicesAreDistinctAndIncludeTheCorrectMeaning(words: Int) throws {
        let (viewModel, _) = try makeViewModel(words: words, questions: 4)
        try viewModel.start()
        while let challenge = viewModel.challenge {
            #expect(challenge.choices.count == 4)
            #expect(Set(challenge.choices).count == challenge.choices.count)
            #expect(challenge.correctChoice == challenge.word.primaryMeaning)
            try viewModel.answer(correctAnswer(viewModel))
        }
    }

    @Test func aBankWithFewerThanFourWordsShowsAsManyChoicesAsItHas() throws {
        let (viewModel, _) = try makeViewModel(words: 3, questions: 5)
        try viewModel.start()
        #expect(viewModel.target == 3)
        #expect(viewModel.challenge?.choices.count == 3)
    }

    @Test func distractorsNeverRepeatTheCorrectMeaning() throws {
        let bank = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "あそこ", reading: "あそこ", meanings: ["over there"]),
            WordEntry(text: "あちら", reading: "あちら", meanings: ["over there"]),
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"]),
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"]),
        ])
        let profile = try bank.practice.useProfile(named: "Tester")
        for seed in UInt64(0)..<20 {
            let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: EnvironmentValues(), seed: seed)
            try viewModel.start()
            let challenge = try #require(viewModel.challenge)
            #expect(Set(challenge.choices.map { $0.lowercased() }).count == challenge.choices.count)
            #expect(challenge.choices.count == 3)
        }
    }

    @Test func anEmptyBankIsAClearError() throws {
        let (viewModel, _) = try makeViewModel(words: 0)
        #expect(throws: PracticeError.emptyWordBank) { try viewModel.start() }
    }

    @Test func aSeededSessionIsReproducible() throws {
        func play(seed: UInt64) throws -> [Challenge] {
            let (viewModel, _) = try makeViewModel(words: 200, questions: 5, seed: seed)
            try viewModel.start()
            var seen: [Challenge] = []
            while let challenge = viewModel.challenge {
                seen.append(challenge)
                try viewModel.answer(correctAnswer(viewModel))
            }
            return seen
        }
        let first = try play(seed: 42)
        #expect(first.count == 5)
        #expect(try play(seed: 42) == first)
        #expect(try play(seed: 43) != first)
    }

    @Test func aChangedSettingAppliesToTheNextSessionOnly() throws {
        let (viewModel, _) = try makeViewModel(questions: 2)
        try viewModel.start()
        viewModel.environment.questionsPerSession = 3
        #expect(viewModel.target == 2)
        try viewModel.answer(correctAnswer(viewModel))
        try viewModel.answer(correctAnswer(viewModel))
        #expect(viewModel.isFinished)
        try viewModel.restart()
        #expect(viewModel.target == 3)
        #expect(viewModel.correctCount == 0)
        #expect(viewModel.challenge != nil)
    }

    @Test func skippingShowsAnotherWordWithoutRecordingAnAnswer() throws {
        let (viewModel, bank) = try makeViewModel()
        try viewModel.start()
        let first = try #require(viewModel.challenge)
        try viewModel.skip()
        #expect(viewModel.challenge?.word.id != first.word.id)
        #expect(viewModel.skippedCount == 1)
        #expect(try bank.practice.answerCount() == 0)
    }

    @Test func aSkippedWordWaitsUntilEveryOtherWordLeftHasBeenOfferedWhateverTheSeed() throws {
        for seed in UInt64(1)...12 {
            let (viewModel, _) = try makeViewModel(words: 4, questions: 4, seed: seed)
            try viewModel.start()
            // Four skips in a row show the four words once each, then a new round begins.
            var shown = [try #require(viewModel.challenge).word.id]
            for _ in 1...3 {
                try viewModel.skip()
                shown.append(try #require(viewModel.challenge).word.id)
            }
            #expect(Set(shown).count == 4, "seed \(seed): \(shown)")
            try viewModel.skip()
            #expect(viewModel.challenge?.word.id != shown.last, "seed \(seed): the word just skipped comes straight back")
            // Answered right, a word is not asked again; the two words skipped since wait behind the one left.
            let (second, _) = try makeViewModel(words: 4, questions: 4, seed: seed)
            try second.start()
            let first = try #require(second.challenge).word.id
            try second.skip()
            let skippedToo = try #require(second.challenge).word.id
            try second.skip()
            let answered = try #require(second.challenge).word.id
            try second.answer(correctAnswer(second))
            let next = try #require(second.challenge).word.id
            #expect(![first, skippedToo, answered].contains(next), "seed \(seed)")
        }
    }

    @Test func endingEarlyKeepsTheAnswersAndMarksTheSession() throws {
        let clock = TestClock()
        let (viewModel, bank) = try makeViewModel(clock: clock)
        try viewModel.start()
        clock.advance(seconds: 4)
        try viewModel.answer(correctAnswer(viewModel))
        clock.advance(seconds: 2)
        try viewModel.end()
        let summary = try #require(viewModel.summary)
        #expect(summary.status == .endedEarly)
        #expect(summary.duration == .seconds(6))
        #expect(summary.correct == 1)
        let session = try #require(try bank.practice.session(id: 1))
        #expect(session.status == .endedEarly)
        #expect(session.correctCount == 1)
        #expect(session.endedAt != nil)
    }

    @Test func aClockThatJumpsBackNeverGivesNegativeDurations() throws {
        let clock = TestClock()
        let (viewModel, _) = try makeViewModel(clock: clock)
        try viewModel.start()
        clock.advance(seconds: -86_400)
        try viewModel.end()
        #expect(viewModel.summary?.duration == .zero)
    }
}
