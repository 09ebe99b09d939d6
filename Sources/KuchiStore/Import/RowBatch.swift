import GRDB

/// Rows written many at a time, through one `INSERT … VALUES (…), (…), …` statement, for the imports that
/// write tens of thousands of rows: each run of a statement has a cost of its own (and a `CHECK (x IN (…))`
/// builds its list anew on each run), which a statement of 64 rows pays once for all of them.
///
/// Rows wait in memory until a statement's worth is there; ``finish()`` writes the rest. Rows are
/// inserted in the order they were added. Values are bound through SQLite's C API by `bind`, which is
/// given a row, the statement and the parameter number of the row's first value.
final class RowBatch<Row> {
    typealias Binder = (Row, SQLiteStatement, Int32) -> Void

    private let db: Database
    private let head: String
    private let values: String
    private let tail: String
    private let columns: Int32
    private let bind: Binder
    private let rowsPerStatement: Int
    private var full: Statement?
    private var pending: [Row] = []

    /// - Parameters:
    ///   - head: the statement up to `VALUES`, e.g. `INSERT INTO card (a, b)`.
    ///   - values: one row's placeholders, e.g. `(?, ?)`, with `columns` parameters.
    ///   - tail: what follows the rows (an `ON CONFLICT` clause), or nothing.
    ///   - rowsPerStatement: how many rows one statement writes; 1 writes each row as it is added.
    init(_ db: Database, head: String, values: String, columns: Int32, tail: String = "", rowsPerStatement: Int = 64,
         bind: @escaping Binder) {
        self.db = db
        self.head = head
        self.values = values
        self.tail = tail
        self.columns = columns
        self.bind = bind
        self.rowsPerStatement = max(1, rowsPerStatement)
        pending.reserveCapacity(self.rowsPerStatement)
    }

    /// Adds a row, writing a statement's worth when there is one.
    func add(_ row: Row) throws {
        pending.append(row)
        if pending.count == rowsPerStatement {
            if full == nil { full = try statement(rows: rowsPerStatement) }
            if let full { try write(full) }
        }
    }

    /// Writes the rows still waiting.
    func finish() throws {
        guard !pending.isEmpty else { return }
        try write(try statement(rows: pending.count))
    }

    private func statement(rows: Int) throws -> Statement {
        try db.makeStatement(sql: "\(head) VALUES \(Array(repeating: values, count: rows).joined(separator: ", ")) \(tail)")
    }

    private func write(_ statement: Statement) throws {
        let handle = statement.sqliteStatement
        RawStatement(handle).reset()
        for (index, row) in pending.enumerated() { bind(row, handle, Int32(index) * columns + 1) }
        pending.removeAll(keepingCapacity: true)
        _ = try statement.stepThroughCAPI()
    }
}
