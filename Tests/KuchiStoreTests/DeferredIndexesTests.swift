import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import Testing

/// A large first history is written with the answers' and cards' indexes set aside and built again after the
/// rows (``DeferredIndexes``): the bank must come out with every index as it was defined, filled, and a failed
/// import must leave it as it was.
@Suite("Deferred indexes of a large import")
struct DeferredIndexesTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)
    private static let words = (0..<5_000).map { index in
        WordEntry(text: "語\(index)", reading: "ご", meanings: ["word \(index)"], level: "N3", deck: "bulk")
    }

    /// 12,000 reviews (more than ``DeferredIndexes/minimumRows``), a minute apart: each word's recognition card,
    /// then each word's reading card (10,000 cards), then the first 2,000 words' recognition cards again.
    private static let reviews = (0..<12_000).map { index in
        let word = words[index % words.count]
        return ImportedReview(text: word.text, reading: word.reading, kind: index / words.count % 2 == 0 ? .recognition : .reading,
                              rating: index % 7 == 0 ? .again : .good, answeredAt: start.addingTimeInterval(Double(index) * 60),
                              elapsedMilliseconds: 3_000, expected: word.meanings[0])
    }

    /// Each index of the answers and the cards, with its definition.
    private func indexes(_ database: KuchiDatabase) throws -> [String: String] {
        try database.dbQueue.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name IN ('answer', 'card') AND sql IS NOT NULL
                """)
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as String, $0["sql"] as String) })
        }
    }

    @Test func aLargeFirstHistoryLeavesEveryIndexAsDefinedAndFilled() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [])
        // An index a later schema might add: built again as the bank defines it, whatever its name.
        try database.dbQueue.write { db in try db.execute(sql: "CREATE INDEX answer_elapsed_extra ON answer (elapsed_ms, word_id)") }
        let before = try indexes(database)
        #expect(before.count >= 5)
        _ = try database.imports.importWords(at: Self.start) { batch in
            for word in Self.words { try batch.add(word) }
            let counts = try batch.addHistory(Self.reviews, learner: "Hanako", source: "anki", at: Self.start)
            #expect(counts.answers == Self.reviews.count)
            return true
        }
        #expect(try indexes(database) == before)
        try database.dbQueue.read { db throws in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            // Each index holds every row: read through it by name.
            let word = try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = '語7'")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM answer INDEXED BY answer_word WHERE word_id = ?", arguments: [word]) == 3)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM answer INDEXED BY answer_elapsed_extra WHERE elapsed_ms = 3000 AND word_id = ?",
                                     arguments: [word]) == 3)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM card INDEXED BY card_introduced WHERE profile_id > 0") == 10_000)
        }
    }

    @Test func aFailedImportLeavesTheIndexesAndRowsAsTheyWere() throws {
        struct Stop: Error {}
        let database = try KuchiDatabase.inMemory(seedWords: [])
        let before = try indexes(database)
        #expect(throws: Stop.self) {
            try database.imports.importWords(at: Self.start) { batch in
                for word in Self.words { try batch.add(word) }
                _ = try batch.addHistory(Self.reviews, learner: "Hanako", source: "anki", at: Self.start)
                throw Stop()
            }
        }
        #expect(try indexes(database) == before)
        try database.dbQueue.read { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM card") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM word") == 0)
        }
    }

    @Test func onlyAnImportLargerThanTheTableSetsItsIndexesAside() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT, b TEXT UNIQUE);
                CREATE INDEX t_a ON t (a);
                """)
            let small = try DeferredIndexes(of: "t", adding: DeferredIndexes.minimumRows - 1, in: db)
            #expect(small.names.isEmpty)
            let large = try DeferredIndexes(of: "t", adding: DeferredIndexes.minimumRows, in: db)
            #expect(large.names == ["t_a"], "the UNIQUE constraint's index stays")
            #expect(try String.fetchAll(db, sql: "SELECT name FROM sqlite_schema WHERE type = 'index'") == ["sqlite_autoindex_t_1"])
            try large.buildAgain(in: db)
            #expect(try String.fetchOne(db, sql: "SELECT sql FROM sqlite_schema WHERE name = 't_a'") == "CREATE INDEX t_a ON t (a)")
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) INSERT INTO t (a, b) SELECT i, i FROM n
                """)
            let intoLargerTable = try DeferredIndexes(of: "t", adding: 15_000, in: db)
            #expect(intoLargerTable.names.isEmpty, "20,000 rows held: sorting them again would cost more than it saves")
        }
    }

    @Test func theMeaningsIndexColumnMarksEachGloss() {
        #expect(WordSearchIndex.meaningsColumn("to study; naïve café") == "\u{E000} to study \u{E001} \u{E000}  naïve café \u{E001}")
        #expect(WordSearchIndex.meaningsColumn("") == "\u{E000}  \u{E001}")
    }
}
