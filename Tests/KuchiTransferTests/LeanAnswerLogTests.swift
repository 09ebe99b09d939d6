import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// The lean answer log (`v19-lean-answer-log`): a bank of schema v18, with its times as text, upgraded; its
/// reports and exports compared with what the build before the migration printed for the same bank (the files
/// in Fixtures/lean-answer-log, written by this test run on that build with `KUCHI_RECORD_LEAN_FIXTURES=DIR`).
@Suite("The lean answer log: times in milliseconds, reports and exports as before")
struct LeanAnswerLogTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lean-answer-log").path

    /// Answers of two learners over three weeks, at times that cross midnight in Tokyo and UTC, with reviews
    /// (a predicted recall) and wrong answers typed alike (confusions).
    private static let answers: [(session: Int, word: Int, given: String, correct: Bool, elapsed: Int, at: String,
                                  rating: Int?, recall: Double?)] = [
        (1, 1, "cat", true, 1200, "2026-10-01 14:59:59.999", 3, nil),
        (1, 2, "hound", false, 3400, "2026-10-01 15:00:00.000", 1, nil),
        (1, 2, "dog", true, 2100, "2026-10-01 15:00:04.250", nil, nil),
        (1, 3, "bird", true, 900, "2026-10-01 15:14:59.999", 3, nil),
        (2, 1, "cat", true, 700, "2026-10-03 23:45:00.001", 3, 0.93),
        (2, 2, "hound", false, 5000, "2026-10-03 23:59:59.999", 1, 0.71),
        (2, 4, "fish", true, 400_000, "2026-10-04 00:00:00.000", 4, nil),
        (3, 2, "puppy", false, 2500, "2026-10-10 08:30:00.500", 1, 0.55),
        (3, 3, "bird", true, 1500, "2026-10-10 08:31:12.345", 3, 0.88),
        (4, 1, "kitten", false, 1800, "2026-10-12 19:00:00.000", 1, 0.66),
        (4, 4, "fish", true, 1100, "2026-10-12 19:00:30.000", 3, 0.91),
        (5, 2, "dog", true, 900, "2026-10-20 06:15:00.000", 3, 0.81),
    ]

    /// A bank migrated up to v18 (times as text), holding ``answers`` and, when given, one more answer at `oddTime`.
    private func bankOfSchemaV18(at path: String, oddTime: String? = nil) throws {
        let queue = try DatabaseQueue(path: path)
        let words = OlderBankFixture.words(horse: false)
        try KuchiDatabase.migrator(seedWords: { words }, levelWords: { [] }).migrate(queue, upTo: "v18-word-search-split")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            for answer in Self.answers {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                                        elapsed_ms, answered_at, rating, recall)
                    VALUES (?, ?, 'meaning', ?, (SELECT meanings FROM word WHERE id = ?), ?, ?, 0, ?, ?, ?, ?)
                    """, arguments: [answer.session, answer.word, answer.given, answer.word, answer.correct,
                                     answer.correct ? "exact" : "wrong", answer.elapsed, answer.at, answer.rating, answer.recall])
            }
            if let oddTime {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, given, expected, is_correct, elapsed_ms, answered_at, rating)
                    VALUES (5, 3, 'crow', 'bird', 0, 1300, ?, 1)
                    """, arguments: [oddTime])
            }
        }
    }

    /// What Kuchi prints of the bank at `path`: reports and exports, by file name.
    private func outputs(of database: KuchiDatabase, in folder: OutputFolder) throws -> [(name: String, text: String)] {
        let now = Date(timeIntervalSince1970: 1_792_584_000)   // 2026-10-21 12:00 UTC
        var printed: [(String, String)] = []
        for (name, request) in [
            ("report-all-tokyo", ReportRequest(timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt, now: now)),
            ("report-ann-utc-since", ReportRequest(profileName: "Ann", since: LocalDate(year: 2026, month: 10, day: 3),
                                                   timeZone: .gmt, now: now)),
        ] {
            let report = try database.reports.progressReport(request)
            printed.append((name + ".md", ReportFormat.markdown.render(report)))
            printed.append((name + ".json", ReportFormat.json.render(report)))
        }
        for (name, format, filter) in [
            ("history.csv", ExportFormat.csv, ExportFilter()),
            ("history.jsonl", ExportFormat.jsonl, ExportFilter()),
            ("history-since.tsv", ExportFormat.tsv, ExportFilter(since: Date(timeIntervalSince1970: 1_791_072_000))),   // 2026-10-04 00:00 UTC
        ] {
            try Exporter.export(.history, from: database.reports, filter: filter, format: format, to: folder.file(name), force: false)
            printed.append((name, try String(contentsOfFile: folder.file(name), encoding: .utf8)))
        }
        return printed
    }

    @Test func reportsAndExportsOfAnUpgradedBankPrintWhatTheBuildBeforeItPrinted() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV18(at: path)
        let database = try KuchiDatabase.open(path: path)
        let printed = try outputs(of: database, in: folder)
        if let record = ProcessInfo.processInfo.environment["KUCHI_RECORD_LEAN_FIXTURES"] {
            for (name, text) in printed { try text.write(toFile: record + "/" + name, atomically: true, encoding: .utf8) }
            return
        }
        for (name, text) in printed {
            let expected = try String(contentsOfFile: Self.fixtures + "/" + name, encoding: .utf8)
            #expect(text == expected, "\(name) differs from the build before the lean answer log")
        }
    }

    /// `2026-10-01 14:59:59.999` as milliseconds since 1970, read digit by digit; `nil` for any other text.
    private static func milliseconds(_ text: String) -> Int64? {
        let digits = text.split(whereSeparator: { " -:.".contains($0) }).compactMap { Int($0) }
        guard digits.count == 7, let day = LocalDate(year: digits[0], month: digits[1], day: digits[2]) else { return nil }
        return Int64(((day.daysSince1970 * 24 + digits[3]) * 60 + digits[4]) * 60 + digits[5]) * 1000 + Int64(digits[6])
    }

    @Test func everyTimeIsConvertedExactlyAndATextThatIsNoTimeBecomesNull() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV18(at: path, oddTime: "not a time")
        let database = try KuchiDatabase.open(path: path)
        let stored = try database.dbQueue.read { db in try Int64?.fetchAll(db, sql: "SELECT answered_ms FROM answer ORDER BY id") }
        let expected: [Int64?] = Self.answers.map { answer in Self.milliseconds(answer.at) } + [nil]
        #expect(stored == expected)
        #expect(stored.first == 1_790_866_799_999, "2026-10-01 14:59:59.999 UTC")
        let backups = try FileManager.default.contentsOfDirectory(atPath: path + ".backups")
        #expect(backups.contains { $0.contains("migration") }, "the bank is backed up before the answers are converted")
        let indexes = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'answer' ORDER BY name")
        }
        #expect(indexes == ["answer_review", "answer_word"], "the report's indexes narrowed by v21, the session's dropped by v27")
        // The replay reads the new times: cards rebuilt from them agree with them (the odd time left out).
        #expect(try database.maintenance.rebuildCards() == 6, "Ann's 4 words and Bo's 2")
        #expect(try database.maintenance.checkCards() == CardCheck(cards: 6, disagreeing: 0))
    }

    @Test func aConversionThatFailsLeavesTheBankAsItWas() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV18(at: path)
        // A table in the way of the conversion's own: the migration fails halfway through its statements.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE answer_v18 (x)") }
        try queue.close()
        #expect(throws: StoreError.self) { try KuchiDatabase.open(path: path) }
        let after = try DatabaseQueue(path: path)
        let (times, applied) = try after.read { db in
            (try String.fetchAll(db, sql: "SELECT answered_at FROM answer ORDER BY id"),
             try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(times == Self.answers.map(\.at), "every answer kept, its time as it was")
        #expect(!applied.contains("v19-lean-answer-log"))
    }
}
