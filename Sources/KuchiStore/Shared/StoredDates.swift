import Foundation
import GRDB

/// The times of cards and of their baselines (schema v20: `due_ms`, `last_review_ms`, `introduced_ms`,
/// `held_until_ms`): whole milliseconds since 1970 (UTC), as answers keep theirs (``AnswerTime``), from 1970 up
/// to (not including) 2400 (a review in 2199, the latest an import keeps, may fall due a century later). A
/// stored value outside them (a card due in the year 10000 from a review log no clock wrote, a text a
/// hand-edited bank holds) is never decoded as a date: `kuchi doctor` reports it, and
/// `kuchi doctor --rebuild-cards` writes the cards afresh.
public enum StoredDates {
    /// An SQL condition true when `column` holds a time in range: an integer (a text never is one).
    static func inRange(_ column: String) -> String {
        "(typeof(\(column)) = 'integer' AND \(AnswerTime.inRange(column)))"
    }

    /// Whether `text` is a time in range in the text form of schema v19 and before (`2026-03-22 10:15:00.123`):
    /// a text left in a time column that looks like a time out of range is left out, not an error.
    public static func isInRange(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.count <= 23, bytes[4] == 0x2D, bytes[7] == 0x2D,
              [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return false }
        return text >= "1970" && text < "2400"
    }

    /// The instant `value` holds, if it is a time in range.
    static func date(_ value: DatabaseValue) -> Date? {
        guard case .int64(let milliseconds) = value.storage, milliseconds >= 0, milliseconds < AnswerTime.endOfRange
        else { return nil }
        return AnswerTime.date(milliseconds)
    }

    /// The instant in `column` of a card's `row` (of `table`, a row named `key` in messages).
    /// - Throws: ``UndecodableValue`` when it holds no time in range.
    static func date(_ row: Row, _ column: String, table: String, key: @autoclosure () -> String) throws -> Date {
        let value: DatabaseValue = row[column]
        guard let date = date(value) else {
            throw UndecodableValue(table: table, row: key(), column: column, value: UndecodableValue.shown(value))
        }
        return date
    }

    /// The cards whose due date, last review or introduction is not a time in range.
    static func cardsOutOfRange(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT count(*) FROM card WHERE NOT (\(inRange("due_ms")) AND (last_review_ms IS NULL OR \(inRange("last_review_ms")))
                AND \(inRange("introduced_ms")))
            """) ?? 0
    }
}
