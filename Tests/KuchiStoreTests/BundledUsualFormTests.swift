import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// Migration v39 (walk-through 18): a bank that ran v38 with 下る さがる at N4 (下る reads くだる; さがる is 下がる),
/// 締め切る shown only "to shut up" and おいでになる only "(respectful) to be" is mended.
@Suite("Banks holding a row in a spelling of another word, or a misleading meaning, are mended")
struct BundledUsualFormTests {
    private let shipped = """
        word\treading\tmeanings\tlevel
        下る\tさがる\tto get down\tN4
        下る\tくだる\tto get down; to descend\tN2
        下がる\tさがる\tto hang down; to abate; to retire; to fall; to step back\tN1
        締め切る\tしめきる\tto shut up\tN2
        おいでになる\tおいでになる\t(respectful) to be\tN4
        """

    /// A bank of the bundled N5 words and the rows above, as a build that ran every migration up to v38 left it;
    /// `met`: 下る さがる answered once.
    private func shippedBank(at path: String, met: Bool) throws {
        try ShippedLevelBank.make(at: path, shipped: shipped, target: "v39-bundled-usual-forms", met: met ? ShippedLevelBank.Met(text: "下る", reading: "さがる", given: "to get down") : nil)
    }

    private func state(of path: String) throws -> (sagaru: [String], decks: [String], home: String?, shut: String?, oide: String?,
                                                  shown: String?, n1: String?) {
        let bank = try KuchiDatabase.openExisting(path: path)
        return try bank.read { db in
            let sagaru = try String.fetchAll(db, sql: "SELECT text FROM word WHERE reading = 'さがる' ORDER BY text")
            let decks = try String.fetchAll(db, sql: """
                SELECT deck FROM word_source WHERE word_id = (SELECT id FROM word WHERE text = '下がる') ORDER BY deck
                """)
            let home = try String.fetchOne(db, sql: "SELECT deck || ' ' || level FROM word WHERE text = '下がる'")
            let shut = try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '締め切る'")
            let oide = try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = 'おいでになる'")
            let shown = try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '下がる'")
            let n1 = try String.fetchOne(db, sql: """
                SELECT coalesce(s.meanings, w.meanings) FROM word_source s JOIN word w ON w.id = s.word_id
                WHERE w.text = '下がる' AND s.deck = 'jlpt-n1'
                """)
            return (sagaru, decks, home, shut, oide, shown, n1)
        }
    }

    @Test func theIrregularSpellingLeavesTheUsualOneJoinsN4AndTheMeaningsAreMended() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try shippedBank(at: path, met: false)
        let after = try state(of: path)
        #expect(after.sagaru == ["下がる"], "下る is never read さがる any more")
        #expect(after.decks == ["jlpt-n1", "jlpt-n4"])
        #expect(after.home == "jlpt-n4 N4", "at the easier level, as a new bank holds it")
        #expect(after.shut?.hasPrefix("to close up; to shut up (e.g. behind doors); to cut off") == true, "\(after.shut ?? "")")
        #expect(after.oide == "(respectful) to come; (respectful) to go; (respectful) to be")
        #expect(after.shown == "to come down; to go down; to fall; to drop; to step back", "N4's meanings, as a new bank shows them")
        #expect(after.n1 == "to hang down; to abate; to retire; to fall; to step back", "the N1 deck keeps its own")
    }

    /// A learner's history is never lost: 下る さがる answered moves to 下がる (v40), which is then the one row read さがる.
    @Test func aRowALearnerMetMovesToTheUsualForm() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try shippedBank(at: path, met: true)
        let after = try state(of: path)
        #expect(after.sagaru == ["下がる"])
        #expect(after.decks == ["jlpt-n1", "jlpt-n4"])
        let answers = try KuchiDatabase.openExisting(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT w.text FROM answer a JOIN word w ON w.id = a.word_id")
        }
        #expect(answers == ["下がる"])
    }
}
