import GRDB
import GRDBSQLite

/// The SQL function `kuchi_wrong_types(kinds, v1, …, vn)` with which ``CollectionShape`` checks the types of a
/// collection's values: 1 when any value's type (its storage class, as `typeof` names it) is not one its column may
/// hold, else 0. `kinds` holds one character a value, the types that value may have (``kinds(_:)``).
///
/// One call a row instead of a `typeof` and a comparison of its name a column: the check of a review log of 200,000
/// rows and 8 columns takes half the time (docs/decisions.md). Defined through SQLite's C API, as GRDB's functions
/// build an array of values a call; direct-only, so that nothing in a collection's schema can call it.
enum ValueTypeCheck {
    /// The function's name.
    static let name = "kuchi_wrong_types"

    /// SQLite's codes of the storage classes, by the names `typeof` gives them.
    private static let codes: [String: Int32] = [
        "integer": SQLITE_INTEGER, "real": SQLITE_FLOAT, "text": SQLITE_TEXT, "blob": SQLITE_BLOB, "null": SQLITE_NULL,
    ]

    /// The types each column may hold, one character a column: `0` plus the set of allowed codes shifted by one (the
    /// codes run from 1 to 5, so each character is between `0` and `O`, never a quote).
    static func kinds(_ allowed: [[String]]) -> String {
        String(allowed.map { types in
            let mask = types.reduce(Int32(0)) { $0 | (1 << (codes[$1] ?? 0)) }
            return Character(Unicode.Scalar(UInt8(0x30 + (mask >> 1))))
        })
    }

    /// An SQL expression that is 1 when a value of `columns` (name, the types it may hold) has another type, else 0.
    static func call(_ columns: [(String, [String])]) -> String {
        let values = columns.map { "\"\($0.0)\"" }.joined(separator: ", ")
        return "\(name)('\(kinds(columns.map(\.1)))', \(values))"
    }

    /// Defines the function on `db`'s connection; returns whether SQLite accepted it.
    static func define(on db: Database) -> Bool {
        sqlite3_create_function_v2(db.sqliteConnection, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY,
                                   nil, function, nil, nil, nil) == SQLITE_OK
    }

    /// The function: the kinds first, then one value each (an error when the counts differ).
    private static let function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, count, values in
        guard let values, count > 0, let kinds = sqlite3_value_text(values[0]), sqlite3_value_bytes(values[0]) == count - 1 else {
            sqlite3_result_error(context, "\(ValueTypeCheck.name) takes one kind a value", -1)
            return
        }
        for index in 1..<Int(count) {
            let allowed = (Int32(kinds[index - 1]) - 0x30) << 1
            if allowed & (1 << sqlite3_value_type(values[index])) == 0 {
                sqlite3_result_int(context, 1)
                return
            }
        }
        sqlite3_result_int(context, 0)
    }
}
