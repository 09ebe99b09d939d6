import Foundation

/// What `:accept` ("I was right") stores, in one transaction: the tries at one question whose text the learner
/// declared right, marked right (judgement `accepted`), and the text kept as right for the word from then on.
/// The other tries at the question stay as they were judged.
public struct AnswerAcceptance: Sendable, Equatable {
    /// A try that graded its card, graded again.
    public struct Regrade: Sendable, Equatable {
        /// The stored answer.
        public var answerID: Int64
        /// Its new grade.
        public var rating: Rating

        /// `answerID` graded `rating`.
        public init(answerID: Int64, rating: Rating) {
            self.answerID = answerID
            self.rating = rating
        }
    }

    /// The learner.
    public var profileID: Int64
    /// The word answered.
    public var wordID: Int64
    /// The text accepted.
    public var text: String
    /// When it was accepted.
    public var date: Date
    /// The first try, when its text is the one accepted: it graded the card, which is graded again, and it counts
    /// right in its session. `nil` when the first try stays wrong (its card keeps the Again it gave).
    public var firstTry: Regrade?
    /// The later tries (not graded, not scored) whose text is the one accepted: each right now, and no wrong try.
    public var retryIDs: [Int64]

    /// The acceptance of `text` for word `wordID` by learner `profileID` at `date`.
    public init(profileID: Int64, wordID: Int64, text: String, date: Date, firstTry: Regrade?, retryIDs: [Int64]) {
        self.profileID = profileID
        self.wordID = wordID
        self.text = text
        self.date = date
        self.firstTry = firstTry
        self.retryIDs = retryIDs
    }
}
