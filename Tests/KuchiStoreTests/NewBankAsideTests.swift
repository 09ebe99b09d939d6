import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// A new bank set up under another name while an import checks its files, then linked into place.
@Suite("A new bank set up aside")
struct NewBankAsideTests {
    @Sendable private static func twelveWords() -> [WordEntry] { numberedWords(12) }

    private func files(in directory: borrowing TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func openedItIsTheBankItsNameShowsWithItsWordsAndNothingElseInTheFolder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let made = NewBankAside(path: path, seedWords: Self.twelveWords)
        let aside = try #require(made)
        #expect(!FileManager.default.fileExists(atPath: path), "no bank under its name before it is opened")
        let database = try aside.open()
        #expect(database.isNew, "nothing in it to back up")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") } == 12)
        #expect(try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2, "FULL")
        // It takes answers like any bank.
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Ann").id, target: 5,
                                                         seed: nil, at: Date())
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 1, given: "meaning 1", expected: "meaning 1",
                                                        judgement: .exact, elapsed: .milliseconds(800), answeredAt: Date()))
        #expect(try KuchiDatabase.openExisting(path: path).practice.answerCount() == 1)
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
        for name in [".kuchi.sqlite.new-4194305", ".kuchi.sqlite.new-4194305-wal", ".kuchi.sqlite.new-1", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: directory.path + "/" + name, contents: Data("x".utf8)))
        }
        let made = NewBankAside(path: path, seedWords: Self.twelveWords)
        let aside = try #require(made)
        _ = try aside.open()
        let left = try files(in: directory).filter { !$0.hasPrefix("kuchi.sqlite") }
        #expect(left == [".kuchi.sqlite.new-1", "notes.txt"])
    }

    @Test func nothingIsSetUpAsideForABankThereOrAFolderNotThere() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        #expect(NewBankAside(path: path, seedWords: { [] }) == nil)
        #expect(NewBankAside(path: directory.path + "/new/kuchi.sqlite", seedWords: { [] }) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/new"), "the folder is created only by the import's open")
    }
}
