import Foundation
import GRDB
import Testing
@testable import KuchiStore

/// The mark a new bank holds while it is set up (SQLite's `application_id`) tells a creation cut short from an older
/// Kuchi's bank; a mark left on a bank in use (a process killed between its last migration and the mark's removal)
/// must not make it "unfinished", or its next upgrade would skip the backup that protects its history.
@Suite("A bank being set up, told from one in use")
struct UnfinishedBankTests {
    private func bank(learner: Bool) throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE profile (id INTEGER PRIMARY KEY, name TEXT)")
            try db.execute(sql: "CREATE TABLE session (id INTEGER PRIMARY KEY)")
            if learner { try db.execute(sql: "INSERT INTO profile (name) VALUES ('Ann')") }
            try UnfinishedBank.mark(db)
        }
        return queue
    }

    @Test func aMarkedBankHoldingNoLearnerIsUnfinished() throws {
        #expect(try bank(learner: false).read(UnfinishedBank.isUnfinished))
    }

    @Test func aMarkLeftOnABankWithALearnerIsNoUnfinishedBank() throws {
        let queue = try bank(learner: true)
        #expect(try queue.read(UnfinishedBank.isMarked))
        #expect(try !queue.read(UnfinishedBank.isUnfinished))
    }

    @Test func aBankWithoutTheMarkIsNeverUnfinished() throws {
        let queue = try DatabaseQueue()
        #expect(try !queue.read(UnfinishedBank.isUnfinished), "no tables, no mark")
    }
}
