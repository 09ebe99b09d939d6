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
        try ShippedLevelBank.make(at: path, shipped: shipped, target: "v38-bundled-etymons-and-forms", met: met ? ShippedLevelBank.Met(text: "Ͼ立", reading: nil, given: "conflict") : nil)
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
