/// A scheduler setting or model parameter outside what FSRS-6 accepts.
public enum FSRSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// FSRS-6 has exactly 21 parameters.
    case wrongParameterCount(Int)
    /// Parameter `index` (w0…w20) lies outside the bounds the reference optimiser allows.
    case parameterOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
    /// Desired retention must lie in 0.70…0.99.
    case desiredRetentionOutOfRange(Double)
    /// The maximum interval must be at least one day.
    case maximumIntervalTooShort(Int)
    /// Learning and relearning steps must be positive durations.
    case nonPositiveStep(Double)

    /// What went wrong, in a sentence for the learner.
    public var description: String {
        switch self {
        case .wrongParameterCount(let count):
            "FSRS-6 needs 21 parameters, not \(count)."
        case let .parameterOutOfBounds(index, value, bounds):
            "FSRS parameter w\(index) = \(value) lies outside \(bounds.lowerBound)…\(bounds.upperBound)."
        case .desiredRetentionOutOfRange(let value):
            "Desired retention \(value) lies outside 0.70…0.99."
        case .maximumIntervalTooShort(let days):
            "The maximum interval must be at least 1 day, not \(days)."
        case .nonPositiveStep(let seconds):
            "Learning steps must be longer than zero, not \(seconds) s."
        }
    }
}

extension FSRSError: KuchiError {
    /// A bad setting: a usage error.
    public var exitCode: KuchiExitCode { .usage }
}
