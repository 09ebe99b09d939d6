import Foundation

/// What one day of study gave.
public struct DayStudy: Sendable, Equatable {
    /// Lines the learner submitted (answers, wrong tries, retyped answers, lessons' Enter): the day's budget spent.
    public var answers = 0
    /// Challenges answered: each is one exposure of the learner to a word.
    public var exposures = 0
    /// Sessions started (1 a day for an arm without sessions).
    public var sessions = 0
    /// Whether the arm had nothing left to ask before the budget was spent.
    public var endedEarly = false

    /// Nothing studied yet.
    public init() {}
}

/// One way of choosing what a simulated learner studies: an arm of the comparison (Kuchi's review,
/// Kuchi's random practice, the plain FSRS-6 reference…).
public protocol StudyArm {
    /// The arm's name in reports.
    var name: String { get }
    /// Studies one day from `start`, spending at most `budget` submitted lines, the learner answering and
    /// learning from each exposure.
    mutating func study(from start: Date, budget: Int, learner: inout any Learner) throws -> DayStudy
}
