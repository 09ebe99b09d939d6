import Foundation
import GRDB

/// Triggers and views in a bank that Kuchi's own schema does not have: code another program put there (a bank or
/// backup handed over, then restored), which SQLite would run at Kuchi's next write. A trigger
/// `AFTER INSERT ON answer` can rewrite every word at the first answer while `quick_check` still says ok.
enum ForeignSchemaCode {
    /// The trigger and view names of a bank made by this Kuchi's migrations, made once (an empty bank in memory).
    private static let ownNames: Set<String>? = {
        guard let queue = try? DatabaseQueue() else { return nil }
        let migrator = KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] })
        guard (try? migrator.migrate(queue)) != nil else { return nil }
        return try? queue.read { db in try names(db) }
    }()

    /// `name (trigger)` or `name (view)` for each trigger and view of `db` that Kuchi does not make, by name;
    /// empty when Kuchi's own names cannot be listed (never a false alarm).
    static func foreign(in db: Database) throws -> [String] {
        guard let own = ownNames else { return [] }
        let rows = try Row.fetchAll(db, sql: "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') ORDER BY name")
        return rows.compactMap { row in
            let name: String = row["name"], type: String = row["type"]
            return own.contains(name) ? nil : "\(shown(name)) (\(type))"
        }
    }

    /// A name as printable ASCII (anything else as `<U+XXXX>`), at most 60 characters: it comes from the file.
    private static func shown(_ name: String) -> String {
        let text = name.unicodeScalars.map { (0x20...0x7E).contains($0.value) ? String($0) : "<U+\(String(format: "%04X", $0.value))>" }.joined()
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    private static func names(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('trigger', 'view')"))
    }
}
