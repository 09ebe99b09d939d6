import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Cards for a bank that had answers before them")
struct CardMigrationTests {
    /// A bank at the schema before cards, with a learner and the given answers (word id, correct, hint).
    private func oldBank(at path: String, answers: [(Int64, Bool, Bool)], days: [Int]? = nil) throws {
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { numberedWords(10) }).migrate(queue, upTo: "v2-report-indexes")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-11-01 09:00:00.000', '2026-11-01 09:00:00.000')")
            try db.execute(sql: "INSERT INTO session (id, profile_id, started_at, status, target) VALUES (1, 1, '2026-11-01 09:00:00.000', 'completed', 5)")
            for (index, (word, correct, hint)) in answers.enumerated() {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, given, expected, is_correct, hint_used, elapsed_ms, answered_at)
                    VALUES (1, ?, 'x', 'y', ?, ?, 1000, ?)
                    """, arguments: [word, correct, hint, "2026-11-0\(1 + (days?[index] ?? 0)) 09:0\(index):00.000"])
            }
        }
    }

    @Test func theMigrationGradesTheOldAnswersAndReplaysThemIntoCardsAfterABackup() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try oldBank(at: path, answers: [(1, true, false), (2, false, false), (2, true, false), (3, true, true)])
        let bank = try KuchiDatabase.open(path: path, seedWords: { [] })
        let ratings = try bank.dbQueue.read { db in try Int?.fetchAll(db, sql: "SELECT rating FROM answer ORDER BY id") }
        #expect(ratings == [3, 1, nil, 2])
        let cards = try bank.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT word_id, \(CardKindCode.codes.nameSQL("kind")) AS kind, state, stability, reps FROM card ORDER BY word_id")
        }
        #expect(cards.map { $0["word_id"] as Int64 } == [1, 2, 3])
        #expect(cards.map { $0["kind"] as String } == ["recognition", "recognition", "recognition"])
        #expect(cards.map { $0["stability"] as Double } == [FSRSParameters.default[2], FSRSParameters.default[0], FSRSParameters.default[1]])
        #expect(try bank.maintenance.checkCards() == CardCheck(cards: 3, disagreeing: 0))
        let backups = try FileManager.default.contentsOfDirectory(atPath: path + ".backups")
        #expect(backups.contains { $0.contains("migration") })
    }

    @Test func theMigrationStoresThePredictedRecallOfEachReviewOnly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        // Word 1 answered on day 0, again 2 minutes later (same day), and on day 3: only the last is a review.
        try oldBank(at: path, answers: [(1, true, false), (2, true, false), (1, true, false), (1, false, false)],
                    days: [0, 0, 0, 3])
        let bank = try KuchiDatabase.open(path: path, seedWords: { [] })
        let recalls = try bank.dbQueue.read { db in try Double?.fetchAll(db, sql: "SELECT recall FROM answer ORDER BY id") }
        #expect(recalls.prefix(3).allSatisfy { $0 == nil })
        let recall = try #require(recalls.last ?? nil)
        #expect(recall > 0.5 && recall < 1)
    }

    @Test func doctorFindsACardThatDisagreesAndARebuildMendsIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try oldBank(at: path, answers: [(1, true, false), (2, true, false)])
        let bank = try KuchiDatabase.open(path: path, seedWords: { [] })
        try bank.dbQueue.write { db in try db.execute(sql: "UPDATE card SET stability = 50 WHERE word_id = 1") }
        try bank.dbQueue.write { db in try db.execute(sql: "DELETE FROM card WHERE word_id = 2") }
        #expect(try bank.maintenance.checkCards() == CardCheck(cards: 1, disagreeing: 2))
        #expect(try bank.maintenance.rebuildCards() == 2)
        #expect(try bank.maintenance.checkCards() == CardCheck(cards: 2, disagreeing: 0))
    }
}
