import Foundation

// Interval fuzz as the reference implementation (PyPI `fsrs` 6.3.2) applies it: intervals of three days
// or more are spread over a range that widens by 15% of the days between 2.5 and 7, 10% between 7 and
// 20 and 5% beyond 20, so that cards learnt together do not all fall due on the same day.

extension FSRSScheduler {
    /// The fuzz ranges: from, to (days) and the share of those days added to the spread.
    private static let fuzzBands: [(from: Double, to: Double, share: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    /// The bounds `days` is fuzzed between, before the final draw: `days` ∓ (1 + the bands' shares),
    /// rounded half to even, at least 2 and at most the maximum interval.
    public func fuzzBounds(days: Int) -> ClosedRange<Int> {
        let days = min(days, maximumInterval)
        let spread = Self.fuzzBands.reduce(1.0) { sum, band in
            sum + band.share * max(min(Double(days), band.to) - band.from, 0)
        }
        let upper = min(Int((Double(days) + spread).rounded(.toNearestOrEven)), maximumInterval)
        let lower = min(max(2, Int((Double(days) - spread).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// `days` fuzzed with a draw from `rng`; intervals under 2.5 days are left alone. Like the reference,
    /// the draw is u · (upper − lower + 1) + lower rounded half to even, so it can reach `upper` + 1
    /// (never past the maximum interval).
    public func fuzzed(days: Int, using rng: inout some RandomNumberGenerator) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let bounds = fuzzBounds(days: days)
        let draw = Double.random(in: 0..<1, using: &rng) * Double(bounds.count) + Double(bounds.lowerBound)
        return min(Int(draw.rounded(.toNearestOrEven)), maximumInterval)
    }
}
