import Foundation
import GRDB
import KuchiCore
@testable import KuchiStore
import Testing

@Suite("The search index split: trigrams for Japanese, words for meanings (v18)")
struct WordSearchSplitMigrationTests {
    private static let words = [
        WordEntry(text: "勉強", reading: "べんきょう", meanings: ["to study", "diligence"], level: "N5"),
        WordEntry(text: "子猫", reading: "こねこ", meanings: ["kitten"], level: "N2"),
    ]

    /// A bank as a Kuchi before the split left it: migrated up to `migration`, its index one trigram table
    /// over text, reading and meanings, as that Kuchi wrote it.
    private func oldBank(at path: String, upTo migration: String) throws {
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { Self.words }).migrate(queue, upTo: migration)
        try queue.write { db in
            try db.execute(sql: """
                DROP TRIGGER word_search_delete; DROP TABLE word_search; DROP TABLE word_meaning_search;
                CREATE VIRTUAL TABLE word_search USING fts5(text, reading, meanings, tokenize = 'trigram', columnsize = 0);
                CREATE TRIGGER word_search_delete AFTER DELETE ON word BEGIN DELETE FROM word_search WHERE rowid = old.id; END;
                INSERT INTO word_search (rowid, text, reading, meanings)
                    SELECT id, char(57344) || text || char(57345), char(57344) || reading || char(57345),
                           char(57344) || replace(meanings, '; ', char(57345) || char(57344)) || char(57345) FROM word;
                """)
        }
        try queue.close()
    }

    private func found(_ bank: KuchiDatabase, _ query: String) throws -> [String] {
        try bank.search.searchWords(WordSearch(query: query)).map(\.word.text)
    }

    @Test(arguments: ["v16-word-examples", "v14-suspended-word"])
    func anOldBanksIndexIsSplitAndFindsWhatItFoundBefore(upTo migration: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try oldBank(at: path, upTo: migration)

        let bank = try KuchiDatabase.open(path: path)
        let columns = try bank.read { db in try db.columns(in: "word_search").map(\.name) }
        #expect(columns == ["text", "reading"], "the meanings' trigrams are gone")
        #expect(try bank.search.checkSearchIndex() == SearchIndexCheck(words: 2, unindexed: 0, orphaned: 0))
        #expect(try found(bank, "勉") == ["勉強"], "a part of the written form")
        #expect(try found(bank, "benkyou") == ["勉強"])
        #expect(try found(bank, "study") == ["勉強"], "a meaning without its `to`")
        #expect(try bank.search.searchWords(WordSearch(query: "DILIGENCE")).map(\.match) == [.exact])
        #expect(try found(bank, "kitt") == ["子猫"], "the start of a meaning")
        try bank.write { db in try db.execute(sql: "DELETE FROM word WHERE text = '子猫'") }
        #expect(try found(bank, "kitten").isEmpty, "the trigger keeps both tables in step")
        #expect(try bank.search.checkSearchIndex().isInStep)
    }

    @Test func wordsInsideAMeaningAreFoundButNotLettersInsideAWord() throws {
        let bank = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "勉強会", reading: "べんきょうかい", meanings: ["study group", "study session (e.g. after work)"]),
            WordEntry(text: "喫茶店", reading: "きっさてん", meanings: ["café"]),
            WordEntry(text: "出掛ける", reading: "でかける", meanings: ["to go out"]),
            WordEntry(text: "放す", reading: "はなす", meanings: ["to let go"]),
        ])
        #expect(try found(bank, "group") == ["勉強会"])
        #expect(try found(bank, "sess") == ["勉強会"], "the start of a word inside a gloss")
        #expect(try found(bank, "study session") == ["勉強会"], "words in a row")
        #expect(try found(bank, "after work") == ["勉強会"], "punctuation is not part of a word")
        #expect(try found(bank, "roup").isEmpty)
        #expect(try found(bank, "cafe") == ["喫茶店"], "accents folded")
        #expect(try found(bank, "\"study") == ["勉強会"], "a quote in the query is only a character")
        #expect(try found(bank, "*").isEmpty)
        #expect(try found(bank, "go") == ["出掛ける"], "two letters: a meaning that starts with them (after its `to`), not one further in")
    }
}
