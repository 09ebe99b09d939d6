import Foundation

/// Study days roll over at 04:00 local time, as Anki's do, so a late-night session counts for the day
/// it belongs to.
public enum StudyDay {
    /// The hour a new study day starts, local time.
    public static let rolloverHour = 4

    /// When the study day holding `date` started, in `timeZone`: 04:00 on the local clock, on the days summer time
    /// begins or ends too (those study days last 23 or 25 hours).
    public static func start(of date: Date, in timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if let today = rollover(onDayOf: date, calendar), today <= date { return today }
        // Before today's 04:00: yesterday's (a day back on the local clock, at the same wall time).
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: date), let start = rollover(onDayOf: yesterday, calendar),
           start <= date {
            return start
        }
        return date.addingTimeInterval(-Double(rolloverHour) * 3600)   // no calendar answer: an hour-exact stand-in
    }

    /// When the study day after the one holding `date` starts (the end of `date`'s): 23, 24 or 25 hours after its start.
    public static func end(of date: Date, in timeZone: TimeZone = .current) -> Date {
        // 26 hours after a start is within the next study day, however long summer time makes the first.
        start(of: start(of: date, in: timeZone).addingTimeInterval(26 * 3600), in: timeZone)
    }

    /// 04:00 local time on the calendar day holding `date` (where summer time skips 04:00, the first instant after it).
    private static func rollover(onDayOf date: Date, _ calendar: Calendar) -> Date? {
        var day = calendar.dateComponents([.year, .month, .day], from: date)
        day.hour = rolloverHour
        return calendar.date(from: day)
    }
}
