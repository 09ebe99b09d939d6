import GRDB
import Testing
@testable import KuchiTransfer

/// The type check of a collection's values (``ValueTypeCheck``) refuses exactly the values `typeof` refused: a
/// package with a review's grade stored as text or a number with a fraction is still refused, and no value Anki
/// writes is refused.
@Suite("Anki collection value types")
struct ValueTypeCheckTests {
    private static let values = ["1", "1.5", "'1'", "x'01'", "NULL"]
    /// Every set of types a column of ``CollectionShape`` may hold, and one of each other kind.
    private static let allowed: [[String]] = [["integer"], ["text", "blob"], ["text", "null"], ["blob", "text"], ["text"], ["real", "null"]]

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in
            #expect(ValueTypeCheck.define(on: db))
        }
        return queue
    }

    @Test func aValueIsWrongExactlyWhenTypeofSaysItIsNotAllowed() throws {
        try database().read { db in
            for types in Self.allowed {
                for value in Self.values {
                    let typeof = try Int.fetchOne(db, sql: "SELECT typeof(\(value)) NOT IN (\(types.map { "'\($0)'" }.joined(separator: ", ")))")
                    let checked = try Int.fetchOne(db, sql: "SELECT \(ValueTypeCheck.name)('\(ValueTypeCheck.kinds([types]))', \(value))")
                    #expect(checked == typeof, "\(value) in a column of \(types)")
                }
            }
        }
    }

    @Test func aRowIsWrongWhenAnyOfItsValuesIs() throws {
        try database().inDatabase { db in
            try db.execute(sql: "CREATE TABLE revlog (id, ease, data); INSERT INTO revlog VALUES (1, 3, NULL), (2, '3', NULL), (3, 3, 'x'), (4, 3, 2)")
            let columns = [("id", ["integer"]), ("ease", ["integer"]), ("data", ["text", "null"])]
            let wrong = try Int64.fetchAll(db, sql: "SELECT id FROM revlog WHERE \(ValueTypeCheck.call(columns))")
            #expect(wrong == [2, 4])
        }
    }

    @Test func nothingInACollectionsSchemaCanCallIt() throws {
        try database().inDatabase { db in
            try db.execute(sql: "CREATE VIEW calls AS SELECT \(ValueTypeCheck.name)('0', 1) AS wrong")
            let error = #expect(throws: DatabaseError.self) { try Int.fetchOne(db, sql: "SELECT wrong FROM calls") }
            #expect(error?.message?.contains("unsafe use of \(ValueTypeCheck.name)") == true, "\(String(describing: error))")
        }
    }
}
