/// A slip of a meaning refused only because it is as close to another meaning in play: "blak" is one letter from
/// 黒's "black" and from 空ろ's "blank". The first such slip at a question is neither graded nor counted: the learner is
/// told and types it again; a second is judged as any wrong answer (``ChallengesViewModel``).
public struct AmbiguousSlip: Equatable, Sendable {
    /// What was typed (its spaces tidied).
    public var typed: String
    /// The meaning of the word asked that it is close to.
    public var meant: String
    /// The meaning of another word in play that it is as close to.
    public var rival: String
    /// How many letters it is from each (1 or 2).
    public var edits: Int

    /// A slip of `typed`, `edits` letters from `meant` and from `rival`.
    public init(typed: String, meant: String, rival: String, edits: Int) {
        self.typed = typed
        self.meant = meant
        self.rival = rival
        self.edits = edits
    }

    /// "“blak” is one letter from this word's meaning and from another word's: type it again, spelt out." (`quoted`
    /// shows a text as the front end shows it, made safe and short.) Neither meaning is named: the other one is a word
    /// of this session's, so naming both would give the answer away.
    public func sentence(quoted: (String) -> String) -> String {
        let letters = edits == 1 ? "one letter" : "\(edits == 2 ? "two" : String(edits)) letters"
        return "\(quoted(typed)) is \(letters) from this word's meaning and from another word's: type it again, spelt out."
    }
}
