import Foundation
import Testing
@testable import KuchiCore

/// A new word's lesson is its first exposure and the quiz a few items later its one learning step: right,
/// the card graduates to an interval in days; wrong, it comes back after 10 minutes.
@Suite("A lesson's quiz is the new word's learning step")
struct LessonStepTests {
    private func review(_ bank: InMemoryWordBank, time: TestTime, newPerDay: Int = 4) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.scheduler = .srs
        environment.answerMode = .choice
        environment.newWordsPerDay = newPerDay
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 3, now: { time.now })
    }

    private func card(_ bank: InMemoryWordBank, _ wordID: Int64) throws -> CardMemory? {
        try bank.card(profileID: 1, wordID: wordID, kind: .recognition)
    }

    private func wrongNumber(_ challenge: Challenge) -> String { String((challenge.correctIndex + 1) % challenge.choices.count + 1) }

    /// Plays the session to its end, a minute a line: Enter at each lesson, and each quiz answered right unless
    /// `missing` holds its word (then wrong, the first time only). Returns how often each word was quizzed.
    private func play(_ vm: ChallengesViewModel, time: TestTime, missing: Set<Int64> = []) throws -> [Int64: Int] {
        var quizzed: [Int64: Int] = [:]
        var lines = 0
        while !vm.isFinished, lines < 100 {
            lines += 1
            if vm.lesson != nil {
                try vm.submit("")
            } else {
                let challenge = try #require(vm.challenge)
                let id = challenge.word.id
                quizzed[id, default: 0] += 1
                try vm.submit(missing.contains(id) && quizzed[id] == 1 ? wrongNumber(challenge) : String(challenge.correctIndex + 1))
            }
            time.advance(minutes: 1)
        }
        return quizzed
    }

    @Test func aRightQuizAfterTheLessonGraduatesTheWordToTomorrow() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = review(bank, time: time)
        try vm.start()
        let quizzed = try play(vm, time: time)
        #expect(vm.isFinished)
        #expect(quizzed.count == 4 && quizzed.values.allSatisfy { $0 == 1 }, "each new word quizzed once, after its lesson: \(quizzed)")
        for wordID in quizzed.keys {
            let memory = try #require(try card(bank, wordID))
            #expect(memory.state == .review && memory.reps == 2)
            #expect(memory.due.timeIntervalSince(time.now) >= 12 * 3600, "due on a later day, not in minutes")
        }
        #expect(bank.answers.filter { $0.judgement == .taught }.count == 4, "one lesson a word")
    }

    @Test func aWrongQuizAfterTheLessonComesBackLaterInTheSession() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime()
        let vm = review(bank, time: time)
        try vm.start()
        let first = try #require(vm.lesson).word.id
        let quizzed = try play(vm, time: time, missing: [first])
        #expect(quizzed[first] == 2, "missed once, asked once more")
        let misses = bank.answers.enumerated().filter { $0.element.wordID == first && $0.element.judgement != .taught }
        #expect(misses.count == 2)
        if misses.count == 2 {
            #expect(misses[1].offset - misses[0].offset > 1, "back later in the session, not at once")
        }
        #expect(try card(bank, first)?.state == .review, "right the second time: graduated")
    }

    @Test func kuchisSchedulerHasOneTenMinuteLearningStep() throws {
        let start = try #require(ISO8601DateFormatter().date(from: "2026-11-23T09:00:00Z"))
        let fsrs = try FSRSScheduler.kuchi()
        #expect(fsrs == .kuchiDefault)
        let taught = fsrs.review(.new(due: start), rating: .again, at: start)
        #expect(taught.state == .learning && taught.due == start.addingTimeInterval(600))
        let recalled = fsrs.review(taught, rating: .good, at: start.addingTimeInterval(60))
        #expect(recalled.state == .review && recalled.due.timeIntervalSince(start) >= 86_400)
        // The reference keeps FSRS-6's own two steps: the second right answer is still a learning step.
        #expect(FSRSScheduler.default.review(FSRSScheduler.default.review(.new(due: start), rating: .again, at: start),
                                             rating: .good, at: start.addingTimeInterval(60)).state == .learning)
        #expect(throws: FSRSError.self) { try FSRSScheduler.kuchi(desiredRetention: 0.5) }
    }
}
