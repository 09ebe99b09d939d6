import Foundation
import GRDB

/// Each card's schedule as Anki had it (`cards`: type, queue, due, interval, FSRS memory), and the study days
/// its due numbers count (from the collection's creation, rolling over at its rollover hour).
extension AnkiCollection {
    /// One card's schedule.
    struct Schedule {
        var cardID: Int64
        /// 0 new, 1 learning, 2 review, 3 relearning.
        var type: Int
        /// -3/-2 buried, -1 suspended, 0 new, 1 learning (due in seconds), 2 review, 3 learning across days (due in days).
        var queue: Int
        /// A study day number (review, day learning) or, for a card in its steps within a day, seconds since 1970.
        var due: Int64
        /// The interval in days (review cards).
        var interval: Int
        /// Learning steps left (Anki keeps them in the last three digits).
        var stepsLeft: Int
        var reps: Int
        var lapses: Int
        /// FSRS memory (`data`: `s`, `d`), set once FSRS has scheduled the card.
        var stability: Double?
        var difficulty: Double?
        /// When Anki last reviewed the card (`data`: `lrt`, seconds), where it says.
        var lastReview: Date?
        /// When the card last changed in Anki (`mod`, seconds): for a buried card, when it was buried. `nil` where the
        /// collection has no such column, or 0 there, or a time no clock gave.
        var modified: Date? = nil

        /// Whether the learner suspended the card.
        var isSuspended: Bool { queue == -1 }
        /// Whether Anki buried the card (by its scheduler, or by hand) until the next study day.
        var isBuried: Bool { queue == -2 || queue == -3 }
        /// Whether `due` counts seconds rather than study days: a learning card's steps within a day (also
        /// while suspended or buried, when the queue no longer tells).
        var dueIsTimestamp: Bool { queue == 1 || (queue < 0 && (type == 1 || type == 3) && due > 1_000_000_000) }
    }

    /// How Anki numbers study days: day 0 is the collection's creation day, and a day starts at the
    /// rollover hour, local time.
    struct StudyDays {
        /// The collection's creation (`col.crt`, seconds).
        var created: Int64
        /// Minutes west of UTC when the collection was created (`creationOffset`); `nil` in collections whose
        /// days count in whole 86,400 s from `created` (Anki's first scheduler).
        var creationOffset: Int?
        /// Minutes west of UTC where Anki last ran (`localOffset`); `nil` when Anki uses the computer's zone.
        var localOffset: Int?
        /// The hour a study day starts (`rollover`, 4 unless changed).
        var rolloverHour: Int

        /// When study day `day` starts: its date is the creation date plus `day` days, at the rollover hour in
        /// `localOffset` (else `timeZone`).
        func start(ofDay day: Int64, timeZone: TimeZone) -> Date {
            guard let creationOffset else { return Date(timeIntervalSince1970: Double(created + day * 86_400)) }
            let createdDay = (created - Int64(creationOffset) * 60).floorDivided(by: 86_400)
            let localMidnight = Double((createdDay + day) * 86_400 + Int64(rolloverHour) * 3600)
            if let localOffset { return Date(timeIntervalSince1970: localMidnight + Double(localOffset * 60)) }
            // The zone's offset at that time (a first guess at UTC is close enough to find it).
            let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: localMidnight))
            return Date(timeIntervalSince1970: localMidnight - Double(offset))
        }

        /// The study day `date` falls in, as ``start(ofDay:timeZone:)`` counts them.
        func day(of date: Date, timeZone: TimeZone) -> Int64 {
            let first = start(ofDay: 0, timeZone: timeZone).timeIntervalSince1970
            let seconds = date.timeIntervalSince1970 - first
            guard seconds.isFinite, abs(seconds) < 1e11 else { return 0 }
            var day = Int64((seconds / 86_400).rounded(.down))
            // A day is 86,400 s but where the clock moves (summer time): one step either way at most.
            if start(ofDay: day + 1, timeZone: timeZone) <= date { day += 1 }
            if start(ofDay: day, timeZone: timeZone) > date { day -= 1 }
            return day
        }
    }

    /// Every card's schedule, in card id order (a list, not a table by id: read in that order, each is found by walking
    /// on, and the list takes less memory). A card in a filtered deck has its home deck's due day.
    func schedules() throws -> [Schedule] {
        try queue.read { db in
            var schedules: [Schedule] = []
            schedules.reserveCapacity(try Self.rowCount("cards", db))
            // `mod` as a number only (a collection made by hand may lack it, or hold text there).
            let hasModified = try Bool.fetchOne(db, sql: "SELECT count(*) > 0 FROM pragma_table_info('cards') WHERE name = 'mod'") ?? false
            let modified = hasModified ? "CASE WHEN typeof(mod) = 'integer' THEN mod END" : "NULL"
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, type, queue, CASE WHEN odid <> 0 AND odue <> 0 THEN odue ELSE due END AS home_due, ivl, left, reps, lapses, data,
                    \(modified) FROM cards ORDER BY id
                """)
            // Columns read by position, in the order of the SELECT (a look-up by name costs more than the rest of the row).
            while let row = try rows.next() {
                let data = (row[8] as String?).flatMap { text in
                    text.isEmpty || text == "{}" ? nil : try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                }
                let left: Int64 = row[5] ?? 0
                // Values out of any real range (a hand-made or damaged collection) are bounded or dropped here.
                let interval: Int64 = row[4] ?? 0, reps: Int64 = row[6] ?? 0, lapses: Int64 = row[7] ?? 0
                let id: Int64 = row[0]
                schedules.append(Schedule(
                    cardID: id, type: row[1] ?? 0, queue: row[2] ?? 0, due: row[3] ?? 0, interval: Int(min(max(0, interval), 36_500)),
                    stepsLeft: Int(min(max(0, left % 1000), 999)), reps: Int(min(max(0, reps), 1_000_000)),
                    lapses: Int(min(max(0, lapses), 1_000_000)),
                    stability: (data?["s"] as? NSNumber)?.doubleValue, difficulty: (data?["d"] as? NSNumber)?.doubleValue,
                    lastReview: (data?["lrt"] as? NSNumber).flatMap { Self.plausibleDate(seconds: $0.doubleValue) },
                    modified: (row[9] as Int64?).flatMap { $0 > 0 ? Self.plausibleDate(seconds: Double($0)) : nil }))
            }
            return schedules
        }
    }

    /// The time `seconds` after 1970, when it lies between 1970 and 2200 (no real review or due date lies outside).
    static func plausibleDate(seconds: Double) -> Date? {
        seconds.isFinite && (0...7_258_118_400).contains(seconds) ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// The collection's study days: `col.crt` and the `creationOffset`, `localOffset` and `rollover` settings
    /// (the `config` table of newer schemas, else `col.conf`).
    func studyDays() throws -> StudyDays {
        try queue.read { db in
            let created = min(max(try Int64.fetchOne(db, sql: "SELECT crt FROM col") ?? 0, 0), 7_258_118_400)
            var settings: [String: Any] = [:]
            if try db.tableExists("config") {
                for row in try Row.fetchAll(db, sql: "SELECT key, val FROM config WHERE key IN ('creationOffset', 'localOffset', 'rollover')") {
                    let bytes: Data = (row["val"] as Data?) ?? Data()
                    if let value = try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed) { settings[row["key"]] = value }
                }
            } else if let conf = try String.fetchOne(db, sql: "SELECT conf FROM col"),
                      let object = try? JSONSerialization.jsonObject(with: Data(conf.utf8)) as? [String: Any] {
                settings = object
            }
            func minutes(_ key: String) -> Int? {
                (settings[key] as? NSNumber).map(\.intValue).flatMap { (-24 * 60...24 * 60).contains($0) ? $0 : nil }
            }
            let rollover = (settings["rollover"] as? NSNumber).map(\.intValue).flatMap { (0...23).contains($0) ? $0 : nil } ?? 4
            return StudyDays(created: created, creationOffset: minutes("creationOffset"), localOffset: minutes("localOffset"),
                             rolloverHour: rollover)
        }
    }
}

private extension Int64 {
    /// Division rounding toward minus infinity.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
