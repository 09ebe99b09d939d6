import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Anki's stock "Basic (and reversed card)" notes (scripts/make-anki-fixtures.py --basic-reversed): the forward card
/// asks the Front (the Japanese), so its history is recognition's; the reversed card asks the Back (the meaning), so
/// its history is writing's. Each card's reviews and schedule land on its own kind, never on the other.
@Suite("Anki's reversed cards on import")
struct AnkiReversedCardTests {
    private func imported() throws -> KuchiDatabase {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: database, options: options).run([fixture("anki-basic-reversed.apkg")])
        return database
    }

    @Test func eachCardsHistoryAndScheduleLandOnItsOwnKind() throws {
        let database = try imported()
        let (answers, cards) = try database.dbQueue.read { db in
            (try String.fetchAll(db, sql: """
                SELECT w.text || ' ' || \(AnswerModeCode.name("a.mode")) || ' ' || group_concat(a.rating, ',')
                FROM (SELECT * FROM answer ORDER BY answered_ms) a JOIN word w ON w.id = a.word_id
                GROUP BY w.text, a.mode ORDER BY w.text, a.mode
                """),
             try Row.fetchAll(db, sql: """
                SELECT w.text, \(CardKindCode.codes.nameSQL("c.kind")) AS kind, \(CardStateCode.codes.nameSQL("c.state")) AS state,
                       c.reps, c.lapses, c.stability, c.difficulty, c.due_ms
                FROM card c JOIN word w ON w.id = c.word_id
                """))
        }
        // The forward card of 栗 was answered Good, Good, Good, Easy; its reversed card Again, Good, Again.
        #expect(answers == ["引っ越す meaning 3,3", "引っ越す word 2", "栗 meaning 3,3,3,4", "栗 word 1,3,1"])
        var byKind: [String: Row] = [:]
        for card in cards { byKind["\(card["text"] as String) \(card["kind"] as String)"] = card }
        let forward = try #require(byKind["栗 recognition"]), reversed = try #require(byKind["栗 writing"])
        #expect(forward["state"] as String == "review" && forward["reps"] as Int == 4 && forward["lapses"] as Int == 0)
        #expect(reversed["state"] as String == "review" && reversed["reps"] as Int == 3 && reversed["lapses"] as Int == 2)
        #expect(forward["stability"] as Double == 31.5 && forward["difficulty"] as Double == 3.1, "the forward card's FSRS memory")
        #expect(reversed["stability"] as Double == 1.4 && reversed["difficulty"] as Double == 8.2, "the reversed card's FSRS memory")
        // Anki had the forward card due on its day 40, the reversed one on day 5 (引っ越す: 9 and 3).
        func daysApart(_ later: Row, _ earlier: Row) -> Int64 { ((later["due_ms"] as Int64) - (earlier["due_ms"] as Int64)) / 86_400_000 }
        #expect(daysApart(forward, reversed) == 35)
        let moveForward = try #require(byKind["引っ越す recognition"]), moveReversed = try #require(byKind["引っ越す writing"])
        #expect(daysApart(moveForward, moveReversed) == 6)
        #expect(moveForward["reps"] as Int == 2 && moveReversed["reps"] as Int == 1)
    }
}
