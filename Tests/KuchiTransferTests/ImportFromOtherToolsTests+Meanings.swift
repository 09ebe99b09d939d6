import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Walk-through 37: the key or column other tools give the meanings. A JSON list whose meanings are under `glossary`
/// (as Yomitan-style exports and dictionary dumps name them) lost every row ("missing meanings"), and so did a list with
/// no meaning key at all, row by row, never saying which key to map; a CSV lacking only its meaning column was told it
/// named "no word and meaning columns".
extension ImportFromOtherToolsTests {
    /// Imports `text`, written as `name`, into a new bank with `--columns` `columns`: the words, or the refusal.
    private func importing(_ text: String, name: String, columns: String? = nil) throws -> Result<[String], TransferError> {
        let folder = NSTemporaryDirectory() + "/kuchi-meanings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.columns = columns
        do {
            _ = try WordImporter(database: database, options: options).run([folder + "/" + name])
        } catch let error as TransferError {
            #expect(try database.practice.wordCount() == 0, "nothing imported")
            return .failure(error.naming(folder + "/", as: ""))
        }
        return .success(try dump(database))
    }

    @Test func aGlossaryKeyHoldsTheMeaningsInJSONAndJSONLines() throws {
        let array = #"[{"term": "猫", "reading": "ねこ", "glossary": ["cat", {"type": "text", "text": "feline"}]}]"#
        #expect(try importing(array, name: "yomi.json").get() == ["猫|ねこ|cat; feline|-|yomi||0"])
        let lines = #"{"term": "犬", "reading": "いぬ", "glossary": "dog"}"# + "\n"
            + #"{"term": "鳥", "reading": "とり", "glossary": [{"type": "structured-content", "content": {"tag": "ul", "content": [{"tag": "li", "content": "bird"}, {"tag": "li", "content": "fowl"}]}}]}"#
        #expect(try importing(lines, name: "yomi.jsonl").get() == ["犬|いぬ|dog|-|yomi||0", "鳥|とり|bird; fowl|-|yomi||0"])
    }

    @Test func aDefinitionKeyRanksBeforeAGlossaryKey() throws {
        let both = #"[{"glossary": "Felis catus (zoology)", "word": "猫", "reading": "ねこ", "definition": "cat"}]"#
        #expect(try importing(both, name: "both.json").get() == ["猫|ねこ|cat|-|both||0"])
    }

    @Test func aJSONListWithNoMeaningKeyIsRefusedNamingItsKeysAndTheColumnsOptionThatMapsThem() throws {
        let objects = [#"{"kanji": "猫", "kana": "ねこ", "sense": "cat", "id": 1}"#, #"{"kanji": "犬", "kana": "いぬ", "sense": "dog", "id": 2}"#]
        let expected = "no key of its objects names the meanings (Kuchi reads a key named meanings, meaning, english, gloss, glosses, "
            + "definition, definitions, glossary, …; its objects' keys: id, kana, kanji, sense); name the key that holds them with "
            + "--columns meanings=sense. Nothing was imported."
        for (text, name) in [("[" + objects.joined(separator: ", ") + "]", "dump.json"), (objects.joined(separator: "\n") + "\n", "dump.jsonl")] {
            guard case let .failure(error) = try importing(text, name: name) else {
                Issue.record("\(name) imported")
                continue
            }
            #expect(error.exitCode == .dataError && error.exitCode.rawValue == 65)
            #expect(error.description == "\(name): " + expected, "\(error.description)")
            // The option the message gives imports the list.
            #expect(try importing(text, name: name, columns: "meanings=sense").get() == ["猫|ねこ|cat|-|dump||0", "犬|いぬ|dog|-|dump||0"])
        }
    }

    @Test func aJSONListNamingNeitherItsWordNorItsMeaningsIsToldToMapBoth() throws {
        let text = #"[{"midashi": "猫", "yaku": "cat"}]"#
        guard case let .failure(error) = try importing(text, name: "d.json") else {
            Issue.record("imported")
            return
        }
        #expect(error.description.contains("its objects' keys: midashi, yaku); name the key that holds them with "
                                           + "--columns word=midashi,meanings=yaku."), "\(error.description)")
    }

    @Test func aCSVHeaderLackingOnlyItsMeaningColumnSaysSoAndHowToMapIt() throws {
        guard case let .failure(error) = try importing("word,reading,notes\n猫,ねこ,cat\n", name: "mine.csv") else {
            Issue.record("imported")
            return
        }
        #expect(error.exitCode == .dataError)
        #expect(error.description == "mine.csv:1: the header (word, reading, notes) names no meaning column; name the column that holds "
                + "the meanings with --columns meanings=notes. Nothing was imported.")
        #expect(try importing("word,reading,notes\n猫,ねこ,cat\n", name: "mine.csv", columns: "meanings=notes").get() == ["猫|ねこ|cat|-|mine||0"])
    }
}
