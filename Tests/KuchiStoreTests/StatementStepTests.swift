import Foundation
import GRDB
import Testing
@testable import KuchiStore

/// The hot loops step statements through SQLite's C API; their errors must read like GRDB's own.
@Suite("Errors of statements stepped through the C API")
struct StatementStepTests {
    @Test func aFailedStepSaysWhatFailedAndWhere() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE word (text TEXT PRIMARY KEY); INSERT INTO word VALUES ('猫')")
            let insert = try db.makeStatement(sql: "INSERT INTO word VALUES ('猫')")
            let error = #expect(throws: DatabaseError.self) { try insert.stepThroughCAPI() }
            #expect(error?.resultCode == .SQLITE_CONSTRAINT)
            #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
            #expect(error?.message == "UNIQUE constraint failed: word.text")
            #expect(error?.sql == "INSERT INTO word VALUES ('猫')")
            // Reset by the failure: once the way is clear, the same statement runs again.
            try db.execute(sql: "DELETE FROM word")
            #expect(try insert.stepThroughCAPI() == false)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM word") == 1)
        }
    }

    @Test func aFullDatabaseIsReportedAsFull() throws {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in   // outside a transaction, which SQLITE_FULL would abort
            try db.execute(sql: "CREATE TABLE word (text TEXT); PRAGMA max_page_count = 3")
            let insert = try db.makeStatement(sql: "INSERT INTO word VALUES (?)")
            try insert.setArguments([String(repeating: "猫", count: 10_000)])
            let error = #expect(throws: DatabaseError.self) { try insert.stepThroughCAPI() }
            #expect(error.map { StoreError($0, path: "bank.sqlite") } == .full(path: "bank.sqlite"))
        }
    }

}
