import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Sessions in each answer mode")
struct AnswerModeTests {
    private let words = [
        WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"]),
        WordEntry(text: "今日", reading: "きょう", meanings: ["today"]),
        WordEntry(text: "テレビ", reading: "テレビ", meanings: ["television"]),
        WordEntry(text: "あそこ", reading: "あそこ", meanings: ["over there"]),
        WordEntry(text: "学校", reading: "がっこう", meanings: ["school"]),
        WordEntry(text: "傘", reading: "かさ", meanings: ["umbrella"]),
    ]

    private func session(_ mode: AnswerMode, seed: UInt64 = 3, questions: Int = 3, choices: Int = 4) throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try KuchiDatabase.inMemory(seedWords: words)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.answerMode = mode
        environment.questionsPerSession = questions
        environment.choicesPerChallenge = choices
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: seed), bank)
    }

    /// A right typed answer for the current challenge, in romaji where Japanese is asked.
    private func rightAnswer(_ challenge: Challenge) -> String {
        switch challenge.kind {
        case .choice: String(challenge.correctIndex + 1)
        case .meaning: challenge.word.primaryMeaning
        case .reading, .word: Romaji.fromKana(challenge.word.reading)
        case .flashcard: "3"
        }
    }

    @Test(arguments: AnswerMode.allCases)
    func everyModeRunsToTheEndWithRightAnswers(mode: AnswerMode) throws {
        let (viewModel, bank) = try session(mode)
        try viewModel.start()
        var kinds: [ChallengeKind] = []
        while let challenge = viewModel.challenge {
            kinds.append(challenge.kind)
            if challenge.kind == .flashcard {
                try viewModel.submit("")
                #expect(viewModel.feedback == .revealed(challenge.word))
                try viewModel.submit("3")
                #expect(viewModel.feedback == .graded(word: challenge.word, rating: .good))
                continue
            }
            guard case .correct = try viewModel.answer(rightAnswer(challenge)) else {
                Issue.record("\(rightAnswer(challenge)) was not accepted for \(challenge)")
                return
            }
        }
        #expect(viewModel.summary?.status == .completed)
        #expect(kinds.count == 3)
        switch mode {
        case .choice: #expect(kinds.allSatisfy { $0 == .choice })
        case .meaning: #expect(kinds.allSatisfy { $0 == .meaning })
        case .reading: #expect(kinds.allSatisfy { $0 == .reading || $0 == .meaning })
        case .word: #expect(kinds.allSatisfy { $0 == .word })
        case .mixed: #expect(kinds.allSatisfy { $0 != .choice })
        case .flashcard: #expect(kinds.allSatisfy { $0 == .flashcard })
        }
        let stored = try bank.dbQueue.read { db in try Int.fetchAll(db, sql: "SELECT mode FROM answer ORDER BY id") }
        #expect(stored == kinds.map(AnswerModeCode.code), "each answer's mode stored as its code")
    }

    @Test(arguments: UInt64(0)..<12)
    func kanaOnlyWordsNeverGetAReadingChallenge(seed: UInt64) throws {
        let (viewModel, _) = try session(.reading, seed: seed, questions: 3)
        try viewModel.start()
        while let challenge = viewModel.challenge {
            if challenge.kind == .reading { #expect(challenge.word.hasKanji) }
            try viewModel.answer(rightAnswer(challenge))
        }
    }

    @Test func aMixedSessionIsReproducibleFromItsSeed() throws {
        func kinds(seed: UInt64) throws -> [ChallengeKind] {
            let (viewModel, _) = try session(.mixed, seed: seed, questions: 5)
            try viewModel.start()
            var kinds: [ChallengeKind] = []
            while let challenge = viewModel.challenge {
                kinds.append(challenge.kind)
                try viewModel.answer(rightAnswer(challenge))
            }
            return kinds
        }
        #expect(try kinds(seed: 9) == kinds(seed: 9))
        #expect(Set(try (0..<6).flatMap { try kinds(seed: UInt64($0)) }) == [.meaning, .reading, .word])
    }

    @Test(arguments: [2, 3, 6])
    func theNumberOfChoicesFollowsTheSetting(choices: Int) throws {
        let (viewModel, _) = try session(.choice, choices: choices)
        try viewModel.start()
        #expect(viewModel.challenge?.choices.count == choices)
    }

    @Test func eachAnswerKeepsWhatWasTypedHowItWasJudgedAndWhetherAHintWasUsed() throws {
        let (viewModel, bank) = try session(.meaning, questions: 6)
        try viewModel.start()
        let first = try #require(viewModel.challenge)
        try viewModel.answer("definitely wrong")
        viewModel.showHint()
        #expect(viewModel.hint == first.word.primaryMeaning.first.map { .startsWith(String($0)) })
        try viewModel.answer(first.word.primaryMeaning.uppercased() + "!")
        let rows = try bank.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT given, expected, judgement, hint_used, is_correct FROM answer ORDER BY id")
        }
        #expect(rows.count == 2)
        #expect(rows[0]["given"] == "definitely wrong")
        #expect(rows[0]["judgement"] == "wrong")
        #expect(rows[0]["hint_used"] == false)
        #expect(rows[1]["given"] == first.word.primaryMeaning.uppercased() + "!")
        #expect(rows[1]["judgement"] == "normalised")
        #expect(rows[1]["hint_used"] == true)
        #expect(rows[1]["is_correct"] == true)
        #expect(rows[1]["expected"] == first.word.primaryMeaning)
    }

    @Test func answeringTheOtherQuestionIsNotCounted() throws {
        let (viewModel, bank) = try session(.meaning)
        try viewModel.start()
        let challenge = try #require(viewModel.challenge)
        guard case .otherQuestion = try viewModel.answer(Romaji.fromKana(challenge.word.reading)) else {
            Issue.record("the reading was not recognised as the answer to another question")
            return
        }
        #expect(viewModel.wrongCount == 0)
        #expect(viewModel.challenge == challenge)
        #expect(try bank.practice.answerCount() == 0)
    }

    @Test func aWordModeAnswerNamingAnotherWordWithTheMeaningAskedCounts() throws {
        // 三 and 三つ both mean "three"; 四 does not.
        let bank = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "三", reading: "さん", meanings: ["three"]),
            WordEntry(text: "三つ", reading: "みっつ", meanings: ["three (things)", "three"]),
            WordEntry(text: "四", reading: "し/よん", meanings: ["four"]),
        ])
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.answerMode = .word
        environment.questionsPerSession = 3
        let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 1)
        try viewModel.start()
        while viewModel.challenge?.word.text != "三" { try viewModel.skip() }
        guard case .wrong = try viewModel.answer("yon") else { Issue.record("四 means four, not three"); return }
        let outcome = try viewModel.answer("mittsu")
        // Right after a miss: recorded and accepted, but not scored.
        guard case let .corrected(_, verdict) = outcome else { Issue.record("みっつ was not accepted: \(outcome)"); return }
        #expect(verdict.synonym?.text == "三つ")
        #expect(verdict.judgement == .normalised)
        #expect(viewModel.correctCount == 0 && viewModel.wrongCount == 1)
        #expect(try bank.practice.answerCount() == 2, "both answers recorded")
    }

    @Test func theMeaningHintSkipsToAndArticles() throws {
        let bank = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "食べる", reading: "たべる", meanings: ["to eat"])])
        let profile = try bank.practice.useProfile(named: "Tester")
        let viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: EnvironmentValues(), seed: 1)
        try viewModel.start()
        viewModel.showHint()
        #expect(viewModel.hint == .startsWith("e"))
    }
}
