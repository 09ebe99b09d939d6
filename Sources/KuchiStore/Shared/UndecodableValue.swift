import GRDB

/// A value in the bank that this Kuchi cannot read: a card kind, state or session status it does not know,
/// a time that is not one. Thrown where the row is read, and reported as ``StoreError/damaged(path:problem:)``
/// naming the table, the row and the column, never replaced by a default.
struct UndecodableValue: Error, Equatable {
    /// The table, as the schema names it.
    var table: String
    /// The row, by its key (`id 7`, `profile 1, word 5, kind reading`).
    var row: String
    /// The column.
    var column: String
    /// The stored value, as text.
    var value: String

    /// Whether it is a card's date: the cards are rebuilt from the answers (`kuchi doctor --rebuild-cards`), nothing lost.
    var isCardDate: Bool { table == "card" && column.hasSuffix("_ms") }

    /// The problem as ``StoreError/damaged(path:problem:)`` says it. The value is the bank's, so it is shown
    /// shortened and without control or formatting characters.
    var problem: String {
        let shown = String(value.unicodeScalars.prefix(40).map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: "?"
            default: Character(scalar)
            }
        })
        return "the \(table) table's row \(row) holds “\(shown)” in \(column), which this Kuchi cannot read"
    }

    /// A stored value as text, for ``value``.
    static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): text
        case .blob(let data): "\(data.count) bytes"
        }
    }
}

extension RawRepresentable {
    /// The value stored as `raw` in `column` of `table`'s row `row`.
    /// - Throws: ``UndecodableValue`` when `raw` is no value of this type.
    static func stored(_ raw: RawValue, table: String, row: @autoclosure () -> String, column: String) throws -> Self {
        guard let value = Self(rawValue: raw) else {
            throw UndecodableValue(table: table, row: row(), column: column, value: "\(raw)")
        }
        return value
    }
}
