import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import Testing

/// A first history's cards and baselines go into their empty tables through a copy (``StagedTable``): the tables come
/// out as few pages as a packed bank's, holding every row, and the bank needs no packing afterwards.
@Suite("Staged tables of a first history")
struct StagedTableTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)
    private static let words = (0..<5_000).map { index in
        WordEntry(text: "語\(index)", reading: "ご", meanings: ["word \(index)"], level: "N3", deck: "bulk")
    }
    /// Each word's recognition card, then its reading card, reviewed a minute apart: 10,000 cards.
    private static let reviews = (0..<10_000).map { index in
        let word = words[index % words.count]
        return ImportedReview(text: word.text, reading: word.reading, kind: index < words.count ? .recognition : .reading,
                              rating: .good, answeredAt: start.addingTimeInterval(Double(index) * 60),
                              elapsedMilliseconds: 3_000, expected: word.meanings[0])
    }

    /// The pages each of `tables` takes (SQLite's `dbstat`).
    private func pages(_ tables: [String], in db: Database) throws -> [String: Int] {
        try Dictionary(uniqueKeysWithValues: tables.map { table in
            (table, try Int.fetchOne(db, sql: "SELECT count(*) FROM dbstat WHERE name = ?", arguments: [table]) ?? 0)
        })
    }

    @Test func aFirstHistorysCardsTakeNoMorePagesThanPacked() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [])
        let schedules = Self.words.map { word in
            ImportedSchedule(text: word.text, reading: word.reading, kind: .recognition, state: .review, stepsLeft: 0,
                             due: Self.start.addingTimeInterval(86_400 * 30), lastReview: Self.start, stability: 30, difficulty: 5,
                             intervalDays: 30, reps: 3, lapses: 0, isSuspended: false)
        }
        _ = try database.imports.importWords(at: Self.start) { batch in
            for word in Self.words { try batch.add(word) }
            _ = try batch.addHistory(Self.reviews, schedules: schedules, learner: "Hanako", source: "anki", at: Self.start)
            return true
        }
        try database.dbQueue.writeWithoutTransaction { db in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM card") == 10_000)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM card_baseline") ?? 0 >= 5_000)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_temp_schema") == 0, "no copy is left in temp")
            let imported = try pages(["card", "card_baseline"], in: db)
            try db.execute(sql: "VACUUM")
            #expect(try pages(["card", "card_baseline"], in: db) == imported)
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
        }
    }
}
