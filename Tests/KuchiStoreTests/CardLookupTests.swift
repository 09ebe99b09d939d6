import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// A card looked up by its key (a flashcard's previews, and grading inside the answer's transaction) reads back
/// exactly the memory its answer stored, and the answer row holds what was given.
@Suite("Card look-up by key and the answer it was graded by")
struct CardLookupTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_123.456)

    @Test func aGradedCardReadsBackAsStoredAndItsAnswerAsGiven() throws {
        let bank = try makeBank(words: 3)
        let learner = try bank.practice.useProfile(named: "Ann", at: now).id
        let session = try bank.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        let scheduler = FSRSScheduler.kuchiDefault
        let hard = scheduler.review(.new(due: now), rating: .hard, at: now)   // in its learning step
        var stored: [CardMemory] = []
        for (wordID, rating) in [(Int64(1), Rating.hard), (2, .easy)] {
            let graded = try bank.practice.recordAnswer(
                AnswerRecord(sessionID: session, wordID: wordID, mode: .flashcard, given: "cafe\u{301}", expected: "café",
                             judgement: .exact, hintUsed: wordID == 1, elapsed: .milliseconds(2_345), answeredAt: now, rating: rating),
                grading: CardGrading(profileID: learner, wordID: wordID, kind: .recognition) { previous in
                    (scheduler.review(previous ?? .new(due: self.now), rating: rating, at: self.now), nil)
                })
            stored.append(graded.memory)
        }
        #expect(stored[0] == hard && stored[0].step != nil)
        for (index, memory) in stored.enumerated() {
            let wordID = Int64(index + 1)
            let read = try #require(try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: wordID, kind: .recognition) })
            let byName = try bank.dbQueue.read { db in
                try Row.fetchOne(db, sql: "SELECT \(CardColumns.selection) FROM card WHERE word_id = ?", arguments: [wordID])
                    .map { try CardColumns.memory($0) }
            }
            #expect(read == byName)
            // As stored, to the millisecond the bank keeps.
            #expect(read.state == memory.state && read.step == memory.step && read.reps == memory.reps && read.lapses == memory.lapses)
            #expect(read.stability == memory.stability && read.difficulty == memory.difficulty)
            #expect(abs(read.due.timeIntervalSince(memory.due)) < 0.001)
            #expect(abs((read.lastReview ?? .distantPast).timeIntervalSince(memory.lastReview ?? .distantPast)) < 0.001)
        }
        #expect(try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: 3, kind: .recognition) } == nil)
        #expect(try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .reading) } == nil)
        let row = try #require(try bank.dbQueue.read { db in
            try Row.fetchOne(db, sql: "SELECT given, hint_used, elapsed_ms, answered_ms, rating, recall FROM answer WHERE word_id = 1")
        })
        let given: String = row["given"], hintUsed: Bool = row["hint_used"], elapsed: Int64 = row["elapsed_ms"]
        let answeredAt: Int64 = row["answered_ms"], rating: Int = row["rating"], recall: Double? = row["recall"]
        #expect(given == "café" && given.unicodeScalars.count == 4, "stored composed (NFC)")
        #expect(hintUsed && elapsed == 2_345 && answeredAt == 1_800_000_123_456 && rating == 2 && recall == nil)
        #expect(try bank.practice.session(id: session)?.correctCount == 2)
    }

    /// A card graded again is updated in place: a grade that keeps its state (Good on a review card, an update
    /// that leaves the state column alone) and one that changes it (Again: relearning) both read back as stored.
    @Test func laterGradesReadBackAsStoredWhetherOrNotTheStateChanges() throws {
        let bank = try makeBank(words: 1)
        let learner = try bank.practice.useProfile(named: "Ann", at: now).id
        let session = try bank.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        let scheduler = FSRSScheduler.kuchiDefault
        var states: [CardState] = []
        for (days, rating) in [(0.0, Rating.easy), (20, .good), (60, .again)] {
            let at = now.addingTimeInterval(days * 86_400)
            let graded = try bank.practice.recordAnswer(
                AnswerRecord(sessionID: session, wordID: 1, mode: .flashcard, given: "x", expected: "x", judgement: .exact,
                             hintUsed: false, elapsed: .milliseconds(1_000), answeredAt: at, rating: rating),
                grading: CardGrading(profileID: learner, wordID: 1, kind: .recognition) { previous in
                    (scheduler.review(previous ?? .new(due: at), rating: rating, at: at), nil)
                })
            let read = try #require(try bank.practice.lookingUp { try $0.card(profileID: learner, wordID: 1, kind: .recognition) })
            #expect(read.state == graded.memory.state && read.step == graded.memory.step && read.reps == graded.memory.reps)
            #expect(read.lapses == graded.memory.lapses && read.stability == graded.memory.stability)
            #expect(read.difficulty == graded.memory.difficulty && abs(read.due.timeIntervalSince(graded.memory.due)) < 0.001)
            #expect(abs((read.lastReview ?? .distantPast).timeIntervalSince(graded.memory.lastReview ?? .distantPast)) < 0.001)
            states.append(read.state)
        }
        #expect(states == [.review, .review, .relearning], "the second grade kept the state, the third changed it")
    }
}
