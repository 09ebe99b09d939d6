import Foundation
import KuchiCore

/// What a simulated learner really remembers of one word: FSRS-6 stability and difficulty, and when it
/// was last seen. Hidden from the scheduler, which only sees the answers.
public struct HiddenMemory: Sendable, Equatable {
    /// Days until the true probability of recall falls to 0.9.
    public var stability: Double
    /// How hard the word is for this learner, 1…10.
    public var difficulty: Double
    /// When the learner last saw the word.
    public var lastSeen: Date

    /// This memory after another exposure at `date` graded `rating`, the word's true retrievability then
    /// being `retrievability`: FSRS-6's same-day update within a day of the last sight, else its review update.
    func exposed(rating: Rating, at date: Date, retrievability: Double, parameters: FSRSParameters) -> HiddenMemory {
        let days = date.timeIntervalSince(lastSeen) / 86_400
        let next = days < 1
            ? parameters.shortTermStability(stability, rating: rating)
            : parameters.nextStability(difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating)
        return HiddenMemory(stability: next, difficulty: parameters.nextDifficulty(difficulty, rating: rating), lastSeen: date)
    }
}

/// A learner whose memory follows the FSRS-6 forgetting curve with the default parameters, each word
/// with its own difficulty, and who answers right with probability equal to its true retrievability.
///
/// A word never seen is not recalled (R = 0). Every exposure (a challenge answered for the first time)
/// updates the word's memory as FSRS-6 would for the grade the answer earned: Good when recalled, Again
/// when not. Time is continuous (fractional days), unlike a scheduler's whole days.
public struct SimulatedLearner: Learner {
    /// The memory model.
    public let parameters: FSRSParameters
    /// The learner's memory of every word seen so far, by word id.
    public private(set) var memories: [Int64: HiddenMemory] = [:]
    /// Each word's offset from the model's initial difficulty (uniform in ±``difficultySpread``).
    private let difficultyOffsets: [Int64: Double]
    /// How far a word's difficulty may lie from the model's: offsets are uniform in ±this.
    public let difficultySpread: Double
    /// The generator answers are drawn from.
    public var answerGenerator: SeededRandomNumberGenerator

    /// A learner for the words `wordIDs`, its per-word difficulties and answers drawn from `seed`.
    public init(wordIDs: [Int64], seed: UInt64, difficultySpread: Double = 2, parameters: FSRSParameters = .default) {
        var draw = SeededRandomNumberGenerator(seed: seed ^ 0x5EED_D1FF_1C01_7E55)
        var offsets: [Int64: Double] = [:]
        for id in wordIDs.sorted() {
            offsets[id] = difficultySpread > 0 ? Double.random(in: -difficultySpread...difficultySpread, using: &draw) : 0
        }
        self.difficultyOffsets = offsets
        self.difficultySpread = difficultySpread
        self.parameters = parameters
        self.answerGenerator = SeededRandomNumberGenerator(seed: seed ^ 0x1EA2_4E25_A115_0000)
    }

    /// The true probability that the learner recalls `wordID` at `date`: R(t, S) with t in fractional
    /// days since the word was last seen; 0 for a word never seen.
    public func retrievability(of wordID: Int64, at date: Date) -> Double {
        guard let memory = memories[wordID] else { return 0 }
        let days = date.timeIntervalSince(memory.lastSeen) / 86_400
        return parameters.retrievability(elapsedDays: days, stability: memory.stability)
    }



    /// Records that the learner saw `wordID` at `date` and recalled it or not (then was shown the answer):
    /// FSRS-6's update for Good or Again, with the word's own difficulty on first sight.
    public mutating func expose(_ wordID: Int64, recalled: Bool, at date: Date) {
        let rating: Rating = recalled ? .good : .again
        guard let memory = memories[wordID] else {
            let offset = difficultyOffsets[wordID] ?? 0
            let difficulty = min(max(parameters.initialDifficulty(rating) + offset, 1), 10)
            memories[wordID] = HiddenMemory(stability: parameters.initialStability(rating), difficulty: difficulty, lastSeen: date)
            return
        }
        memories[wordID] = memory.exposed(rating: rating, at: date, retrievability: retrievability(of: wordID, at: date),
                                          parameters: parameters)
    }

    /// Words seen at least once.
    public var wordsSeen: Int { memories.count }
}
