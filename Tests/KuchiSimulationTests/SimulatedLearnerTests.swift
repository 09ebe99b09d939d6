import Foundation
import KuchiCore
import Testing
@testable import KuchiSimulation

@Suite("Simulated learner")
struct SimulatedLearnerTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let parameters = FSRSParameters.default

    @Test("a word never seen is not recalled")
    func unseen() {
        var learner = SimulatedLearner(wordIDs: [1, 2], seed: 1)
        #expect(learner.retrievability(of: 1, at: start) == 0)
        let recalled = learner.recalls(1, at: start)
        #expect(!recalled)
    }

    @Test("memory follows R(t, S) of FSRS-6 in fractional days after an exposure")
    func forgettingCurve() throws {
        var learner = SimulatedLearner(wordIDs: [7], seed: 3)
        learner.expose(7, recalled: false, at: start)
        let memory = try #require(learner.memories[7])
        #expect(memory.stability == parameters.initialStability(.again))
        for days in [0.0, 0.1, 0.212, 1, 2.5, 30] {
            let r = learner.retrievability(of: 7, at: start.addingTimeInterval(days * 86_400))
            // Dates hold seconds as a Double: a round trip through them moves R in the 13th decimal.
            #expect(abs(r - parameters.retrievability(elapsedDays: days, stability: memory.stability)) < 1e-12)
        }
        let atStability = learner.retrievability(of: 7, at: start.addingTimeInterval(memory.stability * 86_400))
        #expect(abs(atStability - 0.9) < 1e-12)
    }

    @Test("exposures update memory with FSRS-6: same-day and later, Good when recalled, Again when not")
    func updates() throws {
        var learner = SimulatedLearner(wordIDs: [1], seed: 5, difficultySpread: 0)
        learner.expose(1, recalled: false, at: start)
        #expect(learner.memories[1]?.difficulty == parameters.initialDifficulty(.again))
        let later = start.addingTimeInterval(600)
        learner.expose(1, recalled: true, at: later)
        let sameDay = parameters.shortTermStability(parameters.initialStability(.again), rating: .good)
        #expect(learner.memories[1]?.stability == sameDay)
        let nextDay = later.addingTimeInterval(2 * 86_400)
        let r = learner.retrievability(of: 1, at: nextDay)
        let d = try #require(learner.memories[1]?.difficulty)
        learner.expose(1, recalled: true, at: nextDay)
        #expect(learner.memories[1]?.stability
            == parameters.nextStability(difficulty: d, stability: sameDay, retrievability: r, rating: .good))
        #expect(learner.memories[1]?.lastSeen == nextDay)
    }

    @Test("word difficulties spread within the bound, the same for the same seed")
    func difficultySpread() {
        let ids = Array(Int64(1)...200)
        var a = SimulatedLearner(wordIDs: ids, seed: 9, difficultySpread: 2)
        var b = SimulatedLearner(wordIDs: ids.reversed(), seed: 9, difficultySpread: 2)
        for id in ids {
            a.expose(id, recalled: false, at: start)
            b.expose(id, recalled: false, at: start)
        }
        let difficulties = ids.compactMap { a.memories[$0]?.difficulty }
        let base = parameters.initialDifficulty(.again)
        #expect(difficulties.allSatisfy { $0 >= base - 2 && $0 <= base + 2 })
        #expect((difficulties.max() ?? 0) - (difficulties.min() ?? 0) > 3)
        #expect(ids.map { a.memories[$0] } == ids.map { b.memories[$0] })
    }

    @Test("the learner answers right about as often as its true retrievability says")
    func recallRate() {
        var learner = SimulatedLearner(wordIDs: [1], seed: 11)
        learner.expose(1, recalled: false, at: start)
        let when = start.addingTimeInterval(3 * 86_400)
        let r = learner.retrievability(of: 1, at: when)
        let hits = (0..<20_000).filter { _ in learner.recalls(1, at: when) }.count
        #expect(abs(Double(hits) / 20_000 - r) < 0.02)
    }

    @Test("a wrong guess is never the right choice")
    func wrongChoice() {
        var learner = SimulatedLearner(wordIDs: [], seed: 2)
        for correct in 0..<4 {
            for _ in 0..<50 {
                let pick = learner.wrongChoice(among: 4, correct: correct)
                #expect(pick != correct && (0..<4).contains(pick))
            }
        }
    }
}
