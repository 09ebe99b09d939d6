import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// The bounds an Anki collection is read within: each refuses the package (exit 65) in one line and leaves
/// no unpacked copy behind.
@Suite("Anki collection limits")
struct AnkiCollectionLimitTests {
    private func refusal(_ limits: CollectionLimits, package: String = "anki-current.apkg") throws -> AnkiPackageError? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        defer { #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch))?.isEmpty == true, "no unpacked copy left") }
        do {
            let opened = try AnkiPackageImport(path: fixture(package), scratchBase: scratch, limits: limits)
            defer { opened.close() }
            // The collection's checks run beside the import: what they refuse comes when they are asked.
            try opened.checksPassed()
            return nil
        } catch let error as AnkiPackageError {
            #expect(error.exitCode == .dataError)
            #expect(!error.description.contains("\n"), "one line")
            return error
        }
    }

    @Test func rowCountsAreBounded() throws {
        var limits = CollectionLimits.standard
        limits.notes = 5
        #expect(try refusal(limits)?.description.contains("it holds 6 notes, more than the 5 Kuchi reads") == true)
        limits = .standard
        limits.reviews = 7
        #expect(try refusal(limits)?.description.contains("reviews, more than the 7 Kuchi reads") == true)
    }

    /// The notes and cards are counted before they are read, not only by the checks running beside: a package of
    /// millions of tiny notes is refused before they fill memory.
    @Test func notesAreCountedBeforeTheyAreRead() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for table in ["notes", "cards"] {
            var limits = CollectionLimits.standard
            if table == "notes" { limits.notes = 5 } else { limits.cards = 5 }
            let error = #expect(throws: AnkiPackageError.self, "\(table): refused by the opening itself") {
                let opened = try AnkiPackageImport(path: fixture("anki-current.apkg"), scratchBase: scratch, limits: limits)
                opened.close()
            }
            #expect(error?.description.contains("more than the 5 Kuchi reads") == true, "\(String(describing: error))")
        }
    }

    @Test func theTextOfAllNotesIsBounded() throws {
        var limits = CollectionLimits.standard
        limits.noteBytes = 64
        #expect(try refusal(limits)?.description.contains("its notes hold more than 0 MiB of text") == true)
    }

    @Test func aLongValueIsRefusedBySQLiteItself() throws {
        var limits = CollectionLimits.standard
        limits.valueBytes = 16
        #expect(try refusal(limits)?.description.contains("holds a value longer than") == true)
    }

    @Test func readingStopsWhenItsTimeIsSpent() throws {
        var limits = CollectionLimits.standard
        limits.seconds = 0
        #expect(try refusal(limits)?.description.contains("took more than 0 seconds of SQLite's work") == true)
    }

    /// A collection in WAL mode (Anki's newer exports) read while its checks read it on a connection of their own: the
    /// first read of either rebuilds the log's index under a lock, which the other waits for instead of calling the
    /// collection damaged ("database is locked").
    @Test func aCollectionInWALModeIsReadWhileItIsChecked() throws {
        for _ in 0..<200 { #expect(try refusal(.standard, package: "anki-studied-sm2.apkg") == nil) }
    }

    @Test func theStandardLimitsReadARealCollection() throws {
        #expect(try refusal(.standard) == nil)
        #expect(try refusal(.standard, package: "anki-legacy.colpkg") == nil)
    }

    @Test func aNoteIsRefusedForANulInvalidUTF8OrAFieldOverTheLimit() {
        func problem(_ fields: [UInt8], limit: Int = 1 << 20) -> String? {
            if case let .failure(problem) = NoteText.decode(fields: Data(fields), tags: Data(), fieldLimit: limit) { return problem.reason }
            return nil
        }
        #expect(problem(Array("猫\u{1F}ねこ\u{1F}cat".utf8)) == nil)
        #expect(problem([0xE7, 0x8C, 0xAB, 0xFF]) == "a field or tag is not valid UTF-8 text")
        #expect(problem([0x61, 0x00, 0x62]) == "a field or tag holds a NUL character")
        #expect(problem(Array("abc\u{1F}abcdefgh".utf8), limit: 4) == "a field holds 0 KiB, more than the 0 MiB a field may hold")
    }

    /// A note's fields are cut at every separator and nowhere else, whatever stands beside it: a combining mark, a
    /// line break, an empty field, an emoji.
    @Test func aNoteIsCutIntoItsFieldsAtEverySeparator() throws {
        func fields(_ text: String, tags: String = "") throws -> (fields: [String], tags: [String]) {
            try NoteText.decode(fields: Data(text.utf8), tags: Data(tags.utf8), fieldLimit: 1 << 20).get()
        }
        #expect(try fields("猫\u{1F}ねこ\u{1F}cat").fields == ["猫", "ねこ", "cat"])
        #expect(try fields("e\u{1F}\u{301}x\u{1F}\r\n\u{1F}").fields == ["e", "\u{301}x", "\r\n", ""])
        #expect(try fields("\u{1F}👍🏽\u{1F}").fields == ["", "👍🏽", ""])
        #expect(try fields("", tags: "n5 verb").fields == [""])
        #expect(try fields("a", tags: "n5 verb").tags == ["n5", "verb"])
    }

    @Test func aBombIsJudgedBeyondAFloorOnWhatItProduces() {
        #expect(AnkiPackage.allowedOutput(packed: 1_000) == 64 << 20, "a small package may unpack to 64 MiB whatever its ratio")
        #expect(AnkiPackage.allowedOutput(packed: 10 << 20) == 1000 << 20)
        #expect(AnkiPackage.allowedOutput(packed: .max) == AnkiPackage.maximumUnpacked)
    }

    @Test func aTimeNoClockGaveFormatsWithoutATrap() {
        #expect(UTCTime(Date(timeIntervalSince1970: 9_223_372_036_854_775.807)).day.year > 9999)
        #expect(!UTCTime(Date(timeIntervalSince1970: .infinity)).stored.isEmpty)
        #expect(StoredDates.isInRange("2026-03-22 10:15:00.123"))
        #expect(!StoredDates.isInRange("10000-05-02 23:59:59.999") && !StoredDates.isInRange("1969-12-31 23:59:59.999"))
    }
}
