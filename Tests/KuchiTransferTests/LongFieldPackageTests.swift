import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Packages made by Anki's own backend (`scripts/make-anki-fixtures.py --long-fields`): a shared deck's meaning with a
/// usage note of thousands of characters imports whole; a field of 2 MB is a bad row named with its note.
@Suite("Anki packages with long fields")
struct LongFieldPackageTests {
    private func importing(_ name: String, skipInvalid: Bool = false) throws -> (WordImporter.Report, KuchiDatabase) {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = skipInvalid
        return (try WordImporter(database: database, options: options).run([fixture(name)]), database)
    }

    @Test func aMeaningWithANoteOfThreeThousandCharactersImportsWhole() throws {
        let (report, database) = try importing("anki-long-fields.apkg")
        #expect(report.counts == ImportCounts(added: 3))
        let meanings = try database.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT text, meanings FROM word ORDER BY id").map { ($0["text"] as String, $0["meanings"] as String) }
        }
        #expect(meanings.map(\.0) == ["勉強", "猫", "経済"])
        let study = try #require(meanings.first?.1)
        // Counted after its HTML (<b>, <i>, &nbsp;) became text: 3,400 characters, kept to the last.
        #expect(study.hasPrefix("to study — 1. Used of study at a desk") && study.count > 3_000 && !study.contains("<"))
        #expect(study.hasSuffix("an old merchants' phrase."))
        #expect(meanings.last?.1.hasPrefix("economy; 1. Used of study") == true)
    }

    @Test func aFieldOfTwoMegabytesIsABadRowNamedWithItsNote() throws {
        #expect {
            _ = try importing("anki-field-2mb.apkg")
        } throws: { error in
            "\(error)".contains("KiB, more than the 1 MiB a field may hold") && "\(error)".contains("nid:")
        }
        let (report, database) = try importing("anki-field-2mb.apkg", skipInvalid: true)
        #expect(report.counts.added == 1)
        #expect(try dump(database).map { $0.components(separatedBy: "|").prefix(3).joined(separator: "|") } == ["猫|ねこ|cat"])
    }
}
