/// How the learner answers: by choosing, or by typing a meaning, a reading or the word.
public enum AnswerMode: String, Sendable, CaseIterable, Equatable {
    /// Pick the meaning among numbered choices (the Kuchi sample's game).
    case choice
    /// Shown the Japanese word, type an English meaning.
    case meaning
    /// Shown the kanji form, type its reading in kana or romaji.
    case reading
    /// Shown the English meaning, type the Japanese word in kana or romaji.
    case word
    /// Each challenge picks one of the typed modes at random.
    case mixed
    /// Shown the word, reveal the answer with Enter, then grade yourself 1 Again, 2 Hard, 3 Good, 4 Easy.
    case flashcard
}

/// The answer mode of the next session.
public enum AnswerModeKey: EnvironmentKey {
    /// Multiple choice, as in the Kuchi sample.
    public static let defaultValue = AnswerMode.choice
}

/// How many choices a multiple-choice challenge shows (the correct one and distinct distractors).
public enum ChoicesPerChallengeKey: EnvironmentKey {
    /// Four choices.
    public static let defaultValue = 4
    /// The values a learner may choose.
    public static let validRange = 2...8
}

extension EnvironmentValues {
    /// How the learner answers (default ``AnswerMode/choice``).
    public var answerMode: AnswerMode {
        get { self[AnswerModeKey.self] }
        set { self[AnswerModeKey.self] = newValue }
    }

    /// Choices shown in a multiple-choice challenge (2–8, default 4).
    public var choicesPerChallenge: Int {
        get { self[ChoicesPerChallengeKey.self] }
        set { self[ChoicesPerChallengeKey.self] = newValue }
    }
}
