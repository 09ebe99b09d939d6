import Foundation
import KuchiCore

/// The clock every command uses: the system's, or one that starts at the moment `KUCHI_NOW` names (ISO 8601
/// with an offset, e.g. `2026-11-23T09:00:00+09:00`) and then runs in real time; `KUCHI_NOW_FROZEN=1` keeps
/// it at that moment for the whole run, for exact tests.
enum StudyClock {
    /// The clock for this run.
    /// - Throws: a usage error naming `KUCHI_NOW` when it is set but not a date and time with an offset, or
    ///   naming `KUCHI_NOW_FROZEN` when it is not 1, true, 0 or false.
    static func from(environment: [String: String]) throws -> @Sendable () -> Date {
        let frozen = try isFrozen(environment["KUCHI_NOW_FROZEN"])
        guard let text = environment["KUCHI_NOW"], !text.isEmpty else { return { Date() } }
        guard let start = parse(text) else {
            throw CommandError.usage("environment variable KUCHI_NOW: expected a date and time with an offset, "
                                     + "such as 2026-11-23T09:00:00+09:00 or 2026-11-23T00:00:00Z, not “\(text)”.")
        }
        return RunningClock.starting(at: start, frozen: frozen)
    }

    /// Whether `KUCHI_NOW_FROZEN` freezes the clock set by `KUCHI_NOW` (unset or empty: it runs).
    static func isFrozen(_ text: String?) throws -> Bool {
        switch text?.lowercased() {
        case nil, "", "0", "false": return false
        case "1", "true": return true
        case let other?:
            throw CommandError.usage("environment variable KUCHI_NOW_FROZEN: expected 1 or true (0 or false: the clock runs), "
                                     + "not “\(text ?? other)”.")
        }
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
