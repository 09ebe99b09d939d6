import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

@Suite("Bundled N4–N1 readings EDICT does not know for the written form are corrected, in the list and in old banks")
struct BundledLevelReadingsTests {
    /// Rows as main's builds shipped them, each with a reading EDICT does not know for the written form.
    private let shipped = """
        word\treading\tmeanings\tlevel
        三日月\tみかづき\tnew moon; crescent moon\tN2
        前\tせん\tbefore\tN1
        欲深い\tよくふかい\tgreedy\tN1
        途中\tつちゅう\ton the way; en route\tN1
        日付\tかづけ\tdate; dating\tN1
        三日月\tみかずき\tnew moon; crescent moon\tN1
        """

    /// A bank of the bundled N5 words and the rows above, made by the migrations before v32; a learner answered
    /// 前 (in reading mode, expecting the word's own reading) and 途中.
    private func shippedBank(at path: String) throws {
        let n5 = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let levels = try BundledLevels.entries(text: shipped)
        let migrator = KuchiDatabase.migrator(seedWords: { n5 }, levelWords: { levels })
        let names = migrator.migrations
        let target = try #require(names.firstIndex(of: "v32-bundled-level-readings"))
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue, upTo: names[target - 1])
        try queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-01-01', '2026-01-01')")
            try db.execute(sql: "INSERT INTO session (id, profile_id, started_at, target) VALUES (1, 1, '2026-01-01 00:00:00.000', 5)")
            for (text, reading, given) in [("前", "せん", "せん"), ("途中", "つちゅう", "とちゅう")] {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                    SELECT 1, id, \(AnswerModeCode.code(.reading)), ?, NULL, 1, 900, 1767225600000 FROM word WHERE text = ? AND reading = ?
                    """, arguments: [given, text, reading])
            }
        }
        try queue.close()
    }

    /// The list holds no reading that EDICT (the bundled dictionary's forms and readings) lacks for the form
    /// where a learner met one: 途中 つちゅう, 日付 かづけ, 灰皿 はいさら, 下品 かひん, 銃 つつ, 蓋 がい, 前 せん, and one
    /// 三日月 (みかづき, at N2), so `kuchi words fav '三日月[みかづき]'` names one word.
    @Test func noBundledRowHasAReadingEDICTDoesNotKnowForItsWrittenForm() throws {
        let entries = try BundledLevels.entries()
        let pairs = Set(entries.map { "\($0.text)[\($0.reading)]" })
        for wrong in ["途中[つちゅう]", "日付[かづけ]", "灰皿[はいさら]", "下品[かひん]", "三日月[みかずき]", "前[せん]", "銃[つつ]", "蓋[がい]",
                      "頃[けい]"] {
            #expect(!pairs.contains(wrong), "\(wrong)")
        }
        #expect(entries.filter { $0.text == "三日月" }.map(\.reading) == ["みかづき"])
        #expect(pairs.contains("前[ぜん]") && pairs.contains("欲深い[よくぶかい]"))
        // Readings EDICT knows under another spelling of the same entry stay: 真中 まんなか (真ん中), 良い いい (いい).
        #expect(pairs.contains("真中[まんなか]") && pairs.contains("良い[いい]"))
    }

    /// Every shipped reading correction leads to a row the list now holds, or the row is gone.
    @Test func everyCorrectedReadingIsOneTheListNowHolds() throws {
        let corrections = BundledLevelReadings.corrections()
        #expect(corrections.count == 170)
        let entries = try BundledLevels.entries() + WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let current = Set(entries.map { "\($0.text)\t\($0.reading)\t\($0.deck)" })
        // A rare reading of a word listed under its usual one (弟 おと at N1, 弟 おとうと at N5) leads to that word.
        let words = Set(entries.map { "\($0.text)\t\($0.reading)" })
        for correction in corrections {
            #expect(!current.contains("\(correction.text)\t\(correction.shipped)\t\(correction.deck)"), "\(correction)")
            if let reading = correction.reading {
                #expect(words.contains("\(correction.text)\t\(reading)"), "\(correction)")
            }
        }
        #expect(corrections.contains(.init(text: "前", shipped: "せん", deck: "jlpt-n1", reading: "ぜん")))
        #expect(corrections.contains(.init(text: "途中", shipped: "つちゅう", deck: "jlpt-n1", reading: nil)))
        // 下る read さがる (walk-through 18): the row is 下がる now, so 下る さがる leaves.
        #expect(corrections.contains(.init(text: "下る", shipped: "さがる", deck: "jlpt-n4", reading: nil)))
    }

    /// A bank made before: 前 takes ぜん and its answer still expected せん (what it asked then); 欲深い, never
    /// answered, takes よくぶかい; the dropped 日付 かづけ and 三日月 みかずき, never met, leave the bank (one
    /// 三日月 is left); 途中 つちゅう, answered, stays with its history.
    @Test func aBankMadeBeforeIsMendedWithoutLosingHistory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try shippedBank(at: path)

        let bank = try KuchiDatabase.openExisting(path: path)
        try bank.read { db in
            let words = try Row.fetchAll(db, sql: """
                SELECT text, reading FROM word WHERE text IN ('前', '欲深い', '途中', '日付', '三日月') ORDER BY text, reading
                """).map { "\($0["text"] as String)[\($0["reading"] as String)]" }
            #expect(words == ["三日月[みかづき]", "前[ぜん]", "前[まえ]", "欲深い[よくぶかい]", "途中[つちゅう]"])
            let expected = try Row.fetchAll(db, sql: """
                SELECT w.text, \(AnswerExpected.text(answer: "a", word: "w")) AS expected FROM answer a JOIN word w ON w.id = a.word_id
                ORDER BY w.text
                """).map { "\($0["text"] as String)|\($0["expected"] as String)" }
            #expect(expected == ["前|せん", "途中|つちゅう"])
            let found = try Int.fetchOne(db, sql: "SELECT count(*) FROM word_search WHERE word_search MATCH '\"ぶかい\"'")
            #expect(found == 1, "the word browser finds 欲深い by its corrected reading")
        }
    }
}
