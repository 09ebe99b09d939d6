import Foundation
import KuchiCore

/// Monday 5 January 2026, 09:00 UTC: the moment the test cards are first reviewed.
let nineOClock = Date(timeIntervalSince1970: 1_767_603_600)

/// `nineOClock` moved by days, hours, minutes and seconds.
func at(days: Double = 0, hours: Double = 0, minutes: Double = 0, seconds: Double = 0, from start: Date = nineOClock) -> Date {
    start.addingTimeInterval(days * 86_400 + hours * 3_600 + minutes * 60 + seconds)
}

/// Whether `value` equals `expected` to 1e-9: the expected values below were worked out from the published
/// FSRS-6 formulas in double precision, independently of the code under test.
func close(_ value: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
}

extension FSRSScheduler {
    /// Reviews a new card due at 09:00 with each rating in turn, at the given times (fuzz off).
    func reviews(_ steps: [(Rating, Date)]) -> CardMemory {
        steps.reduce(CardMemory.new(due: nineOClock)) { review($0, rating: $1.0, at: $1.1) }
    }
}
