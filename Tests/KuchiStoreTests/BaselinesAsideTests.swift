import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import Testing

/// A large first history into a new bank set up aside writes its baselines into a file of their own on a second thread
/// (``BaselinesAside``), copied in when the bank is linked into place: the bank must come out as an import into a
/// bank made in place leaves it, and a failed import must leave no bank and no file.
@Suite("A large first history's baselines written aside")
struct BaselinesAsideTests {
    @Sendable private static func noWords() -> [WordEntry] { [] }
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)
    private static let words = (0..<6_000).map { index in
        WordEntry(text: "語\(index)", reading: "ご", meanings: ["word \(index)"], level: "N3", deck: "bulk")
    }

    /// The history of `ids` (each word's id as the batch gave it): two reviews of each word's recognition and reading
    /// cards (24,000 answers, some of them misses), and a schedule of each card (12,000, every other one suspended
    /// in one word of fifty).
    private static func history(_ ids: [Int64?]) -> (reviews: [ImportedReview], schedules: [ImportedSchedule]) {
        var reviews: [ImportedReview] = []
        var schedules: [ImportedSchedule] = []
        for round in 0..<2 {
            for (index, word) in words.enumerated() {
                for (offset, kind) in [CardKind.recognition, .reading].enumerated() {
                    let at = start.addingTimeInterval(Double(round) * 86_400 * 3 + Double(index * 2 + offset) * 20)
                    reviews.append(ImportedReview(text: word.text, reading: word.reading, kind: kind,
                                                  rating: (index + round) % 9 == 0 ? .again : .good, answeredAt: at,
                                                  elapsedMilliseconds: 2_500, expected: kind == .reading ? word.reading : word.meanings[0],
                                                  wordID: ids[index]))
                }
            }
        }
        for (index, word) in words.enumerated() {
            for kind in [CardKind.recognition, .reading] {
                schedules.append(ImportedSchedule(text: word.text, reading: word.reading, kind: kind, state: .review, stepsLeft: 0,
                                                  due: start.addingTimeInterval(86_400 * 10), lastReview: start.addingTimeInterval(86_400 * 3),
                                                  stability: nil, difficulty: nil, intervalDays: 7, reps: 2, lapses: 0,
                                                  isSuspended: index % 50 == 0 && kind == .reading, wordID: ids[index]))
            }
        }
        return (reviews, schedules)
    }

    /// Imports the words and their history into `database`; `fails` throws once the history is written instead of committing.
    private func importHistory(into database: KuchiDatabase, fails: Bool = false) throws -> ImportedHistoryCounts {
        struct Failure: Error {}
        var counts = ImportedHistoryCounts()
        _ = try database.imports.importWords(at: Self.start) { batch in
            let ids = try Self.words.map { try batch.add($0) }
            let (reviews, schedules) = Self.history(ids)
            counts = try batch.addHistory(reviews, schedules: schedules, learner: "Hanako", source: "anki", at: Self.start)
            if fails { throw Failure() }
            return true
        }
        return counts
    }

    /// What a learner sees of the history: answers, sessions, cards, baselines and suspensions, row by row, and the schema.
    private func contents(_ database: KuchiDatabase) throws -> [[Row]] {
        try database.read { db in
            try ["SELECT * FROM answer ORDER BY id", "SELECT * FROM session ORDER BY id",
                 "SELECT * FROM card ORDER BY profile_id, word_id, kind", "SELECT * FROM card_baseline ORDER BY profile_id, word_id, kind",
                 "SELECT profile_id, word_id, kind FROM suspended_word ORDER BY 1, 2, 3",
                 "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name"].map { try Row.fetchAll(db, sql: $0) }
        }
    }

    @Test func theLinkedBankHoldsWhatABankMadeInPlaceHolds() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.noWords))
        let written = try importHistory(into: try aside.open())
        aside.discard()
        let inPlace = try KuchiDatabase.inMemory(seedWords: [])
        let expected = try importHistory(into: inPlace)
        #expect(written == expected)
        #expect(written.answers == 24_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["kuchi.sqlite"], "no hidden file left")
        let linked = try KuchiDatabase.openExisting(path: path)
        let (got, want) = (try contents(linked), try contents(inPlace))
        #expect(got.map(\.count) == want.map(\.count))
        #expect(got == want, "answers, sessions, cards, baselines, suspensions and schema as an import in place writes them")
        #expect(got[3].count == 12_000)
        #expect(try linked.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        // Packed: no page left free, as a VACUUM leaves the bank.
        #expect(try linked.read { db in try Int.fetchOne(db, sql: "PRAGMA freelist_count") } == 0)
    }

    @Test func aFailureAfterTheHistoryLeavesNoBankAndNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.noWords))
        #expect(throws: (any Error).self) { try importHistory(into: try aside.open(), fails: true) }
        aside.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aTableTheBankWroteMeanwhileIsRefusedAtTheLink() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.noWords))
        let database = try aside.open()
        let link = try #require(database.connection.newBankLink)
        let tables = try database.connection.write { db in
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES ('Ann', '2026-11-29T00:00:00Z', '2026-11-29T00:00:00Z')")
            return try link.tablesAside(["session"], of: db)
        }
        try tables.write { db in
            try db.execute(sql: "INSERT INTO session (profile_id, started_at, status, target, source) VALUES (1, '2026-11-29T00:00:00Z', 'completed', 0, 'anki')")
        }
        try database.connection.write { db in
            try db.execute(sql: "INSERT INTO session (profile_id, started_at, status, target) VALUES (1, '2026-11-29T00:00:00Z', 'completed', 0)")
        }
        #expect(throws: StoreError.self) { try link.publish(database.connection, packs: true) }
        aside.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no bank: its rows would have been mixed")
    }
}
