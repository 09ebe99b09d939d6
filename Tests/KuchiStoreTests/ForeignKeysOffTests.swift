import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Imports and deck removals switch SQLite's reference checks off for their one transaction (measured: see
/// docs/benchmarks.md); every later write of the connection must be checked again, whether the bulk write
/// committed, was refused or failed.
@Suite("Reference checks after imports and deck removals")
struct ForeignKeysOffTests {
    private struct Refusal: Error {}

    /// Whether the bank refuses a favourite of a learner and word that do not exist.
    private func refusesDanglingFavorite(_ database: KuchiDatabase) -> Bool {
        do {
            try database.dbQueue.write { db in
                try db.execute(sql: "INSERT INTO favorite (profile_id, word_id, added_at) VALUES (987654, 987654, '2026-01-01 00:00:00.000')")
            }
            return false
        } catch {
            return true
        }
    }

    @Test func checksAreBackOnAfterACommittedARefusedAndAFailedImport() throws {
        let database = try KuchiDatabase.inMemory(seedWords: numberedWords(3))
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], deck: "core"))
            return true
        }
        #expect(refusesDanglingFavorite(database))
        _ = try database.imports.importWords { _ in false }
        #expect(refusesDanglingFavorite(database))
        #expect(throws: Refusal.self) { try database.imports.importWords { _ in throw Refusal() } }
        #expect(refusesDanglingFavorite(database))
        #expect(try database.practice.wordCount() == 4)
    }

    @Test func checksAreBackOnAfterADeckRemoval() throws {
        let database = try KuchiDatabase.inMemory(seedWords: numberedWords(3).map { entry in
            var entry = entry
            entry.deck = "gone"
            return entry
        })
        #expect(try database.maintenance.removeDeck(named: "gone") != nil)
        #expect(try database.practice.wordCount() == 0)
        #expect(refusesDanglingFavorite(database))
    }

    @Test func aBodyThatThrowsLeavesTheChecksOnAndItsErrorIsThrown() throws {
        let queue = try DatabaseQueue()
        let on = try queue.writeWithoutTransaction { db -> Bool? in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            #expect(throws: Refusal.self) { try ForeignKeysOff.around(db) { throw Refusal() } }
            return try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
        }
        #expect(on == true)
    }
}
