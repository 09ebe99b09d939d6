import Foundation

/// Study days roll over at 04:00 local time, as Anki's do, so a late-night session counts for the day
/// it belongs to.
public enum StudyDay {
    /// The hour a new study day starts, local time.
    public static let rolloverHour = 4

    /// When the study day holding `date` started, in `timeZone`.
    public static func start(of date: Date, in timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shifted = date.addingTimeInterval(-Double(rolloverHour) * 3600)
        let midnight = calendar.startOfDay(for: shifted)
        return calendar.date(byAdding: .hour, value: rolloverHour, to: midnight) ?? midnight
    }

    /// Whether an answer at `now` to a card last answered at `lastAnswer` is a review in `reviews_per_day`'s
    /// sense: the card was last answered before the study day holding `now` started (a card never answered is
    /// new, not a review). The one rule of the review limit: today's reviews done are the cards answered today
    /// that were last answered on an earlier study day, and a learning card due now counts against the limit when
    /// its last answer was (the counts give SQL `start(of:)` as the boundary, `last_review_ms < start`).
    public static func isReview(lastAnswer: Date?, at now: Date, in timeZone: TimeZone = .current) -> Bool {
        guard let lastAnswer else { return false }
        return lastAnswer < start(of: now, in: timeZone)
    }
}
