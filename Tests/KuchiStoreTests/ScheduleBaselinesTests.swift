import Foundation
import KuchiCore
@testable import KuchiStore
import Testing

/// The baseline an imported schedule gives a card keeps, as its last review, the latest of the card's reviews
/// when the program did not say: what `kuchi review` and the reports count the card's next interval from.
/// Reviews come in the order they happened from an Anki package; the baseline must not depend on that order.
@Suite("Imported schedules: a card's last review")
struct ScheduleBaselinesTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)
    private static let day: TimeInterval = 86_400

    /// Three reviews of word 7's recognition card, days apart, and one of word 8's reading card.
    private static let reviews = [
        review(wordID: 7, kind: .recognition, at: start),
        review(wordID: 8, kind: .reading, at: start.addingTimeInterval(day)),
        review(wordID: 7, kind: .recognition, at: start.addingTimeInterval(3 * day)),
        review(wordID: 7, kind: .recognition, at: start.addingTimeInterval(9 * day)),
    ]

    private static func review(wordID: Int64, kind: CardKind, at date: Date) -> ImportedReview {
        ImportedReview(text: "語\(wordID)", reading: "ご", kind: kind, rating: .good, answeredAt: date, elapsedMilliseconds: 2_000,
                       expected: "word", wordID: wordID)
    }

    /// A schedule in review with no FSRS memory and no last review of the program's: its memory is replayed.
    private static func schedule(wordID: Int64, kind: CardKind) -> ImportedSchedule {
        ImportedSchedule(text: "語\(wordID)", reading: "ご", kind: kind, state: .review, stepsLeft: 0,
                         due: start.addingTimeInterval(30 * day), lastReview: nil, stability: nil, difficulty: nil,
                         intervalDays: 20, reps: 3, lapses: 0, isSuspended: false, wordID: wordID)
    }

    private func lastReviews(_ reviews: [ImportedReview]) throws -> [Int64: Date?] {
        let scheduled = try ScheduleBaselines([Self.schedule(wordID: 7, kind: .recognition), Self.schedule(wordID: 8, kind: .reading)],
                                              reviews: reviews, reviewWordIDs: reviews.map(\.wordID), profileID: 1,
                                              scheduler: .default) { _, _ in nil }
        return Dictionary(uniqueKeysWithValues: scheduled.baselines.map { ($0.key.wordID, $0.value.memory.lastReview) })
    }

    @Test func aCardsLastReviewIsItsLatestReviewInOrder() throws {
        let last = try lastReviews(Self.reviews)
        #expect(last[7] == Self.start.addingTimeInterval(9 * Self.day))
        #expect(last[8] == Self.start.addingTimeInterval(Self.day))
    }

    @Test func aCardsLastReviewIsItsLatestReviewOutOfOrder() throws {
        // The latest review of word 7 comes first: the last one graded is not the latest.
        let last = try lastReviews([Self.reviews[3], Self.reviews[0], Self.reviews[1], Self.reviews[2]])
        #expect(last[7] == Self.start.addingTimeInterval(9 * Self.day))
        #expect(last[8] == Self.start.addingTimeInterval(Self.day))
    }
}
