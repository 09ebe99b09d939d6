import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

@Suite("Every JLPT level built in: N4 to N1 join banks that hold the bundled N5 words")
struct BundledLevelsTests {
    private var n5: [WordEntry] {
        get throws { try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck) }
    }

    @Test func theBundledLevelsHoldEveryLevelInItsOwnDeckWithKanaReadings() throws {
        let entries = try BundledLevels.entries()
        let perLevel = Dictionary(grouping: entries, by: { $0.level ?? "" }).mapValues(\.count)
        #expect(Set(perLevel.keys) == ["N4", "N3", "N2", "N1"])
        #expect(perLevel["N4"] == 632 && (perLevel["N1"] ?? 0) > 3_350)
        #expect(entries.count + (try n5).count >= 8_240, "about 8,250 words, as scripts/import-jlpt brings them (8,245 rows since v44's okurigana)")
        #expect(entries.allSatisfy { $0.deck == "jlpt-" + ($0.level ?? "").lowercased() })
        let notKana = entries.filter { !$0.reading.split(separator: "/").allSatisfy { KanaScript.isKana(String($0)) } }
        #expect(notKana.isEmpty, "spoilt readings are mended or left out: \(notKana.prefix(3).map(\.reading))")
        #expect(BundledLevels.mendedReadings().contains(.init(text: "しまい", importedReading: "（終わり）", reading: "しまい")))
    }

    @Test func aNewBankHoldsAllFiveLevelsAndTeachesByLevelThenFrequency() throws {
        let directory = try TemporaryDirectory()
        let words = try n5
        let bank = try KuchiDatabase.open(path: directory.path + "/new.sqlite", seedWords: { words })
        let counts = try bank.practice.scopeCounts()
        let decks = Dictionary(uniqueKeysWithValues: counts.decks.map { ($0.name, $0.words) })
        #expect(decks["jlpt-n5"] == 662 && decks["jlpt-n4"] == 632 && (decks["jlpt-n1"] ?? 0) > 3_350)
        #expect(counts.levels.map(\.name) == ["N5", "N4", "N3", "N2", "N1"])
        #expect(counts.decks.map(\.name) == ["jlpt-n5", "jlpt-n4", "jlpt-n3", "jlpt-n2", "jlpt-n1"], "levels in the order they are learnt, not by size")
        let profile = try bank.practice.useProfile(named: "Ann")
        let levels = try bank.practice.lookingUp { lookup in
            try lookup.newWordIDs(profileID: profile.id, kind: .recognition, limit: 700).compactMap { try lookup.word(id: $0)?.level }
        }
        #expect(levels.prefix(662).allSatisfy { $0 == "N5" } && levels.dropFirst(662).allSatisfy { $0 == "N4" })
        let firstN4 = try bank.read { db in
            try String.fetchOne(db, sql: "SELECT text FROM word WHERE level = 'N4' ORDER BY frequency_rank IS NULL, frequency_rank, id LIMIT 1")
        }
        let taughtN4 = try bank.practice.lookingUp { lookup in
            try lookup.newWordIDs(profileID: profile.id, kind: .recognition, limit: 663).last.flatMap { try lookup.word(id: $0)?.text }
        }
        #expect(taughtN4 == firstN4, "the most frequent N4 word comes first after N5")
    }

    @Test func anOlderBankGainsTheLevelsMergedWithWordsImportedFromTheSameListsKeepingTheirHistory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let words = try n5
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { words }).migrate(queue, upTo: "v12-card-due-difficulty")
        // As scripts/import-jlpt left them: 勉強 (N3) with an answer, and しまい with the note the source gives as its reading.
        let (studyID, sistersID) = try queue.write { db -> (Int64, Int64) in
            var ids: [Int64] = []
            for (text, reading, meaning) in [("勉強", "べんきょう", "study"), ("しまい", "（終わり）", "sisters")] {
                try db.execute(sql: """
                    INSERT INTO word (text, reading, meanings, level, deck, tags, added_at) VALUES (?, ?, ?, 'N3', 'jlpt', 'jlpt-n3', '2026-01-01 00:00:00.000')
                    """, arguments: [text, reading, meaning])
                ids.append(db.lastInsertedRowID)
                try db.execute(sql: "INSERT INTO word_source (word_id, deck, meanings, added_at) VALUES (?, 'jlpt', ?, '2026-01-01 00:00:00.000')",
                               arguments: [db.lastInsertedRowID, meaning])
            }
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES ('Ann', '2026-01-01', '2026-01-01')")
            try db.execute(sql: "INSERT INTO session (profile_id, started_at, target) VALUES (1, '2026-01-01 00:00:00.000', 5)")
            try db.execute(sql: """
                INSERT INTO answer (session_id, word_id, given, expected, is_correct, elapsed_ms, answered_at)
                VALUES (1, ?, 'study', 'study', 1, 900, '2026-01-01 00:00:05.000')
                """, arguments: [ids[0]])
            return (ids[0], ids[1])
        }
        try queue.close()

        let bank = try KuchiDatabase.openExisting(path: path)
        let rows = try bank.read { db in
            try Row.fetchAll(db, sql: "SELECT id, reading FROM word WHERE text IN ('勉強', 'しまい') ORDER BY id")
        }
        #expect(rows.map { $0["id"] as Int64 } == [studyID, sistersID], "no second 勉強 or しまい")
        #expect(rows.last?["reading"] as String? == "しまい", "the spoilt reading is mended")
        let decks = try bank.read { db in
            try String.fetchAll(db, sql: "SELECT deck FROM word_source WHERE word_id = ? ORDER BY deck", arguments: [studyID])
        }
        #expect(decks == ["jlpt", "jlpt-n3"])
        #expect(try bank.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer WHERE word_id = ?", arguments: [studyID]) } == 1)
        let found = try bank.search.searchWords(WordSearch(query: "しまい"))
        #expect(found.contains { $0.word.id == sistersID }, "found by its mended reading")
        let perDeck = Dictionary(uniqueKeysWithValues: try bank.practice.scopeCounts().decks.map { ($0.name, $0.words) })
        let bundled = Dictionary(grouping: try BundledLevels.entries(), by: \.deck).mapValues(\.count)
        for (deck, count) in bundled { #expect(perDeck[deck] == count, "\(deck)") }
    }

    @Test func aNewBanksWordsCarryTheSameRanksAsAnOlderBankUpgradedWithALevelWordImportedBefore() throws {
        let directory = try TemporaryDirectory()
        let words = try n5
        let oldPath = directory.path + "/old.sqlite"
        let queue = try DatabaseQueue(path: oldPath)
        try KuchiDatabase.migrator(seedWords: { words }).migrate(queue, upTo: "v14-suspended-word")
        // 勉強 (N3) imported from a list of the learner's before the levels were built in: no rank until the upgrade.
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO word (text, reading, meanings, level, deck, tags, added_at)
                VALUES ('勉強', 'べんきょう', 'study', 'N3', 'mine', '', '2026-01-01 00:00:00.000')
                """)
        }
        try queue.close()
        let rankSQL = "SELECT text || '|' || reading, frequency_rank FROM word"
        let upgraded = try KuchiDatabase.openExisting(path: oldPath).read { db in try Row.fetchAll(db, sql: rankSQL) }
        let new = try KuchiDatabase.open(path: directory.path + "/new.sqlite", seedWords: { words }).read { db in
            try Row.fetchAll(db, sql: rankSQL)
        }
        let upgradedRanks = Dictionary(uniqueKeysWithValues: upgraded.map { ($0[0] as String, $0[1] as Int?) })
        let newRanks = Dictionary(uniqueKeysWithValues: new.map { ($0[0] as String, $0[1] as Int?) })
        #expect(newRanks.count > 8_000 && newRanks == upgradedRanks, "the same words, each with the same rank")
        // Each rank as the bundled list gives it: the first line for a word, byte for byte.
        var listed: [String: Int] = [:]
        for entry in WordFrequency.bundled where listed[entry.text + "|" + entry.reading] == nil {
            listed[entry.text + "|" + entry.reading] = entry.rank
        }
        let study = try #require(listed["勉強|べんきょう"])
        #expect(upgradedRanks["勉強|べんきょう"] == study)
        let mismatched = newRanks.filter { $0.value != listed[$0.key] }
        #expect(mismatched.isEmpty, "\(mismatched.prefix(3))")
        #expect(newRanks.values.compactMap { $0 }.count > 8_000, "nearly every built-in word ranked")
    }

    @Test func aBankWithoutTheBundledWordsIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let mine = [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: nil, deck: "mine")]
        let bank = try KuchiDatabase.open(path: directory.path + "/mine.sqlite", seedWords: { mine })
        #expect(try bank.practice.scopeCounts().decks.map(\.name) == ["mine"])
    }
}
