import Foundation
import Testing
@testable import KuchiCore

@Suite("A clock that starts at a set moment and runs")
struct RunningClockTests {
    private let start = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func itReadsTheStartPlusTheTimePassed() {
        nonisolated(unsafe) var passed: TimeInterval = 0
        let clock = RunningClock.starting(at: start, elapsed: { passed })
        #expect(clock() == start)
        passed = 61.5
        #expect(clock() == start.addingTimeInterval(61.5))
        passed = -5   // a monotonic source never goes back; the clock never reads before its start
        #expect(clock() == start)
    }

    @Test func frozenItAlwaysReadsTheStart() {
        let clock = RunningClock.starting(at: start, frozen: true, elapsed: { 3_600 })
        #expect(clock() == start)
    }

    @Test func theMonotonicSourceRuns() throws {
        let seconds = RunningClock.monotonicSeconds()
        let first = seconds()
        Thread.sleep(forTimeInterval: 0.02)
        #expect(seconds() - first >= 0.015)
        #expect(first >= 0 && first < 1)
    }
}
