import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// The path of a fixture file.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
}

/// Every word as `text|reading|meanings|level|deck|tags|common`, in id order.
func dump(_ database: KuchiDatabase) throws -> [String] {
    try database.dbQueue.read { db in
        try Row.fetchAll(db, sql: """
            SELECT text || '|' || reading || '|' || meanings || '|' || coalesce(level, '-') || '|' || deck || '|' || tags
                   || '|' || is_common AS line
            FROM word ORDER BY id
            """).map { $0["line"] as String }
    }
}

private func importing(_ files: [String], into database: KuchiDatabase? = nil, _ configure: (inout WordImporter.Options) -> Void = { _ in }) throws -> (WordImporter.Report, KuchiDatabase) {
    let database = try database ?? KuchiDatabase.inMemory()
    var options = WordImporter.Options()
    configure(&options)
    return (try WordImporter(database: database, options: options).run(files.map(fixture)), database)
}

@Suite("Importing word lists")
struct ImportTests {
    @Test func csvWithAByteOrderMarkCRLFAndQuotedFields() throws {
        let (report, database) = try importing(["bom-crlf.csv"])
        #expect(report.counts == ImportCounts(added: 3))
        #expect(try dump(database) == [
            "猫|ねこ|cat; kitty|N5|bom-crlf|animals pets|0",
            "犬|いぬ|dog, hound|N5|bom-crlf|animals|0",
            // The doubled quotes are read as one pair; quotes around a meaning whole are no part of it (walk-through 19 §5).
            "本|ほん|book; volume|N5|bom-crlf||0",
        ])
    }

    @Test func lineBreaksAndTabsInsideFieldsBecomeSpaces() {
        var raw = RawWord()
        raw.text = " 猫\n"
        raw.reading = "ねこ"
        raw.meanings = ["line\r\nbreak", "tab\there"]
        let entry = try? raw.entry(defaultDeck: "d", extraTags: []).get()
        #expect(entry?.text == "猫")
        #expect(entry?.reading == "ねこ")
        #expect(entry?.meanings == ["line  break", "tab here"])
    }

    @Test func spacesAroundEachMeaningGoWithAnyMarkTheyCarry() {
        var raw = RawWord()
        raw.text = "  猫 "
        raw.reading = "ねこ"
        // A split at ";" leaves a space before each gloss after the first. A space followed by a combining mark
        // (U+0301) is one character with it: the two go together, never the space alone leaving a stray mark.
        raw.meanings = ["cat;  kitty  ; pet ", "   ", " \u{301}tail", "fur \u{3000}"]
        let entry = try? raw.entry(defaultDeck: "d", extraTags: []).get()
        #expect(entry?.text == "猫")
        #expect(entry?.meanings == ["cat", "kitty", "pet", "tail", "fur"])
        #expect(Word.meanings(fromColumn: "to study;  to learn ; \u{301}x") == ["to study", "to learn", "x"])
    }

    @Test func nfdKanaIsStoredNFCAndHalfWidthKanaIsKept() throws {
        let (_, database) = try importing(["nfd.tsv"])
        let words = try dump(database)
        #expect(words.first == "学校|がっこう|school|-|nfd||0")
        #expect(words.first.map { Array($0.utf8) } == Array("学校|がっこう|school|-|nfd||0".utf8))
        #expect(words.count == 3)
    }

    @Test func badRowsRefuseTheWholeImportListingEachLine() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"])])
        let before = try dump(database)
        #expect(throws: TransferError.invalidRows([
            "\(fixture("bad.csv")):2: invalid UTF-8",
            "\(fixture("bad.csv")):3: missing word",
            "\(fixture("bad.csv")):4: missing meaning for “空”",
            "\(fixture("bad.csv")):7: unbalanced quote: the quoted field that starts on line 7 never ends: a quote is missing or one "
                + "too many (the lines after it are read as rows of their own)",
        ], more: 0)) {
            try importing(["bad.csv"], into: database)
        }
        #expect(try dump(database) == before)
    }

    @Test func skipInvalidImportsTheGoodRowsAndListsTheRest() throws {
        let (report, database) = try importing(["bad.csv"]) { $0.skipInvalid = true }
        #expect(report.counts == ImportCounts(added: 2, rejected: 4))
        #expect(report.problems.count == 4, "the blank row 5 (,,) is skipped, not refused")
        #expect(try dump(database) == ["海|うみ|sea|-|bad||0", "山|やま|mountain|-|bad||0"], "the row after the stray quote is read")
    }

    @Test func duplicatesMergeMeaningsAndTagsIntoOneWord() throws {
        let (report, database) = try importing(["duplicates.csv"])
        #expect(report.counts == ImportCounts(added: 1), "one word, added: its repeated rows count it no more (walk-through 36)")
        #expect(try dump(database) == ["猫|ねこ|cat; kitty|-|duplicates|a b|0"])
    }

    @Test func reimportingNeverDuplicatesAWordOrDetachesItsHistory() throws {
        let (_, database) = try importing(["bom-crlf.csv"])
        let profile = try database.practice.useProfile(named: "Tester")
        let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "cat", expected: "cat", judgement: .exact,
                                               elapsed: .seconds(1), answeredAt: Date()))
        let (again, _) = try importing(["bom-crlf.csv", "duplicates.csv"], into: database)
        #expect(again.counts == ImportCounts(merged: 1, unchanged: 2), "three words, each counted once: 猫 gained a deck and tags")
        #expect(try database.practice.wordCount() == 3)
        #expect(try database.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT word_id FROM answer") } == 1)
        #expect(try dump(database).first == "猫|ねこ|cat; kitty|N5|bom-crlf|animals pets a b|0")
    }

    @Test func dryRunCountsButWritesNothing() throws {
        let (report, database) = try importing(["bom-crlf.csv"]) { $0.dryRun = true }
        #expect(report.counts.added == 3)
        #expect(!report.committed)
        #expect(try database.practice.wordCount() == 0)
    }

    @Test func jsonArraysAndJSONLines() throws {
        let (array, database) = try importing(["words.json"]) { $0.skipInvalid = true }
        #expect(array.counts == ImportCounts(added: 2, rejected: 1))
        #expect(array.problems == ["\(fixture("words.json")):item 3: missing word"])
        #expect(try dump(database) == ["猫|ねこ|cat; kitty; feline|N5|words|animals|0", "犬|いぬ|dog|-|words||0"])
        let (lines, linesDatabase) = try importing(["words.jsonl"]) { $0.skipInvalid = true }
        #expect(lines.problems == ["\(fixture("words.jsonl")):4: not a JSON object"])
        #expect(try dump(linesDatabase) == ["猫|ねこ|cat|-|words||0", "犬|いぬ|dog|N5|words||0"])
    }

    @Test func ankiNotesInPlainTextWithHTMLFuriganaAndTags() throws {
        let (report, database) = try importing(["anki-notes.txt"])
        #expect(report.counts.added == 3)
        #expect(try dump(database) == [
            "日本|にほん|Japan; the country|-|Core 2k|geography|0",
            "食べる|たべる|to eat|-|Core 2k|food verbs|0",
            "猫|ねこ|cat & kitty|-|Core 2k|animals|0",
        ])
        let (_, named) = try importing(["anki-columns.txt"])
        #expect(try dump(named) == ["勉強|べんきょう|study|-|anki-columns||0"])
    }

    @Test func edictInEUCJPWithCommonWordsAndAlternatives() throws {
        // An entry with no gloss (４° [しど] /, line 5, as Debian's edict has one) is skipped and counted, not a bad row.
        let (report, database) = try importing(["sample.edict"]) { $0.format = .edict }
        #expect(report.problems.isEmpty)
        #expect(report.notes.contains("1 entry without a meaning skipped: the dictionary gives it no gloss to practise."))
        #expect(try dump(database) == [
            "猫|ねこ|cat|-|sample||1",
            "犬|いぬ|dog; snoop|-|sample||0",
            "あそこ|あそこ|over there|-|sample||1",
        ])
    }

    @Test func theOpenJLPTLayoutAndDeckAndTagOptions() throws {
        let (_, database) = try importing(["vocab-n4.csv"]) { $0.deck = "jlpt"; $0.tags = ["jlpt-n4", "core"] }
        #expect(try dump(database) == ["あげる|あげる|to give|N4|jlpt|core jlpt-n4|0", "海|うみ|sea; ocean|N4|jlpt|core jlpt-n4|0"])
    }

    @Test func columnsMapsDifferentlyNamedHeaders() throws {
        #expect(throws: TransferError.self) { try importing(["custom-columns.csv"]) }
        let (_, database) = try importing(["custom-columns.csv"]) { $0.columns = "word=Stichwort, reading=Lesung, meanings=Bedeutung" }
        #expect(try dump(database) == ["雨|あめ|rain|-|custom-columns||0"])
        #expect(throws: TransferError.invalidOption("--columns: the file has no column “Nope” (its columns: Stichwort, Lesung, Bedeutung, Notiz).")) {
            try importing(["custom-columns.csv"]) { $0.columns = "word=Nope,meanings=Bedeutung" }
        }
    }

    @Test func formatsAreDetectedFromContentAndName() {
        #expect(ImportFormat.detect(path: "x.txt", head: Array("#separator:tab\n".utf8)) == .anki)
        #expect(ImportFormat.detect(path: "/usr/share/edict/edict", head: []) == .edict)
        #expect(ImportFormat.detect(path: "list", head: Array("[{\"word\":1}]".utf8)) == .json)
        #expect(ImportFormat.detect(path: "list", head: Array("{\"word\":1}\n".utf8)) == .jsonl)
        #expect(ImportFormat.detect(path: "list", head: Array("word\treading\n".utf8)) == .tsv)
        #expect(ImportFormat.detect(path: "list.csv", head: Array("word\treading\n".utf8)) == .csv)
        #expect(ImportFormat.detect(path: "list", head: Array("just words\n".utf8)) == nil)
    }

    /// Walk-through 35: a list typed in a text editor, one word a line with spaces between its parts, was refused
    /// ("Cannot tell the format"), though `--format csv` read it: Japanese and English on one line are a list without
    /// a header, whose parts the headerless reading tells apart.
    @Test func aTextFileOfJapaneseAndEnglishWithSpacesIsAListWithoutAHeader() throws {
        for line in ["犬 (いぬ) dog", "猫 - cat", "\n  電車 でんしゃ train", "食べる たべる to eat"] {
            #expect(ImportFormat.detect(path: "words.txt", head: Array((line + "\n").utf8)) == .csv, "\(line)")
            #expect(ImportFormat.detect(path: "stdin", head: Array((line + "\n").utf8)) == .csv, "\(line)")
        }
        for line in ["hello world", "犬", "いぬ ねこ", "word reading meaning"] {
            #expect(ImportFormat.detect(path: "words.txt", head: Array((line + "\n").utf8)) == nil, "\(line)")
        }
        #expect(ImportFormat.detect(path: "words.md", head: Array("犬 dog\n".utf8)) == nil, "only a text file's name, or none")
        let folder = try OutputFolder()
        let path = folder.file("words.txt")
        try Data("犬 (いぬ) dog\n猫 (ねこ) cat\n".utf8).write(to: URL(fileURLWithPath: path))
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([path])
        #expect(try dump(database) == ["犬|いぬ|dog|-|words||0", "猫|ねこ|cat|-|words||0"])
    }

    @Test func aLineOverOneMebibyteIsRefusedWithItsNumber() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("long.csv").path
        let long = String(repeating: "あ", count: 4 << 20)
        try ("word,reading,meanings\n猫,ねこ,cat\n\(long),,long\n犬,いぬ,dog\n").write(toFile: path, atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = true
        let report = try WordImporter(database: database, options: options).run([path])
        #expect(report.problems == ["\(path):3: \(LineSplitter.tooLongReason)"])
        #expect(report.counts.added == 2)
    }

    @Test func ankiNoteIdsAndTypesAreNotMeaningsAndLineBreaksSeparateMeanings() throws {
        let folder = try OutputFolder()
        let path = folder.file("notes.txt")
        try "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\nxyz987\tBasic\t食[た]べる\tto eat<br>to consume\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([path])
        #expect(try dump(database) == ["食べる|たべる|to eat; to consume|-|notes||0"])
    }

    @Test func japaneseAlternativesAreJoinedWithASlash() {
        #expect(RawWord.alternatives("きゅう / く") == "きゅう/く")
        #expect(RawWord.alternatives("見る 観る") == "見る/観る")
        #expect(RawWord.alternatives("じゅう　とお") == "じゅう/とお")
        #expect(RawWord.alternatives("ＤＮＡ鑑定") == "ＤＮＡ鑑定")
        #expect(RawWord.alternatives("T shirt") == "T shirt")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "no /proc/self/mem to fail a read"))
    func aReadErrorRefusesTheImport() throws {
        // Reading /proc/self/mem from offset 0 fails with EIO: the import must not pass it off as an empty file.
        var options = WordImporter.Options()
        options.format = .csv
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: options)
        #expect(throws: TransferError.cannotRead(path: "/proc/self/mem", reason: String(cString: strerror(EIO)))) {
            try importer.run(["/proc/self/mem"])
        }
    }
}
