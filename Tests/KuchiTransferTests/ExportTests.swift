import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// A temporary folder for output files, removed afterwards.
final class OutputFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-out-\(UUID().uuidString)").path
    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? [] }
}

@Suite("Exporting data")
struct ExportTests {
    private func bankWithHistory() throws -> KuchiDatabase {
        // The hostile words hold kanji beside their markup, as any word an import takes does (one with no kana or kanji
        // is refused), so that the round trip below reads them back.
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat", "kitty"], level: "N5", deck: "animals", tags: ["pets"]),
            WordEntry(text: "=1+1円", reading: "いち", meanings: ["@mention", "-5", "+81 3 1234"], deck: "hostile"),
            WordEntry(text: "<script>\"&字", reading: "すくりぷと", meanings: ["a, b", "say \"hi\""], deck: "hostile"),
        ])
        let profile = try database.practice.useProfile(named: "Ann")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let session = try database.practice.beginSession(profileID: profile.id, target: 2, seed: 7, at: start)
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "dog", expected: "cat", judgement: .wrong,
                                               elapsed: .milliseconds(1200), answeredAt: start.addingTimeInterval(2)))
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, mode: .meaning, given: "Cat", expected: "cat",
                                               judgement: .normalised, hintUsed: true, elapsed: .milliseconds(800),
                                               answeredAt: start.addingTimeInterval(3)))
        try database.practice.endSession(id: session, status: .endedEarly, target: 2, at: start.addingTimeInterval(4))
        return database
    }

    private func exported(_ table: ExportTable, _ format: ExportFormat, filter: ExportFilter = ExportFilter(),
                          from database: KuchiDatabase) throws -> String {
        let folder = try OutputFolder()
        try Exporter.export(table, from: database.reports, filter: filter, format: format, to: folder.file("out"), force: false)
        return try String(contentsOfFile: folder.file("out"), encoding: .utf8)
    }

    @Test func wordsAsCSVAreDefusedQuotedAndNumbersStayNumbers() throws {
        let csv = try exported(.words, .csv, from: bankWithHistory())
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "id,word,reading,meanings,level,deck,tags,common,added_at,favorite,example,example_english,audio")
        #expect(lines[1].hasPrefix("1,猫,ねこ,cat; kitty,N5,animals,pets,0,"))
        #expect(lines[2].hasPrefix("2,'=1+1円,いち,'@mention; -5; +81 3 1234,,hostile,,0,"))
        #expect(lines[3].hasPrefix("3,\"<script>\"\"&字\",すくりぷと,\"a, b; say \"\"hi\"\"\",,hostile,,0,"))
    }

    /// An answer an older build stored with a terminal's control sequence (ESC) or DEL is exported without them,
    /// in CSV and TSV, so that printing the export cannot move the cursor or recolour the terminal.
    @Test(arguments: [ExportFormat.csv, .tsv])
    func controlCharactersOfAStoredAnswerAreLeftOutOfTheExport(format: ExportFormat) throws {
        let database = try bankWithHistory()
        try database.write { db in try db.execute(sql: "UPDATE answer SET given = ? WHERE given = 'dog'", arguments: ["\u{1B}[31mdog\u{7F}"]) }
        let text = try exported(.history, format, from: database)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7F })
        #expect(text.contains("[31mdog"))
    }

    @Test func wordsEndWithTheirOwnExampleSentenceAndSoundFile() throws {
        let database = try bankWithHistory()
        _ = try database.imports.importWords { batch in
            var entry = WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], deck: "animals")
            entry.example = WordExample(japanese: "猫が好きだ。", english: "I like cats.")
            try batch.add(entry)
            try batch.addSound(file: "neko.mp3", text: "猫", reading: "ねこ")
            return true
        }
        let lines = try exported(.words, .jsonl, from: database).split(separator: "\n")
        #expect(lines[0].hasSuffix(#""example":"猫が好きだ。","example_english":"I like cats.","audio":"neko.mp3"}"#), "\(lines[0])")
        #expect(lines[1].hasSuffix(#""example":null,"example_english":null,"audio":null}"#), "\(lines[1])")
        let csv = try exported(.words, .csv, from: database).components(separatedBy: "\r\n")
        #expect(csv[1].hasSuffix(",猫が好きだ。,I like cats.,neko.mp3"), "\(csv[1])")
    }

    @Test func wordsShowTheLastLearnersFavouritesUnlessAnotherIsAskedFor() throws {
        let database = try bankWithHistory()
        let ann = try #require(try database.practice.profile(named: "Ann"))
        let bob = try database.practice.useProfile(named: "Bob", at: Date(timeIntervalSince1970: 1_700_000_000))
        try database.practice.setFavorite(true, profileID: ann.id, wordIDs: [1], at: Date())
        try database.practice.setFavorite(true, profileID: bob.id, wordIDs: [3], at: Date())
        let ids = { (filter: ExportFilter) in
            try self.exported(.words, .jsonl, filter: filter, from: database).split(separator: "\n")
                .filter { $0.contains(#""favorite":true,"#) }.map { $0.prefix(7) }
        }
        #expect(try ids(ExportFilter()) == [#"{"id":1"#], "Ann practised last")
        #expect(try ids(ExportFilter(profileID: bob.id)) == [#"{"id":3"#])
    }

    @Test func spreadsheetFormulasAreDefusedButNumbersAreNot() {
        #expect(SpreadsheetSafety.defuse("=SUM(A1)") == "'=SUM(A1)")
        #expect(SpreadsheetSafety.defuse("+81 3 1234") == "'+81 3 1234")
        #expect(SpreadsheetSafety.defuse("-cmd") == "'-cmd")
        #expect(SpreadsheetSafety.defuse("@SUM") == "'@SUM")
        #expect(SpreadsheetSafety.defuse("\tx") == "'\tx")
        #expect(SpreadsheetSafety.defuse("\rx") == "'\rx")
        #expect(SpreadsheetSafety.defuse("-5") == "-5")
        #expect(SpreadsheetSafety.defuse("+3.25") == "+3.25")
        #expect(SpreadsheetSafety.defuse("cat") == "cat")
    }

    @Test func historyAsJSONLinesHasTypedValues() throws {
        let lines = try exported(.history, .jsonl, from: bankWithHistory()).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[1] == #"{"id":2,"answered_at":"2027-01-15T08:00:03.000Z","profile":"Ann","session_id":1,"word_id":1,"word":"猫","reading":"ねこ","mode":"meaning","given":"Cat","expected":"cat","correct":true,"judgement":"normalised","hint_used":true,"elapsed_ms":800}"#)
    }

    @Test func sessionsAsJSONIsAnArrayThatParses() throws {
        let json = try exported(.sessions, .json, from: bankWithHistory())
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.count == 1)
        #expect(parsed[0]["status"] as? String == "ended_early")
        #expect(parsed[0]["wrong"] as? Int == 1)
        #expect(parsed[0]["seed"] as? Int == 7)
        let empty = try exported(.sessions, .json, filter: ExportFilter(since: Date(timeIntervalSince1970: 1_900_000_000)), from: bankWithHistory())
        #expect(empty == "[]\n")
    }

    @Test func filtersSelectDeckTimeAndProfile() throws {
        let database = try bankWithHistory()
        #expect(try exported(.words, .tsv, filter: ExportFilter(deck: "animals"), from: database).split(separator: "\n").count == 2)
        #expect(try exported(.history, .csv, filter: ExportFilter(deck: "hostile"), from: database).split(separator: "\r\n").count == 1)
        let since = Date(timeIntervalSince1970: 1_800_000_003)
        #expect(try exported(.history, .csv, filter: ExportFilter(since: since), from: database).split(separator: "\r\n").count == 2)
        #expect(try exported(.history, .csv, filter: ExportFilter(profileID: 99), from: database).split(separator: "\r\n").count == 1)
    }

    @Test(arguments: [ExportFormat.csv, .tsv])
    func exportedWordsImportIntoAnEmptyBankAsTheSameWords(format: ExportFormat) throws {
        let original = try bankWithHistory()
        let folder = try OutputFolder()
        let path = folder.file("words.\(format.rawValue)")
        try Exporter.export(.words, from: original.reports, filter: ExportFilter(), format: format, to: path, force: false)
        let copy = try KuchiDatabase.inMemory()
        let report = try WordImporter(database: copy, options: WordImporter.Options()).run([path])
        #expect(report.counts.added == 3)
        #expect(try dump(copy) == dump(original))
    }

    @Test func theRoundTripHoldsForTheWholeBundledList() throws {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/jlpt-n5.tsv")
        let original = try KuchiDatabase.inMemory(seedWords: WordListTSV.load(bundled))
        let folder = try OutputFolder()
        try Exporter.export(.words, from: original.reports, filter: ExportFilter(), format: .csv, to: folder.file("w.csv"), force: false)
        let copy = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: copy, options: WordImporter.Options()).run([folder.file("w.csv")])
        #expect(try dump(copy) == dump(original))
        #expect(try copy.practice.wordCount() == 662)
    }
}

@Suite("Writing output files")
struct OutputFileTests {
    @Test func aFileIsWrittenWholeAndPrivate() throws {
        let folder = try OutputFolder()
        let previous = umask(0)
        defer { umask(previous) }
        try OutputFile.write(to: folder.file("report.md"), force: false) { $0.write("# Hello\n") }
        #expect(try String(contentsOfFile: folder.file("report.md"), encoding: .utf8) == "# Hello\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("report.md"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(folder.contents == ["report.md"])
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let folder = try OutputFolder()
        try "precious".write(toFile: folder.file("a.csv"), atomically: true, encoding: .utf8)
        #expect(throws: TransferError.outputExists(path: folder.file("a.csv"))) {
            try OutputFile.write(to: folder.file("a.csv"), force: false) { $0.write("new") }
        }
        #expect(try String(contentsOfFile: folder.file("a.csv"), encoding: .utf8) == "precious")
        try OutputFile.write(to: folder.file("a.csv"), force: true) { $0.write("new") }
        #expect(try String(contentsOfFile: folder.file("a.csv"), encoding: .utf8) == "new")
        #expect(TransferError.outputExists(path: "x").exitCode.rawValue == 73)
    }

    @Test func aSymbolicLinkIsNeverWrittenThrough() throws {
        let folder = try OutputFolder()
        try "target".write(toFile: folder.file("target"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: folder.file("target"))
        for force in [false, true] {
            #expect(throws: TransferError.outputIsSymlink(path: folder.file("link"))) {
                try OutputFile.write(to: folder.file("link"), force: force) { $0.write("evil") }
            }
        }
        #expect(try String(contentsOfFile: folder.file("target"), encoding: .utf8) == "target")
    }

    @Test func aFailedWriteLeavesNoFileBehind() throws {
        let folder = try OutputFolder()
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try OutputFile.write(to: folder.file("half.csv"), force: false) { sink in
                sink.write(String(repeating: "x", count: 3 << 20))
                throw Boom()
            }
        }
        #expect(folder.contents.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"))
    func aFullDiskIsAnIOError() throws {
        // /dev/full is a device, so write to it through standard-output-like path handling: a sink on its descriptor.
        let descriptor = open("/dev/full", O_WRONLY)
        defer { close(descriptor) }
        let sink = OutputSink(descriptor: descriptor)
        sink.write("data")
        sink.flush()
        #expect(sink.failure == ENOSPC)
    }
}
