import Foundation

/// Times as the database stores them: UTC text `YYYY-MM-DD HH:MM:SS.SSS`, which sorts chronologically.
///
/// Formatted here rather than by a `DateFormatter`: on Linux the first formatter loads ICU and the time
/// zone database, several milliseconds that every start of Kuchi would pay before its first question.
public enum StoredTime {
    /// `date` as stored text.
    public static func text(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let whole = interval.rounded(.down)
        var seconds = time_t(whole)
        let milliseconds = min(999, max(0, Int(((interval - whole) * 1000).rounded(.down))))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday)) "
            + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec)).\(pad(Int32(milliseconds), width: 3))"
    }

    private static func pad(_ value: Int32, width: Int = 2) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
