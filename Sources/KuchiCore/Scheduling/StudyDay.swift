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
}
