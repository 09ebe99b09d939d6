import Foundation
import Testing
@testable import KuchiCore

/// A word found after wrong tries: the feedback counts the tries, and "it comes back later" is kept.
@Suite("A missed word: its tries counted, and its promised return kept")
struct MissedWordReturnTests {
    private static let words: [(String, String, [String])] = [
        ("山", "やま", ["mountain"]), ("川", "かわ", ["river"]), ("空", "そら", ["sky"]),
        ("海", "うみ", ["sea"]), ("森", "もり", ["forest"]), ("石", "いし", ["stone"]),
    ]

    private func session(questions: Int, seed: UInt64) throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = questions
        environment.answerMode = .meaning
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank(Self.words), profileID: 1, environment: environment,
                                            seed: seed, now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        return viewModel
    }

    @Test func theFeedbackCountsEveryWrongTryBeforeTheRightAnswer() throws {
        let viewModel = try session(questions: 5, seed: 2)
        let word = try #require(viewModel.challenge).word
        for wrong in ["zzz", "yyy", "xxx"] { try viewModel.submit(wrong) }
        try viewModel.submit(word.primaryMeaning)
        guard case .outcome(.corrected) = viewModel.feedback else { Issue.record("expected a corrected answer"); return }
        #expect(viewModel.correction == Correction(wrongTries: 3, comesBackThisSession: true))
        #expect(viewModel.score.wrong == 3, "the header's count agrees")
    }

    /// Defect 4 of the twelfth walk-through: 机 "comes back later", and the session ended 5/5 without it.
    @Test(arguments: [2, 3, 5] as [Int], [1, 2, 3, 4] as [UInt64])
    func aWordSaidToComeBackIsAskedBeforeTheSessionEnds(questions: Int, seed: UInt64) throws {
        let viewModel = try session(questions: questions, seed: seed)
        var promised: Set<Int64> = []
        var missedAt: [Int64] = []
        // Miss the first word asked and the one after each right answer (up to the last), answer the rest right.
        var miss = true
        while let challenge = viewModel.challenge {
            let word = challenge.word
            promised.remove(word.id)
            if miss && viewModel.score.correct < questions - 1 && !missedAt.contains(word.id) {
                try viewModel.submit("zzz")
                try viewModel.submit(word.primaryMeaning)
                missedAt.append(word.id)
                let correction = try #require(viewModel.correction)
                if correction.comesBackThisSession { promised.insert(word.id) }
                miss = false
            } else {
                try viewModel.submit(word.primaryMeaning)
                miss = true
            }
        }
        #expect(viewModel.isFinished)
        #expect(promised.isEmpty, "every word said to come back was asked again before the end")
        #expect(!missedAt.isEmpty)
    }

    @Test func aMissAtTheLastQuestionSaysTheSessionMayEndFirst() throws {
        let viewModel = try session(questions: 1, seed: 3)
        let word = try #require(viewModel.challenge).word
        try viewModel.submit("zzz")
        try viewModel.submit(word.primaryMeaning)
        #expect(viewModel.correction == Correction(wrongTries: 1, comesBackThisSession: false))
        try viewModel.submit(try #require(viewModel.challenge).word.primaryMeaning)
        #expect(viewModel.isFinished, "one right answer ends a one-question session: the missed word had no room")
    }
}
