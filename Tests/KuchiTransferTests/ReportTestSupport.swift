import Foundation
import KuchiCore
import KuchiStore

/// `YYYY-MM-DD HH:MM:SS` read as UTC.
func reportUTC(_ text: String) -> Date {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == ":" }).map(String.init)
    guard parts.count == 4, let day = LocalDate(parsing: parts[0]), let hour = Int(parts[1]), let minute = Int(parts[2]),
          let second = Int(parts[3]) else { fatalError("bad test time \(text)") }
    return Date(timeIntervalSince1970: TimeInterval(day.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second))
}

/// A local date that must exist.
func reportDay(_ text: String) -> LocalDate {
    guard let day = LocalDate(parsing: text) else { fatalError("bad test date \(text)") }
    return day
}

/// A time zone that must exist.
func reportZone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("no time zone \(identifier)") }
    return zone
}

/// One answer of a scripted session: the word, whether it was right, what was given, when (UTC) and how long it took.
struct ScriptedAnswer {
    var word: Int64
    var correct: Bool
    var given: String = ""
    var at: String
    var elapsedMilliseconds: Int64 = 1000

    static func right(_ word: Int64, at: String, ms: Int64 = 1000) -> ScriptedAnswer {
        ScriptedAnswer(word: word, correct: true, given: "right", at: at, elapsedMilliseconds: ms)
    }

    static func wrong(_ word: Int64, _ given: String, at: String, ms: Int64 = 1000) -> ScriptedAnswer {
        ScriptedAnswer(word: word, correct: false, given: given, at: at, elapsedMilliseconds: ms)
    }
}

/// Writes a known history through the store's own API, with fixed UTC times.
struct ReportHistory {
    let database: KuchiDatabase

    /// The six words of the report tests (ids 1–6): three N5 and two N4 in deck "core"/"extra", one without a level.
    static let words = [
        WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5", deck: "core"),
        WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], level: "N5", deck: "core"),
        WordEntry(text: "秋", reading: "あき", meanings: ["autumn"], level: "N5", deck: "core"),
        WordEntry(text: "学校", reading: "がっこう", meanings: ["school"], level: "N4", deck: "core"),
        WordEntry(text: "電車", reading: "でんしゃ", meanings: ["train"], level: "N4", deck: "extra"),
        WordEntry(text: "あの", reading: "あの", meanings: ["that"], level: nil, deck: "extra"),
    ]

    init(words: [WordEntry] = ReportHistory.words) throws {
        database = try KuchiDatabase.inMemory(seedWords: words)
    }

    /// The learner `name`'s id (created if new).
    func learner(_ name: String) throws -> Int64 {
        try database.practice.useProfile(named: name, at: reportUTC("2026-01-01 00:00:00")).id
    }

    /// A session started at `start` with `answers`, ended at `end` (left active when `nil`).
    @discardableResult
    func session(_ profile: Int64, start: String, end: String?, _ answers: [ScriptedAnswer]) throws -> Int64 {
        let id = try database.practice.beginSession(profileID: profile, target: 5, seed: nil, at: reportUTC(start))
        for answer in answers {
            try database.practice.recordAnswer(AnswerRecord(
                sessionID: id, wordID: answer.word, given: answer.given, expected: "right",
                judgement: answer.correct ? .exact : .wrong, elapsed: .milliseconds(answer.elapsedMilliseconds),
                answeredAt: reportUTC(answer.at)))
        }
        if let end { try database.practice.endSession(id: id, status: .completed, target: 5, at: reportUTC(end)) }
        return id
    }

    /// The report for `profile` (everyone when `nil`), read in `zone` at `now` (UTC).
    func report(profile: String? = nil, since: String? = nil, zone: String = "Asia/Tokyo",
                now: String = "2026-03-06 13:00:00") throws -> ProgressReport {
        try database.reports.progressReport(ReportRequest(profileName: profile, since: since.map(reportDay),
                                                  timeZone: reportZone(zone), now: reportUTC(now)))
    }
}

/// The history most report tests read (times UTC; Tokyo is UTC+9). See ReportFiguresTests for the figures.
func makeTokyoHistory() throws -> ReportHistory {
    let history = try ReportHistory()
    let ann = try history.learner("Ann")
    let bob = try history.learner("Bob")
    // Mar 1, 09:30 in Tokyo.
    try history.session(ann, start: "2026-03-01 00:30:00", end: "2026-03-01 00:31:00", [
        .right(1, at: "2026-03-01 00:30:10", ms: 4000), .wrong(2, "cat", at: "2026-03-01 00:30:20", ms: 3000),
        .right(2, at: "2026-03-01 00:30:25", ms: 2000), .wrong(3, "long", at: "2026-03-01 00:30:40", ms: 5000),
        .wrong(3, "long", at: "2026-03-01 00:30:45", ms: 1000), .right(3, at: "2026-03-01 00:30:50", ms: 2000),
    ])
    // 23:50 on Mar 1 in Tokyo, across local midnight; one answer took 10 minutes (counted as 5).
    try history.session(ann, start: "2026-03-01 14:50:00", end: "2026-03-01 15:06:00", [
        .right(1, at: "2026-03-01 14:55:00"), .wrong(3, "to put", at: "2026-03-01 15:05:00", ms: 600_000),
        .right(3, at: "2026-03-01 15:05:10", ms: 2000),
    ])
    // Mar 3: the clock jumped back during the session, which "ended" before it started.
    try history.session(ann, start: "2026-03-03 01:00:00", end: "2026-03-03 00:58:00", [
        .right(1, at: "2026-03-03 01:01:00", ms: 1500), .right(1, at: "2026-03-03 00:59:00", ms: 1500),
    ])
    // Nothing on Mar 4. Mar 5:
    try history.session(ann, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
        .right(1, at: "2026-03-05 03:01:00"), .wrong(2, "cat", at: "2026-03-05 03:02:00"),
        .wrong(2, "bird", at: "2026-03-05 03:03:00"),
    ])
    // Mar 6, 19:00 in Tokyo; then a session quit before any answer (not counted).
    try history.session(ann, start: "2026-03-06 10:00:00", end: "2026-03-06 10:05:00", [
        .right(4, at: "2026-03-06 10:01:00"), .right(4, at: "2026-03-06 10:02:00"),
        .right(4, at: "2026-03-06 10:03:00"), .wrong(2, "cat", at: "2026-03-06 10:04:00"),
    ])
    try history.session(ann, start: "2026-03-06 11:00:00", end: "2026-03-06 11:00:05", [])
    // Bob, Mar 6, 21:00 in Tokyo.
    try history.session(bob, start: "2026-03-06 12:00:00", end: "2026-03-06 12:05:00", [
        .wrong(5, "bus", at: "2026-03-06 12:01:00"), .right(5, at: "2026-03-06 12:02:00"),
    ])
    return history
}
