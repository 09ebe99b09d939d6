import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Lean cards (`v20-lean-cards`): a bank of schema v19, its cards' and baselines' times as text, upgraded; what
/// Kuchi prints of it (reports, due forecasts, the word browser's due dates, the cards and baselines as read)
/// compared with what the build before the migration printed for the same bank (the files in
/// Fixtures/lean-cards, written by this test run on that build with `KUCHI_RECORD_LEAN_FIXTURES=DIR`).
@Suite("Lean cards: card times in milliseconds, reports and forecasts as before")
struct LeanCardTimesTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lean-cards").path

    /// 2026-10-21 12:00 UTC: when the outputs are printed.
    private static let now = Date(timeIntervalSince1970: 1_792_584_000)

    /// Answers of two learners (session, word, mode, correct, time), spread over three weeks.
    private static let answers: [(session: Int, word: Int, mode: String, correct: Bool, at: String)] = [
        (1, 1, "meaning", true, "2026-10-01 14:59:59.999"),
        (1, 2, "meaning", false, "2026-10-01 15:00:00.000"),
        (1, 2, "meaning", true, "2026-10-01 15:00:04.250"),
        (1, 3, "reading", true, "2026-10-01 15:14:59.999"),
        (2, 1, "meaning", true, "2026-10-03 23:45:00.001"),
        (2, 2, "word", false, "2026-10-03 23:59:59.999"),
        (2, 4, "meaning", true, "2026-10-04 00:00:00.000"),
        (3, 2, "meaning", false, "2026-10-10 08:30:00.500"),
        (3, 3, "reading", true, "2026-10-10 08:31:12.345"),
        (4, 1, "meaning", false, "2026-10-12 19:00:00.000"),
        (4, 4, "word", true, "2026-10-12 19:00:30.000"),
        (5, 2, "meaning", true, "2026-10-20 06:15:00.000"),
    ]

    /// A bank migrated up to v19 (card times as text): ``answers``, the cards they give, and an imported card
    /// (word 5, with a baseline as an Anki import leaves it); with `oddDue`, one card's due date replaced by it.
    private func bankOfSchemaV19(at path: String, oddDue: String? = nil) throws {
        let queue = try DatabaseQueue(path: path)
        let words = OlderBankFixture.words(horse: true)
        try KuchiDatabase.migrator(seedWords: { words }, levelWords: { [] }).migrate(queue, upTo: "v19-lean-answer-log")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            for answer in Self.answers {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                    VALUES (?, ?, ?, '', (SELECT meanings FROM word WHERE id = ?), ?, 1500,
                            CAST(round((julianday(?) - 2440587.5) * 86400000.0) AS INTEGER))
                    """, arguments: [answer.session, answer.word, answer.mode, answer.word, answer.correct, answer.at])
            }
            let ratings = HistoryReplay.inferredRatings(try PracticeStore.pastAnswers(db))
            for (id, rating) in ratings {
                try db.execute(sql: "UPDATE answer SET rating = ? WHERE id = ?", arguments: [rating.rawValue, id])
            }
            // Cards as the build before v20 wrote them (the replay writes them in the layout it finds), and an
            // imported card with its baseline: Anki's memory, untouched since the import.
            try PracticeStore.rebuildCards(db, baselines: false)
            let imported = "'review', NULL, 12.5, 6.25, '2026-10-27 05:46:40.123', '2026-10-14 17:46:40.123', 7, 1, '2026-05-28 20:26:40.500'"
            try db.execute(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due, last_review, reps, lapses,
                                  introduced_at)
                VALUES (1, 5, 'recognition', \(imported));
                INSERT INTO card_baseline (profile_id, word_id, kind, state, step, stability, difficulty, due, last_review, reps,
                                           lapses, introduced_at, held_until, origin, source)
                VALUES (1, 5, 'recognition', \(imported), '2026-10-14 17:46:40.123', 'kept', 'anki');
                """)
            if let oddDue {
                try db.execute(sql: "UPDATE card SET due = ? WHERE word_id = 4 AND profile_id = 1", arguments: [oddDue])
            }
        }
        try queue.close()
    }

    /// What Kuchi prints of the bank, by name.
    private func outputs(of database: KuchiDatabase) throws -> [(name: String, text: String)] {
        var printed: [(String, String)] = []
        for (name, zone) in [("tokyo", "Asia/Tokyo"), ("utc", "UTC")] {
            let timeZone = TimeZone(identifier: zone) ?? .gmt
            let report = try database.reports.progressReport(ReportRequest(timeZone: timeZone, now: Self.now))
            printed.append(("report-\(name).md", ReportFormat.markdown.render(report)))
            printed.append(("report-\(name).json", ReportFormat.json.render(report)))
            var due = ""
            for learner in ["Ann", "Bo"] {
                let profile = try #require(try database.practice.profile(named: learner))
                for at in [Self.now, Date(timeIntervalSince1970: 1_791_000_000), Date(timeIntervalSince1970: 1_793_500_000)] {
                    let forecast = try database.practice.dueForecast(profile: profile, at: at, timeZone: timeZone)
                    due += "\(learner) at \(UTCTime(at).stored): now \(forecast.dueNow), days \(forecast.perDay)\n"
                    for deck in forecast.decks { due += "  \(deck.name): \(deck.dueNow) \(deck.perDay)\n" }
                    let next = try database.practice.nextDue(profile: profile, after: at, timeZone: timeZone)
                    due += "  next: \(next.map { "\(UTCTime($0.first).stored) ×\($0.count)" } ?? "none")\n"
                }
            }
            printed.append(("due-\(name).txt", due))
        }
        var words = ""
        for profileID: Int64 in [1, 2] {
            for query in ["猫", "犬", "鳥", "魚", "馬"] {
                for hit in try database.search.searchWords(WordSearch(query: query, profileID: profileID)) {
                    words += "\(profileID) \(hit.word.text) \(hit.cardState ?? "-") \(hit.due ?? "-")\n"
                }
            }
        }
        printed.append(("words.txt", words))
        let cards = try database.dbQueue.read { db in
            var text = ""
            let keys = try Row.fetchAll(db, sql: "SELECT profile_id, word_id, kind FROM card ORDER BY 1, 2, 3")
            for row in keys {
                let key = try CardColumns.key(row, table: "card")
                let memory = try #require(try WordLookupStatements(db: db).card(profileID: key.profileID, wordID: key.wordID, kind: key.kind))
                text += "\(key.profileID) \(key.wordID) \(key.kind.rawValue) \(memory.state) \(memory.step.map(String.init) ?? "-") "
                    + "\(memory.stability) \(memory.difficulty) \(UTCTime(memory.due).stored) "
                    + "\(memory.lastReview.map { UTCTime($0).stored } ?? "-") \(memory.reps) \(memory.lapses)\n"
            }
            for (key, baseline) in try CardBaselines.all(db).sorted(by: { $0.key.wordID < $1.key.wordID }) {
                text += "baseline \(key.profileID) \(key.wordID) \(key.kind.rawValue) \(baseline.memory.state) "
                    + "\(UTCTime(baseline.memory.due).stored) \(baseline.memory.lastReview.map { UTCTime($0).stored } ?? "-") "
                    + "\(UTCTime(baseline.introducedAt).stored) \(UTCTime(baseline.heldUntil).stored) \(baseline.origin.rawValue)\n"
            }
            text += "introduced since 2026-10-03: \(try WordLookupStatements(db: db).cardsIntroduced(profileID: 1, since: Date(timeIntervalSince1970: 1_790_985_600)))\n"
            return text
        }
        printed.append(("cards.txt", cards))
        printed.append(("doctor.txt", "\(try database.maintenance.checkCards())\n"))
        return printed
    }

    @Test func reportsAndForecastsOfAnUpgradedBankPrintWhatTheBuildBeforeItPrinted() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV19(at: path)
        let database = try KuchiDatabase.open(path: path)
        let printed = try outputs(of: database)
        if let record = ProcessInfo.processInfo.environment["KUCHI_RECORD_LEAN_FIXTURES"] {
            for (name, text) in printed { try text.write(toFile: record + "/" + name, atomically: true, encoding: .utf8) }
            return
        }
        for (name, text) in printed {
            let expected = try String(contentsOfFile: Self.fixtures + "/" + name, encoding: .utf8)
            #expect(text == expected, "\(name) differs from the build before lean cards")
        }
    }

    @Test func everyTimeIsConvertedExactlyAndATextThatIsNoTimeIsKeptAndReported() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV19(at: path, oddDue: "10000-05-02 23:59:59.999")
        let database = try KuchiDatabase.open(path: path)
        let (cards, baseline) = try database.dbQueue.read { db in
            (try Row.fetchAll(db, sql: """
                SELECT word_id, due_ms, typeof(due_ms), last_review_ms, introduced_ms FROM card
                WHERE profile_id = 1 AND kind = 0 ORDER BY word_id
                """),
             // The baseline as it stands: compact since v24 (its card holds it), so read through its card.
             try #require(try Row.fetchOne(db, sql: """
                SELECT due_ms, last_review_ms, introduced_ms, held_until_ms
                FROM (SELECT \(CompactBaselines.selection) FROM \(CompactBaselines.joined))
                """)))
        }
        #expect(cards.map { $0[0] as Int64 } == [1, 2, 4, 5])
        #expect(cards[0][1] as Int64 == 1_792_194_300_001, "2026-10-16 23:45:00.001 UTC")
        #expect(cards[0][3] as Int64 == 1_791_071_100_001, "2026-10-03 23:45:00.001 UTC")
        #expect(cards[2][1] as String == "10000-05-02 23:59:59.999" && cards[2][2] as String == "text",
                "a due date no integer can hold is kept as it was")
        #expect(cards[3][1] as Int64 == 1_793_080_000_123 && cards[3][4] as Int64 == 1_780_000_000_500)
        #expect(baseline[0] as Int64 == 1_793_080_000_123 && baseline[1] as Int64 == 1_792_000_000_123
                && baseline[2] as Int64 == 1_780_000_000_500 && baseline[3] as Int64 == 1_792_000_000_123)
        let backups = try FileManager.default.contentsOfDirectory(atPath: path + ".backups")
        #expect(backups.contains { $0.contains("migration") }, "the bank is backed up before the cards are converted")
        #expect(try database.maintenance.cardsWithDatesOutOfRange() == 1, "kuchi doctor reports the card, as before")
        let check = try database.maintenance.checkCards()
        #expect(check.cards == 8 && check.disagreeing > 0, "\(check)")
        #expect(try database.maintenance.rebuildCards() == 8)
        #expect(try database.maintenance.checkCards() == CardCheck(cards: 8, disagreeing: 0), "the imported card rebuilt from its baseline")
        #expect(try database.maintenance.cardsWithDatesOutOfRange() == 0)
    }

    @Test func aConversionThatFailsLeavesTheBankAsItWas() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV19(at: path)
        // A table in the way of the conversion's own: the migration fails halfway through its statements.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE card_baseline_v19 (x)") }
        let before = try queue.read { db in try String.fetchAll(db, sql: "SELECT due FROM card ORDER BY profile_id, word_id, kind") }
        try queue.close()
        #expect(throws: StoreError.self) { try KuchiDatabase.open(path: path) }
        let after = try DatabaseQueue(path: path)
        let (dues, applied) = try after.read { db in
            (try String.fetchAll(db, sql: "SELECT due FROM card ORDER BY profile_id, word_id, kind"),
             try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(dues == before && dues.count == 8, "every card kept, its times as they were")
        #expect(!applied.contains("v20-lean-cards"))
    }
}
