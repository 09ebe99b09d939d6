import Foundation

/// Study days roll over at 04:00 local time, as Anki's do, so a late-night session counts for the day
/// it belongs to. A study day is named by the local date of its 04:00; summer time moves its start with the
/// clocks (a study day may last 23 or 25 hours).
public enum StudyDay {
    /// The hour a new study day starts, local time.
    public static let rolloverHour = 4

    /// The study day holding `date` in `timeZone`, as days since the one that started on 1 January 1970: the
    /// local date of `date`'s wall-clock time less the rollover hour.
    public static func number(of date: Date, in timeZone: TimeZone = .current) -> Int {
        let wall = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date)) - Double(rolloverHour) * 3600
        return Int((wall / 86_400).rounded(.down))
    }

    /// Study days from the one holding `earlier` to the one holding `later`: how many study days started after
    /// `earlier` up to `later` (0 within one study day, and when `later` comes first).
    public static func elapsed(from earlier: Date, to later: Date, in timeZone: TimeZone = .current) -> Int {
        max(0, number(of: later, in: timeZone) - number(of: earlier, in: timeZone))
    }

    /// When the study day holding `date` started, in `timeZone`.
    public static func start(of date: Date, in timeZone: TimeZone = .current) -> Date {
        start(ofNumber: number(of: date, in: timeZone), in: timeZone)
    }

    /// When the study day after the one holding `date` starts, in `timeZone`: where today's review cards stop.
    public static func nextStart(after date: Date, in timeZone: TimeZone = .current) -> Date {
        start(ofNumber: number(of: date, in: timeZone) + 1, in: timeZone)
    }

    /// The rollover hour on the local date of study day `number`.
    private static func start(ofNumber number: Int, in timeZone: TimeZone) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        var day = utc.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(number) * 86_400))
        day.hour = rolloverHour
        // Only a time zone whose clocks skip the rollover hour itself has no such local time: the fixed offset then.
        return local.date(from: day)
            ?? Date(timeIntervalSince1970: Double(number) * 86_400 + Double(rolloverHour) * 3600 - Double(timeZone.secondsFromGMT()))
    }
}
