import Foundation

/// Something the simulation did not expect of Kuchi.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// The calendar could not give the morning of a day.
    case noDate(day: Int)
    /// A challenge was not a multiple-choice question.
    case notMultipleChoice(String)
    /// An answer did not have the outcome it should have (what was typed, and for which word).
    case unexpectedOutcome(typed: String, word: String)
    /// The `kuchi` binary could not be run, failed, or broke the protocol.
    case binary(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case let .noDate(day): "no date for day \(day + 1)"
        case let .notMultipleChoice(kind): "expected a multiple-choice challenge, got \(kind)"
        case let .unexpectedOutcome(typed, word): "typing “\(typed)” at \(word) did not do what it should"
        case let .binary(message): "kuchi: \(message)"
        }
    }
}
