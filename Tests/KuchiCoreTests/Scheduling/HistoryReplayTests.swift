import Foundation
import Testing
@testable import KuchiCore

@Suite("Replaying stored answers into cards")
struct HistoryReplayTests {
    private func answer(_ id: Int64, session: Int64 = 1, word: Int64, correct: Bool, hint: Bool = false,
                        minutes: Double = 0, rating: Rating? = nil) -> HistoryReplay.PastAnswer {
        HistoryReplay.PastAnswer(id: id, profileID: 1, sessionID: session, wordID: word, mode: .choice, isCorrect: correct,
                                 hintUsed: hint, answeredAt: Date(timeIntervalSince1970: 1_800_000_000 + minutes * 60), rating: rating)
    }

    @Test func theFirstAnswerToAQuestionGradesItAndRetriesDoNot() {
        let answers = [
            answer(1, word: 7, correct: true),
            answer(2, word: 8, correct: false), answer(3, word: 8, correct: false), answer(4, word: 8, correct: true),
            answer(5, word: 9, correct: true, hint: true),
            answer(6, word: 8, correct: true),   // came back later: graded again
            answer(7, session: 2, word: 8, correct: true),
        ]
        let ratings = HistoryReplay.inferredRatings(answers)
        #expect(ratings == [1: .good, 2: .again, 5: .hard, 6: .good, 7: .good])
    }

    @Test func cardsReplayedAreTheCardsTheSchedulerGives() {
        let scheduler = FSRSScheduler.default
        let answers = [answer(1, word: 7, correct: false, rating: .again), answer(2, word: 7, correct: true, minutes: 5, rating: .good)]
        let cards = HistoryReplay.cards(from: answers, scheduler: scheduler)
        let key = HistoryReplay.CardKey(profileID: 1, wordID: 7, kind: .recognition)
        var expected = scheduler.review(.new(due: answers[0].answeredAt), rating: .again, at: answers[0].answeredAt,
                                        profileID: 1, wordID: 7, kind: .recognition)
        expected = scheduler.review(expected, rating: .good, at: answers[1].answeredAt, profileID: 1, wordID: 7, kind: .recognition)
        #expect(cards[key]?.memory == expected)
        #expect(cards[key]?.introducedAt == answers[0].answeredAt)
        #expect(cards[key]?.memory.reps == 2)
    }
}
