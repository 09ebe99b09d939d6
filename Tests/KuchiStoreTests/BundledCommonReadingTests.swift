import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// Migration v43 (the five writers' review, 2026-12-02): bundled rows under a rare reading of a word a learner knows by its
/// usual one, or another word's reading, are read anew or leave the bank; a learner's history of them is kept.
@Suite("Bundled rows of a rare reading go by the common one")
struct BundledCommonReadingTests {
    private let shipped = """
        word\treading\tmeanings\tlevel
        墓地\tはかち\tcemetery; graveyard\tN1
        弟\tおと\tyounger brother\tN1
        悪い\tにくい\thateful; abominable; poor-looking\tN1
        眼鏡\tがんきょう\tspectacles; glasses\tN1
        藍褸\tぼろ\trag; scrap; tattered clothes\tN1
        """

    /// A bank as the build before v43 left it (v39 and v40 ran with their own lists, which named none of these rows): Ann
    /// answered 弟 おと, 墓地 はかち and 悪い にくい, and N5's 少し still shows the "few" shipped before.
    private func bank(at path: String) throws {
        try ShippedLevelBank.make(at: path, shipped: shipped, target: "v39-bundled-usual-forms",
                                  met: ShippedLevelBank.Met(text: "弟", reading: "おと", given: "younger brother"))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            for name in ["v39-bundled-usual-forms", "v40-bundled-usual-forms-merged"] {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name])
            }
            let meaning = AnswerModeCode.code(.meaning)
            try db.execute(sql: """
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                SELECT 1, id, \(meaning), 'graveyard', NULL, 1, 900, 1767225700000 FROM word WHERE text = '墓地' AND reading = 'はかち'
                UNION ALL SELECT 1, id, \(meaning), 'hateful', NULL, 1, 900, 1767225800000 FROM word WHERE text = '悪い' AND reading = 'にくい';
                UPDATE word SET meanings = 'few' WHERE text = '少し' AND reading = 'すこし';
                """)
        }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue, upTo: "v42-word-forms")
        try queue.close()
    }

    @Test func eachRowIsReadAnewMergedIntoItsWordOrLeftWithItsLearner() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path)
        let queue = try DatabaseQueue(path: path)
        let graveyard = try queue.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = '墓地'") }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let (words, answers, notes, little) = try queue.write { db in
            (try String.fetchAll(db, sql: """
                SELECT text || ' ' || reading || iif(removed_at IS NULL, '', ' (removed)') FROM word
                WHERE text IN ('墓地', '弟', '悪い', '眼鏡', '藍褸', '襤褸') ORDER BY text, reading
                """),
             try String.fetchAll(db, sql: """
                SELECT w.text || ' ' || w.reading || ': ' || \(AnswerExpected.text(answer: "a", word: "w")) FROM answer a
                JOIN word w ON w.id = a.word_id ORDER BY a.id
                """),
             try BankUpgrade.takeNotes(db),
             try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '少し'"))
        }
        try queue.close()
        // 墓地 is read ぼち, the same word (its id, so its answers); 弟 おと, which Ann met, goes to N5's 弟 おとうと with its
        // answer; 悪い にくい "hateful" is no わるい "bad" and stays with Ann's answer; 眼鏡 がんきょう, unmet, leaves (N5
        // holds 眼鏡 めがね); 藍褸 leaves for 襤褸.
        #expect(words == ["墓地 ぼち", "弟 おとうと", "悪い にくい", "悪い わるい", "眼鏡 めがね", "襤褸 ぼろ"], "\(words)")
        #expect(answers == ["弟 おとうと: younger brother", "墓地 ぼち: cemetery; graveyard", "悪い にくい: hateful; abominable; poor-looking"],
                "every answer kept, with the text it expected: \(answers)")
        #expect(notes == ["Bundled words under a rare reading or spelling now go by the usual one: 弟 おと → おとうと (1 answer moved)."],
                "\(notes)")
        #expect(little == "a little; small quantity; a little while; a short distance", "N5's meanings are mended too")
        let reopened = try DatabaseQueue(path: path)
        let sameWord = try reopened.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = '墓地'") }
        #expect(sameWord == graveyard)
        #expect(try MaintenanceStore.diagnose(path: path).isHealthy)
    }

    /// A word's other written forms (`word_form`, an EDICT import's `率直;卒直`) leave with it: 弟 おと, which Ann met, moves
    /// to 弟 おとうと, and 眼鏡 がんきょう, which nobody met, leaves; neither leaves a form pointing at no word (`kuchi doctor`
    /// checks the foreign keys).
    @Test func aWordLeavingTakesItsOtherFormsWithIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO word_form (word_id, form) SELECT id, '乙' FROM word WHERE text = '弟' AND reading = 'おと';
                INSERT INTO word_form (word_id, form) SELECT id, '目鏡' FROM word WHERE text = '眼鏡' AND reading = 'がんきょう';
                """)
        }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let orphans = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT form FROM word_form WHERE word_id NOT IN (SELECT id FROM word) ORDER BY form")
        }
        try queue.close()
        #expect(orphans == [], "forms of no word: \(orphans)")
        #expect(try MaintenanceStore.diagnose(path: path).isHealthy)
    }
}
