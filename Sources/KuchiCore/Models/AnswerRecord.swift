import Foundation

/// One answer as it is stored: what was asked, what was given, and whether it was right.
public struct AnswerRecord: Sendable, Equatable {
    /// The session the answer belongs to.
    public var sessionID: Int64
    /// The word that was asked.
    public var wordID: Int64
    /// What was asked.
    public var mode: ChallengeKind
    /// What the learner gave: the text typed, or the meaning chosen by its number.
    public var given: String
    /// The answer that was expected.
    public var expected: String
    /// How the answer was judged.
    public var judgement: Judgement
    /// Whether a hint was shown before this answer.
    public var hintUsed: Bool
    /// How long the learner took, from the question (or the previous try) to this answer.
    public var elapsed: Duration
    /// When the answer was given.
    public var answeredAt: Date
    /// The grade this answer gave its card: set for the first answer to a challenge, `nil` for tries
    /// after a wrong answer (recorded, but not graded again).
    public var rating: Rating?
    /// The card's memory after this answer, stored in the same transaction; `nil` when not graded.
    public var card: CardUpdate?
    /// Whether the answer counts towards the session's score (a right answer after a wrong one does not).
    public var counts = true
    /// For a review (an answer that counts against `reviews_per_day`, ``ReviewMark``): the probability of recall
    /// the model predicted just before it when the card's last grade was a day or more before (reports set it beside
    /// the share of reviews passed), else ``ReviewMark/withinADay``; `nil` for any other answer.
    public var recall: Double?

    /// Whether the answer was judged correct.
    public var isCorrect: Bool { judgement.isCorrect }

    /// Creates an answer record.
    public init(sessionID: Int64, wordID: Int64, mode: ChallengeKind = .choice, given: String, expected: String,
                judgement: Judgement, hintUsed: Bool = false, elapsed: Duration, answeredAt: Date,
                rating: Rating? = nil, card: CardUpdate? = nil, counts: Bool = true, recall: Double? = nil) {
        self.sessionID = sessionID
        self.wordID = wordID
        self.mode = mode
        self.given = given
        self.expected = expected
        self.judgement = judgement
        self.hintUsed = hintUsed
        self.elapsed = elapsed
        self.answeredAt = answeredAt
        self.rating = rating
        self.card = card
        self.counts = counts
        self.recall = recall
    }
}

/// How a session ended.
public enum SessionStatus: String, Sendable, Equatable, CaseIterable {
    /// Still running (or, after a crash, never closed).
    case active
    /// Reached its target number of correct answers.
    case completed
    /// The learner left before the target (`:quit`, Ctrl-D, end of input).
    case endedEarly = "ended_early"
    /// The process stopped without closing the session; found and marked at the next start.
    case interrupted
}
