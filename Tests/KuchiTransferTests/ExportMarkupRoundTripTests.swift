import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// A meaning that holds text looking like HTML (`cow <b>`) comes back from `kuchi export` and `kuchi import` as it was,
/// while a list's real HTML field (Anki's `<b>cow</b>`) is still read as HTML.
@Suite("Exported text that looks like HTML")
struct ExportMarkupRoundTripTests {
    /// What an import stores as typed (a `;` separates meanings, so no meaning holds one, nor an entity).
    private let meanings = ["cow <b>", "x < y", "<3", "<br> tag", "<i>big</i> & <u>small</u>", "salt & pepper"]

    @Test(arguments: ExportFormat.allCases)
    func aMeaningThatLooksLikeATagImportsBackAsItWas(format: ExportFormat) throws {
        let original = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "牛", reading: "うし", meanings: meanings, deck: "mine"),
            WordEntry(text: "<b>字", reading: "じ", meanings: ["letter"], deck: "mine"),
        ])
        let folder = try OutputFolder()
        let path = folder.file("words.\(format.rawValue)")
        try Exporter.export(.words, from: original.reports, filter: ExportFilter(), format: format, to: path, force: false)
        let copy = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: copy, options: WordImporter.Options()).run([path])
        let (imported, exported) = (try dump(copy), try dump(original))
        #expect(imported == exported)
    }

    /// No import reads a history back: an answer typed `cow <b>` is exported as typed.
    @Test func anAnswerInTheHistoryIsExportedAsTyped() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "牛", reading: "うし", meanings: ["cow"], deck: "mine")])
        let profile = try database.practice.useProfile(named: "Ann")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let session = try database.practice.beginSession(profileID: profile.id, target: 1, seed: 7, at: start)
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "cow <b>", expected: "cow", judgement: .wrong,
                                                        elapsed: .milliseconds(900), answeredAt: start.addingTimeInterval(2)))
        let folder = try OutputFolder()
        try Exporter.export(.history, from: database.reports, filter: ExportFilter(), format: .csv, to: folder.file("h.csv"), force: false)
        let history = try String(contentsOfFile: folder.file("h.csv"), encoding: .utf8)
        #expect(history.contains(",cow <b>,"))
    }

    @Test func aListsHTMLFieldIsStillReadAsHTML() throws {
        let folder = try OutputFolder()
        try "word,reading,meanings\n牛,うし,<b>cow</b><br>cattle\n猫,ねこ,cat &amp; kitten\n".write(toFile: folder.file("list.csv"), atomically: true, encoding: .utf8)
        let copy = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: copy, options: WordImporter.Options()).run([folder.file("list.csv")])
        #expect(try dump(copy) == ["牛|うし|cow; cattle|-|list||0", "猫|ねこ|cat & kitten|-|list||0"])
    }
}
