import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// A stored value Kuchi cannot read is a `damaged` store error naming the table, the row and the column,
/// never replaced by a default (a card read as new, a session read as interrupted, a time left out).
@Suite("Undecodable stored values: a damaged error naming table and row")
struct UndecodableValueTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A bank with one learner, one session and one graded answer (so one card).
    private func bankWithOneCard() throws -> (bank: KuchiDatabase, learner: Int64, session: Int64) {
        let bank = try makeBank(words: 3)
        let learner = try bank.practice.useProfile(named: "Ann", at: now).id
        let session = try bank.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        let memory = FSRSScheduler.default.review(.new(due: now), rating: .good, at: now)
        try bank.practice.recordAnswer(AnswerRecord(
            sessionID: session, wordID: 1, mode: .choice, given: "meaning 1", expected: "meaning 1", judgement: .exact,
            elapsed: .seconds(2), answeredAt: now, rating: .good,
            card: CardUpdate(profileID: learner, wordID: 1, kind: .recognition, memory: memory)))
        return (bank, learner, session)
    }

    /// Writes `sql` past the schema's checks, as a hand edit or another program could.
    private func corrupt(_ bank: KuchiDatabase, _ sql: String) throws {
        try bank.dbQueue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: sql)
            try db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
        }
    }

    private func damage(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let StoreError.damaged(_, problem) {
            return problem
        } catch {
            return "not a damaged error: \(error)"
        }
    }

    @Test func aSessionStatusThisKuchiDoesNotKnowIsDamageNotAnInterruptedSession() throws {
        let (bank, _, session) = try bankWithOneCard()
        try corrupt(bank, "UPDATE session SET status = 'paused' WHERE id = \(session)")
        let problem = try #require(damage { _ = try bank.practice.session(id: session) })
        #expect(problem.contains("session table's row id \(session)") && problem.contains("“paused” in status"), "\(problem)")
        let error = try #require(throws: StoreError.self) { try bank.practice.session(id: session) }
        #expect(error.exitCode == .dataError)
    }

    @Test func aCardStateThisKuchiDoesNotKnowIsDamageNotANewCard() throws {
        let (bank, learner, _) = try bankWithOneCard()
        try corrupt(bank, "UPDATE card SET state = 'frozen'")
        let problem = try #require(damage { _ = try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .recognition) } })
        #expect(problem.contains("card table's row profile \(learner), word 1, kind recognition") && problem.contains("“frozen” in state"),
                "\(problem)")
        #expect(damage { _ = try bank.maintenance.checkCards() } != nil, "kuchi doctor's card check says so too")
    }

    @Test func anAnswerModeThisKuchiDoesNotKnowStopsARebuildInsteadOfCountingAsAChoice() throws {
        let (bank, _, _) = try bankWithOneCard()
        try corrupt(bank, "UPDATE answer SET mode = 'telepathy'")
        let problem = try #require(damage { _ = try bank.maintenance.rebuildCards() })
        #expect(problem.contains("answer table's row id 1") && problem.contains("“telepathy” in mode"), "\(problem)")
        #expect(try bank.practice.lookingUp { try $0.card(profileID: 1, wordID: 1, kind: .recognition) } != nil,
                "the rebuild was rolled back: the card is still there")
    }

    @Test func aCardTimeOutOfRangeIsDamageWhenTheCardIsLookedUp() throws {
        let (bank, learner, _) = try bankWithOneCard()
        let lookUp = { _ = try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .recognition) } }
        try corrupt(bank, "UPDATE card SET last_review_ms = -5")
        let lastReview = try #require(damage(lookUp))
        #expect(lastReview.contains("card table's row profile \(learner), word 1, kind recognition") && lastReview.contains("“-5” in last_review_ms"),
                "\(lastReview)")
        try corrupt(bank, "UPDATE card SET last_review_ms = NULL, due_ms = 'soon'")
        let due = try #require(damage(lookUp))
        #expect(due.contains("“soon” in due_ms"), "\(due)")
    }

    @Test func aCardDueAtNoTimeStopsTheReportInsteadOfBeingLeftOut() throws {
        let (bank, learner, _) = try bankWithOneCard()
        try corrupt(bank, "UPDATE card SET due_ms = '2026-13-45 99:00:00'")
        let request = ReportRequest(timeZone: TimeZone(identifier: "UTC")!, now: now)
        let problem = try #require(damage { _ = try bank.reports.progressReport(request) })
        #expect(problem.contains("card table's row profile \(learner), word 1, kind recognition") && problem.contains("in due_ms"), "\(problem)")
    }

    @Test func controlCharactersOfAStoredValueAreNotPrinted() throws {
        let (bank, _, session) = try bankWithOneCard()
        try corrupt(bank, "UPDATE session SET status = 'x' || char(27) || '[31m' WHERE id = \(session)")
        let problem = try #require(damage { _ = try bank.practice.session(id: session) })
        #expect(!problem.unicodeScalars.contains { $0.value == 27 } && problem.contains("“x?[31m”"), "\(problem)")
    }
}
