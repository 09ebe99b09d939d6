import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// Migration v40 (review 24 M1): a row v39 replaced but kept because a learner had met it (下る さがる beside 下がる, 下す
/// beside 下ろす) is no longer taught beside its usual form; every answer is kept.
@Suite("A replaced bundled row a learner met goes to its usual form")
struct BundledUsualFormMergeTests {
    private let shipped = """
        word\treading\tmeanings\tlevel
        下る\tさがる\tto get down\tN4
        下す\tおろす\tto lower\tN3
        """

    /// A bank as v39 left it: Ann answered 下る さがる three times and 下す twice (before v39), has a card of each, starred
    /// 下る and accepted "to go lower" for it; `bothOf` names usual forms she has a card of too (added after v39), and
    /// `readingOf` old rows she has a reading card of, from a reading answer (before v39).
    private func bank(at path: String, bothOf: [String] = [], readingOf: [String] = []) throws {
        try ShippedLevelBank.make(at: path, shipped: shipped, target: "v39-bundled-usual-forms",
                                  met: ShippedLevelBank.Met(text: "下る", reading: "さがる", given: "to get down"))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let meaning = AnswerModeCode.code(.meaning)
            try db.execute(sql: """
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                SELECT 1, id, \(meaning), 'to fall', NULL, 0, 900, 1767225700000 FROM word WHERE text = '下る' AND reading = 'さがる'
                UNION ALL SELECT 1, id, \(meaning), 'to get down', 'to get down', 1, 900, 1767225800000 FROM word WHERE text = '下る' AND reading = 'さがる'
                UNION ALL SELECT 1, id, \(meaning), 'to lower', NULL, 1, 900, 1767225900000 FROM word WHERE text = '下す'
                UNION ALL SELECT 1, id, \(meaning), 'to drop', NULL, 0, 900, 1767226000000 FROM word WHERE text = '下す';
                INSERT INTO favorite (profile_id, word_id, added_at) SELECT 1, id, '2026-01-01' FROM word WHERE text = '下る' AND reading = 'さがる';
                INSERT INTO accepted_answer (profile_id, word_id, text, added_at)
                    SELECT 1, id, 'to go lower', '2026-01-01' FROM word WHERE text = '下る' AND reading = 'さがる';
                """)
            try insertCards(for: ["下る", "下す"], in: db)
            for text in readingOf {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms, rating)
                    SELECT 1, id, \(AnswerModeCode.code(.reading)), reading, NULL, 1, 900, 1767226100000, 3 FROM word WHERE text = ?
                    """, arguments: [text])
                try insertCards(for: [text], kind: CardKindCode.codes.code(.reading), in: db)
            }
        }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue, upTo: "v39-bundled-usual-forms")
        try queue.write { db in try insertCards(for: bothOf, in: db) }
        try queue.close()
    }

    private func insertCards(for texts: [String], kind: Int = 0, in db: Database) throws {
        for text in texts {
            try db.execute(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms)
                SELECT 1, id, ?, 2, NULL, 3.0, 5.0, 1767312000000, 1767225600000, 2, 0, 1767225600000 FROM word
                WHERE text = ? AND removed_at IS NULL
                """, arguments: [kind, text])
        }
    }

    private struct Seen: Equatable {
        var words: [String]
        var answers: [String]
        var cards: [String]
        var stars: [String]
        var accepted: [String]
        var newWords: [String]
    }

    private func seen(_ path: String) throws -> (Seen, healthy: Bool) {
        let bank = try KuchiDatabase.openExisting(path: path)
        let seen = try bank.read { db in
            Seen(words: try String.fetchAll(db, sql: """
                    SELECT text || ' ' || reading || iif(removed_at IS NULL, '', ' (removed)') FROM word
                    WHERE reading IN ('さがる', 'おろす') ORDER BY text, reading
                    """),
                 answers: try String.fetchAll(db, sql: """
                    SELECT w.text || ' ' || \(AnswerExpected.text(answer: "a", word: "w")) FROM answer a JOIN word w ON w.id = a.word_id ORDER BY a.id
                    """),
                 cards: try String.fetchAll(db, sql: "SELECT w.text FROM card c JOIN word w ON w.id = c.word_id ORDER BY w.text"),
                 stars: try String.fetchAll(db, sql: "SELECT w.text FROM favorite f JOIN word w ON w.id = f.word_id"),
                 accepted: try String.fetchAll(db, sql: "SELECT w.text || ' ' || a.text FROM accepted_answer a JOIN word w ON w.id = a.word_id"),
                 newWords: try String.fetchAll(db, sql: """
                    SELECT w.text FROM word w JOIN word_source s ON s.word_id = w.id
                    WHERE w.reading IN ('さがる', 'おろす') AND w.text LIKE '下%' AND w.removed_at IS NULL AND s.deck LIKE 'jlpt-%' GROUP BY w.id ORDER BY w.text
                    """))
        }
        return (seen, try MaintenanceStore.diagnose(path: path).isHealthy)
    }

    @Test func withoutACardOfTheUsualFormEverythingMovesToItAndTheOldRowGoes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path)
        let (after, healthy) = try seen(path)
        #expect(healthy)
        #expect(!after.words.contains { $0.hasPrefix("下る さがる") || $0.hasPrefix("下す") }, "\(after.words)")
        // Every answer kept, each with the text it expected.
        #expect(after.answers == ["下がる to get down", "下がる to get down", "下がる to get down", "下ろす to lower", "下ろす to lower"])
        #expect(after.cards == ["下がる", "下ろす"])
        #expect(after.stars == ["下がる"])
        #expect(after.accepted == ["下がる to go lower"])
        #expect(after.newWords == ["下がる", "下ろす"], "one word each")
    }

    @Test func withCardsOfBothTheOldRowKeepsItsAnswersOutOfPractice() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path, bothOf: ["下がる"])
        let (after, healthy) = try seen(path)
        #expect(healthy)
        #expect(after.words.contains("下る さがる (removed)"), "\(after.words)")
        #expect(after.answers == ["下る to get down", "下る to get down", "下る to get down", "下ろす to lower", "下ろす to lower"])
        #expect(after.cards == ["下がる", "下ろす"], "the usual form's card is the one taught")
        #expect(after.stars == ["下がる"])
        #expect(after.newWords == ["下がる", "下ろす"], "the old row is in no deck: never new, never another's wrong choice")
    }

    @Test func theUpgradeSaysWhatMovedInOneLine() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path, bothOf: ["下がる"])
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let notes = try queue.write { db in try BankUpgrade.takeNotes(db) }
        #expect(notes == ["Bundled words in another word's spelling now go by the usual one: 下す おろす → 下ろす (2 answers moved); "
            + "下る さがる is no longer taught beside 下がる, which its learner has cards of (its 3 answers stay in reports)."])
    }

    /// Ann's reading card of 下る さがる, a kind of card she has none of for 下がる, moves to 下がる with the reading answer behind
    /// it; her recognition card of 下がる stays the one taught, and 下る's meaning answers stay on it.
    @Test func withCardsOfBothACardOfAKindTheUsualFormLacksMovesToIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path, bothOf: ["下がる"], readingOf: ["下る"])
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let (cards, answers) = try queue.read { db in
            (try String.fetchAll(db, sql: """
                SELECT w.text || ' ' || \(CardKindCode.codes.nameSQL("c.kind")) || ' ' || c.stability FROM card c JOIN word w ON w.id = c.word_id
                ORDER BY w.text, c.kind
                """),
             try String.fetchAll(db, sql: """
                SELECT w.text || iif(w.removed_at IS NULL, '', ' (removed)') || ' ' || \(AnswerModeCode.name("a.mode")) FROM answer a
                JOIN word w ON w.id = a.word_id WHERE w.reading = 'さがる' ORDER BY a.id
                """))
        }
        try queue.close()
        #expect(cards == ["下がる recognition 3.0", "下がる reading 3.0", "下ろす recognition 3.0"], "\(cards)")
        #expect(answers == ["下る (removed) meaning", "下る (removed) meaning", "下る (removed) meaning", "下がる reading"], "\(answers)")
    }
}
