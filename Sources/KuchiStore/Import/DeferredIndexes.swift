import GRDB

/// A table's secondary indexes, set aside while an import writes many rows into it and built again from the
/// rows afterwards, in the same transaction: SQLite then sorts each index once instead of finding every new
/// row's place in it (the bulk load SQLite's documentation suggests).
///
/// Only the indexes with a definition of their own are set aside (those of `CREATE INDEX`), by their name and
/// definition as the bank holds them, so a later migration that changes an index changes what is built again.
/// The indexes behind `UNIQUE` and `PRIMARY KEY` constraints stay: the import's conflict clauses need them.
/// A failure anywhere rolls the transaction back, and the indexes with it: the bank is as it was.
///
/// Nothing is set aside for a small import, nor for one that adds fewer rows than the table holds already:
/// building the index again would sort those rows too, for little.
struct DeferredIndexes {
    /// The fewest rows an import adds for its table's indexes to be set aside.
    static let minimumRows = 10_000

    private let definitions: [(name: String, sql: String)]

    /// Drops the indexes of `table` when `adding` rows is at least ``minimumRows`` and at least the number of
    /// rows `table` holds (counted only then); else drops nothing. Must run inside a transaction, and
    /// ``buildAgain(in:)`` before the transaction ends or anything reads the table by those indexes.
    init(of table: String, adding: Int, in db: Database) throws {
        guard adding >= Self.minimumRows, try Self.rows(in: table, db: db, atMost: adding) <= adding else {
            definitions = []
            return
        }
        definitions = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name
            """, arguments: [table]).map { (name: $0["name"], sql: $0["sql"]) }
        for index in definitions {
            try db.execute(sql: "DROP INDEX \(index.name.quotedDatabaseIdentifier)")
        }
    }

    /// The names of the indexes set aside.
    var names: [String] { definitions.map(\.name) }

    /// Creates the indexes set aside again, as they were defined.
    func buildAgain(in db: Database) throws {
        for index in definitions {
            try db.execute(sql: index.sql)
        }
    }

    /// How many rows `table` holds, counting no further than `limit + 1`.
    private static func rows(in table: String, db: Database, atMost limit: Int) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM \(table.quotedDatabaseIdentifier) LIMIT ?)",
                         arguments: [limit + 1]) ?? 0
    }
}
