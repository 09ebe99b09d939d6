import Foundation

/// Which graded answers are reviews, the answers that count against `reviews_per_day`, and how an answer's stored
/// `recall` says so.
///
/// The rule is Anki's v3 scheduler's: an answer is a review when its card was in review, or was in its learning
/// or relearning steps and last answered before the start of the current study day (an interday learning card).
/// The answer is marked when it is written: its `recall` is not `nil`. It holds FSRS's predicted recall when the
/// card's previous grade was a day or more before (``FSRSScheduler/predictedRecall(before:at:)``, what reports
/// measure retention by), else ``withinADay``. So the day's reviews done are the marked answers since the study
/// day's start, a count that changes only when an answer is written or a study day begins.
public struct ReviewMark: Sendable {
    /// The `recall` of a review whose card was last graded less than a day before (an interday learning card
    /// answered across the study day's start): it counts against `reviews_per_day`, but carries no prediction.
    public static let withinADay: Double = -1

    /// Whether a stored `recall` is a prediction (reports set it beside the share of reviews passed), not ``withinADay``.
    public static func isPrediction(_ recall: Double?) -> Bool {
        recall.map { $0 >= 0 } ?? false
    }

    /// The longest a study day lasts (a day that leaves daylight saving time): a previous grade further back
    /// than this is on an earlier study day without working the day out.
    private static let longestStudyDay: TimeInterval = 25 * 3600
    /// The shortest a study day lasts (a day that enters daylight saving time).
    private static let shortestStudyDay: TimeInterval = 23 * 3600

    /// The time zone whose study days count.
    public let timeZone: TimeZone
    /// The earliest grade a review is marked ``withinADay`` for: an answer is written at once, so practice marks
    /// every one, but a replay or an import of older answers marks only those of the current study day, the only
    /// ones that still count against a day's limit (an older one keeps no mark: reports leave such marks out, and
    /// each would only grow the reviews' index).
    public var withinADayFrom: Date
    /// The start of the study day last worked out: a replay's grades come in time order, so most fall in it.
    private var lastStart: Date?

    /// Marks by the study days of `timeZone`, ``withinADay`` from `withinADayFrom` on (every review's by default).
    public init(timeZone: TimeZone = .current, withinADayFrom: Date = .distantPast) {
        self.timeZone = timeZone
        self.withinADayFrom = withinADayFrom
    }

    /// Whether a grade at `date` of a card whose memory before it was `card` (`nil`: never graded) is a review:
    /// the card was in review, or in its (re)learning steps and last graded before `date`'s study day began
    /// (``StudyDay``). `wasInReview`, when given, says whether the card was in review instead of `card`'s state
    /// (an imported review: Anki's review log knows the state Anki had, which a replay may not reach).
    public mutating func isReview(before card: CardMemory?, at date: Date, wasInReview: Bool? = nil) -> Bool {
        if wasInReview == true { return true }
        guard let card else { return false }
        if wasInReview == false {
            guard card.state != .new, let last = card.lastReview else { return false }
            return isOnEarlierStudyDay(last, than: date)
        }
        switch card.state {
        case .new: return false
        case .review: return true
        case .learning, .relearning:
            guard let last = card.lastReview else { return false }
            return isOnEarlierStudyDay(last, than: date)
        }
    }

    /// Whether `earlier` falls on a study day before the one holding `date`.
    public mutating func isOnEarlierStudyDay(_ earlier: Date, than date: Date) -> Bool {
        let gap = date.timeIntervalSince(earlier)
        if gap <= 0 { return false }
        if gap > Self.longestStudyDay { return true }
        return earlier < studyDayStart(of: date)
    }

    /// The `recall` an answer stores for a grade at `date` of a card whose memory before it was `card`: `nil` when
    /// it is no review (``isReview(before:at:wasInReview:)``), else the recall `scheduler` predicts, or ``withinADay``
    /// (`nil` before ``withinADayFrom``).
    public mutating func recall(before card: CardMemory?, at date: Date, scheduler: FSRSScheduler,
                                wasInReview: Bool? = nil) -> Double? {
        guard isReview(before: card, at: date, wasInReview: wasInReview) else { return nil }
        if let predicted = card.flatMap({ scheduler.predictedRecall(before: $0, at: date) }) { return predicted }
        return date >= withinADayFrom ? Self.withinADay : nil
    }

    /// When the study day holding `date` began: the one worked out last when `date` is within its first 23 hours
    /// (no study day is shorter), else worked out afresh.
    private mutating func studyDayStart(of date: Date) -> Date {
        if let lastStart, date >= lastStart, date.timeIntervalSince(lastStart) < Self.shortestStudyDay { return lastStart }
        let start = StudyDay.start(of: date, in: timeZone)
        lastStart = start
        return start
    }
}
