import Foundation
import KuchiCore

/// A simulated learner as the arms of a simulation see it: a hidden memory of each word, answers drawn
/// from it, and exposures that change it. The scheduler under test only ever sees the answers.
public protocol Learner: Sendable {
    /// The true probability that the learner recalls `wordID` at `date`; 0 for a word never seen.
    func retrievability(of wordID: Int64, at date: Date) -> Double
    /// The generator answers are drawn from: the same seed, the same answers.
    var answerGenerator: SeededRandomNumberGenerator { get set }
    /// Records that the learner saw `wordID` at `date` and recalled it or not (then was shown the answer).
    mutating func expose(_ wordID: Int64, recalled: Bool, at date: Date)
    /// Words seen at least once.
    var wordsSeen: Int { get }
}

extension Learner {
    /// Whether the learner recalls `wordID` at `date`: true with probability equal to its retrievability.
    public mutating func recalls(_ wordID: Int64, at date: Date) -> Bool {
        let chance = retrievability(of: wordID, at: date)
        return Double.random(in: 0..<1, using: &answerGenerator) < chance
    }

    /// A guess at a choice other than `correct` among `count`, uniformly, for an answer not recalled.
    public mutating func wrongChoice(among count: Int, correct: Int) -> Int {
        guard count > 1 else { return correct == 0 ? 1 : 0 }
        let pick = Int.random(in: 0..<(count - 1), using: &answerGenerator)
        return pick >= correct ? pick + 1 : pick
    }

    /// How much the learner knows at `date` of `wordIDs`: words with true R at least `threshold`, and the mean R.
    public func recall(of wordIDs: [Int64], at date: Date, threshold: Double = 0.9) -> (count: Int, meanRetrievability: Double) {
        var count = 0
        var sum = 0.0
        for id in wordIDs {
            let r = retrievability(of: id, at: date)
            sum += r
            if r >= threshold { count += 1 }
        }
        return (count, wordIDs.isEmpty ? 0 : sum / Double(wordIDs.count))
    }
}

/// Which simulated learner a run uses.
public enum LearnerModel: String, Sendable, CaseIterable, Equatable {
    /// The first learner (issue 10): FSRS-6 memory, each word's difficulty spread uniformly by ±2.
    case spread
    /// The second learner (issue 18): FSRS-6 memory with default parameters, each word's stability scaled
    /// by a lognormal factor (σ = 0.5).
    case lognormal

    /// A fresh learner of this model for `wordIDs`, its per-word draws and answers from `seed`.
    public func make(wordIDs: [Int64], seed: UInt64, difficultySpread: Double = 2, stabilitySigma: Double = 0.5) -> any Learner {
        switch self {
        case .spread: SimulatedLearner(wordIDs: wordIDs, seed: seed, difficultySpread: difficultySpread)
        case .lognormal: StabilityFactorLearner(wordIDs: wordIDs, seed: seed, sigma: stabilitySigma)
        }
    }

    /// A short description for reports.
    public var summary: String {
        switch self {
        case .spread: "learner 1: FSRS-6 memory, word difficulty ±2 uniform"
        case .lognormal: "learner 2: FSRS-6 memory, lognormal stability factor σ = 0.5"
        }
    }
}
