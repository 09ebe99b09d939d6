import Foundation

/// The 21 weights w0…w20 of the FSRS-6 memory model.
///
/// The defaults and the bounds are those published by open-spaced-repetition (FSRS-6, PyPI `fsrs` 6.3.2):
/// w0…w3 initial stability per rating, w4…w7 difficulty, w8…w10 recall stability, w11…w14 forget
/// stability, w15 hard penalty, w16 easy bonus, w17…w19 same-day stability, w20 the forgetting curve's decay.
public struct FSRSParameters: Sendable, Equatable, Hashable {
    /// The weights, w0 first.
    public let weights: [Double]

    /// FSRS-6's default weights, fitted by its authors on a large collection of Anki reviews.
    public static let `default` = FSRSParameters(validated: [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

    /// The smallest stability, in days, the model ever produces.
    public static let minimumStability = 0.001
    /// Difficulty is kept within 1…10.
    public static let difficultyRange = 1.0...10.0

    /// Each weight's allowed range, as the reference implementation checks it.
    public static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100,
        1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5,
        0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
        0...1, 1...6,
        0...2, 0...2, 0...0.8,
        0.1...0.8,
    ]

    /// Checks and keeps `weights`; throws when there are not 21 or one lies outside ``bounds``.
    public init(weights: [Double]) throws(FSRSError) {
        guard weights.count == Self.bounds.count else { throw .wrongParameterCount(weights.count) }
        for (index, (value, range)) in zip(weights, Self.bounds).enumerated() where !range.contains(value) {
            throw .parameterOutOfBounds(index: index, value: value, bounds: range)
        }
        self.weights = weights
    }

    private init(validated weights: [Double]) {
        self.weights = weights
    }

    /// Weight `index` (0…20).
    @inlinable public subscript(index: Int) -> Double { weights[index] }

    /// The forgetting curve's exponent, −w20.
    public var decay: Double { -weights[20] }

    /// The curve's factor, chosen so that retrievability is exactly 0.9 when elapsed time equals stability.
    public var factor: Double { pow(0.9, 1 / decay) - 1 }
}
