import GRDB

/// Rows for an empty table without a rowid, written first into a copy of the table in `temp` under the same name, then
/// moved into the bank by one `INSERT INTO main.t SELECT * FROM temp.t`.
///
/// A table without a rowid is a B-tree keyed by its primary key; filled row by row, even in key order, SQLite leaves
/// about an eighth of each page empty (it splits a full page as it grows). Into an empty table of the same definition,
/// that one statement is SQLite's transfer: it copies the records in key order onto pages it fills whole, as `VACUUM`
/// does, so the bank needs no packing afterwards (20,000 notes: the cards 608 → 536 pages, the baselines 288 → 252).
///
/// SQLite looks up a name without a schema in `temp` first, so the table's own writers, unchanged, write into the
/// copy while it is there; whatever else reads the table by name meanwhile reads the copy (empty, as the table was).
/// Nothing is staged for a table that holds rows (the copy would land row by row), for no rows, or while foreign keys
/// are checked (as outside an import: the copy's references would name tables `temp` lacks, and SQLite transfers into
/// no table whose references it checks). The transfer needs the same definition, which the copy takes from the bank,
/// and no `INSERT` trigger; were it refused, SQLite would insert the rows one by one: the same rows, only not packed.
struct StagedTable {
    /// The table staged, `nil` when nothing is.
    private let table: String?

    /// Creates the copy of `table` in `temp` when `table` is empty, `adding` is positive and foreign keys are not
    /// checked; else stages nothing.
    /// Must run inside a transaction, and ``moveIn(in:)`` before it ends.
    init(_ table: String, adding: Int, in db: Database) throws {
        guard adding > 0, try Int.fetchOne(db, sql: "PRAGMA foreign_keys") == 0,
              try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM main.\(table.quotedDatabaseIdentifier))") ?? false,
              let definition = try String.fetchOne(db, sql: "SELECT sql FROM main.sqlite_schema WHERE type = 'table' AND name = ?",
                                                   arguments: [table]),
              definition.hasPrefix("CREATE TABLE ") else {
            self.table = nil
            return
        }
        try db.execute(sql: "CREATE TEMP TABLE " + definition.dropFirst("CREATE TABLE ".count))
        self.table = table
    }

    /// Moves the rows written meanwhile into the bank's table and drops the copy.
    func moveIn(in db: Database) throws {
        guard let table else { return }
        let name = table.quotedDatabaseIdentifier
        try db.execute(sql: "INSERT INTO main.\(name) SELECT * FROM temp.\(name)")
        try db.execute(sql: "DROP TABLE temp.\(name)")
    }

    /// Drops the copy if it is still there (a write failed): the caller's transaction is rolled back anyway.
    func discard(in db: Database) {
        guard let table else { return }
        try? db.execute(sql: "DROP TABLE IF EXISTS temp.\(table.quotedDatabaseIdentifier)")
    }
}
