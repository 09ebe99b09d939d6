import Foundation
import GRDB
import Testing
import KuchiStore
@testable import KuchiTransfer

/// Walk-through 22 (D9): an Anki collection file (`collection.anki2`, a plain SQLite file) was refused as "not valid
/// EUC-JP text" with advice to save it as UTF-8, `--format anki` or not. An SQLite file is named for what it is.
@Suite("An SQLite file given to kuchi import")
struct DatabaseFileImportTests {
    /// An SQLite file at a new temporary path ending in `name`, holding `schema`.
    private func database(named name: String, schema: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-db-\(UUID().uuidString)-\(name)").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: schema) }
        try queue.close()
        return path
    }

    @Test(arguments: [("collection.anki2", nil), ("collection.anki2", ImportFormat.anki), ("renamed.db", nil)])
    func anAnkiCollectionIsNamedAsOneWithWhatToExport(name: String, format: ImportFormat?) throws {
        let path = try database(named: name, schema: AnkiSchema11.tables)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = WordImporter.Options()
        options.format = format
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: options)
        #expect(throws: TransferError.archive(path: path, kind: .ankiCollection)) { try importer.run([path]) }
        let message = TransferError.archive(path: path, kind: .ankiCollection).description
        #expect(message.contains("an Anki collection database, not a package") && message.contains(".colpkg"), "\(message)")
        #expect(!message.contains("EUC-JP") && !message.contains("UTF-8"))
    }

    @Test func anotherSQLiteFileSaysHowABankIsRestored() throws {
        let path = try database(named: "kuchi.sqlite", schema: "CREATE TABLE word (id INTEGER PRIMARY KEY, text TEXT)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: WordImporter.Options())
        #expect(throws: TransferError.archive(path: path, kind: .database)) { try importer.run([path]) }
        #expect(TransferError.archive(path: path, kind: .database).description.contains("kuchi restore"))
    }
}
