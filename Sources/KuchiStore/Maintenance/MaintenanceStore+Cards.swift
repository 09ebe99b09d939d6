import Foundation
import GRDB
import KuchiCore

/// What `kuchi doctor` finds comparing the cards with a replay of the answers.
public struct CardCheck: Sendable, Equatable {
    /// Cards stored.
    public var cards: Int
    /// Cards that are missing, extra, or whose memory differs from the replay.
    public var disagreeing: Int
}

extension MaintenanceStore {
    /// Compares every card with a replay of the graded answers, from the card's baseline when it has one (state, step, stability and difficulty to
    /// 4 decimals, reps, lapses, last review; not the due date, which depends on the retention in force).
    public func checkCards() throws(StoreError) -> CardCheck {
        try read { db in
            let removed = try PracticeStore.removedWordIDs(db)
            let replayed = HistoryReplay.cards(from: try PracticeStore.pastAnswers(db), scheduler: .kuchiDefault,
                                               baselines: try CardBaselines.all(db)).filter { !removed.contains($0.key.wordID) }
            // A card holding a date out of range disagrees, and is not decoded.
            let outOfRange = try StoredDates.cardsOutOfRange(db)
            // A cursor: each row is read in place, its columns found by name once per statement.
            let stored = try Row.fetchCursor(db, sql: """
                SELECT \(CardColumns.selection) FROM card WHERE \(StoredDates.inRange("due_ms"))
                    AND (last_review_ms IS NULL OR \(StoredDates.inRange("last_review_ms"))) AND \(StoredDates.inRange("introduced_ms"))
                """)
            var disagreeing = outOfRange
            var seen = Set<HistoryReplay.CardKey>()
            while let row = try stored.next() {
                let key = try CardColumns.key(row, table: "card")
                seen.insert(key)
                guard let expected = replayed[key]?.memory, Self.sameMemory(try CardColumns.memory(row), expected) else {
                    disagreeing += 1
                    continue
                }
            }
            disagreeing += replayed.keys.filter { !seen.contains($0) }.count
            return CardCheck(cards: seen.count + outOfRange, disagreeing: disagreeing)
        }
    }

    /// Rebuilds every card from the graded answers, in one transaction; returns how many there are. The answers of the
    /// study day holding `now` that the replay finds to be reviews and that carry no mark are marked as practice marks
    /// them (``ReviewMark``, ``ReviewMark/withinADay`` included), so that the day's reviews done count them; a mark an
    /// answer has is kept.
    @discardableResult
    public func rebuildCards(at now: Date = Date()) throws(StoreError) -> Int {
        try write { db in try PracticeStore.rebuildCards(db, withinADayFrom: StudyDay.start(of: now)) }
    }

    private static func sameMemory(_ a: CardMemory, _ b: CardMemory) -> Bool {
        func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
        return a.state == b.state && a.step == b.step && rounded(a.stability) == rounded(b.stability)
            && rounded(a.difficulty) == rounded(b.difficulty) && a.reps == b.reps && a.lapses == b.lapses
            && a.lastReview.map { UTCTime($0).stored } == b.lastReview.map { UTCTime($0).stored }
    }

    /// How many cards hold a date that is not a time in range (see ``StoredDates``): `kuchi doctor` reports
    /// them, and `--rebuild-cards` repairs them.
    public func cardsWithDatesOutOfRange() throws(StoreError) -> Int {
        try read { db in try StoredDates.cardsOutOfRange(db) }
    }
}
