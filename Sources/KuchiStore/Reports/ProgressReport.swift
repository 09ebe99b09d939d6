import Foundation
import KuchiCore

/// What a learner wants to read about their progress: the figures of `kuchi report`, computed by
/// ``ReportStore/progressReport(_:)``. docs/reports.md gives the exact rule behind each figure.
///
/// Activity (``totals``, ``days``, ``mostMissed``) covers the period asked for (`--since`); standings
/// (``streaks``, ``words``, ``struggling``, ``levels``, ``decks``, ``memory``) are the learner's state now, from
/// all answers and cards.
public struct ProgressReport: Sendable, Equatable {
    /// When the report was made.
    public var generatedAt: Date
    /// The time zone that decides which day an answer belongs to, e.g. `Asia/Tokyo`.
    public var timeZoneIdentifier: String
    /// The day of ``generatedAt`` in that time zone.
    public var today: LocalDate
    /// The first day of the period, or `nil` for all history.
    public var since: LocalDate?
    /// The learners covered: the one asked for, or everyone in the database, by name.
    public var learners: [String]
    /// Activity over the period.
    public var totals: ActivityTotals
    /// Each day of the period with at least one answer or session, oldest first.
    public var days: [DayActivity]
    /// Runs of consecutive practice days.
    public var streaks: Streaks
    /// How many words are seen, mature and struggling.
    public var words: WordTotals
    /// Up to 10 words missed most often in the period, with the wrong answers given for them.
    public var mostMissed: [MissedWord]
    /// Up to 10 struggling words, lowest accuracy first.
    public var struggling: [WordStanding]
    /// Progress per JLPT level: N5 first, then N4…N1, other levels, and words without a level last.
    public var levels: [GroupProgress]
    /// Progress per deck, by name.
    public var decks: [GroupProgress]
    /// Words known now, the due forecast and the stability of the cards.
    public var memory: MemoryStandings
    /// The learner's practice scope (the config's level, deck…) when every word of it is met, so that no new
    /// word comes until it widens; set by the command that knows the config, `nil` otherwise.
    public var scopeMet: ScopeMet?

    /// Whether any answer was given in the period.
    public var hasActivity: Bool { totals.answers > 0 || totals.lessons > 0 }

    /// Creates a report.
    public init(generatedAt: Date, timeZoneIdentifier: String, today: LocalDate, since: LocalDate?, learners: [String],
                totals: ActivityTotals, days: [DayActivity], streaks: Streaks, words: WordTotals,
                mostMissed: [MissedWord], struggling: [WordStanding], levels: [GroupProgress], decks: [GroupProgress],
                memory: MemoryStandings) {
        self.generatedAt = generatedAt
        self.timeZoneIdentifier = timeZoneIdentifier
        self.today = today
        self.since = since
        self.learners = learners
        self.totals = totals
        self.days = days
        self.streaks = streaks
        self.words = words
        self.mostMissed = mostMissed
        self.struggling = struggling
        self.levels = levels
        self.decks = decks
        self.memory = memory
    }
}

/// Counts of answers: every try counts, so a word answered wrong then right is two answers.
public protocol AnswerTally {
    /// Answers given.
    var answers: Int { get }
    /// Answers judged correct (exact, normalised or with a forgiven typo).
    var correct: Int { get }
}

extension AnswerTally {
    /// Answers judged wrong.
    public var wrong: Int { answers - correct }
    /// `correct / answers`, from 0 to 1; `nil` when there are no answers (never NaN).
    public var accuracy: Double? { answers > 0 ? Double(correct) / Double(answers) : nil }
}

/// Activity over the report's period.
public struct ActivityTotals: AnswerTally, RetentionTally, Sendable, Equatable {
    /// Sessions started in the period that have at least one answer.
    public var sessions: Int
    /// Answers given in the period.
    public var answers: Int
    /// Correct answers in the period.
    public var correct: Int
    /// Lessons in the period: new words shown whole (Enter), which are no answers.
    public var lessons: Int
    /// Time spent answering, in milliseconds: each answer's think time, counted between 0 and 5 minutes.
    public var timeSpentMilliseconds: Int64
    /// Days with at least one answer in the period.
    public var practiceDays: Int
    /// The first day with an answer in the period.
    public var firstDay: LocalDate?
    /// The last day with an answer in the period.
    public var lastDay: LocalDate?
    /// Reviews in the period (see ``RetentionTally``).
    public var reviews: Int
    /// Reviews passed in the period.
    public var passed: Int
    /// The sum of the predicted probabilities of recall of the period's reviews.
    public var predictedRecall: Double

    /// Creates totals.
    public init(sessions: Int = 0, answers: Int = 0, correct: Int = 0, lessons: Int = 0, timeSpentMilliseconds: Int64 = 0,
                practiceDays: Int = 0, firstDay: LocalDate? = nil, lastDay: LocalDate? = nil,
                reviews: Int = 0, passed: Int = 0, predictedRecall: Double = 0) {
        self.reviews = reviews
        self.passed = passed
        self.predictedRecall = predictedRecall
        self.sessions = sessions
        self.answers = answers
        self.correct = correct
        self.lessons = lessons
        self.timeSpentMilliseconds = timeSpentMilliseconds
        self.practiceDays = practiceDays
        self.firstDay = firstDay
        self.lastDay = lastDay
    }
}

/// One local day's activity.
public struct DayActivity: AnswerTally, RetentionTally, Sendable, Equatable {
    /// The day, in the report's time zone.
    public var date: LocalDate
    /// Sessions started that day that have at least one answer (on any day).
    public var sessions: Int
    /// Answers given that day.
    public var answers: Int
    /// Correct answers given that day.
    public var correct: Int
    /// Lessons that day (new words shown whole), which are no answers.
    public var lessons: Int
    /// Whether the learner practised that day: an answer or a lesson.
    public var isPracticeDay: Bool { answers > 0 || lessons > 0 }
    /// Time spent answering that day, in milliseconds (see ``ActivityTotals/timeSpentMilliseconds``).
    public var timeSpentMilliseconds: Int64
    /// Reviews that day (see ``RetentionTally``).
    public var reviews: Int
    /// Reviews passed that day.
    public var passed: Int
    /// The sum of the predicted probabilities of recall of that day's reviews.
    public var predictedRecall: Double

    /// Creates a day's figures.
    public init(date: LocalDate, sessions: Int, answers: Int, correct: Int, timeSpentMilliseconds: Int64,
                reviews: Int = 0, passed: Int = 0, predictedRecall: Double = 0, lessons: Int = 0) {
        self.lessons = lessons
        self.reviews = reviews
        self.passed = passed
        self.predictedRecall = predictedRecall
        self.date = date
        self.sessions = sessions
        self.answers = answers
        self.correct = correct
        self.timeSpentMilliseconds = timeSpentMilliseconds
    }
}

/// Streaks of consecutive days with at least one answer, over all history.
public struct Streaks: Sendable, Equatable {
    /// The streak that ends today, or yesterday if there is no answer yet today; 0 otherwise.
    public var current: Int
    /// The longest streak ever.
    public var longest: Int
    /// The first day of the longest streak (the most recent one, if several are as long).
    public var longestStart: LocalDate?
    /// The last day of the longest streak.
    public var longestEnd: LocalDate?

    /// Creates streak figures.
    public init(current: Int = 0, longest: Int = 0, longestStart: LocalDate? = nil, longestEnd: LocalDate? = nil) {
        self.current = current
        self.longest = longest
        self.longestStart = longestStart
        self.longestEnd = longestEnd
    }
}
