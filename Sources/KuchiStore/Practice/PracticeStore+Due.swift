import Foundation
import GRDB
import KuchiCore

/// What is due for a learner: now, and per study day ahead, per deck.
public struct DueForecast: Sendable, Equatable {
    /// One deck's figures.
    public struct Deck: Sendable, Equatable {
        /// The deck's name.
        public var name: String
        /// Cards due now (overdue included).
        public var dueNow: Int
        /// Cards due on each study day from today (today's count includes those due now).
        public var perDay: [Int]
    }

    /// The learner's name.
    public var learner: String
    /// When the forecast was made.
    public var now: Date
    /// The start of each study day of the forecast (today first).
    public var days: [Date]
    /// Per deck, by name: a card counts in every deck that holds its word, so these may add up to more than
    /// the totals.
    public var decks: [Deck]
    /// Cards due now, each once.
    public var dueNow: Int
    /// Cards due on each study day, each once.
    public var perDay: [Int]
    /// Review cards due now that `kuchi review` leaves for another day because today's reviews reached
    /// `reviews_per_day` (0 when no limit was given).
    public var overLimit = 0
    /// The daily review limit ``overLimit`` was counted against; `nil` when none was given.
    public var reviewLimit: ReviewLimit?

    /// `reviews_per_day` and the reviews done today.
    public struct ReviewLimit: Sendable, Equatable {
        /// The learner's `reviews_per_day`.
        public var perDay: Int
        /// Reviews answered since today's study day began.
        public var doneToday: Int
        /// Review cards due now (learning cards left out), those beyond the limit included.
        public var reviewsDueNow = 0
        /// Learning cards due now last reviewed before today's study day began: as in Anki's v3 scheduler, they count
        /// against the limit (and are asked first), so the review cards get what they leave.
        public var interdayLearningDueNow = 0
        /// Review cards that fall due later today (after the forecast's time, before the study day ends).
        public var reviewsDueLaterToday = 0

        /// The review cards due today, now or later, that the limit leaves for another day: they are still due tomorrow.
        /// Learning cards are never held back; those from an earlier day take their room first.
        public var heldBackToday: Int {
            max(0, reviewsDueNow + reviewsDueLaterToday - max(0, perDay - doneToday - interdayLearningDueNow))
        }

        /// Whether the reviews due now (learning cards from an earlier day with them) and those done today fill the
        /// limit: then, as in Anki's v3 scheduler, `kuchi review` gives no new words today.
        public var leavesNoNewWords: Bool { doneToday + interdayLearningDueNow + reviewsDueNow >= perDay }

        /// Whether the limit may hold back some of the day's new words but not all: what it leaves is more than none
        /// and fewer than `newPerDay`. Otherwise the forecast alone says the hold (all, or none).
        public func mayHoldSomeNewWords(newPerDay: Int) -> Bool {
            let left = perDay - doneToday - interdayLearningDueNow - reviewsDueNow
            return left > 0 && left < newPerDay
        }
    }

    /// Whether some card counts in more than one deck (the decks' figures add up to more than the totals).
    public var decksOverlap: Bool {
        decks.reduce(0) { $0 + $1.dueNow } > dueNow
            || days.indices.contains { day in decks.reduce(0) { $0 + $1.perDay[day] } > perDay[day] }
    }
}

extension PracticeStore {
    /// The learner's cards due now and on each of the next `days` study days, per deck (suspended words left out).
    /// With `reviewsPerDay`, also how many review cards due now wait for another day, as `kuchi review` counts
    /// them: those beyond what the limit leaves after today's reviews and the learning cards due from an earlier
    /// day (learning cards are never held back).
    /// With `scope`, only the cards of its words count (each still under every deck that holds its word).
    public func dueForecast(profile: Profile, at now: Date, days: Int = 14, timeZone: TimeZone = .current,
                            reviewsPerDay: Int? = nil, scope: WordScope? = nil) throws(StoreError) -> DueForecast {
        let today = StudyDay.start(of: now, in: timeZone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let starts = (0...days).map { calendar.date(byAdding: .day, value: $0, to: today) ?? today }
        let dayStarts = starts.map(AnswerTime.milliseconds)
        return try read { db in
            let onlyWords = try scope.map { Set(try WordLookupStatements(db: db, hot: connection.hot).wordIDs(in: $0, profileID: profile.id)) }
            let counts = try DueCounts(profileID: profile.id, now: AnswerTime.milliseconds(now), dayStarts: dayStarts,
                                       onlyWords: onlyWords, in: db)
            let decks = zip(counts.names, counts.counts).map { name, deck in
                DueForecast.Deck(name: name, dueNow: deck.dueNow, perDay: deck.perDay)
            }
            var forecast = DueForecast(learner: profile.name, now: now, days: Array(starts.prefix(days)),
                                       decks: decks.sorted { $0.name < $1.name }, dueNow: counts.total.dueNow, perDay: counts.total.perDay)
            if let reviewsPerDay {
                let done = try Self.reviewsDone(profileID: profile.id, since: today, in: db)
                let room = max(0, reviewsPerDay - done - counts.interdayLearningDueNow)
                forecast.overLimit = max(0, counts.reviewsDueNow - room)
                forecast.reviewLimit = DueForecast.ReviewLimit(perDay: reviewsPerDay, doneToday: done, reviewsDueNow: counts.reviewsDueNow,
                                                               interdayLearningDueNow: counts.interdayLearningDueNow,
                                                               reviewsDueLaterToday: counts.reviewsDueLaterToday)
            }
            return forecast
        }
    }

    /// The answers marked as reviews when they were written (``ReviewMark``: a `recall`) since `date`: the reviews
    /// that count against `reviews_per_day`, as a review session counts them. answer_review holds only those
    /// answers, by time: the day's are a short range of it, whose rows give their sessions.
    static func reviewsDone(profileID: Int64, since date: Date, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT count(*) FROM answer a INDEXED BY answer_review JOIN session s ON s.id = a.session_id
            WHERE a.answered_ms >= ? AND a.recall IS NOT NULL AND s.profile_id = ?
            """, arguments: [AnswerTime.milliseconds(date), profileID]) ?? 0
    }

    /// When the learner's next card falls due after `date`, and how many fall due in that study day; with `scope`
    /// (not the whole bank), only the cards of its words, as ``dueForecast(profile:at:days:timeZone:reviewsPerDay:scope:)``
    /// counts them.
    public func nextDue(profile: Profile, after date: Date, timeZone: TimeZone = .current,
                        scope: WordScope? = nil) throws(StoreError) -> (first: Date, count: Int)? {
        try read { db in
            let onlyWords = try scope.flatMap { scope in
                scope.isWholeBank ? nil : Set(try WordLookupStatements(db: db, hot: connection.hot).wordIDs(in: scope, profileID: profile.id))
            }
            // The cards due later, in order (the scope's only, with one): the first, and those of its study day.
            let cards = try Row.fetchCursor(db, sql: """
                SELECT word_id, due_ms FROM card INDEXED BY card_due WHERE profile_id = ? AND \(CodedCards.scheduled)
                    AND kind IN (\(CardKindCode.codes.all)) AND due_ms > ? AND \(SuspendedWords.notSuspended(card: "card"))
                ORDER BY due_ms
                """, arguments: [profile.id, AnswerTime.milliseconds(date)])
            var first: Int64?, end: Int64 = 0, count = 0
            while let row = try cards.next() {
                let wordID: Int64 = row[0], due: Int64 = row[1]
                if let onlyWords, !onlyWords.contains(wordID) { continue }
                if first == nil {
                    first = due
                    end = AnswerTime.milliseconds(StudyDay.end(of: AnswerTime.date(due), in: timeZone))
                } else if due >= end {
                    break
                }
                count += 1
            }
            return first.map { (AnswerTime.date($0), count) }
        }
    }
}
