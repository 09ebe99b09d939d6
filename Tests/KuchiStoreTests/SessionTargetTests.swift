import Foundation
import Testing
@testable import KuchiCore
@testable import KuchiStore

/// A review's length is an estimate that grows as learning steps and misses bring cards back: the session as
/// stored (what `kuchi export sessions` writes) ends with the target and counts its summary showed.
@Suite("A session's stored target and counts, as its summary showed them")
struct SessionTargetTests {
    private func review(newPerDay: Int, clock: TestClock) throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.newWordsPerDay = newPerDay
        environment.learningSteps = [60, 600]
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 4, now: { clock.now }), bank)
    }

    /// Closes the lesson on screen, or picks the challenge's right choice (or a wrong one), 30 s later.
    private func answer(_ vm: ChallengesViewModel, _ clock: TestClock, right: Bool = true) throws {
        clock.advance(seconds: 30)
        if vm.lesson != nil { return try vm.submit("") }
        let challenge = try #require(vm.challenge)
        let pick = right ? challenge.correctIndex : (challenge.correctIndex + 1) % challenge.choices.count
        try vm.submit(String(pick + 1))
    }

    private func expectStoredAsSummarised(_ vm: ChallengesViewModel, _ bank: KuchiDatabase) throws {
        let summary = try #require(vm.summary)
        let id = try #require(vm.sessionID)
        let stored = try #require(try bank.practice.session(id: id))
        #expect(stored.target == summary.target, "the exported target is the one the summary showed")
        #expect(stored.correctCount == summary.correct && stored.wrongCount == summary.wrong)
    }

    @Test func aCompletedReviewWhoseStepsBroughtCardsBackStoresTheTargetItReached() throws {
        let clock = TestClock()
        let (vm, bank) = try review(newPerDay: 2, clock: clock)
        try vm.start()
        let estimated = vm.target
        while !vm.isFinished { try answer(vm, clock) }
        #expect(vm.summary?.status == .completed)
        let reached = try #require(vm.summary).target
        #expect(reached > estimated, "the second step brought the words back: \(estimated) grew to \(reached)")
        try expectStoredAsSummarised(vm, bank)
    }

    @Test func aMissedLastCardAskedAgainIsCountedInTheStoredSession() throws {
        let clock = TestClock()
        let (vm, bank) = try review(newPerDay: 1, clock: clock)
        try vm.start()
        try answer(vm, clock)          // the lesson
        try answer(vm, clock, right: false)
        #expect(!vm.isFinished && vm.challenge != nil, "the missed card is asked again")
        while !vm.isFinished { try answer(vm, clock) }
        #expect(vm.summary?.wrong == 1)
        try expectStoredAsSummarised(vm, bank)
    }

    @Test func aReviewLeftEarlyStoresTheTargetItsSummaryShowed() throws {
        let clock = TestClock()
        let (vm, bank) = try review(newPerDay: 3, clock: clock)
        try vm.start()
        for _ in 0..<6 where !vm.isFinished { try answer(vm, clock) }
        try vm.end()
        #expect(vm.summary?.status == .endedEarly)
        try expectStoredAsSummarised(vm, bank)
    }
}
