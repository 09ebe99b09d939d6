import Foundation
import GRDB
import Testing
@testable import KuchiStore

@Suite("The cards' code checks as comparisons (v36)")
struct CardChecksMigrationTests {
    /// The text of the tables that hold codes, as the bank at `path` stores it.
    private func codedTables(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_schema WHERE name IN ('card', 'card_baseline') ORDER BY name")
        }
    }

    /// Whether the bank takes a card of word 1 with `kind`, rolled back either way.
    private func takesCard(kind: String, in queue: DatabaseQueue) throws -> Bool {
        try queue.inDatabase { db in
            try db.execute(sql: "SAVEPOINT probe")
            defer { try? db.execute(sql: "ROLLBACK TO probe; RELEASE probe") }
            do {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, stability, difficulty, due_ms, introduced_ms)
                    VALUES (1, 1, \(kind), 2, 1, 5, 0, 0)
                    """)
                return true
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                return false
            }
        }
    }

    @Test func aBankFromBeforeItIsUpgradedToTheTablesANewBankHasAndRefusesTheSameCards() throws {
        let directory = try TemporaryDirectory()
        let oldPath = directory.path + "/old.sqlite", newPath = directory.path + "/new.sqlite"
        let old = try DatabaseQueue(path: oldPath)
        try KuchiDatabase.migrator(seedWords: { numberedWords(3) }).migrate(old, upTo: "v35-bundled-homophone-meanings")
        try old.write { db in
            try db.execute(sql: "INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-11-01 09:00:00.000', '2026-11-01 09:00:00.000')")
        }
        #expect(try takesCard(kind: "2", in: old))
        let before = try [3, 1.5, -1].map { try takesCard(kind: "\($0)", in: old) }
        try old.close()

        let upgraded = try KuchiDatabase.open(path: oldPath, seedWords: { numberedWords(3) })
        let fresh = try KuchiDatabase.open(path: newPath, seedWords: { numberedWords(3) })
        #expect(try codedTables(upgraded.dbQueue) == codedTables(fresh.dbQueue))
        #expect(try !codedTables(fresh.dbQueue).joined().contains(" IN ("))
        #expect(try takesCard(kind: "2", in: upgraded.dbQueue))
        #expect(try [3, 1.5, -1].map { try takesCard(kind: "\($0)", in: upgraded.dbQueue) } == before)
        #expect(before == [false, false, false])
        let check = try upgraded.dbQueue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }
}
