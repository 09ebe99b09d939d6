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

    /// When the study day holding `date` ends (the next one starts), in `timeZone`.
    public static func end(of date: Date, in timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = start(of: date, in: timeZone)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }

    /// The latest due time of a review card asked at `date`: a card in review is due for its whole study day,
    /// as Anki's are (a card due at 11:40 is asked from 04:00 that day); learning steps wait for their minute.
    public static func reviewsDueBy(_ date: Date, in timeZone: TimeZone = .current) -> Date {
        end(of: date, in: timeZone).addingTimeInterval(-0.001)
    }
}
