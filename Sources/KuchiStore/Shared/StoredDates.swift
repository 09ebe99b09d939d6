import GRDB

/// The times Kuchi keeps: written by ``UTCTime/stored`` (`2026-03-22 10:15:00.123`), from 1970 up to (not
/// including) 2400 (a review in 2199, the latest an import keeps, may fall due a century later). A stored
/// value outside them (a card due in the year 10000 from a review log no clock wrote, a hand-edited bank)
/// is never decoded as a date: `kuchi doctor` reports it, a replay of the answers ignores answers at such
/// times, and `kuchi doctor --rebuild-cards` writes the cards afresh.
public enum StoredDates {
    /// An SQL condition true when `column` holds a time in range.
    static func inRange(_ column: String) -> String {
        "(\(column) GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*' AND length(\(column)) <= 23 "
            + "AND \(column) >= '1970' AND \(column) < '2400')"
    }

    /// Whether `text` is a stored time in range.
    public static func isInRange(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.count <= 23, bytes[4] == 0x2D, bytes[7] == 0x2D,
              [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return false }
        return text >= "1970" && text < "2400"
    }

    /// The cards whose due date, last review or introduction is not a time in range.
    static func cardsOutOfRange(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT count(*) FROM card WHERE NOT (\(inRange("due")) AND (last_review IS NULL OR \(inRange("last_review")))
                AND \(inRange("introduced_at")))
            """) ?? 0
    }
}
