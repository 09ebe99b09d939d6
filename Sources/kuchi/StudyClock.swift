import Foundation
import KuchiCore

/// The clock every command uses: the system's, or the moment `KUCHI_NOW` fixes (ISO 8601 with an offset,
/// e.g. `2026-11-23T09:00:00+09:00`), for reproducible runs and tests.
enum StudyClock {
    /// The clock for this run.
    /// - Throws: a usage error naming `KUCHI_NOW` when it is set but not a date and time with an offset.
    static func from(environment: [String: String]) throws -> @Sendable () -> Date {
        guard let text = environment["KUCHI_NOW"], !text.isEmpty else { return { Date() } }
        guard let fixed = parse(text) else {
            throw CommandError.usage("environment variable KUCHI_NOW: expected a date and time with an offset, "
                                     + "such as 2026-11-23T09:00:00+09:00 or 2026-11-23T00:00:00Z, not “\(text)”.")
        }
        return { fixed }
    }

    /// `text` as ISO 8601 with an offset (seconds, optionally with a fraction), or `nil`.
    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
