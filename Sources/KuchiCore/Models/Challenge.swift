/// What a challenge asks for.
public enum ChallengeKind: String, Sendable, Equatable, CaseIterable {
    /// Pick the meaning among numbered choices.
    case choice
    /// Type an English meaning of the Japanese word shown.
    case meaning
    /// Type the reading of the kanji form shown.
    case reading
    /// Type the Japanese word for the meaning shown.
    case word
    /// See the word, reveal its reading and meanings, and grade how well you knew it (1–4).
    case flashcard
}

/// One question of a session: a word, what is asked about it, and for multiple choice the numbered meanings.
public struct Challenge: Sendable, Equatable {
    /// The word being asked.
    public let word: Word
    /// What is asked.
    public let kind: ChallengeKind
    /// For ``ChallengeKind/choice``, the choices in display order: the word's primary meaning and
    /// distinct distractors; empty for typed answers.
    public let choices: [String]
    /// The position of the correct meaning in ``choices`` (0 for typed answers).
    public let correctIndex: Int

    /// Creates a challenge; for multiple choice `correctIndex` must be a valid index of `choices`.
    public init(word: Word, kind: ChallengeKind = .choice, choices: [String], correctIndex: Int) {
        self.word = word
        self.kind = kind
        self.choices = choices
        self.correctIndex = correctIndex
    }

    /// The correct choice's text, or the word's primary meaning when there are no choices.
    public var correctChoice: String {
        choices.indices.contains(correctIndex) ? choices[correctIndex] : word.primaryMeaning
    }
}

extension Challenge {
    /// Whether the question shows the word's written form (every kind but ``ChallengeKind/word``, which asks for it).
    public var showsWord: Bool { kind != .word }
    /// Whether the question shows the word's reading and its romaji (multiple choice and typed meanings).
    public var showsReading: Bool { kind == .choice || kind == .meaning }
    /// Whether the question shows the word's meanings (``Word/promptedMeanings``): typed readings and words.
    public var showsMeanings: Bool { kind == .reading || kind == .word }
    /// Whether the question shows numbered ``choices`` to pick from.
    public var showsChoices: Bool { kind == .choice }
}
