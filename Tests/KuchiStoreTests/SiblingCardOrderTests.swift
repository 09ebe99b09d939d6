import Foundation
import Testing
@testable import KuchiCore
@testable import KuchiStore

/// Walk-through 36: `kuchi review --mode mixed` on a seven-word deck asked 猫's reading, then at once its writing, the
/// answer still on screen. A word's other card waits a turn while another word has a card to ask.
@Suite("Review order: a word's sibling cards kept apart")
struct SiblingCardOrderTests {
    /// Where a word is asked twice in a row while a card of another word is still to come: none may be.
    private func siblingsBackToBack(_ words: [Int64]) -> [Int] {
        words.indices.dropLast().filter { index in
            words[index] == words[index + 1] && words[(index + 1)...].contains { $0 != words[index] }
        }
    }

    private func review(_ bank: KuchiDatabase, profileID: Int64, newPerDay: Int, clock: TestClock) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.answerMode = .mixed
        environment.newWordsPerDay = newPerDay
        environment.questionsPerSession = 100
        return ChallengesViewModel(bank: bank.practice, profileID: profileID, environment: environment, seed: 7, now: { clock.now })
    }

    /// The right answer to `challenge`.
    private func rightAnswer(_ challenge: Challenge) -> String {
        switch challenge.kind {
        case .choice: String(challenge.correctIndex + 1)
        case .reading: challenge.word.reading
        case .word: challenge.word.text
        case .meaning, .flashcard: challenge.word.primaryMeaning
        }
    }

    /// Seven words with three review cards each (meaning, reading, writing), a word's three alike and all due: the bank's
    /// order puts them side by side. Every card is asked once, and never a word's two in a row while another word waits.
    @Test func aWordsDueCardsAreNeverAskedBackToBackWhileAnotherWordWaits() throws {
        let clock = TestClock()
        let bank = try makeBank(words: 7)
        let profile = try bank.practice.useProfile(named: "Ann")
        try bank.write { db in
            for wordID in Int64(1)...7 {
                let lastReview = clock.now.addingTimeInterval(-Double(10 + wordID) * 86_400)
                let memory = CardMemory(state: .review, step: nil, stability: Double(wordID) * 3, difficulty: 5,
                                        due: clock.now.addingTimeInterval(-Double(wordID) * 3_600), lastReview: lastReview,
                                        reps: 3, lapses: 0)
                for kind in CardKind.allCases {
                    try CardColumns.upsert(CardUpdate(profileID: profile.id, wordID: wordID, kind: kind, memory: memory),
                                           introducedAt: lastReview, in: db)
                }
            }
        }
        let vm = review(bank, profileID: profile.id, newPerDay: 0, clock: clock)
        try vm.start()
        #expect(vm.reviewPlan?.due == 21)
        var asked: [(word: Int64, kind: ChallengeKind)] = []
        while let challenge = vm.challenge, !vm.isFinished, asked.count < 60 {
            asked.append((challenge.word.id, challenge.kind))
            try vm.submit(rightAnswer(challenge))
            clock.advance(seconds: 15)
        }
        #expect(asked.count == 21, "every due card asked, once")
        #expect(Set(asked.map { "\($0.word) \($0.kind)" }).count == 21)
        #expect(vm.isFinished && vm.summary?.correct == 21)
        let words = asked.map(\.word)
        #expect(siblingsBackToBack(words).isEmpty, "\(words)")
    }

    /// Seven new words in a mixed review that teaches them: a word's lesson is never followed at once by its other card
    /// (the answer shown a moment before), nor one of its cards by another, while another word has something to ask.
    @Test func aNewWordsOtherCardNeverFollowsItsLessonOrQuizAtOnce() throws {
        let clock = TestClock()
        let bank = try makeBank(words: 7)
        let profile = try bank.practice.useProfile(named: "Ann")
        let vm = review(bank, profileID: profile.id, newPerDay: 14, clock: clock)
        try vm.start()
        let planned = try #require(vm.reviewPlan).newWords
        #expect(planned == 14)
        var shown: [Int64] = []
        var taught: Set<Int64> = []
        var quizzed: [String] = []
        while !vm.isFinished, shown.count < 120 {
            if let lesson = vm.lesson {
                shown.append(lesson.word.id)
                taught.insert(lesson.word.id)
                try vm.submit("")
            } else if let challenge = vm.challenge {
                shown.append(challenge.word.id)
                quizzed.append("\(challenge.word.id) \(challenge.kind)")
                try vm.submit(rightAnswer(challenge))
            } else {
                break
            }
            clock.advance(seconds: 20)
        }
        #expect(vm.isFinished, "the session ends: nothing is dropped or asked for ever")
        #expect(taught.count >= 5, "the day's new cards come from several words: \(taught)")
        #expect(Set(quizzed).count == planned, "the day's new cards each quizzed: \(quizzed)")
        #expect(siblingsBackToBack(shown).isEmpty, "\(shown)")
    }
}
