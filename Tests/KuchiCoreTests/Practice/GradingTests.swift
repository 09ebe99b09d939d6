import Foundation
import Testing
@testable import KuchiCore

/// Mutable time for a session under test.
final class TestTime: @unchecked Sendable {
    var now: Date
    init(_ text: String = "2026-11-23T09:00:00Z") { now = ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0) }
    func advance(minutes: Double) { now = now.addingTimeInterval(minutes * 60) }
}

@Suite("Grades: what each answer does to its card")
struct GradingTests {
    private func session(_ mode: AnswerMode = .choice, scheduler: SchedulerKind = .random, questions: Int = 5,
                         bank: InMemoryWordBank = .sample(), time: TestTime = TestTime()) -> (ChallengesViewModel, InMemoryWordBank) {
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.answerMode = mode
        environment.scheduler = scheduler
        return (ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 3, now: { time.now }), bank)
    }

    private func right(_ vm: ChallengesViewModel) -> String { String((vm.challenge?.correctIndex ?? 0) + 1) }
    private func wrong(_ vm: ChallengesViewModel) -> String {
        guard let challenge = vm.challenge else { return "1" }
        return String((challenge.correctIndex + 1) % challenge.choices.count + 1)
    }
    private func card(_ bank: InMemoryWordBank, _ word: Word, _ kind: CardKind = .recognition) -> CardMemory? {
        bank.cards[HistoryReplay.CardKey(profileID: 1, wordID: word.id, kind: kind)]?.memory
    }

    @Test func aRightFirstAnswerIsGoodAfterAHintHardAndAWrongOneAgainWithoutGradingTheRetry() throws {
        let (vm, bank) = session()
        try vm.start()
        let first = try #require(vm.challenge).word
        try vm.submit(right(vm))
        #expect(bank.answers.last?.rating == .good)
        #expect(card(bank, first)?.stability == FSRSParameters.default[2])   // a new card graded Good
        let second = try #require(vm.challenge).word
        try vm.submit(":hint")
        try vm.submit(right(vm))
        #expect(bank.answers.last?.rating == .hard)
        #expect(card(bank, second)?.stability == FSRSParameters.default[1])
        let third = try #require(vm.challenge).word
        try vm.submit(wrong(vm))
        try vm.submit(right(vm))
        #expect(bank.answers.suffix(2).map(\.rating) == [.again, nil])
        #expect(card(bank, third)?.stability == FSRSParameters.default[0])
        #expect(card(bank, third)?.reps == 1)
    }

    @Test func aSkippedWordIsNotGraded() throws {
        let (vm, bank) = session()
        try vm.start()
        try vm.submit(":skip")
        #expect(bank.answers.isEmpty && bank.cards.isEmpty)
    }

    @Test func easyAndHardRegradeTheCardJustAnsweredFromItsMemoryBefore() throws {
        let (vm, bank) = session()
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit(right(vm))
        try vm.submit(":easy")
        #expect(vm.feedback == .regraded(word: word, rating: .easy))
        #expect(bank.answers.last?.rating == .easy)
        #expect(card(bank, word)?.stability == FSRSParameters.default[3])
        #expect(card(bank, word)?.reps == 1)
        try vm.submit(":hard")
        #expect(card(bank, word)?.stability == FSRSParameters.default[1])
    }

    @Test func easyAfterAWrongAnswerPointsToAccept() throws {
        let (vm, _) = session()
        try vm.start()
        try vm.submit(wrong(vm))
        try vm.submit(":easy")
        #expect(vm.lastError == .nothingToRegrade)
    }

    @Test func acceptCountsTheWrongAnswerAsRightAndAcceptsTheTextFromNowOn() throws {
        let bank = InMemoryWordBank([("近く", "ちかく", ["near"]), ("遠い", "とおい", ["far"]), ("山", "やま", ["mountain"])])
        let (vm, _) = session(.meaning, questions: 3, bank: bank)
        try vm.start()
        while vm.challenge?.word.text != "近く" { try vm.skip() }
        let word = try #require(vm.challenge).word
        try vm.submit("round the corner")
        #expect(vm.score.wrong == 1)
        try vm.submit(":accept")
        #expect(vm.feedback == .problem(.answerNotShownYet("round the corner")), "the answer is still kept back")
        try vm.submit("round the corner")   // shows the accepted answers; the same text again is no new try (walk23 D3)
        #expect(vm.score.wrong == 1)
        try vm.submit(":accept")
        #expect(vm.feedback == .accepted(word: word, text: "round the corner"))
        #expect(vm.score == Score(correct: 1, target: 3, wrong: 0), "both tries were the text accepted: no wrong try")
        #expect(bank.answers.count == 1, "the same text typed again was not stored again")
        let graded = bank.answers.last   // the one try, which graded the card
        #expect(graded?.judgement == .accepted && graded?.rating == .good)
        #expect(card(bank, word)?.stability == FSRSParameters.default[2])
        #expect(bank.accepted[word.id] == ["round the corner"])
        #expect(vm.challenge?.word != word)
        let judged = AnswerJudge.judge("Round the corner", for: Challenge(word: Word(id: word.id, text: "近く", reading: "ちかく", meanings: ["near"]).withAccepted(["round the corner"]), kind: .meaning, choices: [], correctIndex: 0))
        guard case let .answer(verdict) = judged else { Issue.record("not judged"); return }
        #expect(verdict.judgement.isCorrect)
    }

    @Test func aMissedWordComesBackAfterThreeOtherQuestions() throws {
        let (vm, _) = session(questions: 10)
        try vm.start()
        let missed = try #require(vm.challenge).word
        try vm.submit(wrong(vm))
        try vm.submit(right(vm))
        var shown: [Word] = []
        for _ in 0..<4 {
            shown.append(try #require(vm.challenge).word)
            try vm.submit(right(vm))
        }
        #expect(!shown.prefix(3).contains(missed))
        #expect(shown[3] == missed)
    }

    @Test func aFlashcardIsRevealedThenGradedOneToFour() throws {
        let (vm, bank) = session(.flashcard, questions: 2)
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("4")
        #expect(vm.feedback == .revealed(word), "a grade before the answer is seen reveals it first")
        try vm.submit("five")
        #expect(vm.lastError == .notAGrade)
        try vm.submit("4")
        #expect(vm.feedback == .graded(word: word, rating: .easy))
        #expect(card(bank, word)?.stability == FSRSParameters.default[3])
        #expect(vm.score.correct == 1)
        let next = try #require(vm.challenge).word
        try vm.submit("")
        try vm.submit("again")
        #expect(card(bank, next)?.stability == FSRSParameters.default[0])
        #expect(vm.score.correct == 1 && vm.score.wrong == 1)
    }

    @Test func aGradedFlashcardIsStoredWithItsGradeByNameAsTheAnswerGiven() throws {
        let (vm, bank) = session(.flashcard, questions: 5)
        try vm.start()
        for rating in [Rating.hard, .good, .easy, .again] {
            try vm.reveal()
            try vm.grade(rating)
            #expect(bank.answers.last?.given == rating.name)
            #expect(bank.answers.last?.given == String(describing: rating), "as the answers stored before it was spelled out")
        }
    }
}

extension Word {
    func withAccepted(_ answers: [String]) -> Word {
        var word = self
        word.acceptedByLearner = answers
        return word
    }
}
