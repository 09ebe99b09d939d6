import Foundation

/// A clock that starts at a given moment and then runs in real time (`KUCHI_NOW`), or stays there (frozen).
///
/// Answer times, learning steps and a session's length are then real in a run whose clock was set: only
/// where the clock starts is chosen. A frozen clock gives exact, repeatable runs for tests.
public enum RunningClock {
    /// A clock reading `start` at first and then `start` plus the time `elapsed` says has passed (a
    /// monotonic measure, in seconds, from the moment this is called); always `start` when `frozen`.
    public static func starting(at start: Date, frozen: Bool = false,
                                elapsed: @escaping @Sendable () -> TimeInterval = RunningClock.monotonicSeconds())
        -> @Sendable () -> Date {
        if frozen { return { start } }
        return { start.addingTimeInterval(max(0, elapsed())) }
    }

    /// Seconds passed since this was called, by the system's monotonic clock (never set back).
    public static func monotonicSeconds() -> @Sendable () -> TimeInterval {
        let origin = ContinuousClock.now
        return {
            let passed = ContinuousClock.now - origin
            return Double(passed.components.seconds) + Double(passed.components.attoseconds) / 1e18
        }
    }
}
