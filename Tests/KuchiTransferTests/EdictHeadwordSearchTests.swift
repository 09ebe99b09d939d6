import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// An EDICT2 line names a word by several headwords (`鯖;鯖魚 [さば;さばうお]`); the word is stored by its first, and the
/// word browser finds it by any of them.
@Suite("EDICT2's other headwords in the word browser")
struct EdictHeadwordSearchTests {
    private func importFile(_ text: String, named name: String, into database: KuchiDatabase, format: ImportFormat? = nil) throws {
        let folder = NSTemporaryDirectory() + "/kuchi-edict-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        var options = WordImporter.Options()
        options.format = format
        _ = try WordImporter(database: database, options: options).run([folder + "/" + name])
    }

    private func found(_ query: String, in database: KuchiDatabase) throws -> [String] {
        try database.search.searchWords(WordSearch(query: query)).map { "\($0.word.text) \($0.word.reading)" }
    }

    private let edict = "鯖;鯖魚 [さば;さばうお] /(n) mackerel/\n明白;明々白々(iK) [めいはく;めいめいはくはく] /(adj-na) obvious/(P)/\n"

    @Test func aWordIsFoundByEveryHeadwordOfItsLineAndShownByItsFirst() throws {
        let database = try KuchiDatabase.inMemory()
        try importFile(edict, named: "edict", into: database, format: .edict)
        #expect(try found("鯖魚", in: database) == ["鯖 さば"])
        #expect(try found("明々白々", in: database) == ["明白 めいはく"], "a headword's (iK) note is no part of it")
        #expect(try found("鯖", in: database) == ["鯖 さば"])
        #expect(try dump(database).first == "鯖|さば|mackerel|-|edict||0", "the word is still written as its line's first headword")
        try database.search.rebuildSearchIndex()
        #expect(try found("鯖魚", in: database) == ["鯖 さば"], "kuchi doctor --rebuild-search keeps them")
    }

    @Test func aWordTheBankHadBeforeIsFoundByTheHeadwordsAnEDICTImportGivesIt() throws {
        let database = try KuchiDatabase.inMemory()
        try importFile("word,reading,meaning\n鯖,さば,mackerel\n", named: "fish.csv", into: database)
        #expect(try found("鯖魚", in: database).isEmpty)
        try importFile(edict, named: "edict", into: database, format: .edict)
        #expect(try found("鯖魚", in: database) == ["鯖 さば"])
        try importFile(edict, named: "edict", into: database, format: .edict)
        #expect(try found("鯖魚", in: database) == ["鯖 さば"], "imported again: the same forms, once")
    }
}
