/// One question of a session: a word and the numbered meanings to choose from.
public struct Challenge: Sendable, Equatable {
    /// The word being asked.
    public let word: Word
    /// The answer choices, in display order: the word's primary meaning and distinct distractors.
    public let choices: [String]
    /// The position of the correct meaning in ``choices``.
    public let correctIndex: Int

    /// Creates a challenge; `correctIndex` must be a valid index of `choices`.
    public init(word: Word, choices: [String], correctIndex: Int) {
        self.word = word
        self.choices = choices
        self.correctIndex = correctIndex
    }

    /// The correct choice's text.
    public var correctChoice: String { choices[correctIndex] }
}
