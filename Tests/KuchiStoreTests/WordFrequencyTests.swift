import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

@Suite("New words by level, then frequency, then the order added")
struct WordFrequencyTests {
    private var bundled: [WordEntry] {
        get throws { try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck) }
    }

    @Test func theBundledListCarriesARankForEveryWordAndTheBankStoresIt() throws {
        let ranks = WordFrequency.ranks(BundledWordFrequency.text)
        #expect(ranks.count > 8_150, "every bundled level's words that wordfreq knows")
        #expect(Set(ranks.prefix(662).map(\.text)) == Set(try bundled.map(\.text)), "the N5 words first")
        let database = try KuchiDatabase.inMemory(seedWords: try bundled)
        let stored = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT text, frequency_rank FROM word WHERE frequency_rank IS NOT NULL")
        }
        #expect(stored.count >= 650, "the bundled words match their ranks by written form and reading")
        let ranked = Dictionary(stored.map { ($0[0] as String, $0[1] as Int) }, uniquingKeysWith: min)
        #expect(try #require(ranked["私"]) < ranked["あさって"] ?? 0)
    }

    @Test func newWordsComeByLevelThenMostFrequentThenTheOrderAddedAndUseTheIndex() throws {
        // An imported list (no ranks) beside words given ranks: A N4 5, B N5 –, C N5 100, D N5 10, E – 1, F N5 –.
        let entries = ["A": "N4", "B": "N5", "C": "N5", "D": "N5", "E": nil, "F": "N5"].sorted { $0.key < $1.key }
            .map { WordEntry(text: $0.key, reading: $0.key.lowercased(), meanings: ["meaning " + $0.key], level: $0.value) }
        let database = try KuchiDatabase.inMemory(seedWords: entries)
        try database.write { db in
            for (text, rank) in [("A", 5), ("C", 100), ("D", 10), ("E", 1)] {
                try db.execute(sql: "UPDATE word SET frequency_rank = ? WHERE text = ?", arguments: [rank, text])
            }
        }
        let profile = try database.practice.useProfile(named: "Ann")
        let order = try database.practice.lookingUp { lookup in
            try lookup.newWordIDs(profileID: profile.id, kind: .recognition, limit: 10).compactMap { try lookup.word(id: $0)?.text }
        }
        #expect(order == ["D", "C", "B", "F", "A", "E"])
        let scoped = try database.practice.lookingUp { lookup in
            try lookup.wordIDs(in: WordScope(levels: ["N5"]), profileID: profile.id).compactMap { try lookup.word(id: $0)?.text }
        }
        #expect(scoped == ["D", "C", "B", "F"])
        // Forwards for new words, backwards for whether any is left (a met scope): both walk the index, no sort.
        for order in [CardColumns.wordOrder, CardColumns.wordOrderBackwards] {
            let plan = try database.read { db in
                try String.fetchAll(db, sql: """
                    EXPLAIN QUERY PLAN SELECT id FROM word INDEXED BY word_study_order WHERE removed_at IS NULL
                    ORDER BY \(order) LIMIT 5
                    """).joined(separator: "\n")
            }
            #expect(!plan.contains("TEMP B-TREE"), "walked in index order, not sorted (\(order)): \(plan)")
        }
    }

    @Test func anOlderBankGetsTheRanksWhenItIsUpgraded() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let words = try bundled
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { words }).migrate(queue, upTo: "v10-word-sources")
        try queue.close()
        let bank = try KuchiDatabase.openExisting(path: path)
        let ranked = try bank.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE frequency_rank IS NOT NULL") }
        #expect((ranked ?? 0) >= 650)
        let profile = try bank.practice.useProfile(named: "Ann")
        let first = try bank.practice.lookingUp { lookup in
            try lookup.newWordIDs(profileID: profile.id, kind: .recognition, limit: 1).first.flatMap { try lookup.word(id: $0)?.text }
        }
        let mostFrequent = WordFrequency.ranks(BundledWordFrequency.text).prefix(662).min { $0.rank < $1.rank }?.text
        #expect(first == mostFrequent, "the most frequent N5 word first, not あさって")
    }
}
