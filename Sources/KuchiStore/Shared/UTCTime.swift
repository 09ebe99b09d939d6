import Foundation

/// An instant in UTC, to the millisecond, and the ways Kuchi writes it: the one place UTC times are
/// formatted (the database's times, backup file names, reports and messages).
///
/// Formatted by hand rather than by a `DateFormatter`: on Linux the first formatter loads ICU and the time
/// zone database, several milliseconds that every start of Kuchi would pay before its first question.
public struct UTCTime: Sendable, Equatable {
    /// The day in UTC.
    public let day: LocalDate
    /// Milliseconds since the start of ``day`` (the instant rounded down to the millisecond).
    private let millisecondOfDay: Int

    /// The UTC day and time of `date`.
    public init(_ date: Date) {
        self.init(milliseconds: AnswerTime.milliseconds(date))
    }

    /// The UTC day and time `milliseconds` after 1970 (an answer's time as the bank keeps it).
    public init(milliseconds: Int64) {
        let milliseconds = Int(milliseconds)
        day = LocalDate(daysSince1970: milliseconds.floorDivided(by: 86_400_000))
        millisecondOfDay = milliseconds - day.daysSince1970 * 86_400_000
    }

    /// `2026-03-22 10:15:00.123`: how the database stores times (this text sorts chronologically).
    public var stored: String {
        guard (0...9999).contains(day.year) else { return "\(day) \(clock(":")).\(millisecond.zeroPadded(3))" }
        // Digit by digit into the string's own storage: an import formats one for each of its cards.
        return String(unsafeUninitializedCapacity: 23) { write(into: $0, separator: 0x20) }
    }

    /// Appends ``stored`` to `bytes` with `separator` between the day and the time (ISO 8601's `T` for
    /// exports), without making a string: for loops over many rows.
    public func appendStored(to bytes: inout [UInt8], separator: UInt8) {
        guard (0...9999).contains(day.year) else {
            return bytes.append(contentsOf: "\(day)\(Character(Unicode.Scalar(separator)))\(clock(":")).\(millisecond.zeroPadded(3))".utf8)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { buffer in
            bytes.append(contentsOf: buffer[..<write(into: buffer, separator: separator)])
        }
    }

    /// Writes the 23 bytes of ``stored`` (a year of four digits) into `bytes`, `separator` between the day and
    /// the time; returns how many were written.
    private func write(into bytes: UnsafeMutableBufferPointer<UInt8>, separator dayTimeSeparator: UInt8) -> Int {
        var index = 0
        func put(_ value: Int, _ width: Int, then separator: UInt8?) {
            var rest = value, position = index + width - 1
            while position >= index {
                bytes[position] = 0x30 + UInt8(rest % 10)
                rest /= 10
                position -= 1
            }
            index += width
            if let separator {
                bytes[index] = separator
                index += 1
            }
        }
        put(day.year, 4, then: 0x2D)
        put(day.month, 2, then: 0x2D)
        put(day.day, 2, then: dayTimeSeparator)
        put(hour, 2, then: 0x3A)
        put(minute, 2, then: 0x3A)
        put(second, 2, then: 0x2E)
        put(millisecond, 3, then: nil)
        return index
    }

    /// `2026-03-22T10:15:00Z`: ISO 8601, in whole seconds.
    public var iso8601: String { "\(day)T\(clock(":"))Z" }

    /// `20260322T101500.123Z`: fixed width and without separators, for file names that sort by time.
    public var compact: String {
        "\(day.year.zeroPadded(4))\(day.month.zeroPadded(2))\(day.day.zeroPadded(2))T\(clock("")).\(millisecond.zeroPadded(3))Z"
    }

    /// `2026-03-22 10:15 UTC`: for messages.
    public var readable: String { "\(day) \(hour.zeroPadded(2)):\(minute.zeroPadded(2)) UTC" }

    private var hour: Int { millisecondOfDay / 3_600_000 }
    private var minute: Int { millisecondOfDay / 60_000 % 60 }
    private var second: Int { millisecondOfDay / 1000 % 60 }
    private var millisecond: Int { millisecondOfDay % 1000 }

    private func clock(_ separator: String) -> String {
        hour.zeroPadded(2) + separator + minute.zeroPadded(2) + separator + second.zeroPadded(2)
    }
}
