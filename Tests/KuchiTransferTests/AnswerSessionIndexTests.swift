import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// `v27-answer-session-index-dropped`: the answers keep no index per session. A bank of schema v26 upgraded: the
/// index is gone, the report still counts only the sessions that hold answers (found in its walk of the answers),
/// an import still tells a learner's first history, and an upgrade that left many free pages gives them back.
@Suite("Answers without an index per session: reports as before, a smaller file")
struct AnswerSessionIndexTests {
    /// (session, word, time) of Ann's and Bo's answers: sessions 3 (Ann's) and 5 (Ann's) hold none.
    private static let answers: [(session: Int, word: Int, at: Int64)] = [
        (1, 1, 1_790_866_799_999), (1, 2, 1_790_866_800_000), (2, 3, 1_791_035_100_001), (4, 4, 1_791_831_600_000),
    ]

    /// A bank of schema v26 with ``answers``, and `filler` more of Ann's answers in session 1 (to give a file
    /// of some size), at `path`.
    private func bankOfSchemaV26(at path: String, filler: Int = 0) throws {
        let queue = try DatabaseQueue(path: path)
        let words = OlderBankFixture.words(horse: false)
        try KuchiDatabase.migrator(seedWords: { words }, levelWords: { [] }).migrate(queue, upTo: "v26-lean-answer-rows")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            for answer in Self.answers {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, is_correct, elapsed_ms, answered_ms)
                    VALUES (?, ?, 1, 'x', 1, 1500, ?)
                    """, arguments: [answer.session, answer.word, answer.at])
            }
            guard filler > 0 else { return }
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                SELECT 1, 1 + i % 4, 1, 'a given answer ' || i, 'an expected text of some length ' || i, i % 2, 1500,
                       1790866800000 + i FROM n
                """, arguments: [filler])
        }
        try queue.close()
    }

    @Test func theUpgradeDropsTheIndexAndTheReportCountsOnlySessionsWithAnswers() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV26(at: path)
        let database = try KuchiDatabase.open(path: path)
        let indexes = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'answer' ORDER BY name")
        }
        #expect(indexes == ["answer_review", "answer_word"])
        let now = Date(timeIntervalSince1970: 1_792_584_000)   // 2026-10-21 12:00 UTC
        let everyone = try database.reports.progressReport(ReportRequest(timeZone: .gmt, now: now))
        #expect(everyone.totals.sessions == 3, "sessions 1, 2 and 4 hold answers; 3 and 5 none")
        #expect(everyone.days.map(\.sessions) == [1, 1, 1], "\(everyone.days.map(\.date))")
        let ann = try database.reports.progressReport(ReportRequest(profileName: "Ann", timeZone: .gmt, now: now))
        #expect(ann.totals.sessions == 2)
        let bo = try database.reports.progressReport(ReportRequest(profileName: "Bo", timeZone: .gmt, now: now))
        #expect(bo.totals.sessions == 1)
    }

    @Test func anUpgradeThatLeavesManyFreePagesRewritesTheFileOnceAfterItsBackup() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV26(at: path, filler: 20_000)
        let (pagesBefore, answersBefore) = try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0)
        }
        let database = try KuchiDatabase.open(path: path)
        let (pages, free, answers) = try database.dbQueue.read { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0)
        }
        #expect(answers == answersBefore && answers == 20_004)
        #expect(free == 0, "the index's pages are given back")
        #expect(pages < pagesBefore, "\(pages) pages after the upgrade, \(pagesBefore) before")
        let backups = try FileManager.default.contentsOfDirectory(atPath: path + ".backups")
        #expect(backups.contains { $0.contains("migration") }, "the bank is backed up before the upgrade")
        let doctor = try MaintenanceStore.diagnose(path: path, full: true)
        #expect(doctor.isHealthy, "the rewritten bank passes kuchi doctor --full: \(doctor.problems)")
    }

    @Test func anImportStillTellsALearnersFirstHistoryFromALaterOne() throws {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let (answers, cards) = try database.dbQueue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM card") ?? 0)
        }
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let again = try database.dbQueue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM card") ?? 0)
        }
        #expect(answers > 100 && again == (answers, cards), "the same package again adds no answer and no card")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }
}
