import Foundation

/// Answers grouped by the quarter hour (UTC) they were given in, as the report's SQL returns them.
struct QuarterHourBin {
    /// The UTC quarter hour: quarter hours since 1970.
    var quarter: Int
    var answers: Int
    var correct: Int
    var milliseconds: Int64
    var sessions: Int
    /// Lessons (a new word shown whole, Enter): no answers, but practice.
    var lessons = 0
}

/// One word's answers, as the report's SQL returns them.
struct WordRow {
    var id: Int64
    var level: String?
    /// The decks that hold the word (`word_source`): a word imported from several decks is in each.
    var decks: [String]
    var answers: Int
    var correct: Int
    var periodAnswers: Int
    var periodCorrect: Int
    var mature = false

    var isStruggling: Bool {
        let wrong = answers - correct
        return !mature && wrong >= WordTotals.strugglingMinimumWrong
            && Double(correct) < WordTotals.strugglingAccuracyBelow * Double(answers)
    }
}

/// Folds quarter-hour bins into the learner's local days, in Swift, with the right offset for every bin
/// (summer time included). Every UTC offset in use is a whole number of quarter hours, so a bin never
/// straddles a local midnight.
struct LocalDayFolder {
    let timeZone: TimeZone
    private var cachedUTCDay = Int.min
    private var cachedOffset: Int?

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The UTC quarter hour (quarter hours since 1970) of the text key `YYYY-MM-DD HH:q` (an hour and its
    /// quarter, 0–3, as the session index spells it), or `nil` if the key is not a readable time.
    static func quarter(ofKey key: String) -> Int? {
        let bytes = Array(key.utf8)
        guard bytes.count == 15, let year = LocalDate.number(bytes[0..<4]), let month = LocalDate.number(bytes[5..<7]),
              let day = LocalDate.number(bytes[8..<10]), let hour = LocalDate.number(bytes[11..<13]),
              let quarter = LocalDate.number(bytes[14..<15]), hour < 24, quarter < 4,
              LocalDate(year: year, month: month, day: day) != nil else { return nil }
        return LocalDate.days(year: year, month: month, day: day) * 96 + hour * 4 + quarter
    }

    /// The local day (days since 1970) of the instant `seconds` after 1970 (UTC).
    mutating func localDay(ofSeconds seconds: Int) -> Int {
        let utcDay = seconds.floorDivided(by: 86_400)
        return (seconds + offset(at: seconds, utcDay: utcDay)).floorDivided(by: 86_400)
    }

    /// The zone's offset at `seconds`; looked up twice per UTC day, and per bin only on a day it changes.
    private mutating func offset(at seconds: Int, utcDay: Int) -> Int {
        if utcDay != cachedUTCDay {
            cachedUTCDay = utcDay
            let first = secondsFromGMT(utcDay * 86_400)
            cachedOffset = first == secondsFromGMT(utcDay * 86_400 + 86_399) ? first : nil
        }
        return cachedOffset ?? secondsFromGMT(seconds)
    }

    private func secondsFromGMT(_ seconds: Int) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// Sums bins per local day, keyed by days since 1970.
    static func fold(_ bins: [QuarterHourBin], timeZone: TimeZone) -> [Int: DayActivity] {
        var folder = LocalDayFolder(timeZone: timeZone)
        var days: [Int: DayActivity] = [:]
        for bin in bins {
            let day = folder.localDay(ofSeconds: bin.quarter * 900)
            var activity = days[day] ?? DayActivity(date: LocalDate(daysSince1970: day), sessions: 0, answers: 0,
                                                    correct: 0, timeSpentMilliseconds: 0)
            activity.answers += bin.answers
            activity.correct += bin.correct
            activity.timeSpentMilliseconds += bin.milliseconds
            activity.sessions += bin.sessions
            activity.lessons += bin.lessons
            days[day] = activity
        }
        return days
    }
}

/// The parts of a report computed in Swift from what the SQL returned.
enum ProgressReportBuilder {
    /// Totals over `days` (already limited to the period).
    static func totals(of days: [DayActivity]) -> ActivityTotals {
        let practised = days.filter(\.isPracticeDay)
        return ActivityTotals(
            sessions: days.reduce(0) { $0 + $1.sessions }, answers: days.reduce(0) { $0 + $1.answers },
            correct: days.reduce(0) { $0 + $1.correct }, lessons: days.reduce(0) { $0 + $1.lessons },
            timeSpentMilliseconds: days.reduce(0) { $0 + $1.timeSpentMilliseconds },
            practiceDays: practised.count, firstDay: practised.first?.date, lastDay: practised.last?.date,
            reviews: days.reduce(0) { $0 + $1.reviews }, passed: days.reduce(0) { $0 + $1.passed },
            predictedRecall: days.reduce(0) { $0 + $1.predictedRecall })
    }

    /// Streaks over the days with answers (days since 1970, any order), seen from `today`.
    static func streaks(activeDays: Set<Int>, today: Int) -> Streaks {
        var result = Streaks()
        var runStart = 0
        var previous: Int?
        for day in activeDays.sorted() {
            if previous.map({ $0 + 1 }) != day { runStart = day }
            previous = day
            if day - runStart + 1 >= result.longest {
                result.longest = day - runStart + 1
                result.longestStart = LocalDate(daysSince1970: runStart)
                result.longestEnd = LocalDate(daysSince1970: day)
            }
        }
        let end = activeDays.contains(today) ? today : today - 1
        var day = end
        while activeDays.contains(day) { day -= 1 }
        result.current = end - day
        return result
    }

    /// Levels in learning order: N5 first, then N4…N1, other names alphabetically, no level last.
    static func levelOrder(_ lhs: String?, _ rhs: String?) -> Bool {
        let jlpt = ["N5", "N4", "N3", "N2", "N1"]
        func rank(_ level: String?) -> (Int, String) {
            guard let level else { return (2, "") }
            return jlpt.firstIndex(of: level).map { (0, String($0)) } ?? (1, level)
        }
        return rank(lhs) < rank(rhs)
    }

    /// Per-group progress: totals from the bank, seen and mature from the learner's words, each word counted in
    /// every group `keys` gives it (a word two decks hold is progress in both).
    static func groups(totals: [(String?, Int)], words: [WordRow], keys: (WordRow) -> [String?],
                       order: (String?, String?) -> Bool) -> [GroupProgress] {
        var progress: [String?: GroupProgress] = [:]
        for (name, count) in totals {
            progress[name, default: GroupProgress(name: name, total: 0, seen: 0, mature: 0)].total += count
        }
        for word in words {
            for key in keys(word) {
                progress[key, default: GroupProgress(name: key, total: 0, seen: 0, mature: 0)].seen += 1
                if word.mature { progress[key]?.mature += 1 }
            }
        }
        return progress.values.sorted { order($0.name, $1.name) }
    }
}
