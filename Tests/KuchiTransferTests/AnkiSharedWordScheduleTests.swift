import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// One word in two Anki decks (two notes, each with a card of the same kind): the word's card takes the schedule of
/// the one Anki reviewed last, told by the review log when the card's data says nothing (walk-through 26, D13).
@Suite("A word's card from the Anki card reviewed last")
struct AnkiSharedWordScheduleTests {
    /// A collection created 2026-01-01 (UTC), with two review cards of one word: card 1 (`Core`) last reviewed on day 10,
    /// due on day 40; card 2 (`Kaishi`) lapsed and last reviewed on day 20, due on day 22. Neither has an `lrt`.
    private func collection() throws -> (AnkiCollection, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-anki-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("collection.anki2").path
        let created: Int64 = 1_767_225_600
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: AnkiSchema11.tables)
            try db.execute(sql: "INSERT INTO col VALUES (1, ?, 11, '{}', '{}', '{}')", arguments: [created])
            try db.execute(sql: """
                INSERT INTO cards VALUES (1, 1, 1, 0, 2, 2, 40, 30, 0, 4, 0, 0, 0, '{}');
                INSERT INTO cards VALUES (2, 2, 2, 0, 2, 2, 22, 2, 0, 4, 1, 0, 0, '{}');
                """)
            let day: Int64 = 86_400_000
            for (card, days) in [(1, [1, 2, 5, 10]), (2, [3, 4, 19, 20])] {
                for (index, at) in days.enumerated() {
                    try db.execute(sql: "INSERT INTO revlog VALUES (?, ?, 0, ?, 1, 0, 2500, 4000, ?)",
                                   arguments: [created * 1000 + Int64(at) * day + Int64(card), card, card == 2 && index == 2 ? 1 : 3,
                                               index == 0 ? 0 : 1])
                }
            }
        }
        return (try AnkiCollection(path: path, package: "test.apkg"), folder.path)
    }

    @Test func theCardReviewedLastGivesTheWordItsDueDay() throws {
        let (collection, folder) = try collection()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let schedules = try AnkiSchedules(collection, reviews: try collection.reviews(), timeZone: .gmt, now: Date(timeIntervalSince1970: 1_767_225_600))
        let word: AnkiSchedules.CardWord = (kind: .recognition, text: "猫", reading: "ねこ", expected: "cat", wordID: 1)
        let imported = schedules.imported(kinds: [1: word, 2: word])
        #expect(imported.count == 2)
        let baselines = try ScheduleBaselines(imported, reviews: [], reviewWordIDs: nil, profileID: 1, scheduler: .default) { _, _ in nil }
        let card = try #require(baselines.baselines[HistoryReplay.CardKey(profileID: 1, wordID: 1, kind: .recognition)])
        let dayOf = { (date: Date) in Int((date.timeIntervalSince1970 - 1_767_225_600) / 86_400) }
        #expect(dayOf(card.memory.due) == 22, "Kaishi's card, lapsed and reviewed on day 20, not Core's of day 10")
        #expect(card.memory.lapses == 1)
    }
}
