import Foundation
import GRDB

/// Triggers and views in a bank that Kuchi's own migrations did not make: code another program put there
/// (a bank or backup handed over, then restored), which SQLite would run at Kuchi's next write. A trigger
/// `AFTER INSERT ON answer` can rewrite every word at the first answer while `quick_check` still says ok.
///
/// Each is compared by type, name and SQL text (whitespace made single spaces) with an empty bank made in memory by
/// the same migrations the file has applied: a trigger that takes the name of one of Kuchi's own with another body is
/// caught as well as one with a new name, in an older bank as well as an up-to-date one. Indexes are not compared: an
/// index runs no code. Two triggers an older Kuchi wrote with a text its migrations no longer make (`formerTexts`)
/// are Kuchi's own too.
enum ForeignSchemaCode {
    private struct Entry: Hashable {
        var type: String
        var name: String
        var sql: String
    }

    /// Texts of Kuchi's own triggers that a migration wrote before its code was changed: `word_search_delete` of a bank
    /// from before `v18-word-search-split` (one search table), and `word_source_insert`, which `v10-word-sources` made
    /// for a few hours of 2026-11-23 (db7b15b).
    private static let formerTexts: Set<Entry> = [
        Entry(type: "trigger", name: "word_search_delete",
              sql: "CREATE TRIGGER word_search_delete AFTER DELETE ON word BEGIN DELETE FROM word_search WHERE rowid = old.id; END"),
        Entry(type: "trigger", name: "word_source_insert",
              sql: "CREATE TRIGGER word_source_insert AFTER INSERT ON word BEGIN INSERT OR IGNORE INTO word_source (word_id, deck, "
                  + "meanings, added_at) VALUES (new.id, new.deck, new.meanings, new.added_at); END"),
    ]

    /// What this Kuchi's migrations make, all of them applied (an empty bank in memory, made once).
    private static let upToDate: Set<Entry>? = reference(applying: KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrations.count)

    /// `name (type)` for each trigger or view of `db` that Kuchi does not make, `name (type, altered)` for one
    /// with the name of Kuchi's own but another text. Empty for a bank with a migration this Kuchi does not know (refused
    /// as newer anyway), and when Kuchi's own cannot be made (never a false alarm).
    static func foreign(in db: Database) throws -> [String] {
        let known = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrations
        let applied = try db.tableExists("grdb_migrations")
            ? Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) : []
        guard applied.isSubset(of: known) else { return [] }
        // Migrations run in order, so a Kuchi bank has applied the first few; the reference runs up to its last.
        let count = (known.lastIndex(where: applied.contains) ?? -1) + 1
        guard let own = count == known.count ? upToDate : reference(applying: count) else { return [] }
        let ownNames = Set(own.map { [$0.type, $0.name] })
        return try entries(db).sorted { ($0.name, $0.type) < ($1.name, $1.type) }.compactMap { entry in
            if own.contains(entry) || formerTexts.contains(entry) { return nil }
            return "\(shown(entry.name)) (\(entry.type)\(ownNames.contains([entry.type, entry.name]) ? ", altered" : ""))"
        }
    }

    /// The problem `kuchi doctor` and `kuchi restore` state for `foreign` (not empty).
    static func problem(_ foreign: [String]) -> String {
        let list = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
        return "it holds \(foreign.count == 1 ? "a trigger or view" : "\(foreign.count) triggers or views") "
            + "Kuchi never makes (\(list)): the file is not from Kuchi or was altered by another program, "
            + "and SQLite would run such code at Kuchi's next write"
    }

    /// An empty bank in memory with the first `count` migrations applied.
    private static func reference(applying count: Int) -> Set<Entry>? {
        guard let queue = try? DatabaseQueue() else { return nil }
        let migrator = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] })
        if count > 0 {
            guard (try? migrator.migrate(queue, upTo: migrator.migrations[count - 1])) != nil else { return nil }
        }
        return try? queue.read { db in try entries(db) }
    }

    private static func entries(_ db: Database) throws -> Set<Entry> {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view') AND sql IS NOT NULL")
        return Set(rows.map { row in
            let sql: String = row["sql"]
            return Entry(type: row["type"], name: row["name"], sql: sql.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        })
    }

    /// A name as printable ASCII (anything else as `<U+XXXX>`), at most 60 characters: it comes from the file.
    private static func shown(_ name: String) -> String {
        let text = name.unicodeScalars.map { (0x20...0x7E).contains($0.value) ? String($0) : "<U+\(String(format: "%04X", $0.value))>" }.joined()
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
