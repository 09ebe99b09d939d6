import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiTransfer
import KuchiStore

/// Anki's due numbers turned into dates, on a small schema-11 collection written here (its settings in
/// `col.conf`), including values no real collection holds.
@Suite("Anki's due days as dates")
struct AnkiStudyDaysTests {
    /// A collection created 2026-01-01 at 04:00 in UTC+9 (`creationOffset` -540), last used in UTC+9, rolling over
    /// at 05:00, with one card per (type, queue, due, ivl, data) given; with `modified`, a `mod` column (as Anki's
    /// collections have) holding each card's time in turn.
    private func collection(_ cards: [(type: Int, queue: Int, due: Int64, ivl: Int64, data: String)], conf: String? = nil,
                            modified: [Int64] = []) throws -> (AnkiCollection, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-anki-days-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("collection.anki2").path
        let created: Int64 = 1_767_207_600 // 2026-01-01 04:00 in UTC+9 (2025-12-31 19:00 UTC)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: AnkiSchema11.tables)
            try db.execute(sql: "INSERT INTO col VALUES (1, ?, 11, ?, '{}', '{}')",
                           arguments: [created, conf ?? #"{"creationOffset": -540, "localOffset": -540, "rollover": 5}"#])
            for (number, card) in cards.enumerated() {
                try db.execute(sql: "INSERT INTO cards VALUES (?, 1, 1, 0, ?, ?, ?, ?, 1002, 3, 1, 0, 0, ?)",
                               arguments: [number + 1, card.type, card.queue, card.due, card.ivl, card.data])
            }
            if !modified.isEmpty { try db.execute(sql: "ALTER TABLE cards ADD COLUMN mod INTEGER NOT NULL DEFAULT 0") }
            for (number, time) in modified.enumerated() {
                try db.execute(sql: "UPDATE cards SET mod = ? WHERE id = ?", arguments: [time, number + 1])
            }
        }
        return (try AnkiCollection(path: path, package: "test.apkg"), folder.path)
    }

    private func dues(_ collection: AnkiCollection, count: Int, at now: Date = Date()) throws -> [String?] {
        let schedules = try AnkiSchedules(collection, timeZone: .gmt, now: now)
        let kinds = Dictionary(uniqueKeysWithValues: (1...count).map { id in
            (Int64(id), (kind: CardKind.recognition, text: "語\(id)", reading: "ご\(id)", expected: "m", wordID: Int64?.none))
        })
        let imported = Dictionary(uniqueKeysWithValues: schedules.imported(kinds: kinds).map { ($0.text, $0.due) })
        return (1...count).map { id in imported["語\(id)"].map { ISO8601DateFormatter().string(from: $0) } }
    }

    @Test func aDueDayIsWhenThatStudyDayStartsInAnkisZone() throws {
        let (collection, folder) = try collection([(2, 2, 0, 5, "{}"), (2, 2, 10, 5, "{}"), (2, -1, 31, 5, "{}"),
                                                   (1, 1, 1_767_300_000, 0, "{}"), (3, -1, 1_767_300_000, 0, "{}")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Day 0 is 2026-01-01 (the creation date in UTC+9); each day starts at 05:00 there, 20:00 UTC the day before.
        #expect(try dues(collection, count: 5) == ["2025-12-31T20:00:00Z", "2026-01-10T20:00:00Z", "2026-01-31T20:00:00Z",
                                                   "2026-01-01T20:40:00Z", "2026-01-01T20:40:00Z"])
    }

    /// Walk-through 26 (D1): a card Anki had buried was due the day of the import, one more than Anki showed.
    @Test func aBuriedCardIsDueWhenTheNextStudyDayStartsAsAnkiUnburiesIt() throws {
        let (collection, folder) = try collection([(2, -2, 0, 5, "{}"), (2, -3, 0, 5, "{}"), (2, -3, 3, 5, "{}"),
                                                   (1, -2, 1_767_230_000, 0, "{}"), (2, 2, 0, 5, "{}")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Imported at 06:00 UTC on study day 0, which began 2025-12-31 20:00 UTC; day 1 begins 2026-01-01 20:00 UTC.
        let now = try #require(ISO8601DateFormatter().date(from: "2026-01-01T06:00:00Z"))
        #expect(try dues(collection, count: 5, at: now) == ["2026-01-01T20:00:00Z", "2026-01-01T20:00:00Z", "2026-01-03T20:00:00Z",
                                                            "2026-01-01T20:00:00Z", "2025-12-31T20:00:00Z"])
    }

    /// Walk-through 37: a card Anki buried a week before the export was kept out of practice until the day after the
    /// import, where Anki had it back the day after the burying. The bury is the card's last change (`mod`).
    @Test func aBuriedCardIsDueFromTheDayAfterAnkiBuriedItNotTheDayAfterTheImport() throws {
        // Day 0 begins 2025-12-31 20:00 UTC (05:00 in UTC+9), day 2 on 2026-01-02 20:00 UTC, day 3 a day later.
        let buriedOnDay2: Int64 = 1_767_402_000        // 2026-01-03 10:00 in UTC+9
        let buriedLateOnDay1: Int64 = 1_767_383_940    // 2026-01-03 04:59 in UTC+9: before the 05:00 rollover, still day 1
        let (collection, folder) = try collection([(2, -3, 0, 5, "{}"), (2, -2, 0, 5, "{}"), (2, -3, 20, 5, "{}"), (2, -2, 1, 5, "{}"),
                                                   (2, 2, 0, 5, "{}")],
                                                  modified: [buriedOnDay2, buriedLateOnDay1, buriedOnDay2, 0, buriedOnDay2])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Imported on day 9 (2026-01-10 15:00 in UTC+9): the day after the import begins 2026-01-10 20:00 UTC.
        let now = try #require(ISO8601DateFormatter().date(from: "2026-01-10T06:00:00Z"))
        #expect(try dues(collection, count: 5, at: now) == [
            "2026-01-03T20:00:00Z",   // buried (by hand) on day 2: back when day 3 began, due since
            "2026-01-02T20:00:00Z",   // buried (with a sibling) a minute before day 2 began
            "2026-01-20T20:00:00Z",   // due on day 20 anyway, later than the day after its burying
            "2026-01-10T20:00:00Z",   // buried when, its collection does not say: the day after the import
            "2025-12-31T20:00:00Z",   // not buried
        ])
    }

    @Test func aBuriedCardComesBackAtTheCollectionsOwnRolloverHourFourUnlessSet() throws {
        // No `rollover` in the settings: days begin at 04:00 in UTC+9 (19:00 UTC), and 04:30 there is day 2's already.
        let (collection, folder) = try collection([(2, -3, 0, 5, "{}")], conf: #"{"creationOffset": -540, "localOffset": -540}"#,
                                                  modified: [1_767_382_200])   // 2026-01-03 04:30 in UTC+9
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let now = try #require(ISO8601DateFormatter().date(from: "2026-01-10T06:00:00Z"))
        #expect(try dues(collection, count: 1, at: now) == ["2026-01-03T19:00:00Z"])
    }

    @Test func withoutACreationOffsetDaysCountWholeDaysFromTheCreation() throws {
        let (collection, folder) = try collection([(2, 2, 3, 5, "{}")], conf: "{}")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = try dues(collection, count: 1)
        #expect(found == ["2026-01-03T19:00:00Z"])
    }

    @Test func valuesNoRealCollectionHoldsLeaveTheCardWithoutASchedule() throws {
        let (collection, folder) = try collection([
            (1, 1, Int64.max, 0, "{}"), (1, 1, -5, 0, "{}"), (2, 2, Int64.min, Int64.max, #"{"s": 1e308, "d": -3, "lrt": 1e300}"#),
            (2, 2, 12, Int64.max, #"{"lrt": "soon"}"#),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = try dues(collection, count: 4)
        #expect(found[0] == nil && found[1] == nil, "a due time outside 1970–2200")
        #expect(found[2] == nil, "a due day far out is bounded (not a crash), and then before 1970")
        #expect(found[3] == "2026-01-12T20:00:00Z")
        let third = try collection.schedules().first { $0.cardID == 3 }
        #expect(third?.lastReview == nil && third?.interval == 36_500)
    }
}
