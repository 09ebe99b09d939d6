import Foundation
import GRDB
import KuchiCore

/// What one bank reports: progress reports (``progressReport(_:)``) and exports (``export(_:filter:_:)``).
///
/// Given by ``KuchiDatabase/reports``.
public final class ReportStore: BankStore, Sendable {
    let connection: BankConnection

    init(connection: BankConnection) {
        self.connection = connection
    }
}

extension ReportStore {
    /// The progress report for `request`: every figure aggregated in SQL, then folded into local days in Swift.
    ///
    /// Answers are never loaded as objects: one walk of the table sums them per quarter hour and per word
    /// (``AnswerWalk``); the reviews are one walk of the `answer_review` index and their rows.
    /// - Throws: ``StoreError/unknownLearner(path:name:known:)`` for a learner not in the database; otherwise as reading fails.
    public func progressReport(_ request: ReportRequest) throws(StoreError) -> ProgressReport {
        var profileID: Int64?
        var learners = try learnerNames()
        if let name = request.profileName {
            let profile = try read { db in try PracticeStore.learner(named: name, in: db, path: path) }
            profileID = profile.id
            learners = [profile.name]
        }
        let sinceInstant = request.since.map { $0.start(in: request.timeZone) }
        return try read { db in
            var report: ProgressReport?
            try db.inTransaction(.deferred) {
                let scope = try ReportScope(db, profileID: profileID, since: sinceInstant)
                report = try Self.buildReport(db, scope: scope, request: request, learners: learners)
                return .commit
            }
            guard let report else { throw StoreError.io(path: path, reason: "the report was rolled back") }
            return report
        }
    }

    /// Every learner's name, alphabetically.
    func learnerNames() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY name COLLATE NOCASE, id") }
    }

    private static func buildReport(_ db: Database, scope: ReportScope, request: ReportRequest,
                                    learners: [String]) throws -> ProgressReport {
        let walk = try AnswerWalk(db, scope: scope)
        var allDays = LocalDayFolder.fold(try activityBins(db, walk: walk, scope: scope), timeZone: request.timeZone)
        for (day, reviews) in try reviewDays(db, scope: scope, timeZone: request.timeZone) {
            allDays[day, default: reviews].reviews = reviews.reviews
            allDays[day]?.passed = reviews.passed
            allDays[day]?.predictedRecall = reviews.predictedRecall
        }
        let firstDay = request.since?.daysSince1970 ?? Int.min
        let days = allDays.filter { $0.key >= firstDay }.sorted { $0.key < $1.key }.map(\.value)
        let today = LocalDate.containing(request.now, in: request.timeZone)
        let streaks = ProgressReportBuilder.streaks(activeDays: Set(allDays.filter { $0.value.isPracticeDay }.keys),
                                                    today: today.daysSince1970)
        let memory = try memoryStandings(db, scope: scope, request: request)
        var words = try wordRows(db, walk: walk)
        for index in words.indices { words[index].mature = memory.matureWords.contains(words[index].id) }
        let levels = try Row.fetchAll(db, sql: "SELECT level, count(*) AS n FROM word WHERE removed_at IS NULL GROUP BY level")
            .map { (level: $0["level"] as String?, count: $0["n"] as Int) }
        // A deck's words as `kuchi decks` counts them: every word it holds (a removed deck's rows are gone).
        let decks = try Row.fetchAll(db, sql: "SELECT deck, count(*) AS n FROM word_source GROUP BY deck")
            .map { (deck: $0["deck"] as String?, count: $0["n"] as Int) }
        let struggling = words.filter(\.isStruggling)
        return ProgressReport(
            generatedAt: request.now, timeZoneIdentifier: request.timeZone.identifier, today: today,
            since: request.since, learners: learners, totals: ProgressReportBuilder.totals(of: days), days: days,
            streaks: streaks,
            words: WordTotals(inBank: levels.reduce(0) { $0 + $1.count }, seen: words.count,
                              mature: words.filter(\.mature).count, struggling: struggling.count,
                              favorites: try favoriteCount(db, profileID: scope.profileID)),
            mostMissed: try mostMissed(db, words: words, scope: scope),
            struggling: try struggling.sorted(by: strugglingOrder).prefix(10).map { row in
                WordStanding(word: try reportWord(db, id: row.id, scope: scope), answers: row.answers, correct: row.correct)
            },
            levels: ProgressReportBuilder.groups(totals: levels.map { ($0.level, $0.count) }, words: words,
                                                 keys: { [$0.level] }, order: ProgressReportBuilder.levelOrder),
            decks: ProgressReportBuilder.groups(totals: decks.map { ($0.deck, $0.count) }, words: words,
                                                keys: { $0.decks }, order: { ($0 ?? "") < ($1 ?? "") }),
            memory: memory.standings)
    }

    /// Words starred by the learner (or by any learner, for a report on all of them).
    private static func favoriteCount(_ db: Database, profileID: Int64?) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(DISTINCT word_id) FROM favorite WHERE ? IS NULL OR profile_id = ?",
                         arguments: [profileID, profileID]) ?? 0
    }

    // MARK: - Activity

    /// The key of a session's UTC quarter hour, `YYYY-MM-DD HH:q`. Spelled exactly as in the
    /// `session_report_quarter` index, so that the GROUP BY walks the index instead of sorting.
    private static func quarterKey(_ column: String) -> String {
        "substr(\(column), 1, 14) || (substr(\(column), 15, 2) / 15)"
    }

    /// Answers and sessions per UTC quarter hour, over all history: the answers' from `walk`.
    private static func activityBins(_ db: Database, walk: AnswerWalk, scope: ReportScope) throws -> [QuarterHourBin] {
        var bins = walk.quarters.keys.sorted().compactMap { walk.quarters[$0] }
        // The sessions in quarter-hour order (the `session_report_quarter` index), counted when they hold an answer.
        let sessionKey = quarterKey("s.started_at")
        let sessions = try Row.fetchCursor(db, sql: """
            SELECT \(sessionKey) AS quarter, s.id FROM session s WHERE 1 \(scope.sessionFilter) ORDER BY \(sessionKey)
            """, arguments: scope.arguments)
        var current: (key: String, count: Int)?
        func flush() {
            guard let (key, count) = current, count > 0, let quarter = LocalDayFolder.quarter(ofKey: key) else { return }
            bins.append(QuarterHourBin(quarter: quarter, answers: 0, correct: 0, milliseconds: 0, sessions: count))
        }
        while let row = try sessions.next() {
            let key: String? = row["quarter"]
            guard let key else { continue }
            if current?.key != key { flush(); current = (key, 0) }
            if walk.sessions.contains(row["id"]) { current?.count += 1 }
        }
        flush()
        return bins
    }

    // MARK: - Words

    /// One row per word answered, in id order: all-history and in-period counts from `walk`, with the word's
    /// level and deck (a word no longer in the table is left out).
    private static func wordRows(_ db: Database, walk: AnswerWalk) throws -> [WordRow] {
        let statement = try db.cachedStatement(sql: "SELECT level FROM word WHERE id = ?")
        let ids = walk.words.keys.sorted()
        let decks = try WordDecks(of: ids, in: db)
        return try ids.compactMap { id in
            guard let counts = walk.words[id], let word = try Row.fetchOne(statement, arguments: [id]) else { return nil }
            var names: [String] = []
            decks.forEachDeck(of: id) { names.append(decks.names[$0]) }
            return WordRow(id: id, level: word["level"], decks: names, answers: counts.answers, correct: counts.correct,
                           periodAnswers: counts.periodAnswers, periodCorrect: counts.periodCorrect)
        }
    }

    /// The 10 words with the most wrong answers in the period, with their confusions: what was typed
    /// instead (an answer with nothing typed, such as an imported review or a self-graded flashcard, is
    /// no confusion).
    private static func mostMissed(_ db: Database, words: [WordRow], scope: ReportScope) throws -> [MissedWord] {
        let missed = words.filter { $0.periodAnswers > $0.periodCorrect }.sorted { lhs, rhs in
            let (lhsWrong, rhsWrong) = (lhs.periodAnswers - lhs.periodCorrect, rhs.periodAnswers - rhs.periodCorrect)
            if lhsWrong != rhsWrong { return lhsWrong > rhsWrong }
            if lhs.periodCorrect * rhs.periodAnswers != rhs.periodCorrect * lhs.periodAnswers {
                return lhs.periodCorrect * rhs.periodAnswers < rhs.periodCorrect * lhs.periodAnswers
            }
            return lhs.id < rhs.id
        }
        return try missed.prefix(10).map { row in
            let confusions = try Row.fetchAll(db, sql: """
                SELECT a.given, count(*) AS n FROM answer a \(scope.sessionJoin)
                WHERE a.word_id = :word AND a.is_correct = 0 AND trim(a.given) <> '' \(scope.since == nil ? "" : "AND a.answered_ms >= :since_ms")
                      \(scope.sessionJoinFilter)
                GROUP BY a.given ORDER BY n DESC, a.given LIMIT 3
                """, arguments: scope.arguments + ["word": row.id]).map { Confusion(given: $0["given"], count: $0["n"]) }
            return MissedWord(word: try reportWord(db, id: row.id, scope: scope), answers: row.periodAnswers, correct: row.periodCorrect,
                              confusions: confusions)
        }
    }

    /// Lowest accuracy first, then most wrong answers, then by id.
    private static func strugglingOrder(_ lhs: WordRow, _ rhs: WordRow) -> Bool {
        if lhs.correct * rhs.answers != rhs.correct * lhs.answers { return lhs.correct * rhs.answers < rhs.correct * lhs.answers }
        if lhs.answers - lhs.correct != rhs.answers - rhs.correct { return lhs.answers - lhs.correct > rhs.answers - rhs.correct }
        return lhs.id < rhs.id
    }

    /// The word as a report names it. Its meaning is the first of the deck the learner studies it in: of the decks that
    /// hold the word, the one (another than its home deck first) whose meanings hold what the learner's latest answer
    /// that showed meanings expected (a session scoped to that deck, an imported Anki review of it), so a word the
    /// bundled levels and the learner's own deck both hold reads as in their deck; else the word's own (home) meaning.
    private static func reportWord(_ db: Database, id: Int64, scope: ReportScope) throws -> ReportWord {
        let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT text, reading, meanings, level, deck FROM word WHERE id = ?"),
                                   arguments: [id])
        guard let row else { return ReportWord(id: id, text: "?", reading: "", meaning: "", level: nil, deck: "") }
        let home: String = row["deck"]
        var meanings = Word.meanings(fromColumn: row["meanings"])
        let sources = try WordSources.sources(of: id, in: db)
        if sources.contains(where: { $0.deck != home }), let expected = try shownMeaning(db, id: id, scope: scope) {
            let ordered = sources.filter { $0.deck != home } + sources.filter { $0.deck == home }
            if let studied = ordered.map({ Word.meanings(fromColumn: $0.meanings) }).first(where: { $0.contains(expected) }) {
                meanings = studied
            }
        }
        // A meaning with a long note (a shared deck's) is shown cut, as a session shows it.
        let meaning = (meanings.first ?? "").abbreviated(to: String.shownMeaningLimit)
        return ReportWord(id: id, text: row["text"], reading: row["reading"], meaning: meaning, level: row["level"], deck: home)
    }

    /// The first meaning the learner's latest answer to the word that showed meanings (not a word or reading
    /// question) expected, or `nil`.
    private static func shownMeaning(_ db: Database, id: Int64, scope: ReportScope) throws -> String? {
        let modes = [ChallengeKind.word, .reading].map { "\(AnswerModeCode.code($0)), '\($0.rawValue)'" }.joined(separator: ", ")
        let expected = try String.fetchOne(db, sql: """
            SELECT \(AnswerExpected.text(answer: "a", word: "w")) FROM answer a JOIN word w ON w.id = a.word_id \(scope.sessionJoin)
            WHERE a.word_id = :word AND a.mode NOT IN (\(modes)) \(scope.sessionJoinFilter)
            ORDER BY a.answered_ms DESC LIMIT 1
            """, arguments: StatementArguments(scope.profileID.map { ["word": id, "profile": $0] } ?? ["word": id]))
        return expected.flatMap { Word.meanings(fromColumn: $0).first }
    }
}
