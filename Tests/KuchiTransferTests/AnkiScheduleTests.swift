import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Packages studied for 60 days by Anki 26.9.3's own backend, with FSRS on and off
/// (scripts/make-anki-schedule-fixtures.py), and what Anki said each card's due day was when it exported them.
@Suite("Anki's schedule kept on import")
struct AnkiScheduleTests {
    /// One card as Anki had it at the export.
    struct ExpectedCard: Decodable {
        var text: String
        var reading: String
        var kind: String
        var type: Int
        var suspended: Bool
        var stability: Double?
        var difficulty: Double?
        var due_day: String?
        var due_time: Double?
    }

    struct Expected: Decodable {
        var exported_at: String
        var cards: [ExpectedCard]
    }

    private func expected(_ variant: String) throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: URL(fileURLWithPath: fixture("anki-studied-\(variant).json"))))
    }

    /// A new bank with the package imported for Hanako (study days counted in UTC, as Anki counted them).
    private func imported(_ variant: String, dryRun: Bool = false) throws -> (KuchiDatabase, WordImporter.Report) {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        options.dryRun = dryRun
        return (database, try WordImporter(database: database, options: options).run([fixture("anki-studied-\(variant).apkg")]))
    }

    /// Hanako's card of each word and kind: its state, due time, stability and difficulty.
    private func cards(_ database: KuchiDatabase) throws -> [String: (state: String, due: Date, stability: Double, difficulty: Double)] {
        try database.dbQueue.read { db in
            var cards: [String: (String, Date, Double, Double)] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT w.text || '|' || w.reading || '|' || \(CardKindCode.codes.nameSQL("c.kind")), \(CardStateCode.codes.nameSQL("c.state")),
                       c.due_ms, c.stability, c.difficulty
                FROM card c JOIN word w ON w.id = c.word_id
                """) {
                cards[row[0]] = (row[1], AnswerTime.date(row[2]), row[3], row[4])
            }
            return cards
        }
    }

    /// The study day (UTC, rolling over at 04:00 as Anki's did) of `date`, as `YYYY-MM-DD`.
    private func studyDay(_ date: Date) -> String {
        String(UTCTime(StudyDay.start(of: date, in: .gmt)).stored.prefix(10))
    }

    @Test(arguments: ["fsrs", "sm2"])
    func everyCardKeepsTheDueDayAnkiGaveIt(_ variant: String) throws {
        let (database, _) = try imported(variant)
        let stored = try cards(database)
        let scheduled = try expected(variant).cards.filter { $0.type != 0 }
        #expect(scheduled.count > 150, "the package has cards in learning and review")
        var sameDay = 0
        for card in scheduled {
            guard let kuchi = stored["\(card.text)|\(card.reading)|\(card.kind)"] else {
                Issue.record("no card for \(card.text) \(card.kind)")
                continue
            }
            if let day = card.due_day, studyDay(kuchi.due) == day { sameDay += 1 }
            if let time = card.due_time, abs(kuchi.due.timeIntervalSince1970 - time) < 1 { sameDay += 1 }
            #expect(kuchi.state == ["learning", "learning", "review", "relearning"][card.type])
        }
        #expect(sameDay == scheduled.count, "\(scheduled.count - sameDay) of \(scheduled.count) cards due on another day than in Anki")
    }

    @Test func withFSRSOnEveryCardKeepsAnkisStabilityAndDifficulty() throws {
        let (database, report) = try imported("fsrs")
        let stored = try cards(database)
        let scheduled = try expected("fsrs").cards.filter { $0.type != 0 }
        for card in scheduled {
            let kuchi = try #require(stored["\(card.text)|\(card.reading)|\(card.kind)"])
            #expect(kuchi.stability == card.stability && kuchi.difficulty == card.difficulty)
        }
        #expect(report.notes.contains { $0.contains("\(scheduled.count) cards keep Anki's schedule (the state and due day Anki had); "
                                                   + "memory from Anki's FSRS state for \(scheduled.count).") })
        #expect(try database.maintenance.checkCards().disagreeing == 0, "kuchi doctor agrees")
        try database.maintenance.rebuildCards()
        let rebuilt = try cards(database)
        #expect(rebuilt.allSatisfy { key, card in stored[key]?.due == card.due && stored[key]?.stability == card.stability },
                "kuchi doctor --rebuild-cards keeps Anki's schedule")
    }

    /// Anki counts the days between reviews in study days (a review at 23:30 and one at 09:00 the next morning
    /// are a day apart); Kuchi's own reviews count whole 24-hour periods (0 days there). Replaying the review log
    /// in Anki's study days gives Anki's own FSRS memory of every card; in 24-hour periods, of fewer than half.
    @Test func aReplayCountingAnkisStudyDaysGivesAnkisOwnMemory() throws {
        let (database, _) = try imported("fsrs")
        let (answers, baselines) = try database.dbQueue.read { db in (try PracticeStore.pastAnswers(db), try CardBaselines.all(db)) }
        func differing(_ scheduler: FSRSScheduler) -> Int {
            let replay = HistoryReplay.cards(from: answers, scheduler: scheduler)
            return baselines.filter { key, baseline in
                guard let memory = replay[key]?.memory else { return true }
                return abs(memory.stability - baseline.memory.stability) > baseline.memory.stability * 0.05
                    || abs(memory.difficulty - baseline.memory.difficulty) > 0.5
            }.count
        }
        #expect(baselines.count > 200)
        #expect(differing(FSRSScheduler.default.counting(.studyDays(boundary: 4 * 3600))) == 0)
        #expect(differing(.default) > baselines.count / 2, "24-hour periods: stability off by more than 5% on most cards")
    }

    @Test func withFSRSOffTheMemoryIsReplayedButTheDueDaysAreAnkis() throws {
        let (_, report) = try imported("sm2")
        let scheduled = try expected("sm2").cards.filter { $0.type != 0 }
        #expect(scheduled.allSatisfy { $0.stability == nil })
        #expect(report.notes.contains { $0.contains("\(scheduled.count) cards keep Anki's schedule (the state and due day Anki had); "
                                                   + "memory replayed from the review log for \(scheduled.count) (Anki had no FSRS memory of them).") })
    }

    @Test(arguments: ["fsrs", "sm2"])
    func dueNowCountsWhatAnkiHadDueAtTheExport(_ variant: String) throws {
        let (database, _) = try imported(variant)
        let expected = try expected(variant)
        let exportedAt = try #require(ISO8601DateFormatter().date(from: expected.exported_at))
        let profile = try #require(try database.practice.profile(named: "Hanako"))
        let today = studyDay(exportedAt)
        // Anki leaves out each suspended card, and so does Kuchi (a whole word, or one card of it).
        let dueInAnki = expected.cards.filter { card in
            !card.suspended
                && (card.due_day.map { $0 <= today } ?? false || card.due_time.map { $0 <= exportedAt.timeIntervalSince1970 } ?? false)
        }.count
        #expect(try database.practice.dueForecast(profile: profile, at: exportedAt, timeZone: .gmt).dueNow == dueInAnki)
    }

    @Test(arguments: ["fsrs", "sm2"])
    func wordsWhoseEveryCardAnkiSuspendedArriveSuspended(_ variant: String) throws {
        let (database, report) = try imported(variant)
        let expected = try expected(variant)
        let byWord = Dictionary(grouping: expected.cards, by: \.text)
        let whole = byWord.filter { $0.value.allSatisfy(\.suspended) }.keys.sorted()
        let profile = try #require(try database.practice.profile(named: "Hanako"))
        let suspended = try database.practice.suspendedWordIDs(profileID: profile.id)
        let names = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM word WHERE id IN (SELECT word_id FROM suspended_word WHERE kind = '') ORDER BY text")
        }
        #expect(whole.count == 5 && suspended.count == 5 && names == whole)
        #expect(report.notes.contains { $0.hasSuffix("5 words suspended, as Anki had every card of them suspended (kuchi words unsuspend WORD brings one back).") })
        #expect(report.notes.contains { $0.contains("5 cards suspended alone, as in Anki, of 5 words whose other cards were not") })
        let cardsAlone = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT kind FROM suspended_word WHERE kind <> ''")
        }
        #expect(cardsAlone == Array(repeating: "writing", count: 5), "the Production cards, which ask for the Japanese")
    }

    @Test func aDryRunSpeaksInTheConditionalAndWritesNothing() throws {
        let (database, report) = try imported("fsrs", dryRun: true)
        let history = report.notes.filter { $0.contains("Anki") }
        #expect(history.contains { $0.contains("reviews would be imported from Anki as Hanako's answers.") })
        #expect(history.contains { $0.contains("cards would keep Anki's schedule") })
        #expect(history.contains { $0.contains("5 words would be suspended") })
        #expect(history.contains { $0.contains("5 cards would be suspended alone") })
        #expect(!history.contains { $0.contains(" imported from Anki") && !$0.contains("would") })
        #expect(try database.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM card_baseline") } == 0)
        #expect(try database.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM suspended_word") } == 0)
    }

    @Test func aSecondImportOfTheSamePackageChangesNoDueDay() throws {
        let (database, _) = try imported("fsrs")
        let before = try cards(database)
        var options = WordImporter.Options()
        options.learner = "Hanako"
        let again = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        #expect(again.notes.contains { $0.contains("0 reviews imported") && $0.contains("already imported before") })
        #expect(!again.notes.contains { $0.contains("keep Anki's schedule") }, "nothing to keep that was not kept")
        #expect(again.notes.contains { $0.contains("cards have Anki's schedule from an earlier import already, unchanged.") })
        let after = try cards(database)
        #expect(after.count == before.count && after.allSatisfy { before[$0.key]?.due == $0.value.due })
    }
}
