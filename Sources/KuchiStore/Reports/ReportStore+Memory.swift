import Foundation
import GRDB
import KuchiCore

/// The report's spaced-repetition figures: reviews beside the recall the model predicted for them (stored with
/// each review), and words known, the due forecast and stability (one scan of the `card` table).
extension ReportStore {
    /// Reviews, passes and predicted recall per local day (days since 1970), from `since` on.
    ///
    /// A review here is a grade a day or more after the card's previous one; its `recall` column holds the card's
    /// retrievability just before it (``FSRSScheduler/predictedRecall(before:at:)``), written with the answer. The
    /// partial index `answer_review` holds these rows by time, with the reviews that carry no prediction
    /// (``ReviewMark/withinADay``, negative, left out here), so the walk starts at `since` and reads no other
    /// answer's row.
    static func reviewDays(_ db: Database, scope: ReportScope, timeZone: TimeZone) throws -> [Int: DayActivity] {
        let profiles = scope.profileID == nil ? nil : try sessionProfiles(db, only: scope.profileID)
        let statement = try db.makeStatement(sql: """
            SELECT answered_ms, rating, recall, session_id FROM answer INDEXED BY answer_review
            WHERE recall IS NOT NULL AND answered_ms >= ? AND recall >= 0
            """)
        try statement.setArguments([scope.since.map(AnswerTime.milliseconds) ?? 0])
        let handle = statement.sqliteStatement
        var folder = LocalDayFolder(timeZone: timeZone)
        var days: [Int: DayActivity] = [:]
        while try statement.stepThroughCAPI() {
            if let profiles, profiles[RawStatement(handle).int64(3)] == nil { continue }
            let day = folder.localDay(ofSeconds: Int(RawStatement(handle).int64(0)).floorDivided(by: 1000))
            var activity = days[day] ?? DayActivity(date: LocalDate(daysSince1970: day), sessions: 0, answers: 0,
                                                    correct: 0, timeSpentMilliseconds: 0)
            activity.reviews += 1
            activity.passed += RawStatement(handle).int32(1) == Int32(Rating.again.rawValue) ? 0 : 1
            activity.predictedRecall += RawStatement(handle).double(2)
            days[day] = activity
        }
        return days
    }

    /// Each session's learner, keeping only `profileID`'s sessions when one is given.
    private static func sessionProfiles(_ db: Database, only profileID: Int64?) throws -> [Int64: Int64] {
        var profiles: [Int64: Int64] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, profile_id FROM session WHERE ? IS NULL OR profile_id = ?",
                                       arguments: [profileID, profileID])
        while let row = try rows.next() { profiles[row["id"]] = row["profile_id"] }
        return profiles
    }

    /// Known cards and words, the due forecast and the stability buckets, from the cards in scope at `now`;
    /// with the ids of the mature words.
    static func memoryStandings(_ db: Database, scope: ReportScope, request: ReportRequest) throws
        -> (standings: MemoryStandings, matureWords: Set<Int64>) {
        let parameters = FSRSScheduler.default.parameters
        let now = request.now.timeIntervalSince1970
        let boundaries = forecastBoundaries(now: request.now, timeZone: request.timeZone)
        var forecast = [Int](repeating: 0, count: MemoryStandings.forecastDays)
        var buckets = [Int](repeating: 0, count: StabilityBucket.bounds.count)
        var kinds = [(cards: Int, known: Int)](repeating: (0, 0), count: CardKind.allCases.count)
        var words: [Int64: (known: Bool, mature: Bool)] = [:]
        let statement = try db.makeStatement(sql: """
            SELECT word_id, kind, stability, last_review_ms, due_ms,
                NOT \(SuspendedWords.notSuspended(card: "card")), profile_id, \(CardKindCode.codes.nameSQL("kind")),
                state = \(CardStateCode.codes.code(.review))
            FROM card WHERE ? IS NULL OR profile_id = ?
            """)
        try statement.setArguments([scope.profileID, scope.profileID])
        let handle = statement.sqliteStatement
        // Read only when a time cannot be: the card's key, for the message.
        func card() -> String {
            "profile \(RawStatement(handle).int64(6)), word \(RawStatement(handle).int64(0)), kind \(RawStatement(handle).text(7))"
        }
        while try statement.stepThroughCAPI() {
            let kind = min(max(Int(RawStatement(handle).int32(1)), 0), kinds.count - 1)
            let stability = RawStatement(handle).double(2)
            var known = false
            // A card still in its learning or relearning steps (new, or missed and not yet recalled since) is not
            // known, however recent its last answer.
            if stability > 0, RawStatement(handle).int32(8) != 0, !RawStatement(handle).isNull(3),
               let last = try UTCText.stored(handle, column: 3, table: "card", row: card(), name: "last_review_ms") {
                let days = max(0, ((now - last) / 86_400).rounded(.down))
                known = parameters.retrievability(elapsedDays: days, stability: stability) >= request.desiredRetention
            }
            kinds[kind].cards += 1
            kinds[kind].known += known ? 1 : 0
            // A suspended card (or word) is never due.
            if RawStatement(handle).int32(5) == 0, let due = try UTCText.stored(handle, column: 4, table: "card", row: card(), name: "due_ms") {
                let day = boundaries.firstIndex { due < $0 } ?? forecast.count
                if day < forecast.count { forecast[day] += 1 }
            }
            buckets[(StabilityBucket.bounds.lastIndex { stability >= $0 } ?? 0)] += 1
            let word = RawStatement(handle).int64(0)
            let previous = words[word] ?? (true, true)
            words[word] = (previous.known && known, previous.mature && stability >= WordTotals.matureStabilityDays)
        }
        let today = StudyDay.start(of: request.now, in: request.timeZone)
        let starts = [today] + boundaries.dropLast().map { Date(timeIntervalSince1970: $0) }
        let standings = MemoryStandings(
            desiredRetention: request.desiredRetention,
            kinds: CardKindCode.codes.values.enumerated().map { KindKnowledge(kind: $1, cards: kinds[$0].cards, known: kinds[$0].known) },
            wordsWithCards: words.count, wordsKnown: words.values.filter(\.known).count,
            forecast: zip(starts, forecast).map { DueDay(date: LocalDate.containing($0, in: request.timeZone), due: $1) },
            stability: StabilityBucket.bounds.enumerated().map { index, lower in
                StabilityBucket(lowerDays: lower, upperDays: index + 1 < StabilityBucket.bounds.count
                                    ? StabilityBucket.bounds[index + 1] : nil, cards: buckets[index])
            })
        return (standings, Set(words.filter(\.value.mature).keys))
    }

    /// When each of the forecast's study days ends (seconds since 1970): the 04:00 local after today, and so on.
    private static func forecastBoundaries(now: Date, timeZone: TimeZone) -> [Double] {
        let today = StudyDay.start(of: now, in: timeZone)
        // Noon of each following study day is inside it whatever summer time does; its start is the boundary.
        return (1...MemoryStandings.forecastDays).map { offset in
            StudyDay.start(of: today.addingTimeInterval(Double(offset) * 86_400 + 12 * 3600), in: timeZone).timeIntervalSince1970
        }
    }
}

/// Reads the database's UTC times straight from SQLite's buffer, without a formatter: milliseconds since 1970
/// (a card's, ``StoredDates``), or the text `YYYY-MM-DD HH:MM:SS.SSS`.
enum UTCText {
    /// Seconds since 1970 of the card time in `column` of the row `handle` is on; `nil` for a time out of the
    /// range Kuchi keeps (a card due in the year 10000: ``StoredDates``, which `kuchi doctor` reports and repairs).
    /// - Throws: ``UndecodableValue`` naming `table`, `row` and the column `name` when it holds no time at all.
    static func stored(_ handle: SQLiteStatement, column: Int32, table: String, row: @autoclosure () -> String, name: String) throws -> Double? {
        if RawStatement(handle).isInteger(column) {
            let milliseconds = RawStatement(handle).int64(column)
            return milliseconds >= 0 && milliseconds < AnswerTime.endOfRange ? Double(milliseconds) / 1000 : nil
        }
        // A text in a time column (a bank edited by hand): left out when it is a time out of range, as before.
        let buffer = RawStatement(handle).utf8(column), text = buffer?.baseAddress, count = buffer?.count ?? 0
        let value = text.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? "NULL"
        if text != nil, seconds(text, count: count) == nil, !StoredDates.isInRange(value), value.first?.isNumber == true { return nil }
        throw UndecodableValue(table: table, row: row(), column: name, value: value)
    }

    /// Seconds since 1970 of the time `count` bytes at `text` spell; `nil` if they are not such a time.
    static func seconds(_ text: UnsafePointer<UInt8>?, count: Int) -> Double? {
        guard let text, count >= 19 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<start + length {
                let digit = Int(text[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
              let minute = number(14, 2), let second = number(17, 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var fraction = 0.0
        if count > 20, text[19] == UInt8(ascii: "."), let digits = number(20, min(count - 20, 3)) {
            fraction = Double(digits) / pow(10, Double(min(count - 20, 3)))
        }
        let days = LocalDate.days(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    }
}
