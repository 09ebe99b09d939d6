import GRDB
import KuchiCore

/// A column that stores one of a few named values as a small integer (one byte a row, in the table and in each
/// index holding it, where the name took up to eleven): the code is the value's position in ``names``. Each
/// coded column has one mapping (``CardKindCode``, ``CardStateCode``, ``BaselineOriginCode``); readers, writers,
/// SQL conditions and the migration to codes all go through it, and what Kuchi prints is the name, as before.
struct StoredCodes<Value: Hashable>: Sendable where Value: Sendable {
    /// The values, in the order of their codes (0, 1, …).
    let values: [Value]
    /// Their names, as printed and as stored before the codes.
    let names: [String]

    /// The code stored for `value`.
    func code(_ value: Value) -> Int {
        values.firstIndex(of: value) ?? 0
    }

    /// The value of `code`, if it is one.
    func value(_ code: Int64) -> Value? {
        code >= 0 && code < Int64(values.count) ? values[Int(code)] : nil
    }

    /// The value a stored `value` holds: its code, or its name (a bank read before the migration to codes, as
    /// tests and migrations read one).
    /// - Throws: ``UndecodableValue`` when it holds neither.
    func stored(_ stored: DatabaseValue, table: String, row: @autoclosure () -> String, column: String) throws -> Value {
        if case .int64(let code) = stored.storage, let value = value(code) { return value }
        if case .string(let name) = stored.storage, let index = names.firstIndex(of: name) { return values[index] }
        throw UndecodableValue(table: table, row: row(), column: column, value: UndecodableValue.shown(stored))
    }

    /// The name of `value`.
    func name(_ value: Value) -> String {
        names[code(value)]
    }

    /// The name a stored value holds, or the value as text when it holds none (for messages).
    func shownName(_ stored: DatabaseValue) -> String {
        if case .int64(let code) = stored.storage, let value = value(code) { return name(value) }
        if case .string(let name) = stored.storage { return name }
        return UndecodableValue.shown(stored)
    }

    /// The codes of `values`, for `IN (…)` in SQL (`0, 2`).
    func list(_ chosen: [Value]) -> String {
        chosen.map { "\(code($0))" }.joined(separator: ", ")
    }

    /// Every code, for a `CHECK (… IN (…))` (as `v29-card-codes` wrote the checks; see ``check(_:)``).
    var all: String { list(values) }

    /// The check that `column` holds a code, as comparisons (`kind = 0 OR kind = 1 OR kind = 2`), which accept
    /// exactly what `kind IN (0, 1, 2)` accepts. In a `CHECK`, SQLite 3.40 builds a temporary table for a list of
    /// three values or more on every row it checks (it does so once a statement elsewhere); the comparisons cost
    /// a few instructions a row. See ``CodedCards/checksWithoutLists(in:)``.
    func check(_ column: String) -> String {
        values.indices.map { "\(column) = \($0)" }.joined(separator: " OR ")
    }

    /// The SQL for the name of the code in `column` (anything else as it is).
    func nameSQL(_ column: String) -> String {
        "CASE \(column) \(names.enumerated().map { "WHEN \($0.offset) THEN '\($0.element)'" }.joined(separator: " ")) ELSE \(column) END"
    }

    /// The SQL for the code of the name in `column` (anything else as it is), for the migration to codes.
    func codeSQL(_ column: String) -> String {
        "CASE \(column) \(names.enumerated().map { "WHEN '\($0.element)' THEN \($0.offset)" }.joined(separator: " ")) ELSE \(column) END"
    }
}

/// A card's (and a baseline's) `kind` since `v29-card-codes`: 0 `recognition`, 1 `reading`, 2 `writing`.
/// `suspended_word.kind` keeps the names (and `''`, the whole word): ``SuspendedWords`` compares through this.
enum CardKindCode {
    static let codes = StoredCodes(values: [CardKind.recognition, .reading, .writing], names: ["recognition", "reading", "writing"])
}

/// A card's (and a baseline's) `state` since `v29-card-codes`: 0 `new`, 1 `learning`, 2 `review`, 3 `relearning`.
enum CardStateCode {
    static let codes = StoredCodes(values: [CardState.new, .learning, .review, .relearning],
                                   names: ["new", "learning", "review", "relearning"])
}

/// A baseline's `origin` since `v29-card-codes`: 0 `kept`, 1 `replayed`, 2 `interval`.
enum BaselineOriginCode {
    static let codes = StoredCodes(values: [CardBaseline.Origin.kept, .replayed, .interval], names: ["kept", "replayed", "interval"])
}
