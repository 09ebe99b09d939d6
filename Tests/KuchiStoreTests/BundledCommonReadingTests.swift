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

    /// Ann has cards of both 弟 おと and N5's 弟 おとうと: a recognition card of each, and a reading card (imported, with its
    /// baseline) of 弟 おと alone. The usual word's recognition card is the one taught; the reading card, which the usual word
    /// lacks, moves to it with its baseline and the reading answers behind it, so that its schedule is kept, `kuchi doctor`
    /// finds every card agreeing with its answers, and the report counts every answer as before.
    @Test func aCardOfAKindTheUsualWordLacksMovesToItWithItsAnswers() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/kuchi.sqlite"
        try bank(at: path)
        let queue = try DatabaseQueue(path: path)
        let (meaning, reading) = (AnswerModeCode.code(.meaning), AnswerModeCode.code(.reading))
        let readingCard = CardKindCode.codes.code(.reading)
        let memory = "state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses, introduced_ms"
        let (before, answered, right, seen) = try queue.write { db in
            try db.execute(sql: """
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms, rating)
                SELECT 1, id, \(meaning), 'younger brother', NULL, 1, 900, 1767225610000, 3 FROM word WHERE text = '弟' AND reading = 'おとうと'
                UNION ALL SELECT 1, id, \(meaning), 'younger brother', NULL, 1, 900, 1767225620000, 3 FROM word WHERE text = '弟' AND reading = 'おと'
                UNION ALL SELECT 1, id, \(reading), 'おと', NULL, 1, 900, 1767225630000, 3 FROM word WHERE text = '弟' AND reading = 'おと'
                UNION ALL SELECT 1, id, \(reading), 'おとうと', NULL, 0, 900, 1767312000000, 1 FROM word WHERE text = '弟' AND reading = 'おと';
                """)
            try PracticeStore.rebuildCards(db)
            try db.execute(sql: """
                INSERT INTO card_baseline (profile_id, word_id, kind, origin, source)
                SELECT 1, id, ?, 0, 'anki' FROM word WHERE text = '弟' AND reading = 'おと'
                """, arguments: [readingCard])
            return (try Row.fetchOne(db, sql: "SELECT \(memory) FROM card WHERE kind = ? AND word_id = (SELECT id FROM word WHERE reading = 'おと')",
                                     arguments: [readingCard]),
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT sum(is_correct) FROM answer") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(DISTINCT word_id) FROM answer") ?? 0)
        }
        try KuchiDatabase.migrator(seedWords: { [] }, levelWords: { [] }).migrate(queue)
        let (cards, after, baselines, answers, notes) = try queue.write { db in
            (try String.fetchAll(db, sql: """
                SELECT w.text || ' ' || w.reading || ' ' || \(CardKindCode.codes.nameSQL("c.kind")) FROM card c JOIN word w ON w.id = c.word_id
                ORDER BY w.reading, c.kind
                """),
             try Row.fetchOne(db, sql: "SELECT \(memory) FROM card WHERE kind = ? AND word_id = (SELECT id FROM word WHERE reading = 'おとうと')",
                              arguments: [readingCard]),
             try String.fetchAll(db, sql: "SELECT w.reading || ' ' || b.source FROM card_baseline b JOIN word w ON w.id = b.word_id"),
             try String.fetchAll(db, sql: """
                SELECT w.reading || iif(w.removed_at IS NULL, '', ' (removed)') || ' ' || \(AnswerModeCode.name("a.mode")) || ': '
                    || \(AnswerExpected.text(answer: "a", word: "w"))
                FROM answer a JOIN word w ON w.id = a.word_id WHERE w.text = '弟' ORDER BY a.id
                """),
             try BankUpgrade.takeNotes(db))
        }
        try queue.close()
        #expect(cards == ["弟 おとうと recognition", "弟 おとうと reading"], "\(cards)")
        #expect(after != nil && after == before, "the reading card keeps its schedule: \(String(describing: before)) → \(String(describing: after))")
        #expect(baselines == ["おとうと anki"], "its baseline moves with it")
        // Recognition answers stay on the old row (the usual word's recognition card is taught); the reading answers, each
        // with the reading it expected, go with their card.
        #expect(answers == ["おと (removed) meaning: younger brother", "おとうと meaning: younger brother",
                            "おと (removed) meaning: younger brother", "おとうと reading: おと", "おとうと reading: おと"], "\(answers)")
        #expect(notes == ["Bundled words under a rare reading or spelling now go by the usual one: 弟 おと → おとうと (2 answers moved); "
            + "弟 おと is no longer taught beside 弟 おとうと, which its learner has cards of (its 2 other answers stay in reports)."],
                "\(notes)")
        let database = try KuchiDatabase.openExisting(path: path)
        #expect(try database.maintenance.checkCards() == CardCheck(cards: 2, disagreeing: 0), "kuchi doctor: every card agrees with its answers")
        let report = try database.reports.progressReport(ReportRequest(profileName: "Ann"))
        #expect(report.totals.answers == answered && report.totals.correct == right && report.words.seen == seen,
                "\(report.totals.answers)/\(answered) answers, \(report.totals.correct)/\(right) right, \(report.words.seen)/\(seen) words")
        #expect(report.memory.kinds.map(\.cards) == [1, 1, 0], "a recognition and a reading card")
    }
}
