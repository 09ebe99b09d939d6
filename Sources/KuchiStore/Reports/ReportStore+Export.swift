import Foundation
import GRDB
import KuchiCore

/// The tables `kuchi export` writes.
public enum ExportTable: String, CaseIterable, Sendable {
    /// The word bank: one row per word and deck that holds it, with that deck's meanings (home deck first).
    case words
    /// Every answer, oldest first.
    case history
    /// Every session, oldest first.
    case sessions

    /// The column names, in order.
    public var columns: [String] {
        switch self {
        case .words: ["id", "word", "reading", "meanings", "level", "deck", "tags", "common", "added_at", "favorite",
                      "example", "example_english", "audio"]
        case .history: ["id", "answered_at", "profile", "session_id", "word_id", "word", "reading", "mode", "given",
                        "expected", "correct", "judgement", "hint_used", "elapsed_ms"]
        case .sessions: ["id", "profile", "started_at", "ended_at", "status", "target", "correct", "wrong", "seed"]
        }
    }
}

/// What a column holds, so writers can format it without asking SQLite.
public enum ExportColumnKind: Sendable {
    case text, integer, boolean
    /// A stored UTC time (`YYYY-MM-DD HH:MM:SS.SSS`), exported as ISO 8601 (`…T…Z`).
    case time
    /// A UTC time stored as milliseconds since 1970 (an answer's), exported as ISO 8601 like ``time``.
    case milliseconds
}

/// One row of an export, read in place from SQLite: no values are copied. Valid only inside the
/// callback that receives it.
public struct ExportRow {
    let statement: SQLiteStatement
    /// The kind of each column.
    public let kinds: [ExportColumnKind]
    /// For the history: the learner's name is looked up in memory from the session id that the query
    /// puts in this column, instead of joining two tables for every answer.
    fileprivate var learnerNames: (column: Int, names: LearnerNames)?

    /// Whether the column is NULL.
    public func isNull(_ column: Int) -> Bool {
        RawStatement(statement).isNull(Int32(column))
    }

    /// The column as an integer (also for booleans).
    public func integer(_ column: Int) -> Int64 {
        RawStatement(statement).int64(Int32(column))
    }

    /// The column's UTF-8 bytes.
    public func text(_ column: Int) -> UnsafeBufferPointer<UInt8> {
        if let learnerNames, learnerNames.column == column {
            return learnerNames.names.name(ofSession: RawStatement(statement).int64(Int32(column)))
        }
        guard let bytes = RawStatement(statement).utf8(Int32(column)), !bytes.isEmpty else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return bytes
    }
}

/// Which rows to export.
public struct ExportFilter: Sendable {
    /// Only words of this deck and of the decks under it (`deck::…`), names as the bank spells them, each
    /// with that deck's name and meanings (and answers to those words).
    public var deck: String?
    /// Only answers and sessions from this time on.
    public var since: Date?
    /// Only this learner's answers and sessions.
    public var profileID: Int64?

    /// No filter.
    public init(deck: String? = nil, since: Date? = nil, profileID: Int64? = nil) {
        self.deck = deck
        self.since = since
        self.profileID = profileID
    }
}

extension ReportStore {
    /// Streams the rows of `table` that pass `filter` to `body`, straight from SQLite's buffers: the
    /// export of a million answers never holds more than one row.
    /// - Throws: ``StoreError``; an error `body` throws ends the export as ``StoreError/io(path:reason:)``.
    public func export(_ table: ExportTable, filter: ExportFilter, _ body: (ExportRow) throws -> Void) throws(StoreError) {
        let kinds = Self.columnKinds(table)
        if table == .words, filter.deck == nil { return try exportAllWords(profileID: filter.profileID, kinds: kinds, body) }
        let (sql, arguments) = Self.exportQuery(table, filter: filter)
        try read { db in
            let statement = try db.makeStatement(sql: sql)
            try statement.setArguments(arguments)
            var row = ExportRow(statement: statement.sqliteStatement, kinds: kinds)
            if table == .history { row.learnerNames = (column: 2, names: try LearnerNames(db: db)) }
            while try statement.stepThroughCAPI() {
                try body(row)
            }
            RawStatement(statement.sqliteStatement).reset()
        }
    }

    /// `column` is a deck or one under it: the deck's name, or a name from `deck::` up to `deck:;` (`;`
    /// follows `:`), a range the `word_source` deck index answers.
    private static func deckCondition(_ column: String) -> String {
        "(\(column) = ? OR (\(column) >= ? AND \(column) < ?))"
    }

    private static func deckArguments(_ deck: String) -> StatementArguments {
        [deck, deck + "::", deck + ":;"]
    }

    /// Whether the bank has the deck `name`, or decks under it (`name::…`), spelt exactly so.
    public static func hasDeck(_ name: String, in decks: [String]) -> Bool {
        decks.contains { $0 == name || $0.hasPrefix(name + "::") }
    }

    private static func columnKinds(_ table: ExportTable) -> [ExportColumnKind] {
        switch table {
        case .words: [.integer, .text, .text, .text, .text, .text, .text, .boolean, .milliseconds, .boolean, .text, .text, .text]
        case .history: [.integer, .milliseconds, .text, .integer, .integer, .text, .text, .text, .text, .text, .boolean, .text, .boolean, .integer]
        case .sessions: [.integer, .text, .time, .time, .text, .integer, .integer, .integer, .integer]
        }
    }

    private static func exportQuery(_ table: ExportTable, filter: ExportFilter) -> (String, StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        switch table {
        case .words:
            // A deck's rows (the whole bank's are ``exportAllWords``): found through the `word_source` deck
            // index, each with that deck's name and meanings. `favorite` is the starred mark of the learner
            // asked for, else of the last learner.
            var favoriteArguments: StatementArguments = [filter.profileID]
            conditions.append("w.removed_at IS NULL")
            if let deck = filter.deck {
                conditions.append(deckCondition("s.deck"))
                arguments += deckArguments(deck)
            }
            favoriteArguments += arguments
            return (wordExportColumns(meanings: LeanWords.meanings(source: "s", word: "w"), deck: "s.deck") + " FROM word w JOIN word_source s ON s.word_id = w.id"
                    + whereClause(conditions) + " ORDER BY w.id, s.deck", favoriteArguments)
        case .history:
            if let deck = filter.deck {
                // The deck's words, and words it was the home of (a removed deck's words kept for their history).
                conditions.append("(\(deckCondition("w.deck")) OR a.word_id IN (SELECT word_id FROM word_source WHERE \(deckCondition("deck"))))")
                arguments += deckArguments(deck) + deckArguments(deck)
            }
            if let since = filter.since { conditions.append("a.answered_ms >= ?"); arguments += [AnswerTime.milliseconds(since)] }
            if let profile = filter.profileID {
                conditions.append("a.session_id IN (SELECT id FROM session WHERE profile_id = ?)")
                arguments += [profile]
            }
            // The learner's name (column 2) is filled in from LearnerNames by session id. A lesson is no answer: its
            // `correct` is empty (NULL), so that a spreadsheet's average of the column is the report's accuracy.
            return ("""
                SELECT a.id, a.answered_ms, a.session_id, a.session_id, a.word_id, w.text, w.reading, \(AnswerModeCode.name("a.mode")), a.given,
                       \(AnswerExpected.text(answer: "a", word: "w")),
                       CASE WHEN a.judgement = '\(Judgement.taught.rawValue)' THEN NULL ELSE a.is_correct END, a.judgement,
                       a.hint_used, a.elapsed_ms
                FROM answer a JOIN word w ON w.id = a.word_id
                """ + whereClause(conditions) + " ORDER BY a.id", arguments)
        case .sessions:
            if let since = filter.since { conditions.append("s.started_at >= ?"); arguments += [UTCTime(since).stored] }
            if let profile = filter.profileID { conditions.append("s.profile_id = ?"); arguments += [profile] }
            return ("""
                SELECT s.id, p.name, s.started_at, s.ended_at, s.status, s.target, s.correct_count, s.wrong_count, s.seed
                FROM session s JOIN profile p ON p.id = s.profile_id
                """ + whereClause(conditions) + " ORDER BY s.id", arguments)
        }
    }

    private static func whereClause(_ conditions: [String]) -> String {
        conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }
}

/// Every session's learner name, as UTF-8 bytes at stable addresses for the length of an export.
final class LearnerNames {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var spans: [Int64: Range<Int>] = [:]

    init(db: Database) throws {
        var bytes: [UInt8] = []
        var profileSpans: [Int64: Range<Int>] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM profile") {
            let name = Array((row["name"] as String).utf8)
            profileSpans[row["id"]] = bytes.count..<(bytes.count + name.count)
            bytes += name
        }
        storage = .allocate(capacity: max(1, bytes.count))
        _ = storage.initialize(from: bytes)
        let sessions = try Row.fetchCursor(db, sql: "SELECT id, profile_id FROM session")
        while let session = try sessions.next() {
            spans[session["id"]] = profileSpans[session["profile_id"]]
        }
    }

    deinit {
        storage.deallocate()
    }

    /// The name of the learner of `session` (empty if unknown).
    func name(ofSession session: Int64) -> UnsafeBufferPointer<UInt8> {
        guard let span = spans[session], let base = storage.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + span.lowerBound, count: span.count)
    }
}
