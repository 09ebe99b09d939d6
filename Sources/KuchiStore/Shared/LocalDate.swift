import Foundation

/// A calendar day in the learner's own time zone, such as 2026-03-29: the unit of daily figures and streaks.
///
/// Day arithmetic is plain integer arithmetic on the proleptic Gregorian calendar, so it is exact and fast;
/// only turning an instant into a day (and back) needs a time zone.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// The date, or `nil` when it does not exist (2026-02-30, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
              day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses a day written `YYYY-MM-DD` (2026-03-01), the month and the day also with one digit
    /// (2026-3-1); `nil` for anything else (other separators, spaces, signs, a two-digit year) or for a day
    /// that does not exist (2026-02-30). The one parser of days given on the command line (`--since`).
    public init?(parsing text: String) {
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              let year = Self.number(parts[0]), let month = Self.number(parts[1]), let day = Self.number(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `daysSince1970` days after 1970-01-01 (negative before it).
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01: consecutive days differ by one.
    public var daysSince1970: Int { Self.days(year: year, month: month, day: day) }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate { LocalDate(daysSince1970: daysSince1970 + count) }

    /// `YYYY-MM-DD`.
    public var description: String { "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))" }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }

    /// The day `date` falls on in `timeZone`.
    public static func containing(_ date: Date, in timeZone: TimeZone) -> LocalDate {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        return LocalDate(daysSince1970: seconds.floorDivided(by: 86_400))
    }

    /// The first instant of this day in `timeZone` (not always midnight: some zones skip it for summer time).
    public func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let noon = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let middle = calendar.date(from: noon) else {
            return Date(timeIntervalSince1970: TimeInterval(daysSince1970 * 86_400 - timeZone.secondsFromGMT()))
        }
        return calendar.startOfDay(for: middle)
    }

    // MARK: - Arithmetic

    /// Howard Hinnant's days_from_civil.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The decimal number spelled by ASCII digits, or `nil` if any byte is not a digit.
    static func number(_ bytes: some Collection<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

extension Int {
    /// Division rounding towards negative infinity.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The decimal digits of this (non-negative) number, with zeros in front up to `width` digits.
    func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
