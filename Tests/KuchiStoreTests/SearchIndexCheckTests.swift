import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("The word browser's index, checked and rebuilt")
struct SearchIndexCheckTests {
    /// 犬 in jlpt-n5 and edict (where it also means "snitch"), 鳥 only in edict; 象 answered once, then its deck
    /// removed (象 stays for its history, out of the bank's search); 蛍 inserted by a script, unindexed.
    private func bank() throws -> KuchiDatabase {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], level: "N5", deck: "jlpt-n5"),
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5", deck: "jlpt-n5"),
        ])
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["dog", "snitch"], deck: "edict"))
            try batch.add(WordEntry(text: "鳥", reading: "とり", meanings: ["bird"], deck: "edict"))
            try batch.add(WordEntry(text: "象", reading: "ぞう", meanings: ["elephant"], deck: "zoo"))
            return true
        }
        let profile = try database.practice.useProfile(named: "Ann")
        let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
        let elephant = try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = '象'") })
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: elephant, given: "elephant", expected: "elephant", judgement: .exact,
                                               elapsed: .seconds(1), answeredAt: Date()))
        #expect(try database.maintenance.removeDeck(named: "zoo") != nil)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE removed_at IS NOT NULL") } == 1)
        try database.write { db in
            try db.execute(sql: "INSERT INTO word (text, reading, meanings, added_ms) VALUES ('蛍', 'ほたる', 'firefly', 1793491200000)")
        }
        return database
    }

    private func found(_ database: KuchiDatabase, _ query: String) throws -> [String] {
        try database.search.searchWords(WordSearch(query: query)).map(\.word.text)
    }

    @Test func aWordAScriptInsertedIsCountedAndIndexedByARebuildWithEveryDecksMeanings() throws {
        let database = try bank()
        let before = try database.search.checkSearchIndex()
        #expect(before == SearchIndexCheck(words: 4, unindexed: 1, orphaned: 0))
        #expect(try found(database, "firefly") == [])

        #expect(try database.search.rebuildSearchIndex() == 4)
        #expect(try database.search.checkSearchIndex() == SearchIndexCheck(words: 4, unindexed: 0, orphaned: 0))
        #expect(try found(database, "firefly") == ["蛍"])
        #expect(try found(database, "snitch") == ["犬"], "a meaning of another deck still finds the word")
        #expect(try found(database, "elephant") == [], "a removed deck's word stays out of the search")
    }

    @Test func anIndexRowWithoutItsWordIsCounted() throws {
        let database = try bank()
        try database.write { db in try db.execute(sql: "DROP TRIGGER word_search_delete; DELETE FROM word WHERE text = '猫'") }
        #expect(try database.search.checkSearchIndex().orphaned == 1)
        try database.search.rebuildSearchIndex()
        #expect(try database.search.checkSearchIndex().isInStep)
    }
}
