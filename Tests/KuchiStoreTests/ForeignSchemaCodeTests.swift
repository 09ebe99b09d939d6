import Foundation
import GRDB
import Testing
@testable import KuchiStore

/// The check for code another program put in a bank compares each trigger's, view's and index's text with what
/// Kuchi's migrations make, up to the migrations the bank has applied.
@Suite("Foreign schema code")
struct ForeignSchemaCodeTests {
    /// A bank left at every step of Kuchi's history (as each older build left it) holds nothing foreign.
    @Test func aBankAtEveryMigrationOfKuchisHistoryHoldsNoForeignCode() throws {
        let queue = try DatabaseQueue()
        let migrator = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] })
        for identifier in migrator.migrations {
            try migrator.migrate(queue, upTo: identifier)
            #expect(try queue.read { db in try ForeignSchemaCode.foreign(in: db) } == [], "after \(identifier)")
        }
    }

    /// A trigger a later migration makes is foreign in a bank that has not applied it: it cannot be Kuchi's there.
    @Test func anOlderBankIsComparedWithKuchisSchemaAtTheSameMigration() throws {
        let queue = try DatabaseQueue()
        let migrator = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] })
        try migrator.migrate(queue, upTo: "v3-cards")
        try queue.write { db in
            try db.execute(sql: "CREATE TRIGGER card_update_keeps_baseline AFTER INSERT ON answer BEGIN UPDATE word SET meanings = 'x'; END")
        }

        #expect(try queue.read { db in try ForeignSchemaCode.foreign(in: db) } == ["card_update_keeps_baseline (trigger)"])
    }

    @Test func whitespaceAloneDoesNotMakeATriggerForeignButAnotherBodyDoes() throws {
        let queue = try DatabaseQueue()
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let sql = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'card_delete_keeps_baseline'")
        }
        let text = try #require(sql)
        try queue.write { db in
            try db.execute(sql: "DROP TRIGGER card_delete_keeps_baseline")
            try db.execute(sql: text.replacingOccurrences(of: " ", with: "\n    "))
        }
        #expect(try queue.read { db in try ForeignSchemaCode.foreign(in: db) } == [])

        try queue.write { db in
            try db.execute(sql: "DROP TRIGGER card_delete_keeps_baseline")
            try db.execute(sql: "CREATE TRIGGER card_delete_keeps_baseline BEFORE DELETE ON card BEGIN DELETE FROM word; END")
        }
        #expect(try queue.read { db in try ForeignSchemaCode.foreign(in: db) } == ["card_delete_keeps_baseline (trigger, altered)"])
    }
}
