import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// A first review history imported into a new bank leaves it packed: as small as SQLite's own `VACUUM INTO` copy
/// of it, and healthy. (The fixture's history is small enough to leave few pages part-filled either way; the
/// tenth of the file a 20,000-note package gains back is measured by `scripts/bench-anki`.)
@Suite("A first history import leaves the bank packed")
struct BankCompactionTests {
    /// The size of the bank at `path` (its log checkpointed) and of SQLite's packed copy of it.
    private func sizes(of database: KuchiDatabase, at path: String, in folder: OutputFolder) throws -> (bank: Int, packed: Int) {
        _ = try database.checkpoint()
        let copy = folder.file("packed-\(UUID().uuidString).sqlite")
        try database.dbQueue.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [copy]) }
        let size = { (file: String) in (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? -1 }
        return (try size(path), try size(copy))
    }

    /// A bank a first start made is packed at its set-up, so a first history into it is written as into a new bank set up
    /// aside, with no rewrite at the end (``PackedBank``): within 2% of its packed copy, as that one.
    @Test func anAnkiHistoryIntoANewBankLeavesItPacked() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        let database = try KuchiDatabase.open(path: path)
        let (setUp, setUpPacked) = try sizes(of: database, at: path, in: folder)
        #expect(setUp == setUpPacked, "the bank set up takes \(setUp) bytes, packed \(setUpPacked)")
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let (bank, packed) = try sizes(of: database, at: path, in: folder)
        #expect(Double(bank) <= Double(packed) * 1.02, "the bank takes \(bank) bytes, packed \(packed)")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
        let doctor = try MaintenanceStore.diagnose(path: path, full: true)
        #expect(doctor.isHealthy, "\(doctor.problems)")
    }

    /// A bank with free pages (one set up before set-ups were packed, or that lost rows) is rewritten at the end of a first
    /// history that doubles it, as before: exactly as small as its packed copy.
    @Test func aBankWithFreePagesIsPackedAtTheImportsEnd() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        let database = try KuchiDatabase.open(path: path)
        try database.dbQueue.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE filler (x BLOB);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8) INSERT INTO filler SELECT randomblob(3000) FROM n;
                DROP TABLE filler;
                """)
        }
        #expect(try database.dbQueue.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA freelist_count") } ?? 0 > 0)
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let (bank, packed) = try sizes(of: database, at: path, in: folder)
        #expect(bank == packed, "the bank takes \(bank) bytes, packed \(packed)")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    /// Into a new bank set up aside (what `kuchi import` does when no bank is there), nothing is packed at the end, and
    /// the bank comes out within 2% of its packed copy (the set-up is packed, the cards and baselines go into their
    /// empty tables packed; the package's few words land out of order in their unique index): before, 26% larger.
    @Test func anAnkiHistoryIntoABankSetUpAsideIsAsSmallAsPacked() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        let made = NewBankAside(path: path, seedWords: { [] })
        let aside = try #require(made)
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: try aside.open(), options: options).run([fixture("anki-studied-fsrs.apkg")])
        let database = try KuchiDatabase.openExisting(path: path)
        let (bank, packed) = try sizes(of: database, at: path, in: folder)
        #expect(Double(bank) <= Double(packed) * 1.02, "the bank takes \(bank) bytes, packed \(packed)")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
        let doctor = try MaintenanceStore.diagnose(path: path, full: true)
        #expect(doctor.isHealthy, "\(doctor.problems)")
    }

    /// The import's commit does not copy the log into the bank itself (the packing rewrite or the checkpoint after it
    /// does, once): the log is empty after the import either way, and later commits copy it as usual.
    @Test(arguments: [true, false]) func theLogIsEmptyAfterAnImportPackedOrNot(history: Bool) throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        let database = try KuchiDatabase.open(path: path)
        var options = WordImporter.Options()
        options.learner = "Hanako"
        options.history = history
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let log = (try? FileManager.default.attributesOfItem(atPath: WriteAheadLog.logPath(of: path))[.size] as? Int) ?? 0
        #expect(log == 0, "the log holds \(log) bytes after the import")
        #expect(try database.dbQueue.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") } == 1_000)
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }
}
