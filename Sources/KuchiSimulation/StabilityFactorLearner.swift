import Foundation
import KuchiCore

/// The second simulated learner (issue 18): memory follows FSRS-6 with the default parameters, and each
/// word is remembered longer or shorter than the model says by its own lognormal stability factor.
///
/// Each word's memory keeps FSRS-6's stability S and difficulty D, updated by FSRS-6's formulas for Good
/// when recalled and Again when not (the same-day formula within a day of the last exposure). The learner's
/// true retrievability is R(t, f·S), with t in fractional days and f = e^(σ·z), z standard normal, drawn
/// once per word; the recall update uses that true R. Difficulty starts at FSRS-6's own D0 (no spread).
/// A word never seen is not recalled; a word not recalled is answered with a wrong choice, never a lucky guess.
public struct StabilityFactorLearner: Learner {
    /// The memory model.
    public let parameters: FSRSParameters
    /// The spread of the factors: ln f is normal with mean 0 and this standard deviation.
    public let sigma: Double
    /// The learner's memory of every word seen so far, by word id (stability before the word's factor).
    public private(set) var memories: [Int64: HiddenMemory] = [:]
    /// Each word's stability factor f.
    public let factors: [Int64: Double]
    /// The generator answers are drawn from.
    public var answerGenerator: SeededRandomNumberGenerator

    /// A learner for `wordIDs`, its factors and answers drawn from `seed`; σ = `sigma`.
    public init(wordIDs: [Int64], seed: UInt64, sigma: Double = 0.5, parameters: FSRSParameters = .default) {
        var draw = SeededRandomNumberGenerator(seed: seed ^ 0x10_6A0E_F4C7_0A55)
        var factors: [Int64: Double] = [:]
        for id in wordIDs.sorted() {
            factors[id] = exp(sigma * Self.standardNormal(using: &draw))
        }
        self.factors = factors
        self.sigma = sigma
        self.parameters = parameters
        self.answerGenerator = SeededRandomNumberGenerator(seed: seed ^ 0x2EA2_4E25_A115_0002)
    }

    /// A standard normal draw (Box–Muller).
    static func standardNormal(using rng: inout SeededRandomNumberGenerator) -> Double {
        let u1 = 1 - Double.random(in: 0..<1, using: &rng)   // in (0, 1], so the logarithm is finite
        let u2 = Double.random(in: 0..<1, using: &rng)
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// The true probability of recall: R(t, f·S), t in fractional days since the word was last seen; 0 if never seen.
    public func retrievability(of wordID: Int64, at date: Date) -> Double {
        guard let memory = memories[wordID] else { return 0 }
        let days = date.timeIntervalSince(memory.lastSeen) / 86_400
        return parameters.retrievability(elapsedDays: days, stability: memory.stability * (factors[wordID] ?? 1))
    }



    /// FSRS-6's update for Good (recalled) or Again (not), fed with the learner's true retrievability.
    public mutating func expose(_ wordID: Int64, recalled: Bool, at date: Date) {
        let rating: Rating = recalled ? .good : .again
        guard let memory = memories[wordID] else {
            memories[wordID] = HiddenMemory(stability: parameters.initialStability(rating),
                                            difficulty: parameters.initialDifficulty(rating), lastSeen: date)
            return
        }
        memories[wordID] = memory.exposed(rating: rating, at: date, retrievability: retrievability(of: wordID, at: date),
                                          parameters: parameters)
    }

    /// Words seen at least once.
    public var wordsSeen: Int { memories.count }
}
