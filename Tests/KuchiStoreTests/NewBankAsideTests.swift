import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// A new bank set up under another name while an import checks its files, written there by the import, then linked into place.
@Suite("A new bank set up aside")
struct NewBankAsideTests {
    @Sendable private static func twelveWords() -> [WordEntry] { numberedWords(12) }

    private func files(in directory: borrowing TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Imports one word (`word 99`) into `database`, committing; `fails` throws inside the transaction instead.
    private func importOneWord(into database: KuchiDatabase, fails: Bool = false) throws {
        struct Failure: Error {}
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "word 99", reading: "わーど", meanings: ["meaning 99"], deck: "list"))
            if fails { throw Failure() }
            return true
        }
    }

    @Test func itAppearsUnderItsNameOnlyWithTheImportInItInWALModeWithNothingElseInTheFolder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let made = NewBankAside(path: path, seedWords: Self.twelveWords)
        let aside = try #require(made)
        #expect(!FileManager.default.fileExists(atPath: path), "no bank under its name before it is opened")
        let database = try aside.open()
        #expect(database.isNew, "nothing in it to back up")
        #expect(database.path == path, "messages and the media folder name the bank's own place")
        #expect(!FileManager.default.fileExists(atPath: path), "no bank under its name while the import writes")
        try importOneWord(into: database)
        aside.discard()
        let bank = try KuchiDatabase.openExisting(path: path)
        #expect(try bank.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") } == 13)
        #expect(try bank.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try bank.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2, "FULL")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        // It takes answers like any bank.
        let session = try bank.practice.beginSession(profileID: try bank.practice.useProfile(named: "Ann").id, target: 5,
                                                     seed: nil, at: Date())
        try bank.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "meaning 1", expected: "meaning 1",
                                                    judgement: .exact, elapsed: .milliseconds(800), answeredAt: Date()))
        #expect(try KuchiDatabase.openExisting(path: path).practice.answerCount() == 1)
        #expect(try files(in: directory).allSatisfy { $0.hasPrefix("kuchi.sqlite") }, "nothing left under another name")
    }

    /// A bank written aside takes writes under its hidden name, and comes out linked into place private, in WAL mode,
    /// with no hidden file left.
    @Test func writtenAsideItIsPrivateInWALModeWithNothingLeft() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        let database = try aside.open()
        let link = try #require(database.connection.newBankLink)
        try database.connection.write { db in
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES ('Ann', '2026-11-29T00:00:00Z', '2026-11-29T00:00:00Z')")
        }
        try link.publish(database.connection)
        #expect(try files(in: directory) == ["kuchi.sqlite"], "the bank aside is not left under its hidden name")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        let bank = try KuchiDatabase.openExisting(path: path)
        #expect(try bank.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try bank.read { db in try String.fetchOne(db, sql: "SELECT name FROM profile") } == "Ann")
        #expect(try bank.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") } == 12)
    }

    @Test func aLogLeftUnderItsNameByARemovedBankIsNotTakenIntoIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        let database = try aside.open()
        for side in ["-wal", "-shm"] {
            #expect(FileManager.default.createFile(atPath: path + side, contents: Data("a removed bank's".utf8)))
        }
        try importOneWord(into: database)
        aside.discard()
        #expect(try files(in: directory) == ["kuchi.sqlite"])
        #expect(try KuchiDatabase.openExisting(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") } == 13)
    }

    @Test func linkedIntoPlaceItHasEveryTableIndexAndTriggerOfABankMadeInPlace() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        try importOneWord(into: try aside.open())
        aside.discard()
        let inPlace = try KuchiDatabase.open(path: directory.path + "/other.sqlite", seedWords: Self.twelveWords)
        try importOneWord(into: inPlace)
        let schema = { (bank: KuchiDatabase) in
            try bank.read { db in try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name") }
        }
        let linked = try KuchiDatabase.openExisting(path: path)
        #expect(try schema(linked) == schema(inPlace))
        #expect(try linked.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        #expect(try linked.read { db in try Row.fetchAll(db, sql: "SELECT id, text, reading, meanings, deck FROM word ORDER BY id") }
            == inPlace.read { db in try Row.fetchAll(db, sql: "SELECT id, text, reading, meanings, deck FROM word ORDER BY id") })
    }

    @Test func aFailedOrRefusedImportLeavesNoBankAndNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let failing = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        #expect(throws: (any Error).self) { try importOneWord(into: try failing.open(), fails: true) }
        failing.discard()
        #expect(try files(in: directory).isEmpty)
        let refused = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        _ = try refused.open().imports.importWords { batch in
            try batch.add(WordEntry(text: "word 99", reading: "わーど", meanings: ["meaning 99"], deck: "list"))
            return false
        }
        refused.discard()
        #expect(try files(in: directory).isEmpty)
    }

    @Test func aBankAnotherProcessCreatesDuringTheImportIsLeftAsItIsAndTheImportRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let aside = try #require(NewBankAside(path: path, seedWords: Self.twelveWords))
        let database = try aside.open()
        // Another process creates the bank while the import writes, with other words.
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        #expect(throws: StoreError.createdMeanwhile(path: path)) { try importOneWord(into: database) }
        #expect(StoreError.createdMeanwhile(path: path).exitCode == .busy)
        aside.discard()
        let other = try KuchiDatabase.openExisting(path: path)
        #expect(try other.read { db in try String.fetchAll(db, sql: "SELECT text FROM word ORDER BY id") } == numberedWords(3).map(\.text))
        #expect(try files(in: directory).allSatisfy { $0.hasPrefix("kuchi.sqlite") }, "nothing left under another name")
    }

    @Test func discardedNoBankIsCreatedAndTheFolderIsAsItWas() throws {
        let directory = try TemporaryDirectory()
        let made = NewBankAside(path: directory.path + "/kuchi.sqlite", seedWords: Self.twelveWords)
        let aside = try #require(made)
        aside.discard()
        #expect(try files(in: directory).isEmpty)
    }

    @Test func aBankMadeUnderItsNameMeanwhileIsKeptAsItIs() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let made = NewBankAside(path: path, seedWords: Self.twelveWords)
        let aside = try #require(made)
        // Another process creates the bank first, with other words.
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        let database = try aside.open()
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") } == 3)
        #expect(try files(in: directory).allSatisfy { $0.hasPrefix("kuchi.sqlite") }, "the bank set up aside is gone")
    }

    @Test func whatAKilledImportLeftAsideIsRemovedByTheNext() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        // A process that is gone (pid 2^22 + 1 is above Linux's pid limit) left its set-up and log; a live one's stays.
        for name in [".kuchi.sqlite.new-4194305", ".kuchi.sqlite.new-4194305-wal", ".kuchi.sqlite.new-4194305-packed",
                     ".kuchi.sqlite.new-1", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: directory.path + "/" + name, contents: Data("x".utf8)))
        }
        let made = NewBankAside(path: path, seedWords: Self.twelveWords)
        let aside = try #require(made)
        _ = try aside.open()
        aside.discard()
        let left = try files(in: directory).filter { !$0.hasPrefix("kuchi.sqlite") }
        #expect(left == [".kuchi.sqlite.new-1", "notes.txt"])
    }

    @Test func nothingIsSetUpAsideForABankThereAndAFolderMadeForOneGoesWithIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        #expect(NewBankAside(path: path, seedWords: { [] }) == nil)
        // A bank in folders not there yet (a fresh home): they are made for the set-up, and go when it is discarded.
        let made = NewBankAside(path: directory.path + "/new/deeper/kuchi.sqlite", seedWords: { [] })
        let aside = try #require(made)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/new/deeper"))
        aside.discard()
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/new"), "a refused import leaves no folder behind")
    }
}
