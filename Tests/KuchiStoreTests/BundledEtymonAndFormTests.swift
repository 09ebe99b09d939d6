import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// Migration v38: a bank that ran v37 with カンニング shown "cunning; cheat" (the English it came from, a false friend)
/// and 対立 shipped as "Ͼ立" at N2 (mojibake) is mended; so is 潜る shown "to drive" (EDICT: "to dive", review 22).
@Suite("Banks holding a loanword's etymon as its meaning, or a mojibake word, are mended")
struct BundledEtymonAndFormTests {
    private let shipped = """
        word\treading\tmeanings\tlevel
        Ͼ立\tたいりつ\tconfrontation; opposition; antagonism\tN2
        対立\tたいりつ\tconfrontation; opposition; antagonism\tN1
        カンニング\tカンニング\tcunning; cheat\tN1
        潜る\tもぐる\tto drive; to hide; to dive (into or under water); to go underground\tN2
        """

    /// A bank of the bundled N5 words and the rows above, as a build that ran every migration up to v37 left it
    /// (v32–v35 and v37 marked as run with their lists of then, which named none of these rows); `met` answered once.
    private func shippedBank(at path: String, met: Bool) throws {
        let n5 = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let levels = try BundledLevels.entries(text: shipped)
        let migrator = KuchiDatabase.migrator(seedWords: { n5 }, levelWords: { levels })
        let names = migrator.migrations
        let first = try #require(names.firstIndex(of: "v32-bundled-level-readings"))
        let target = try #require(names.firstIndex(of: "v38-bundled-etymons-and-forms"))
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue, upTo: names[first - 1])
        try queue.write { db in
            for name in ["v32-bundled-level-readings", "v33-bundled-kana-word-meanings", "v34-bundled-level-meanings",
                         "v35-bundled-homophone-meanings", "v37-bundled-transitive-meanings"] {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name])
            }
        }
        try migrator.migrate(queue, upTo: names[target - 1])
        if met {
            try queue.write { db in
                try db.execute(sql: "INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-01-01', '2026-01-01')")
                try db.execute(sql: "INSERT INTO session (id, profile_id, started_at, target) VALUES (1, 1, '2026-01-01 00:00:00.000', 5)")
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                    SELECT 1, id, \(AnswerModeCode.code(.meaning)), 'conflict', NULL, 1, 900, 1767225600000 FROM word WHERE text = 'Ͼ立'
                    """)
            }
        }
        try queue.close()
    }

    private func state(of path: String) throws -> (texts: [String], decks: [String], cunning: String?, home: String?,
                                                  dive: String?) {
        let bank = try KuchiDatabase.openExisting(path: path)
        return try bank.read { db in
            let texts = try String.fetchAll(db, sql: "SELECT text FROM word WHERE reading = 'たいりつ' ORDER BY text")
            let decks = try String.fetchAll(db, sql: """
                SELECT deck FROM word_source WHERE word_id = (SELECT id FROM word WHERE text = '対立') ORDER BY deck
                """)
            let cunning = try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = 'カンニング'")
            let home = try String.fetchOne(db, sql: "SELECT deck || ' ' || level FROM word WHERE text = '対立'")
            let dive = try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '潜る' AND reading = 'もぐる'")
            return (texts, decks, cunning, home, dive)
        }
    }

    @Test func theMojibakeWordLeavesAndItsKanjiJoinsN2AndTheEtymonGoes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try shippedBank(at: path, met: false)
        let after = try state(of: path)
        #expect(after.texts == ["対立"])
        #expect(after.decks == ["jlpt-n1", "jlpt-n2"])
        #expect(after.cunning == "cheating (on an exam); cribbing; cheat")
        #expect(after.home == "jlpt-n2 N2", "at the easier level, as a new bank holds it")
        #expect(after.dive == "to dive (into or under water); to hide; to go underground", "EDICT's \"to dive\", never \"to drive\"")
    }

    /// A learner's history is never lost: the mojibake word a learner answered stays, beside 対立 in N2.
    @Test func aMojibakeWordALearnerMetStays() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try shippedBank(at: path, met: true)
        let after = try state(of: path)
        #expect(after.texts == ["Ͼ立", "対立"] || after.texts == ["対立", "Ͼ立"])
        #expect(after.decks == ["jlpt-n1", "jlpt-n2"])
    }
}
