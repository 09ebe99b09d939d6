import KuchiCore

/// How many of the bank's words the learner has seen, has made mature and is struggling with.
///
/// - seen: at least one answer.
/// - mature: the word has cards, and every one has a stability of at least 21 days.
/// - struggling: not mature, at least 2 wrong answers, and under 60 % of all its answers correct.
public struct WordTotals: Sendable, Equatable {
    /// Words in the bank.
    public var inBank: Int
    /// Words answered at least once.
    public var seen: Int
    /// Words mature: every card of the word has a stability of at least ``matureStabilityDays``.
    public var mature: Int
    /// Words struggling.
    public var struggling: Int
    /// Favourite words (starred by the learners of the report).
    public var favorites: Int = 0

    /// Creates word totals.
    public init(inBank: Int = 0, seen: Int = 0, mature: Int = 0, struggling: Int = 0, favorites: Int = 0) {
        self.favorites = favorites
        self.inBank = inBank
        self.seen = seen
        self.mature = mature
        self.struggling = struggling
    }

    /// A card is mature at this stability, in days (Anki's rule: an interval of 21 days or more); a word is
    /// mature when it has cards and every one of them is.
    public static let matureStabilityDays = 21.0
    /// A struggling word has at least this many wrong answers…
    public static let strugglingMinimumWrong = 2
    /// …and a lower share of correct answers than this.
    public static let strugglingAccuracyBelow = 0.6
}

/// A word as a report shows it.
public struct ReportWord: Sendable, Equatable {
    /// The word's id.
    public var id: Int64
    /// The written form, e.g. 秋.
    public var text: String
    /// The kana reading, e.g. あき.
    public var reading: String
    /// Its first English meaning.
    public var meaning: String
    /// Its JLPT level, if any.
    public var level: String?
    /// The deck it belongs to.
    public var deck: String

    /// Creates a word.
    public init(id: Int64, text: String, reading: String, meaning: String, level: String?, deck: String) {
        self.id = id
        self.text = text
        self.reading = reading
        self.meaning = meaning
        self.level = level
        self.deck = deck
    }
}

/// A word's answers over all history.
public struct WordStanding: AnswerTally, Sendable, Equatable {
    /// The word.
    public var word: ReportWord
    /// Answers to it.
    public var answers: Int
    /// Correct answers to it.
    public var correct: Int

    /// Creates a standing.
    public init(word: ReportWord, answers: Int, correct: Int) {
        self.word = word
        self.answers = answers
        self.correct = correct
    }
}

/// A word missed in the period, with what was given instead.
public struct MissedWord: AnswerTally, Sendable, Equatable {
    /// The word.
    public var word: ReportWord
    /// Answers to it in the period.
    public var answers: Int
    /// Correct answers to it in the period.
    public var correct: Int
    /// Up to 3 wrong answers given most often for it in the period, most frequent first.
    public var confusions: [Confusion]

    /// Wrong answers in the period.
    public var misses: Int { wrong }

    /// Creates a missed word.
    public init(word: ReportWord, answers: Int, correct: Int, confusions: [Confusion]) {
        self.word = word
        self.answers = answers
        self.correct = correct
        self.confusions = confusions
    }
}

/// A wrong answer given for a word, and how often: the learner confused the word with `given`.
public struct Confusion: Sendable, Equatable {
    /// What was given (the meaning chosen, or the text typed), as a report shows it: at most
    /// `String.shownAnswerLimit` characters, ending with "…" when cut. The database and `kuchi export` keep it whole.
    public var given: String
    /// How many times.
    public var count: Int

    /// Creates a confusion; `given` is cut to `String.shownAnswerLimit` characters, so no report format can show a
    /// 3,000-character answer whole and squeeze the other columns.
    public init(given: String, count: Int) {
        self.given = given.abbreviated()
        self.count = count
    }
}

/// Progress over a group of words: a JLPT level or a deck.
public struct GroupProgress: Sendable, Equatable {
    /// The level or deck; `nil` for words without a level.
    public var name: String?
    /// Words in the group.
    public var total: Int
    /// Words of the group seen.
    public var seen: Int
    /// Words of the group mature.
    public var mature: Int

    /// Creates a group's progress.
    public init(name: String?, total: Int, seen: Int, mature: Int) {
        self.name = name
        self.total = total
        self.seen = seen
        self.mature = mature
    }

    /// `mature / total`, 0 for an empty group.
    public var matureShare: Double { total > 0 ? Double(mature) / Double(total) : 0 }
    /// `seen / total`, 0 for an empty group.
    public var seenShare: Double { total > 0 ? Double(seen) / Double(total) : 0 }
}
