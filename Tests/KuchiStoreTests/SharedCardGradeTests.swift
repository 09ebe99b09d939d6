import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// `:easy`, `:hard`, `:accept`, `:known` and `:undo` beside another session of the same learner, each on its
/// own connection to one bank file: the card is computed from its answers as the bank holds them when the
/// grade is stored, so the other session's grade in between is kept and every card agrees with a replay of
/// its answers (`kuchi doctor`'s check).
@Suite("Re-grades and undo beside another session of the learner")
struct SharedCardGradeTests {
    /// Two sessions of one learner, on two connections to one bank, with the same seed (the same first word).
    private final class TwoSessions {
        let directory: TemporaryDirectory
        let first: KuchiDatabase
        let second: KuchiDatabase
        let learner: Int64
        let clock = TestClock()
        let one: ChallengesViewModel
        let two: ChallengesViewModel

        init(_ scheduler: SchedulerKind = .random, mode: AnswerMode = .choice) throws {
            directory = try TemporaryDirectory()
            first = try KuchiDatabase.open(path: directory.path + "/kuchi.sqlite", seedWords: { numberedWords(20) })
            second = try KuchiDatabase.openExisting(path: first.path)
            learner = try first.practice.useProfile(named: "Ann").id
            var environment = EnvironmentValues()
            environment.questionsPerSession = 5
            environment.answerMode = mode
            environment.scheduler = scheduler
            let clock = clock
            one = ChallengesViewModel(bank: first.practice, profileID: learner, environment: environment, seed: 7, now: { clock.now })
            two = ChallengesViewModel(bank: second.practice, profileID: learner, environment: environment, seed: 7, now: { clock.now })
        }

        func card(_ word: Word) throws -> CardMemory? {
            try first.practice.lookingUp { try $0.card(profileID: learner, wordID: word.id, kind: .recognition) }
        }

        /// The card `grades` give from new, through the default scheduler.
        func expected(_ word: Word, _ grades: [(Rating, Date)]) -> CardMemory? {
            grades.reduce(nil as CardMemory?) { card, grade in
                FSRSScheduler.default.review(card ?? .new(due: grade.1), rating: grade.0, at: grade.1, profileID: learner,
                                             wordID: word.id, kind: .recognition)
            }
        }

        func agree() throws -> Bool { try first.maintenance.checkCards().disagreeing == 0 }
    }

    private static func right(_ vm: ChallengesViewModel) throws -> String { String(try #require(vm.challenge).correctIndex + 1) }

    /// The text of a wrong choice, typed (a typed answer can be accepted; a picked number cannot).
    /// A wrong answer typed, no choice's text (another choice typed out is that choice picked, which `:accept` refuses).
    private static func typedWrong(_ vm: ChallengesViewModel) throws -> String {
        let challenge = try #require(vm.challenge)
        let typed = "zzqq"
        try #require(!challenge.choices.contains(typed))
        return typed
    }

    private static func sameWord(_ sessions: TwoSessions) throws -> Word {
        try sessions.one.start()
        try sessions.two.start()
        let word = try #require(sessions.one.challenge?.word)
        try #require(sessions.two.challenge?.word == word, "both sessions ask the same word first")
        return word
    }

    @Test(arguments: [Rating.easy, .hard])
    func aRegradeKeepsTheOtherSessionsGradeOfTheCard(_ rating: Rating) throws {
        let sessions = try TwoSessions()
        let word = try Self.sameWord(sessions)
        let start = sessions.clock.now
        try sessions.one.submit(try Self.right(sessions.one))
        sessions.clock.advance(seconds: 60)
        try sessions.two.submit(try Self.right(sessions.two))
        try sessions.one.submit(rating == .easy ? ":easy" : ":hard")

        let card = try #require(try sessions.card(word))
        let expected = try #require(sessions.expected(word, [(rating, start), (.good, start.addingTimeInterval(60))]))
        #expect(card.reps == 2, "the other session's Good is still in the card")
        #expect(abs(card.stability - expected.stability) < 1e-9 && abs(card.difficulty - expected.difficulty) < 1e-9)
        #expect(try sessions.agree())
    }

    @Test func acceptingAWrongAnswerKeepsTheOtherSessionsGradeOfTheCard() throws {
        let sessions = try TwoSessions()
        let word = try Self.sameWord(sessions)
        let start = sessions.clock.now
        try sessions.one.submit(try Self.typedWrong(sessions.one))
        sessions.clock.advance(seconds: 60)
        try sessions.two.submit(try Self.right(sessions.two))
        // Typed again: the first try kept the right choice back, and :accept needs it shown.
        try sessions.one.submit(try Self.typedWrong(sessions.one))
        try sessions.one.submit(":accept")
        #expect(sessions.one.score.correct == 1)

        let card = try #require(try sessions.card(word))
        let expected = try #require(sessions.expected(word, [(.good, start), (.good, start.addingTimeInterval(60))]))
        #expect(card.reps == 2 && card.lapses == 0)
        #expect(abs(card.stability - expected.stability) < 1e-9)
        #expect(try sessions.agree())
    }

    @Test func undoKeepsTheOtherSessionsGradeOfTheCard() throws {
        let sessions = try TwoSessions()
        let word = try Self.sameWord(sessions)
        try sessions.one.submit(try Self.right(sessions.one))
        sessions.clock.advance(seconds: 60)
        let later = sessions.clock.now
        try sessions.two.submit(try Self.right(sessions.two))
        try sessions.one.submit(":undo")

        let card = try #require(try sessions.card(word), "the other session's answer still grades the card")
        let expected = try #require(sessions.expected(word, [(.good, later)]))
        #expect(card.reps == 1 && card.lastReview.map { abs($0.timeIntervalSince(later)) < 0.001 } == true)
        #expect(abs(card.stability - expected.stability) < 1e-9)
        #expect(try sessions.first.practice.lookingUp { try $0.cardsIntroduced(profileID: sessions.learner, since: later) } == 1,
                "introduced by the answer left")
        #expect(try sessions.agree())

        // Taking back the other session's answer too leaves no card.
        try sessions.two.submit(":undo")
        #expect(try sessions.card(word) == nil)
        #expect(try sessions.agree())
    }

    @Test func knownAtALessonAndItsUndoKeepTheOtherSessionsGrade() throws {
        let sessions = try TwoSessions(.srs)
        try sessions.one.start()
        try sessions.two.start()
        let word = try #require(sessions.one.lesson?.word)
        try #require(sessions.two.lesson?.word == word)
        let start = sessions.clock.now
        try sessions.two.submit("")   // the other session leaves the lesson: the card's first exposure, Again
        sessions.clock.advance(seconds: 30)
        try sessions.one.submit(":known")
        let known = try #require(try sessions.card(word))
        let expected = try #require(sessions.expected(word, [(.again, start), (.easy, start.addingTimeInterval(30))]))
        #expect(known.reps == 2 && abs(known.stability - expected.stability) < 1e-9, "Easy graded from the lesson's Again")
        #expect(try sessions.agree())

        try sessions.one.submit(":undo")
        let undone = try #require(try sessions.card(word))
        let lesson = try #require(sessions.expected(word, [(.again, start)]))
        #expect(undone.reps == 1 && abs(undone.stability - lesson.stability) < 1e-9, "the other session's lesson is left")
        #expect(try sessions.agree())
    }
}
