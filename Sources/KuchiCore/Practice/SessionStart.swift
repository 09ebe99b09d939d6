import Foundation

/// What starting practice needs to know of the learners beyond the words: who practised last, whether a
/// learner's last session was interrupted, and when their next card falls due.
///
/// Implemented over the word bank's storage by the executable; tests use a value in memory.
public protocol LearnerRecords {
    /// The learner who practised last, or `nil` when there is none yet.
    func lastLearner() throws -> Profile?
    /// The learner with this (valid) name, created when new, and marked as the one practising now.
    func useLearner(named name: String) throws -> Profile
    /// The learner's most recent session when it was interrupted (its process was killed), else `nil`.
    func interruptedSession(profileID: Int64) throws -> InterruptedSession?
    /// When the learner's next card of `scope` falls due after `date`, and how many of its cards fall due that study
    /// day; `nil` when no card is waiting.
    func nextDue(profileID: Int64, after date: Date, scope: WordScope) throws -> NextDue?
}

/// When the next cards fall due.
public struct NextDue: Equatable, Sendable {
    /// When the first of them falls due.
    public var first: Date
    /// How many fall due in the study day of ``first``.
    public var count: Int

    /// The next due time and the number of cards due that day.
    public init(first: Date, count: Int) {
        self.first = first
        self.count = count
    }
}

/// What starting a session came to: what the front end must show before (or instead of) a challenge.
public enum SessionStart: Equatable, Sendable {
    /// The learner's last session was interrupted; nothing started yet. The front end tells so and, when
    /// ``InterruptedSession/canResume`` and it can ask, offers to resume it; then it calls
    /// ``ChallengesViewModel/start(resuming:records:)`` with the session to resume, or `nil` for a new one.
    case interrupted(InterruptedSession)
    /// A session began: its first challenge (or lesson) is on screen.
    case started
    /// A review found no card due and no new word left for today: nothing started.
    case nothingDue(NothingDue)
}

/// A review with nothing to ask: when to come back, and whether random practice can be offered instead.
public struct NothingDue: Equatable, Sendable, CustomStringConvertible {
    /// When the next cards fall due, or `nil` when none waits (only new words, tomorrow).
    public var next: NextDue?
    /// The time the review was asked.
    public var now: Date
    /// Whether the words of the session's scope can be practised at random instead
    /// (``ChallengesViewModel/practiseRandomInstead()``).
    public var canPractiseRandom: Bool
    /// The scope, when the learner has met every word of it (no new word will come until it widens).
    public var scopeMet: ScopeMet?
    /// Reviews due now that `reviews_per_day` holds back for another day: nothing is asked because the day's limit is
    /// reached (or 0), not because nothing is due.
    public var heldByLimit: Int
    /// The day's review limit (`reviews_per_day`), said with ``heldByLimit``.
    public var reviewsPerDay: Int
    /// `new_words_per_day`, when the scope still holds new words but the day's allowance of them is used up (the
    /// new words met in random practice count too), or is 0 (said only when no card comes later either); `nil` otherwise.
    public var newWordsSpent: Int?

    /// A review that found nothing at `now`; `heldByLimit` reviews due wait beyond `reviewsPerDay`.
    public init(next: NextDue?, now: Date, canPractiseRandom: Bool, scopeMet: ScopeMet? = nil, heldByLimit: Int = 0,
                reviewsPerDay: Int = 0, newWordsSpent: Int? = nil) {
        self.next = next
        self.newWordsSpent = newWordsSpent
        self.now = now
        self.canPractiseRandom = canPractiseRandom
        self.scopeMet = scopeMet
        self.heldByLimit = heldByLimit
        self.reviewsPerDay = reviewsPerDay
    }

    /// What the learner is told, in the current time zone: "Nothing to review now. Next: 12 cards,
    /// tomorrow from 09:10."
    public var description: String { message(in: .current) }

    /// What the learner is told, with days and times in `timeZone`.
    public func message(in timeZone: TimeZone) -> String {
        if heldByLimit > 0 {
            let reviews = heldByLimit == 1 ? "1 review is" : "\(heldByLimit) reviews are"
            return "No reviews today: \(reviews) due, and reviews_per_day (\(reviewsPerDay)) is reached, so \(heldByLimit == 1 ? "it waits" : "they wait") "
                + "for another day (--reviews N raises the limit for a session)."
        }
        let met = scopeMet.map { " " + $0.sentence } ?? ""
        guard let next else {
            if scopeMet != nil { return "Nothing to review now." + met }
            if newWordsSpent == 0 { return "Nothing to review now, and no new words: " + Self.spent(0) }
            return "Nothing to review now, and no new words left for today (new_words_per_day)." + (newWordsSpent.map { " " + Self.spent($0) }
                ?? " Come back tomorrow, or import more words.")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        let days = StudyDay.start(of: next.first, in: timeZone).timeIntervalSince(StudyDay.start(of: now, in: timeZone)) / 86_400
        let when: String
        switch days {
        case ..<0.5: when = "today"
        case ..<1.5: when = "tomorrow"
        default:
            formatter.dateFormat = "EEE d MMM"
            when = formatter.string(from: next.first)
        }
        formatter.dateFormat = "HH:mm"
        let cards = next.count == 1 ? "1 card" : "\(next.count) cards"
        return "Nothing to review now. Next: \(cards), \(when) from \(formatter.string(from: next.first))." + met
            + (newWordsSpent.flatMap { $0 == 0 ? nil : " No new words left today: " + Self.spent($0) } ?? "")
    }

    /// Why no new word comes, and the way on: "new_words_per_day (20) is used up …; --new-words N …". A limit of 0
    /// is never used up: no new word comes on any day.
    private static func spent(_ perDay: Int) -> String {
        if perDay == 0 { return "new_words_per_day is 0, so none comes on any day; --new-words N gives some for a session." }
        return "new_words_per_day (\(perDay)) is used up today (the new words practice meets count too); --new-words N gives more for a session."
    }
}

/// Who practises: the same rule for every front end.
public enum LearnerChoice: Equatable, Sendable {
    /// The learner named on the command line (created when new).
    case named(Profile)
    /// No name given: the learner who practised last.
    case returning(Profile)
    /// No name given and no learner yet: the front end asks for a name (or uses ``fallbackName``), then
    /// calls ``LearnerRecords/useLearner(named:)``.
    case newLearner

    /// The name used when a new learner cannot be asked (piped input, JSON Lines).
    public static let fallbackName = "learner"

    /// The learner `requested` (an already validated name), else the last one, else a new one to name.
    public static func choose(_ requested: String?, in records: any LearnerRecords) throws -> LearnerChoice {
        if let requested { return .named(try records.useLearner(named: requested)) }
        if let last = try records.lastLearner() { return .returning(try records.useLearner(named: last.name)) }
        return .newLearner
    }

    /// The learner chosen, or `nil` for a new one still to be named.
    public var profile: Profile? {
        switch self {
        case let .named(profile), let .returning(profile): profile
        case .newLearner: nil
        }
    }
}
