import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Compact baselines (`v24-compact-baselines`): an imported card is its own baseline until it changes. A package
/// studied in Anki (anki-studied-fsrs.apkg) imported for Hanako, then answered, taken back, imported again and
/// rebuilt: the cards and the baselines as Kuchi reads them stay exact, and `kuchi doctor` agrees.
@Suite("Compact baselines: the card is its own baseline until it changes")
struct CompactBaselineTests {
    /// A bank with the package imported for Hanako.
    private func imported() throws -> KuchiDatabase {
        let database = try KuchiDatabase.inMemory()
        try importPackage(into: database)
        return database
    }

    @discardableResult
    private func importPackage(into database: KuchiDatabase) throws -> WordImporter.Report {
        var options = WordImporter.Options()
        options.learner = "Hanako"
        return try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
    }

    /// Every card row, as stored.
    private func cards(_ database: KuchiDatabase) throws -> [[DatabaseValue]] {
        try database.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM card ORDER BY profile_id, word_id, kind").map { Array($0.databaseValues) }
        }
    }

    private func baselines(_ database: KuchiDatabase) throws -> [HistoryReplay.CardKey: CardBaseline] {
        try database.dbQueue.read { db in try CardBaselines.all(db) }
    }

    /// Baselines stored compact (memory read from the card) and in all.
    private func compactCount(_ database: KuchiDatabase) throws -> (compact: Int, all: Int) {
        try database.dbQueue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT count(*) FILTER (WHERE state IS NULL), count(*) FROM card_baseline"))
            return (row[0], row[1])
        }
    }

    /// A review session of Hanako's a week after the package was exported (most of its cards due), at `now`.
    private func session(_ database: KuchiDatabase, now: Date) throws -> ChallengesViewModel {
        let profile = try #require(try database.practice.profile(named: "Hanako"))
        var environment = EnvironmentValues()
        environment.questionsPerSession = 5
        environment.answerMode = .choice
        environment.scheduler = .srs
        return ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: environment, seed: 3, now: { now })
    }

    private func aWeekAfterTheExport() throws -> Date {
        struct Exported: Decodable { var exported_at: String }
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture("anki-studied-fsrs.json")))
        let exported = try #require(ISO8601DateFormatter().date(from: try JSONDecoder().decode(Exported.self, from: data).exported_at))
        return exported.addingTimeInterval(7 * 86_400)
    }

    /// Answers the session's first question right; returns the answered card's key.
    private func answerFirst(_ vm: ChallengesViewModel, profileID: Int64) throws -> HistoryReplay.CardKey {
        try vm.start()
        let challenge = try #require(vm.challenge)
        try vm.submit(String(challenge.correctIndex + 1))
        return HistoryReplay.CardKey(profileID: profileID, wordID: challenge.word.id, kind: .recognition)
    }

    @Test func anImportStoresEveryBaselineAsItsCard() throws {
        let database = try imported()
        let stored = try compactCount(database)
        #expect(stored.all > 200 && stored.compact == stored.all)
        let baselines = try baselines(database)
        let cards = try database.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(CardColumns.selection) FROM card").reduce(into: [HistoryReplay.CardKey: CardMemory]()) {
                $0[try CardColumns.key($1, table: "card")] = try CardColumns.memory($1)
            }
        }
        #expect(baselines.count == stored.all && baselines.allSatisfy { cards[$0.key] == $0.value.memory })
        #expect(baselines.allSatisfy { $0.value.heldUntil == $0.value.memory.lastReview })
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    /// A learner's first history over cards the learner has already (their answers gone, some cards introduced
    /// earlier than the package says): an import keeps a card's own introduction, so those baselines are not
    /// held by their cards and keep their memory; the others are stored compact.
    @Test func aFirstHistoryOverCardsTheLearnerHasStoresCompactOnlyWhatTheCardsHold() throws {
        let database = try imported()
        let moved = try database.dbQueue.write { db in
            try db.execute(sql: "DELETE FROM answer; DELETE FROM session")
            try db.execute(sql: "UPDATE card SET introduced_ms = introduced_ms - 86400000 WHERE word_id % 7 = 0")
            try db.execute(sql: "DELETE FROM card_baseline")
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM card WHERE word_id % 7 = 0") ?? 0
        }
        #expect(moved > 0)
        try importPackage(into: database)
        let stored = try compactCount(database)
        #expect(stored.all > 200 && stored.compact == stored.all - moved)
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    @Test func theFirstAnswerAfterTheImportThenUndoRestoresTheCardExactly() throws {
        let database = try imported()
        let profileID = try #require(try database.practice.profile(named: "Hanako")).id
        let (cardsBefore, baselinesBefore) = (try cards(database), try baselines(database))
        let vm = try session(database, now: try aWeekAfterTheExport())
        let key = try answerFirst(vm, profileID: profileID)
        #expect(baselinesBefore[key] != nil, "the first question is an imported card due")
        #expect(try cards(database) != cardsBefore, "the answer graded the card")
        #expect(try baselines(database) == baselinesBefore, "its baseline kept the card as imported")
        #expect(try compactCount(database).compact == baselinesBefore.count - 1)
        #expect(try database.maintenance.checkCards().disagreeing == 0)

        try vm.submit(":undo")
        #expect(try cards(database) == cardsBefore)
        #expect(try baselines(database) == baselinesBefore)
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    @Test func aSecondImportAfterAnsweringKeepsTheAnswerAndTheBaselines() throws {
        let database = try imported()
        let profileID = try #require(try database.practice.profile(named: "Hanako")).id
        let baselinesBefore = try baselines(database)
        _ = try answerFirst(try session(database, now: try aWeekAfterTheExport()), profileID: profileID)
        let answered = try cards(database)

        let again = try importPackage(into: database)
        #expect(again.notes.contains { $0.contains("cards have Anki's schedule from an earlier import already, unchanged.") })
        #expect(try cards(database) == answered, "the answer given in Kuchi still grades its card")
        #expect(try baselines(database) == baselinesBefore)
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    @Test func rebuildingTheCardsGivesTheSameCardsAndBaselines() throws {
        let database = try imported()
        let profileID = try #require(try database.practice.profile(named: "Hanako")).id
        _ = try answerFirst(try session(database, now: try aWeekAfterTheExport()), profileID: profileID)
        let (cardsBefore, baselinesBefore, stored) = (try cards(database), try baselines(database), try compactCount(database))

        try database.maintenance.rebuildCards()
        #expect(try cards(database) == cardsBefore)
        #expect(try baselines(database) == baselinesBefore)
        #expect(try compactCount(database) == stored, "compact again where the rebuilt card holds its baseline")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    @Test func aDeletedCardLeavesItsBaselineWhole() throws {
        let database = try imported()
        let baselinesBefore = try baselines(database)
        let key = try #require(baselinesBefore.keys.min { ($0.profileID, $0.wordID) < ($1.profileID, $1.wordID) })
        try database.dbQueue.write { db in
            try db.execute(sql: "DELETE FROM card WHERE profile_id = ? AND word_id = ? AND kind = ?",
                           arguments: [key.profileID, key.wordID, CardKindCode.codes.code(key.kind)])
        }
        #expect(try baselines(database) == baselinesBefore)
        try database.maintenance.rebuildCards()
        #expect(try baselines(database) == baselinesBefore)
        #expect(try compactCount(database).compact == baselinesBefore.count, "the rebuilt card holds its baseline again")
    }

    /// A bank of schema v23 with two imported cards (words 1 and 2, Ann's, recognition), each with a whole
    /// baseline: the first as imported, the second graded since; upgraded, each reads as before.
    @Test func theMigrationConvertsEveryBaselineExactly() throws {
        let folder = try OutputFolder()
        let path = folder.file("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        let words = OlderBankFixture.words(horse: false)
        try KuchiDatabase.migrator(seedWords: { words }, levelWords: { [] }).migrate(queue, upTo: "v23-answer-review-narrowed")
        let imported = "'review', NULL, 12.5, 6.25, 1792000000123, 1791000000123, 7, 1, 1780000000500"
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            try db.execute(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms)
                VALUES (1, 1, 'recognition', \(imported)),
                       (1, 2, 'recognition', 'review', NULL, 30.25, 6.0, 1794000000000, 1792100000000, 8, 1, 1780000000500);
                INSERT INTO card_baseline (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps,
                                           lapses, introduced_ms, held_until_ms, origin, source)
                VALUES (1, 1, 'recognition', \(imported), 1791000000123, 'kept', 'anki'),
                       (1, 2, 'recognition', \(imported), 1791000000999, 'replayed', 'anki');
                """)
        }
        let before = try queue.read { db in try CardBaselines.all(db) }
        try queue.close()

        let database = try KuchiDatabase.open(path: path)
        #expect(try baselines(database) == before)
        let stored = try database.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT word_id, state, held_until_ms, origin FROM card_baseline ORDER BY word_id")
        }
        #expect(stored.map { [$0["word_id"], $0["state"], $0["held_until_ms"], $0["origin"]] as [DatabaseValue] } == [
            [1.databaseValue, .null, .null, BaselineOriginCode.codes.code(.kept).databaseValue],
            [2.databaseValue, CardStateCode.codes.code(.review).databaseValue, 1_791_000_000_999.databaseValue,
             BaselineOriginCode.codes.code(.replayed).databaseValue],
        ])
        #expect(before[HistoryReplay.CardKey(profileID: 1, wordID: 1, kind: .recognition)]?.memory.stability == 12.5)
    }
}
