import GRDB
import GRDBSQLite
import Testing
@testable import KuchiStore

/// Imports write answers and cards many rows to a statement; every row must land, in order, once.
@Suite("Rows written many to a statement")
struct RowBatchTests {
    private func batch(_ db: Database, rowsPerStatement: Int) -> RowBatch<(Int64, String)> {
        RowBatch(db, head: "INSERT INTO item (number, name)", values: "(?, ?)", columns: 2,
                 tail: "ON CONFLICT (number) DO UPDATE SET name = excluded.name", rowsPerStatement: rowsPerStatement) { row, handle, first in
            sqlite3_bind_int64(handle, first, row.0)
            WordImportBatch.bind(row.1, first + 1, handle)
        }
    }

    @Test(arguments: [1, 3, 64])
    func everyRowIsWrittenInOrderWithTheRestAtTheEnd(rowsPerStatement: Int) throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, number INTEGER NOT NULL UNIQUE, name TEXT NOT NULL)")
            let rows = batch(db, rowsPerStatement: rowsPerStatement)
            for number in 1...7 { try rows.add((Int64(number), "item \(number)")) }
            try rows.finish()
            try rows.finish()   // nothing left: writes nothing more
            let stored = try Row.fetchAll(db, sql: "SELECT id, number, name FROM item ORDER BY id").map { [$0[0], $0[1], $0[2]] as [DatabaseValue] }
            #expect(stored == (1...7).map { [Int64($0).databaseValue, Int64($0).databaseValue, "item \($0)".databaseValue] })
        }
    }

    @Test func theTailAppliesToEveryRow() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, number INTEGER NOT NULL UNIQUE, name TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO item (number, name) VALUES (2, 'old')")
            let rows = batch(db, rowsPerStatement: 2)
            for number in 1...3 { try rows.add((Int64(number), "new \(number)")) }
            try rows.finish()
            #expect(try String.fetchAll(db, sql: "SELECT name FROM item ORDER BY number") == ["new 1", "new 2", "new 3"])
        }
    }

    @Test func aRefusedRowFailsItsStatementAndReportsWhy() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, number INTEGER NOT NULL UNIQUE, name TEXT NOT NULL CHECK (name <> ''))")
            let rows = batch(db, rowsPerStatement: 2)
            try rows.add((1, "one"))
            let error = #expect(throws: DatabaseError.self) { try rows.add((2, "")) }
            #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM item") == 0)
        }
    }
}
