import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// Migration v44: bundled rows written without okurigana their usual spelling has (起す beside 起こす, N5's 曲る beside
/// 曲がる) leave the bank; a learner's answers, cards and schedule move to the usual spelling, which joins the row's deck.
@Suite("Bundled rows without okurigana go by the usual spelling")
struct BundledOkuriganaMigrationTests {
    private let shipped = """
        word\treading\tmeanings\tlevel
        起す\tおこす\tto wake\tN4
        支払\tしはらい\tpayment\tN3
        起こす\tおこす\tto raise; to cause; to wake someone\tN1
        曲がる\tまがる\tto turn; to bend\tN1
        """

    /// The N5 list as the build before v44 shipped it: 曲る and 終る.
    private var shippedN5: String {
        BundledWordList.text.replacingOccurrences(of: "\n曲がる\tまがる\t", with: "\n曲る\tまがる\t")
            .replacingOccurrences(of: "\n終わる\tおわる\t", with: "\n終る\tおわる\t")
    }

    /// A bank as the build before v44 left it (v39, v40 and v43 ran with their own lists, which named none of these rows):
    /// Ann answered 起す (and has its card), answered 起こす once without a card of it, and answered 曲る (card too); Bob
    /// answered 起こす and has its card.
    private func bank(at path: String) throws {
        try ShippedLevelBank.make(at: path, shipped: shipped, target: "v39-bundled-usual-forms",
                                  met: ShippedLevelBank.Met(text: "起す", reading: "おこす", given: "to wake"), n5: shippedN5)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            for name in ["v39-bundled-usual-forms", "v40-bundled-usual-forms-merged"] {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name])
            }
            let meaning = AnswerModeCode.code(.meaning)
            try db.execute(sql: """
                INSERT INTO profile (id, name, created_at, last_used_at) VALUES (2, 'Bob', '2026-01-01', '2026-01-01');
                INSERT INTO session (id, profile_id, started_at, target) VALUES (2, 2, '2026-01-01 00:00:00.000', 5);
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                SELECT 1, id, \(meaning), 'to cause', NULL, 1, 900, 1767225700000 FROM word WHERE text = '起こす'
                UNION ALL SELECT 1, id, \(meaning), 'to turn', NULL, 1, 900, 1767225800000 FROM word WHERE text = '曲る'
                UNION ALL SELECT 2, id, \(meaning), 'to raise', NULL, 1, 900, 1767225900000 FROM word WHERE text = '起こす';
                """)
            for (learner, text) in [(1, "起す"), (1, "曲る"), (2, "起こす")] {
                try db.execute(sql: """
                    INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms)
                    SELECT ?, id, 0, 2, NULL, 3.0, 5.0, 1767312000000, 1767225600000, 2, 0, 1767225600000 FROM word WHERE text = ?
                    """, arguments: [learner, text])
            }
        }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue, upTo: "v42-word-forms")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v43-bundled-common-readings')")
        }
        try queue.close()
    }

    @Test func aLearnersAnswersAndCardsMoveToTheUsualSpelling() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path)
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let (words, answers, cards, notes) = try queue.write { db in
            (try String.fetchAll(db, sql: """
                SELECT w.text || ' ' || w.deck || ' ' || (SELECT group_concat(deck, ',') FROM (SELECT deck FROM word_source s
                    WHERE s.word_id = w.id ORDER BY deck)) || iif(w.removed_at IS NULL, '', ' (removed)')
                FROM word w WHERE w.reading IN ('おこす', 'しはらい', 'まがる', 'おわる') ORDER BY w.reading, w.text
                """),
             try String.fetchAll(db, sql: """
                SELECT s.profile_id || ' ' || w.text || ': ' || \(AnswerExpected.text(answer: "a", word: "w")) FROM answer a
                JOIN word w ON w.id = a.word_id JOIN session s ON s.id = a.session_id ORDER BY a.id
                """),
             try String.fetchAll(db, sql: """
                SELECT c.profile_id || ' ' || w.text || ' due ' || c.due_ms FROM card c JOIN word w ON w.id = c.word_id
                ORDER BY c.profile_id, w.text
                """),
             try BankUpgrade.takeNotes(db))
        }
        try queue.close()
        // One word each, in the decks a new bank gives it: 起こす at N4 (its home) and N1, 曲がる at N5 and N1, 終わる at N5,
        // 支払い at N3 (no learner met 支払 or 終る: they leave).
        #expect(words == ["起こす jlpt-n4 jlpt-n1,jlpt-n4", "終わる jlpt-n5 jlpt-n5", "支払い jlpt-n3 jlpt-n3", "曲がる jlpt-n5 jlpt-n1,jlpt-n5"],
                "\(words)")
        #expect(answers == ["1 起こす: to wake", "1 起こす: to raise; to cause; to wake someone", "1 曲がる: to turn; to bend",
                            "2 起こす: to raise; to cause; to wake someone"],
                "every answer kept, with the meanings it was asked: \(answers)")
        #expect(cards == ["1 曲がる due 1767312000000", "1 起こす due 1767312000000", "2 起こす due 1767312000000"], "\(cards)")
        #expect(notes.count == 1 && notes[0].hasPrefix("Bundled words written without their okurigana now go by the usual spelling: ")
                && notes[0].contains("起す おこす → 起こす (1 answer moved)") && notes[0].contains("曲る まがる → 曲がる (1 answer moved)"),
                "\(notes)")
        #expect(try MaintenanceStore.diagnose(path: path).isHealthy)
    }

    /// Every old spelling the bundled lists dropped for its usual one is a pair of the migration, N5's among them.
    @Test func thePairsAreTheRestoredSpellings() throws {
        let pairs = BundledUsualForms.okuriganaPairs(words: try BundledUsualForms.bundledWords())
        let moves = Set(pairs.map { "\($0.text) \($0.reading) \($0.usual)" })
        for move in ["起す おこす 起こす", "曲る まがる 曲がる", "終る おわる 終わる", "売上 うりあげ 売り上げ", "支払 しはらい 支払い"] {
            #expect(moves.contains(move), "\(move) in \(moves.sorted())")
        }
        #expect(pairs.count == 41, "\(pairs.map(\.move))")
        #expect(!moves.contains("下る さがる 下がる"), "v40's pairs are left to it")
    }
}
