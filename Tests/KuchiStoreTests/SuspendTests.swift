import Foundation
import GRDB
import Testing
@testable import KuchiCore
@testable import KuchiStore

/// Suspended words: out of practice, reviews and due counts for their learner, marked in `kuchi words`.
@Suite("Suspending words")
struct SuspendTests {
    private static let now = Date(timeIntervalSince1970: 1_780_000_000)

    /// 語1…語10 (N5), and Ann's review cards of 語1, 語2 and 語3, due yesterday.
    private func bank() throws -> (KuchiDatabase, Profile) {
        let database = try KuchiDatabase.inMemory(seedWords: (1...10).map { number in
            WordEntry(text: "語\(number)", reading: "ご\(number)", meanings: ["meaning \(number)"], level: "N5")
        })
        let profile = try database.practice.useProfile(named: "Ann", at: Self.now)
        let yesterday = AnswerTime.milliseconds(Self.now.addingTimeInterval(-86_400)), before = AnswerTime.milliseconds(Self.now.addingTimeInterval(-9 * 86_400))
        try database.dbQueue.write { db in
            for wordID in 1...3 {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms)
                    VALUES (?, ?, 0, 2, 8, 5, ?, ?, 2, 0, ?)
                    """, arguments: [profile.id, wordID, yesterday, before, before])
            }
        }
        return (database, profile)
    }

    private func session(_ database: KuchiDatabase, _ profile: Profile, scheduler: SchedulerKind) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = scheduler
        environment.teachesNewWords = false
        environment.questionsPerSession = 20
        return ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: environment, seed: 3, now: { Self.now })
    }

    /// The words a session asks, skipping each, until it has nothing left (or `limit` questions).
    private func asked(_ viewModel: ChallengesViewModel, limit: Int = 40) throws -> Set<String> {
        try viewModel.start()
        var words = Set<String>()
        for _ in 0..<limit {
            guard let challenge = viewModel.challenge, !viewModel.isFinished else { break }
            words.insert(challenge.word.text)
            try viewModel.skip()
        }
        return words
    }

    @Test func aSuspendedWordIsOutOfReviewsNewWordsAndDueCountsUntilUnsuspended() throws {
        let (database, profile) = try bank()
        #expect(try database.practice.dueForecast(profile: profile, at: Self.now, timeZone: .gmt).dueNow == 3)
        try database.practice.setSuspended(true, profileID: profile.id, wordIDs: [2, 5], at: Self.now)
        #expect(try database.practice.dueForecast(profile: profile, at: Self.now, timeZone: .gmt).dueNow == 2)
        let review = try asked(session(database, profile, scheduler: .srs))
        #expect(review.contains("語1") && review.contains("語3"))
        #expect(!review.contains("語2") && !review.contains("語5"), "neither the suspended due card nor the suspended new word")
        #expect(try database.practice.setSuspended(false, profileID: profile.id, wordIDs: [2, 7], at: Self.now) == 1, "語7 was not suspended")
        #expect(try database.practice.dueForecast(profile: profile, at: Self.now, timeZone: .gmt).dueNow == 3)
        #expect(try database.practice.suspendedWordIDs(profileID: profile.id) == [5])
    }

    @Test func aCardSuspendedAloneIsOutOfReviewsWhileItsWordStaysInPractice() throws {
        let (database, profile) = try bank()
        _ = try database.dbQueue.write { db in
            try SuspendedWords.suspend(cards: [(2, .recognition), (5, .recognition)], profileID: profile.id, at: Self.now, in: db)
        }
        #expect(try database.practice.dueForecast(profile: profile, at: Self.now, timeZone: .gmt).dueNow == 2)
        #expect(try database.practice.suspendedWordIDs(profileID: profile.id).isEmpty, "no whole word is suspended")
        let review = try asked(session(database, profile, scheduler: .srs))
        #expect(!review.contains("語2") && !review.contains("語5"), "neither the suspended review card nor the suspended new card")
        #expect(try asked(session(database, profile, scheduler: .random)).contains("語2"), "the word is still practised")
        try database.practice.setSuspended(false, profileID: profile.id, wordIDs: [2], at: Self.now)
        #expect(try database.practice.dueForecast(profile: profile, at: Self.now, timeZone: .gmt).dueNow == 3, "unsuspending the word lifts its cards'")
    }

    @Test func practiceNeverAsksASuspendedWordAndAnotherLearnerStillDoes() throws {
        let (database, profile) = try bank()
        try database.practice.setSuspended(true, profileID: profile.id, wordIDs: Array(2...10), at: Self.now)
        #expect(try asked(session(database, profile, scheduler: .random)) == ["語1"])
        let other = try database.practice.useProfile(named: "Ben", at: Self.now)
        #expect(try asked(session(database, other, scheduler: .random)).count > 1)
    }

    @Test func suspendInASessionPutsTheWordOnScreenAsideAndMovesOn() throws {
        let (database, profile) = try bank()
        let viewModel = session(database, profile, scheduler: .srs)
        try viewModel.start()
        let first = try #require(viewModel.challenge?.word)
        try viewModel.submit(":suspend")
        #expect(viewModel.feedback == .suspended(word: first))
        #expect(try database.practice.suspendedWordIDs(profileID: profile.id) == [first.id])
        #expect(viewModel.challenge?.word.id != first.id)
        var later = Set<Int64>()
        while let challenge = viewModel.challenge, !viewModel.isFinished, later.count < 30 {
            later.insert(challenge.word.id)
            try viewModel.skip()
        }
        #expect(!later.contains(first.id), "not asked again in the session")
    }

    @Test func theWordBrowserMarksASuspendedWord() throws {
        let (database, profile) = try bank()
        try database.practice.setSuspended(true, profileID: profile.id, wordIDs: [1, 4], at: Self.now)
        let hits = try database.search.searchWords(WordSearch(query: "", scope: WordScope(), profileID: profile.id, limit: nil))
        let states = Dictionary(uniqueKeysWithValues: hits.map { ($0.word.text, $0.cardState ?? "-") })
        #expect(states["語1"] == "suspended" && states["語4"] == "suspended")
        #expect(states["語2"] == "review" && states["語5"] == "-")
    }

    @Test func removingADeckTakesItsWordsSuspensionsWithThem() throws {
        let (database, profile) = try bank()
        try database.practice.setSuspended(true, profileID: profile.id, wordIDs: [1, 4], at: Self.now)
        _ = try database.maintenance.removeDeck(named: "default", at: Self.now)
        #expect(try database.practice.suspendedWordIDs(profileID: profile.id).isEmpty)
        #expect(try database.dbQueue.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count } == 0)
    }
}
