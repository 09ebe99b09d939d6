import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// `words(withText:limit:)`: the words of the bank written exactly as a text, found through an index.
@Suite("Words by written form")
struct SameWrittenLookupTests {
    private let words = [
        WordEntry(text: "明日", reading: "あした", meanings: ["tomorrow"], level: "N5", deck: "jlpt-n5"),
        WordEntry(text: "今日", reading: "きょう", meanings: ["today"], deck: "jlpt-n5"),
        WordEntry(text: "あした", reading: "あした", meanings: ["tomorrow"], deck: "kana"),
        WordEntry(text: "明日", reading: "あす", meanings: ["tomorrow", "near future"], deck: "n4"),
        WordEntry(text: "明日", reading: "みょうにち", meanings: ["tomorrow"], deck: "edict"),
    ]

    @Test func findsEveryReadingOfAWrittenFormInTheOrderAdded() throws {
        let directory = try TemporaryDirectory()
        let bank = try KuchiDatabase.open(path: directory.path + "/kuchi.sqlite") { words }
        let found = try bank.practice.lookingUp { try $0.words(withText: ["明日"], limit: 16) }
        #expect(found.map(\.reading) == ["あした", "あす", "みょうにち"])
        #expect(found[1].meanings == ["tomorrow", "near future"])
        #expect(try bank.practice.lookingUp { try $0.words(withText: ["明日", "今日", "明日"], limit: 2) }.map(\.reading) == ["あした", "きょう"])
        #expect(try bank.practice.lookingUp { try $0.words(withText: ["あす", "", "明"], limit: 16) }.isEmpty, "readings and parts do not match")
        #expect(try bank.practice.lookingUp { try $0.words(withText: [], limit: 16) }.isEmpty)
    }

    @Test func usesAnIndexNotAScan() throws {
        let bank = try KuchiDatabase.inMemory(seedWords: words)
        let plan = try bank.dbQueue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM word WHERE text IN (?, ?) ORDER BY id LIMIT ?",
                             arguments: ["明日", "今日", 16]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.hasPrefix("SEARCH word USING") && $0.contains("INDEX") && $0.contains("text=?") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN word") }, "\(plan)")
    }
}
