import GRDB

/// What a collection must look like before any of its rows is read: `notes`, `cards`, `revlog` and `col`
/// (and the note type and deck tables of newer schemas, when present) are real tables, without computed
/// columns, whose columns Kuchi reads hold the types Anki writes, in numbers within bounds. A view, a
/// virtual table or a computed column could make a read run any query (one that never ends, or returns
/// gigabytes); a value of the wrong type would not decode.
enum CollectionShape {
    /// The tables every schema has, with the columns read from them and the types they must hold.
    private static let required: [(table: String, columns: [(String, [String])])] = [
        ("col", [("ver", ["integer"])]),
        ("notes", [("id", ["integer"]), ("mid", ["integer"]), ("flds", ["text", "blob"]), ("tags", ["text", "blob"])]),
        ("cards", [("id", ["integer"]), ("nid", ["integer"]), ("did", ["integer"]), ("odid", ["integer"]), ("ord", ["integer"]),
                   ("type", ["integer"]), ("queue", ["integer"]), ("due", ["integer"]), ("ivl", ["integer"]), ("odue", ["integer"]),
                   ("data", ["text", "null"])]),
        ("revlog", [("id", ["integer"]), ("cid", ["integer"]), ("ease", ["integer"]), ("time", ["integer"]), ("type", ["integer"]),
                    ("ivl", ["integer"]), ("lastIvl", ["integer"]), ("factor", ["integer"])]),
    ]

    /// The tables of schemas 15–18, checked when present.
    private static let optional: [(table: String, columns: [(String, [String])])] = [
        ("notetypes", [("id", ["integer"]), ("name", ["text"])]),
        ("fields", [("ntid", ["integer"]), ("ord", ["integer"]), ("name", ["text"])]),
        ("templates", [("ntid", ["integer"]), ("ord", ["integer"]), ("config", ["blob", "text"])]),
        ("decks", [("id", ["integer"]), ("name", ["text"])]),
    ]

    /// The tables the notes, cards and note types are read from: what must be checked before they are read while the
    /// review log's check goes on beside (``CollectionChecks``).
    static let readFirst: Set<String> = Set((required + optional).map(\.table)).subtracting(["revlog"])

    /// Refuses a collection of another shape, naming the first problem; with `only`, checks the shape and the row
    /// count of those tables alone.
    static func check(_ db: Database, limits: CollectionLimits, package: String, only: Set<String>? = nil) throws {
        func problem(_ detail: String) -> AnkiPackageError { .corruptCollection(path: package, detail: detail) }
        var kinds: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_list WHERE schema = 'main'") {
            kinds[row["name"] as String? ?? ""] = row["type"] as String? ?? ""
        }
        let present = optional.filter { kinds[$0.table] != nil }
        for (table, columns) in required + present where only?.contains(table) ?? true {
            guard let kind = kinds[table] else { throw problem("it has no \(table) table") }
            guard kind == "table" else { throw problem("its \(table) is a \(kind), not a table") }
            let computed = try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_table_xinfo(?) WHERE hidden IN (2, 3)", arguments: [table]) ?? 0
            guard computed == 0 else { throw problem("its \(table) table has computed columns") }
            let wrong = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\" WHERE \(ValueTypeCheck.call(columns))") ?? 0
            if wrong > 0 {
                throw problem("\(wrong) row\(wrong == 1 ? "" : "s") of its \(table) table hold\(wrong == 1 ? "s" : "") values of the wrong type")
            }
        }
        // The row counts bound what is read into memory: a table read first is counted before it is read.
        for (table, limit, what) in [("notes", limits.notes, "notes"), ("cards", limits.cards, "cards"), ("revlog", limits.reviews, "reviews")]
        where only?.contains(table) ?? true {
            let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            if rows > limit { throw AnkiPackageError.tooLarge(path: package, reason: "it holds \(rows) \(what), more than the \(limit) Kuchi reads") }
        }
    }

    /// SQLite's `quick_check` messages, one per line without the "*** in database main ***" headers:
    /// `["ok"]` for a sound file.
    static func quickCheck(_ db: Database) throws -> [String] {
        var rows: [String] = []
        let cursor = try String.fetchCursor(db, sql: "PRAGMA quick_check")
        while let row = try cursor.next() { rows.append(row) }
        let lines = rows.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("*** in database") }
        return lines.isEmpty ? ["no answer"] : lines
    }
}
