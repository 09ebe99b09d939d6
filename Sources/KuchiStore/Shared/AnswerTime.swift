import Foundation

/// When an answer was given, as the answer log keeps it: whole milliseconds since 1970 (UTC), the way Anki's
/// review log keeps its reviews. Six bytes an answer where the text form took 23, in the table and in every
/// index that holds the time.
///
/// Times from 1970 up to (not including) 2400 are in range, as for the bank's other times
/// (``StoredDates``); an answer at any other time (a hand-edited bank, a review log no clock wrote) is kept
/// but left out of replays, and `kuchi doctor` says so.
enum AnswerTime {
    /// The milliseconds of `date`, rounded down (``UTCTime`` formats the same): first to the microsecond, so
    /// that a time read back from its milliseconds (``date(_:)``, a `Double` a hair below) keeps them.
    /// Clamped to ±100 million days (what `Date` itself can mean), so that no instant traps on conversion.
    static func milliseconds(_ date: Date) -> Int64 {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        let exact = (microseconds / 1000).rounded(.down)
        return exact.isNaN ? 0 : Int64(min(max(exact, -8.64e18), 8.64e18))
    }

    /// The instant `milliseconds` after 1970.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The first millisecond out of range: 2400-01-01 00:00 UTC.
    static let endOfRange: Int64 = 13_569_465_600_000

    /// An SQL condition true when `column` holds a time in range.
    static func inRange(_ column: String) -> String {
        "(\(column) >= 0 AND \(column) < \(endOfRange))"
    }

    /// How long a quarter hour is: the report counts answers per UTC quarter hour (`answered_ms / 900000`).
    static let quarterHour: Int64 = 900_000

    /// The SQL that turns a stored text time (`2026-03-22 10:15:00.123`, the form of schema v18 and before)
    /// into milliseconds: exact, since SQLite's `julianday` keeps whole milliseconds. Text that is not a time
    /// gives `NULL`.
    static func fromStoredText(_ column: String) -> String {
        "CAST(round((julianday(\(column)) - 2440587.5) * 86400000.0) AS INTEGER)"
    }
}
