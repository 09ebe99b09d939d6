import Foundation
import KuchiCore
import Testing
@testable import KuchiSimulation

@Suite("Second learner: lognormal stability factor")
struct StabilityFactorLearnerTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let parameters = FSRSParameters.default

    @Test("factors are lognormal with σ = 0.5, the same for the same seed whatever the order of ids")
    func factors() {
        let ids = Array(Int64(1)...4_000)
        let a = StabilityFactorLearner(wordIDs: ids, seed: 7)
        let b = StabilityFactorLearner(wordIDs: ids.reversed(), seed: 7)
        #expect(a.factors == b.factors)
        #expect(a.factors != StabilityFactorLearner(wordIDs: ids, seed: 8).factors)
        let logs = ids.compactMap { a.factors[$0] }.map(log)
        let mean = logs.reduce(0, +) / Double(logs.count)
        let sd = (logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(logs.count)).squareRoot()
        #expect(abs(mean) < 0.03)
        #expect(abs(sd - 0.5) < 0.02)
        #expect(StabilityFactorLearner(wordIDs: ids, seed: 7, sigma: 0).factors.values.allSatisfy { $0 == 1 })
    }

    @Test("true recall is R(t, f·S) in fractional days: 0.9 after f·S days")
    func forgettingCurve() throws {
        var learner = StabilityFactorLearner(wordIDs: [3], seed: 1)
        #expect(learner.retrievability(of: 3, at: start) == 0)
        learner.expose(3, recalled: false, at: start)
        let memory = try #require(learner.memories[3])
        let factor = try #require(learner.factors[3])
        #expect(memory.stability == parameters.initialStability(.again))
        #expect(memory.difficulty == parameters.initialDifficulty(.again))
        for days in [0.0, 0.25, 1, 4.5, 40] {
            let r = learner.retrievability(of: 3, at: start.addingTimeInterval(days * 86_400))
            #expect(abs(r - parameters.retrievability(elapsedDays: days, stability: memory.stability * factor)) < 1e-12)
        }
        let atStability = learner.retrievability(of: 3, at: start.addingTimeInterval(memory.stability * factor * 86_400))
        #expect(abs(atStability - 0.9) < 1e-12)
    }

    @Test("updates are FSRS-6's, fed with the true retrievability")
    func updates() throws {
        var learner = StabilityFactorLearner(wordIDs: [1], seed: 2)
        learner.expose(1, recalled: true, at: start)
        let sameDay = start.addingTimeInterval(600)
        learner.expose(1, recalled: true, at: sameDay)
        let s1 = parameters.shortTermStability(parameters.initialStability(.good), rating: .good)
        #expect(learner.memories[1]?.stability == s1)
        let later = sameDay.addingTimeInterval(3 * 86_400)
        let r = learner.retrievability(of: 1, at: later)
        let d = try #require(learner.memories[1]?.difficulty)
        learner.expose(1, recalled: false, at: later)
        #expect(learner.memories[1]?.stability
            == parameters.nextStability(difficulty: d, stability: s1, retrievability: r, rating: .again))
        #expect(learner.memories[1]?.difficulty == parameters.nextDifficulty(d, rating: .again))
        #expect(learner.wordsSeen == 1)
    }

    @Test("seeded answers: the same seed answers the same, about as often as R says")
    func answers() {
        var a = StabilityFactorLearner(wordIDs: [1], seed: 11)
        var b = StabilityFactorLearner(wordIDs: [1], seed: 11)
        a.expose(1, recalled: false, at: start)
        b.expose(1, recalled: false, at: start)
        let when = start.addingTimeInterval(2 * 86_400)
        let hitsA = (0..<20_000).map { _ in a.recalls(1, at: when) }
        let hitsB = (0..<20_000).map { _ in b.recalls(1, at: when) }
        #expect(hitsA == hitsB)
        #expect(abs(Double(hitsA.filter { $0 }.count) / 20_000 - a.retrievability(of: 1, at: when)) < 0.02)
        for correct in 0..<4 {
            #expect((0..<40).allSatisfy { _ in a.wrongChoice(among: 4, correct: correct) != correct })
        }
    }

    @Test("the learner models make the learner they name")
    func models() {
        #expect(LearnerModel.spread.make(wordIDs: [1], seed: 1) is SimulatedLearner)
        #expect(LearnerModel.lognormal.make(wordIDs: [1], seed: 1) is StabilityFactorLearner)
    }
}
