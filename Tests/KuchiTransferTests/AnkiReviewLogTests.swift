import Foundation
import GRDB
import Testing
@testable import KuchiTransfer

/// Which rows of an Anki review log become answers: those Anki's own FSRS counts in a card's memory.
@Suite("Anki's review log read as answers")
struct AnkiReviewLogTests {
    /// A schema-11 collection with one card and the review log rows given (`type`, `ease`, `factor`), one a
    /// minute from 2026-01-01 00:00 UTC.
    private func collection(_ log: [(type: Int, ease: Int, factor: Int)]) throws -> (AnkiCollection, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-anki-revlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("collection.anki2").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: AnkiSchema11.tables)
            try db.execute(sql: """
                INSERT INTO col VALUES (1, 1767225600, 11, '{}', '{}', '{}');
                INSERT INTO cards VALUES (7, 1, 1, 0, 2, 2, 10, 5, 0, 3, 0, 0, 0, '{}');
                """)
            for (minute, row) in log.enumerated() {
                try db.execute(sql: "INSERT INTO revlog VALUES (?, 7, 0, ?, 1, 0, ?, 4000, ?)",
                               arguments: [1_767_225_600_000 + Int64(minute) * 60_000, row.ease, row.factor, row.type])
            }
        }
        return (try AnkiCollection(path: path, package: "test.apkg"), folder.path)
    }

    @Test func previewsAndCrammingThatDoNotRescheduleAreNotAnswers() throws {
        // Learning, review, relearning, a filtered deck that reschedules, a preview (filtered, no ease factor),
        // a manual rescheduling, a rescheduling by "set due date", and a row without a button.
        let (collection, folder) = try collection([(0, 3, 0), (1, 1, 2500), (2, 3, 2300), (3, 4, 2300), (3, 1, 0),
                                                   (4, 0, 2500), (5, 0, 0), (1, 0, 2500)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reviews = try collection.reviews()
        #expect(reviews.map(\.ease) == [3, 1, 3, 4], "learning, review, relearning and the rescheduling filtered review")
        #expect(reviews.map(\.time) == [0, 1, 2, 3].map { 1_767_225_600_000 + Int64($0) * 60_000 })
        #expect(try collection.reviewsOfUnknownKind() == 0, "every row is one Anki writes")
    }

    @Test func rowsWithAButtonOrKindAnkiNeverWritesAreCountedAndNotAnswers() throws {
        // A review, an answer button 9, a kind 7, a negative button, and a manual rescheduling (Anki's own).
        let (collection, folder) = try collection([(1, 3, 2500), (1, 9, 2500), (7, 3, 2500), (0, -1, 0), (4, 0, 2500)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try collection.reviews().map(\.ease) == [3])
        #expect(try collection.reviewsOfUnknownKind() == 3)
    }
}
