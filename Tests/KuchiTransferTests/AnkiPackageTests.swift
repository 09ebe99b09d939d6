import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Anki packages made by Anki 26.9.3's own backend (scripts/make-anki-fixtures.py), in both layouts.
@Suite("Importing Anki packages")
struct AnkiPackageTests {
    static let packages = ["anki-legacy.apkg", "anki-current.apkg", "anki-legacy.colpkg", "anki-current.colpkg"]

    private func importing(_ name: String, into database: KuchiDatabase? = nil,
                           _ configure: (inout WordImporter.Options) -> Void = { _ in }) throws -> (WordImporter.Report, KuchiDatabase) {
        let database = try database ?? KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        configure(&options)
        return (try WordImporter(database: database, options: options).run([fixture(name)]), database)
    }

    @Test(arguments: packages)
    func notesBecomeWordsWithTheirDeckTreeTagsLevelsAndFurigana(_ name: String) throws {
        let (report, database) = try importing(name)
        #expect(report.counts == ImportCounts(added: 6))
        #expect(try dump(database) == [
            "猫|ねこ|cat|N5|Japanese::JLPT N5|animals|0",
            "犬|いぬ|dog; hound|N5|Japanese::JLPT N5|animals common|1",
            "勉強|べんきょう|study|N4|Japanese::JLPT N4|JLPT_N4 common|1",
            "金持ち|かねもち/おかねもち|rich person|N4|Japanese::JLPT N4||0",
            "引っ越す|ひっこす|to move house|N3|Japanese::Misc|N3|0",
            "栗|くり|chestnut|-|Japanese::Misc||0",
        ])
        #expect(report.notes.contains { $0.hasSuffix("2 audio references skipped: the bank is in memory, with no media folder.") })
        #expect(report.notes.contains { $0.hasSuffix("1 image reference skipped: Kuchi shows no images.") })
    }

    /// Walk-through 37: a package exported with "Include media" unticked named each of its notes' sounds as missing, one
    /// by one, and its images apart, never saying why; its words are all imported, and one line says why none plays.
    @Test(arguments: ["anki-legacy-without-media.apkg", "anki-current-without-media.apkg"])
    func aPackageExportedWithoutMediaSaysSoInOneLine(_ name: String) throws {
        let (report, database) = try importing(name)
        #expect(report.counts == ImportCounts(added: 6))
        #expect(try dump(database).count == 6)
        // 猫 and 犬 name a sound, 金持ち an image.
        let said = report.notes.filter { note in ["media", "audio", "image"].contains { note.dropFirst(fixture(name).count).contains($0) } }
        #expect(said == [
            "\(fixture(name)): This package has no media files (exported without media): 3 notes name sounds or images Kuchi cannot "
                + "play or show (export it from Anki with “Include media” ticked to bring the sounds).",
        ])
    }

    @Test(arguments: packages)
    func reviewsBecomeAnswersFromAnkiAndRebuildTheCards(_ name: String) throws {
        let (report, database) = try importing(name)
        #expect(report.notes.contains { $0.hasSuffix("8 reviews imported from Anki as Hanako's answers.") })
        // Both cards are in review in Anki (due on its day 30): the recognition card with Anki's FSRS memory,
        // the writing card with none (its reviews are replayed for its memory).
        #expect(report.notes.contains {
            $0.hasSuffix("2 cards keep Anki's schedule (the state and due day Anki had); memory from Anki's FSRS state for 1, "
                         + "replayed from the review log for 1 (Anki had no FSRS memory of them).")
        })
        let (sources, answers, cards) = try database.dbQueue.read { db in
            (try String.fetchAll(db, sql: "SELECT source FROM session"),
             try String.fetchAll(db, sql: """
                SELECT \(AnswerModeCode.name("a.mode")) || ' ' || a.rating || ' ' || a.is_correct || ' ' || strftime('%Y-%m-%d %H:%M:%S', a.answered_ms / 1000, 'unixepoch') FROM answer a
                JOIN word w ON w.id = a.word_id WHERE w.text = '猫' ORDER BY a.answered_ms, a.mode
                """),
             try String.fetchAll(db, sql: "SELECT \(CardKindCode.codes.nameSQL("kind")) || ' ' || \(CardStateCode.codes.nameSQL("state")) || ' ' || reps || ' ' || lapses FROM card ORDER BY kind"))
        }
        // One session for each day the learner sat down to review (the reviews of a day are minutes apart).
        #expect(sources == Array(repeating: "anki", count: 5))
        let sittings = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: """
                SELECT substr(started_at, 1, 16) || '–' || substr(ended_at, 12, 5) || ' ' || correct_count || '/' || wrong_count
                    || ' of ' || target FROM session ORDER BY id
                """)
        }
        #expect(sittings == ["2026-01-01 09:00–09:10 2/1 of 3", "2026-01-02 09:10–09:10 1/0 of 1", "2026-01-03 09:20–09:20 1/0 of 1",
                             "2026-01-05 09:20–09:30 1/1 of 2", "2026-01-07 09:40–09:40 1/0 of 1"])
        // The recognition card (question: Expression) was answered Good, Good, Again, Good, Easy; the writing
        // card (question: Meaning) Again, Good, Hard.
        #expect(answers == [
            "meaning 3 1 2026-01-01 09:00:00",
            "word 1 0 2026-01-01 09:00:00",
            "word 3 1 2026-01-01 09:10:00",
            "meaning 3 1 2026-01-02 09:10:00",
            "word 2 1 2026-01-03 09:20:00",
            "meaning 1 0 2026-01-05 09:20:00",
            "meaning 3 1 2026-01-05 09:30:00",
            "meaning 4 1 2026-01-07 09:40:00",
        ])
        #expect(cards == ["recognition review 5 0", "writing review 3 0"], "Anki's states, reviews and lapses")
        let memory = try #require(try database.dbQueue.read { db in
            try Row.fetchOne(db, sql: "SELECT stability, difficulty FROM card WHERE kind = 0")
        })
        #expect(memory[0] as Double == 9.1 && memory[1] as Double == 5.2, "Anki's own FSRS memory")
        #expect(try database.maintenance.checkCards().disagreeing == 0, "kuchi doctor agrees with the imported cards")
        #expect(try database.maintenance.rebuildCards() == 2)
        #expect(try database.dbQueue.read { db in try Double.fetchOne(db, sql: "SELECT stability FROM card WHERE kind = 0") } == 9.1,
                "a rebuild starts from Anki's schedule")
        // Reports see the imported reviews like Kuchi's own: the four grades a day or more after the card's
        // previous one carry the recall FSRS predicted before them. (The two more that Anki's log has as reviews ten
        // minutes after the card's previous grade would count against reviews_per_day on their own day, long past.)
        #expect(try database.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(recall) FROM answer") } == 4)
        // The import skips SQLite's check of each reference: every answer and card must still point at its
        // word, session and learner, and the checks (and the cascades that rely on them) are back on after it.
        let (danglingReferences, foreignKeysOn) = try database.dbQueue.read { db in
            (try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(danglingReferences == 0)
        #expect(foreignKeysOn == true)
    }

    @Test func noHistoryImportsOnlyTheWordsAndASecondImportAddsNoReviewTwice() throws {
        let (report, database) = try importing("anki-current.apkg") { $0.history = false }
        #expect(report.counts.added == 6)
        #expect(try database.practice.answerCount() == 0)
        let (again, _) = try importing("anki-current.apkg", into: database)
        #expect(again.counts == ImportCounts(unchanged: 6))
        #expect(try database.practice.answerCount() == 8)
        let (third, _) = try importing("anki-legacy.apkg", into: database)
        #expect(third.notes.contains { $0.contains("0 reviews imported from Anki as Hanako's answers (8 already imported before)") })
        #expect(try database.practice.answerCount() == 8)
    }

    @Test func aDryRunWritesNeitherWordsNorAnswers() throws {
        let database = try KuchiDatabase.inMemory()
        let (report, _) = try importing("anki-legacy.colpkg", into: database) { $0.dryRun = true }
        #expect(report.counts.added == 6)
        #expect(try dump(database).isEmpty)
        #expect(try database.practice.answerCount() == 0)
        #expect(report.notes.contains { $0.hasSuffix("8 reviews would be imported from Anki as Hanako's answers.") })
        #expect(report.notes.contains { $0.contains("2 cards would keep Anki's schedule") })
        #expect(!report.notes.contains { $0.contains(" imported from Anki") && !$0.contains("would") })
    }

    @Test func soundReferencesAreRemovedAndCountedButAnUnclosedOneStays() {
        var count = 0
        #expect(AnkiNotes.removingSounds("猫[sound:a.mp3] [sound:b.mp3]", count: &count) == "猫 ")
        #expect(count == 2)
        #expect(AnkiNotes.removingSounds("猫 [sound:a.mp3", count: &count) == "猫 [sound:a.mp3")
        #expect(AnkiNotes.removingSounds("[furigana] 猫", count: &count) == nil)
        #expect(count == 2)
        #expect(AnkiNotes.hasDoubleSpace("a  b") && !AnkiNotes.hasDoubleSpace("a b c") && !AnkiNotes.hasDoubleSpace("猫 "))
    }

    @Test func aCardAskingForTheJapaneseIsWritingOneShowingItIsRecognition() {
        let names = ["Expression", "Reading", "Meaning"], fields = ["猫", "ねこ", "cat"]
        #expect(AnkiNotes.kind(questionFormat: "{{Expression}}", isCloze: false, names: names, plainFields: fields) == .recognition)
        #expect(AnkiNotes.kind(questionFormat: "{{furigana:Reading}}<br>{{#Meaning}}{{/Meaning}}", isCloze: false, names: names,
                               plainFields: fields) == .recognition)
        #expect(AnkiNotes.kind(questionFormat: "{{Meaning}}", isCloze: false, names: names, plainFields: fields) == .writing)
        #expect(AnkiNotes.kind(questionFormat: "{{cloze:Text}}", isCloze: true, names: ["Text"], plainFields: ["{{c1::猫}}"]) == nil)
        #expect(AnkiNotes.kind(questionFormat: "Say it!", isCloze: false, names: names, plainFields: fields) == nil)
    }

    static let refusals: [(String, String)] = [
        ("bad-truncated.apkg", "is a damaged or truncated ZIP file"),
        ("bad-not-anki.apkg", "is a ZIP file but not an Anki package"),
        ("bad-corrupt.apkg", "the Anki collection inside is damaged"),
        ("bad-newer.apkg", "schema version 99, which Kuchi does not know"),
        ("bad-bomb.apkg", "looks like a ZIP bomb"),
        ("bad-traversal.apkg", "“../collection.anki21”, which points outside its folder"),
    ]

    @Test(arguments: refusals)
    func aBadPackageIsRefusedWithItsOwnMessageAndNothingIsWritten(_ name: String, _ message: String) throws {
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5",
                                                                        deck: "jlpt", tags: [], isCommon: false)])
        var backedUp = false
        do {
            var options = WordImporter.Options()
            options.skipInvalid = true
            _ = try WordImporter(database: database, options: options).run([fixture(name)], beforeWriting: { backedUp = true })
            Issue.record("\(name) was imported")
        } catch let error as AnkiPackageError {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.exitCode == .dataError)
        }
        #expect(!backedUp, "a refused package costs no backup")
        #expect(try dump(database) == ["猫|ねこ|cat|N5|jlpt||0"])
    }

    /// Three bad packages, a text file named .apkg and a spreadsheet given to one import: every one is named with its own reason, so one
    /// run shows the learner all there is to fix, and nothing is written (the exit status is the packages' 65).
    @Test func everyBadPackageIsNamedAtOnceWithTheListsRefusedBesideThem() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5",
                                                                        deck: "jlpt", tags: [], isCommon: false)])
        let sheet = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-sheet-\(UUID().uuidString)-words.xlsx").path
        let notZip = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-text-\(UUID().uuidString).apkg").path
        defer { for file in [sheet, notZip] { try? FileManager.default.removeItem(atPath: file) } }
        try Data("猫,ねこ,cat\n".utf8).write(to: URL(fileURLWithPath: notZip))
        try Data("PK\u{3}\u{4}not really a workbook".utf8).write(to: URL(fileURLWithPath: sheet))
        let files = [fixture("bad-truncated.apkg"), fixture("anki-current.apkg"), fixture("bad-not-anki.apkg"), sheet, notZip, fixture("bad-newer.apkg")]
        var backedUp = false
        do {
            _ = try WordImporter(database: database, options: WordImporter.Options()).run(files, beforeWriting: { backedUp = true })
            Issue.record("the import went ahead")
        } catch let error as TransferError {
            let lines = error.description.split(separator: "\n").map(String.init)
            #expect(lines.count == 6, "\(lines)")
            #expect(lines.last == "Nothing was imported.", "said once, at the end: \(lines)")
            #expect(lines.dropLast().allSatisfy { !$0.contains("othing was imported") }, "\(lines)")
            #expect(lines.contains { $0.contains("bad-truncated.apkg is a damaged or truncated ZIP file") }, "\(lines)")
            #expect(lines.contains { $0.contains("bad-not-anki.apkg is a ZIP file but not an Anki package") }, "\(lines)")
            #expect(lines.contains { $0.contains("bad-newer.apkg: the collection has schema version 99") }, "\(lines)")
            #expect(lines.contains { $0.contains("words.xlsx") }, "\(lines)")
            #expect(lines.contains { $0.contains(".apkg is not an Anki package: it is not a ZIP archive") }, "\(lines)")
            #expect(!lines.contains { $0.contains("anki-current.apkg") }, "the good package is not blamed: \(lines)")
            #expect(error.exitCode == .dataError)
        }
        #expect(!backedUp, "a refused import costs no backup")
        #expect(try dump(database) == ["猫|ねこ|cat|N5|jlpt||0"])
    }

    /// One bit of a stored collection changed after the package was written: zstd and SQLite may read such bytes
    /// without complaint (this one imported before), but the ZIP's checksum no longer fits them.
    @Test func aPackageWhoseCollectionNoLongerFitsItsChecksumIsRefusedAndNothingIsWritten() throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture("anki-current.apkg"))))
        // The first `collection.anki21b` is its local header's name; the entry is stored, its bytes right after.
        let name = Array("collection.anki21b".utf8)
        let nameAt = try #require((0...(bytes.count - name.count)).first { bytes[$0..<($0 + name.count)].elementsEqual(name) })
        let extraLength = Int(bytes[nameAt - 2]) | Int(bytes[nameAt - 1]) << 8
        bytes[nameAt + name.count + extraLength + 3_000] ^= 0x01
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-flipped-\(UUID().uuidString).apkg").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try KuchiDatabase.inMemory(seedWords: [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5",
                                                                        deck: "jlpt", tags: [], isCommon: false)])
        #expect(throws: AnkiPackageError.damagedZip(path: path)) {
            try WordImporter(database: database, options: WordImporter.Options()).run([path])
        }
        #expect(try dump(database) == ["猫|ねこ|cat|N5|jlpt||0"])
    }

    @Test func theUnpackedCollectionIsRemovedWhetherTheImportWorksOrNot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-scratch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let package = try AnkiPackage(path: fixture("anki-current.apkg"), scratchBase: scratch)
        let folder = URL(fileURLWithPath: package.collectionPath).deletingLastPathComponent().path
        #expect(folder.hasPrefix(scratch))
        let mode = (try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o700)
        package.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
        #expect(throws: AnkiPackageError.self) { try AnkiCollection(path: "/dev/null/none", package: "x") }
        #expect(throws: AnkiPackageError.self) { _ = try AnkiPackageImport(path: fixture("bad-corrupt.apkg"), scratchBase: scratch) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
    }

    /// SQLite's memory statistics may go only where no collection is read: the collections' hard heap limit needs them.
    @Test func anImportKeepsSQLitesHeapLimitWhenAPackageOrStandardInputMayBeRead() throws {
        #expect(WordImporter.readsNoAnkiCollection([fixture("bom-crlf.csv"), fixture("anki-notes.txt")]))
        #expect(!WordImporter.readsNoAnkiCollection([fixture("bom-crlf.csv"), fixture("anki-current.apkg")]))
        #expect(!WordImporter.readsNoAnkiCollection([fixture("anki-legacy.colpkg")]))
        #expect(!WordImporter.readsNoAnkiCollection(["-"]), "standard input is read later and may be a package")
        // A package under another name is told by its contents.
        let renamed = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-renamed-\(UUID().uuidString).zip").path
        try FileManager.default.copyItem(atPath: fixture("anki-current.apkg"), toPath: renamed)
        defer { try? FileManager.default.removeItem(atPath: renamed) }
        #expect(!WordImporter.readsNoAnkiCollection([renamed]))
    }
}
