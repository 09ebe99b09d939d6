import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Faults of the file under the word bank: a full database, a file deleted or replaced while open.
@Suite("Faults of the database file")
struct FaultStoreTests {
    private func answer(_ session: Int64, given: String = "meaning 2") -> AnswerRecord {
        AnswerRecord(sessionID: session, wordID: 1, given: given, expected: "meaning 1", judgement: .wrong,
                     elapsed: .milliseconds(800), answeredAt: Date())
    }

    /// Row 6: `PRAGMA max_page_count` makes the database full: a clear error (exit 74), earlier answers intact.
    @Test func aFullDatabaseIsAClearErrorAndEarlierAnswersStay() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let database = try KuchiDatabase.open(path: path, seedWords: { numberedWords(10) })
        let profile = try database.practice.useProfile(named: "Tester")
        let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
        let pages = try database.dbQueue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        _ = try database.dbQueue.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages + 2)") }
        var stored = 0
        var failure: StoreError?
        for _ in 0..<5000 {
            do {
                try database.practice.recordAnswer(answer(session, given: String(repeating: "long answer ", count: 20)))
                stored += 1
            } catch {
                failure = error
                break
            }
        }
        #expect(stored > 0)
        #expect(failure == .full(path: path))
        #expect(failure?.exitCode == .ioError)
        #expect(failure?.description.contains("Everything answered before this was saved") == true)
        let other = try DatabaseQueue(path: path)
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == stored)
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT wrong_count FROM session") } == stored)
        #expect(try other.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") } == ["ok"])
    }

    /// Row 9: the file moved away while open; the next write says so (exit 74), the moved file has the answers.
    @Test func aDatabaseMovedAwayWhileOpenIsReportedAtTheNextWrite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let database = try KuchiDatabase.open(path: path, seedWords: { numberedWords(10) })
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Tester").id, target: 5, seed: nil, at: Date())
        try database.practice.recordAnswer(answer(session))
        #expect(rename(path, path + ".moved") == 0)
        #expect(throws: StoreError.moved(path: path)) { try database.practice.recordAnswer(answer(session)) }
        #expect(StoreError.moved(path: path).exitCode == .ioError)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written at the old name either")
        let moved = try DatabaseQueue(path: path + ".moved")
        #expect(try moved.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == 1)
    }

    /// Row 9: deleted, or replaced by another file: detected the same way.
    @Test(arguments: ["deleted", "replaced"])
    func aDatabaseDeletedOrReplacedWhileOpenIsReported(how: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        let database = try KuchiDatabase.open(path: path, seedWords: { numberedWords(10) })
        let session = try database.practice.beginSession(profileID: try database.practice.useProfile(named: "Tester").id, target: 5, seed: nil, at: Date())
        unlink(path)
        if how == "replaced" {
            _ = try KuchiDatabase.open(path: path, seedWords: { numberedWords(3) })
        }
        let error = #expect(throws: StoreError.self) { try database.practice.recordAnswer(answer(session)) }
        #expect(error == .moved(path: path))
        #expect(error?.description.contains("was deleted, moved or replaced while Kuchi was using it") == true)
        if how == "replaced" {
            #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == 0,
                    "nothing is written into the file that took its place")
        }
    }

    /// SQLite's own "database moved" result maps to the same error.
    @Test func sqlitesMovedResultIsTheMovedError() {
        let error = DatabaseError(resultCode: .SQLITE_READONLY_DBMOVED, message: "attempt to write a readonly database")
        #expect(StoreError(error, path: "/x") == .moved(path: "/x"))
        #expect(StoreError(DatabaseError(resultCode: .SQLITE_CORRUPT, message: "malformed"), path: "/x").exitCode == .dataError)
    }
}
