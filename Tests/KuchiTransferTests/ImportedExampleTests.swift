import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// The example sentences of imported decks kept as their words' examples (`word_example`), not dropped.
@Suite("Imported example sentences")
struct ImportedExampleTests {
    /// Every stored sentence as `word|japanese|english`, in the order stored.
    private func examples(_ database: KuchiDatabase) throws -> [String] {
        try database.dbQueue.read { db in
            try String.fetchAll(db, sql: """
                SELECT w.text || '|' || e.japanese || '|' || coalesce(e.english, '-') FROM word_example e
                JOIN word w ON w.id = e.word_id ORDER BY e.id
                """)
        }
    }

    private func importCSV(_ text: String, deck: String = "mine", into database: KuchiDatabase) throws {
        let folder = NSTemporaryDirectory() + "kuchi-examples-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/\(deck).csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([path])
    }

    @Test func coreAndKaishiNotesKeepTheirSentenceAndItsTranslation() throws {
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([fixture("anki-shared-decks.apkg")])
        #expect(try examples(database) == ["経験|経験が豊富です。|He has a lot of experience.",
                                           "窓|窓を開けてください。|Please open the window."])
        let window = try #require(try database.search.searchWords(WordSearch(query: "窓", scope: WordScope(), profileID: nil, limit: 1)).first)
        #expect(window.word.example == WordExample(japanese: "窓を開けてください。", english: "Please open the window."))
        #expect(try database.practice.word(id: window.word.id)?.example?.japanese == "窓を開けてください。", "a session's word carries it")
    }

    @Test func csvExampleColumnsAreKeptAndASecondDeckAddsItsOwn() throws {
        let database = try KuchiDatabase.inMemory()
        try importCSV("word,reading,meaning,example,example english\n猫,ねこ,cat,猫がいる。[sound:neko.mp3],There is a cat.\n犬,いぬ,dog,,\n",
                      into: database)
        try importCSV("word,reading,meaning,sentence\n猫,ねこ,cat,猫が好き。\n", deck: "other", into: database)
        try importCSV("word,reading,meaning,example,example english\n猫,ねこ,cat,猫がいる。,There is a cat.\n", into: database)
        #expect(try examples(database) == ["猫|猫がいる。|There is a cat.", "猫|猫が好き。|-"],
                "a sound reference is no part of the sentence; a sentence imported again is not doubled")
        let cat = try #require(try database.search.searchWords(WordSearch(query: "猫", scope: WordScope(), profileID: nil, limit: 1)).first)
        #expect(cat.word.example?.japanese == "猫がいる。", "the first sentence is the one shown")
    }

    @Test func sentenceColumnsAreFoundByTheirNamesAndNeverTakenForTheWord() throws {
        func names(_ header: [String]) throws -> [String?] {
            let mapping = try ColumnMapping(header: header)
            return [ColumnMapping.Field.word, .example, .exampleEnglish].map { field in mapping.columns[field].map { header[$0] } }
        }
        #expect(try names(["Word", "Word Reading", "Word Meaning", "Word Furigana", "Sentence", "Sentence Meaning", "Sentence Audio"])
                == ["Word", "Sentence", "Sentence Meaning"])
        #expect(try names(["Expression", "Reading", "Sentence-English", "Vocabulary-Kanji", "Vocabulary-English"])
                == ["Vocabulary-Kanji", "Expression", "Sentence-English"])
        #expect(try names(["word", "meaning", "example", "example_en"]) == ["word", "example", "example_en"])
        #expect(try names(["Expression", "Meaning", "Reading"]) == ["Expression", nil, nil], "a plain Expression is the word")
    }

    @Test func aFieldTooLongToBeASentenceIsNotKept() throws {
        let database = try KuchiDatabase.inMemory()
        try importCSV("word,reading,meaning,example\n猫,ねこ,cat,\(String(repeating: "猫", count: 401))\n", into: database)
        #expect(try examples(database).isEmpty)
        #expect(try dump(database).count == 1, "the word itself is imported")
    }

    @Test func removingTheDeckRemovesItsWordsSentences() throws {
        let database = try KuchiDatabase.inMemory()
        try importCSV("word,reading,meaning,example\n猫,ねこ,cat,猫がいる。\n", into: database)
        _ = try database.maintenance.removeDeck(named: "mine")
        #expect(try examples(database).isEmpty)
    }
}
