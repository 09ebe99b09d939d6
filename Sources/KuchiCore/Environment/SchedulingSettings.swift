/// How a session chooses its words.
public enum SchedulerKind: String, Sendable, CaseIterable, Equatable {
    /// A random draw from the whole bank (the Kuchi sample's way).
    case random
    /// Spaced repetition: due cards first, then new words, scheduled by FSRS-6.
    case srs
}

/// How the next session chooses its words.
public enum SchedulerKey: EnvironmentKey {
    /// Random practice, as before spaced repetition.
    public static let defaultValue = SchedulerKind.random
}

/// The probability of recall at which a card falls due.
public enum DesiredRetentionKey: EnvironmentKey {
    /// 90 %, FSRS's default.
    public static let defaultValue = 0.9
    /// The values a learner may choose.
    public static let validRange = 0.7...0.99
}

/// New words a review session introduces per learner and study day.
public enum NewWordsPerDayKey: EnvironmentKey {
    /// 20, as in Anki.
    public static let defaultValue = 20
    /// The values a learner may choose.
    public static let validRange = 0...9999
}

/// Reviews (answers to cards last seen on an earlier day) a learner does per study day at most: past it,
/// review sessions ask no more reviews and no new words that day.
public enum ReviewsPerDayKey: EnvironmentKey {
    /// 200, as in Anki.
    public static let defaultValue = 200
    /// The values a learner may choose (Anki takes at most 9,999 too).
    public static let validRange = 0...9999
}

/// Whether a review session asks the due cards of every kind (recognition, reading, writing), or only
/// those its answer mode trains: a mode named explicitly (`--mode`, `:set mode`) narrows it.
public enum ReviewsEveryKindKey: EnvironmentKey {
    /// Every kind: one review of everything due.
    public static let defaultValue = true
}

/// Whether a review session asks the due cards of the whole bank, or only those of its word scope
/// (``EnvironmentValues/wordScope``). The scope always chooses the new words; it narrows the due cards only
/// when named explicitly (`--deck`, `--level`, `--tag`, `--favorites`, `:set level`…), so that a scope in the
/// config file (`level = "N5"`, written for a new learner) never hides a due card `kuchi due` counts, such as
/// those of an imported Anki deck.
public enum ReviewsWholeBankKey: EnvironmentKey {
    /// The whole bank: every due card.
    public static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether review sessions ask the due cards of the whole bank (default `true`); `false` narrows them to
    /// the word scope's.
    public var reviewsWholeBank: Bool {
        get { self[ReviewsWholeBankKey.self] }
        set { self[ReviewsWholeBankKey.self] = newValue }
    }

    /// Whether review sessions ask every kind of card due (default `true`); `false` narrows them to the
    /// cards the answer mode trains.
    public var reviewsEveryKind: Bool {
        get { self[ReviewsEveryKindKey.self] }
        set { self[ReviewsEveryKindKey.self] = newValue }
    }

    /// How the next session chooses its words (default ``SchedulerKind/random``).
    public var scheduler: SchedulerKind {
        get { self[SchedulerKey.self] }
        set { self[SchedulerKey.self] = newValue }
    }

    /// The probability of recall at which a card falls due (0.70–0.99, default 0.90).
    public var desiredRetention: Double {
        get { self[DesiredRetentionKey.self] }
        set { self[DesiredRetentionKey.self] = newValue }
    }

    /// New words per study day in review sessions (0–9999, default 20).
    public var newWordsPerDay: Int {
        get { self[NewWordsPerDayKey.self] }
        set { self[NewWordsPerDayKey.self] = newValue }
    }

    /// Reviews per study day in review sessions (0–9999, default 200).
    public var reviewsPerDay: Int {
        get { self[ReviewsPerDayKey.self] }
        set { self[ReviewsPerDayKey.self] = newValue }
    }
}
