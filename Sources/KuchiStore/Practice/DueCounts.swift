import GRDB

/// `kuchi due`'s counting: a learner's cards due before the end of the forecast, per deck, due now or not, and
/// per study day.
///
/// Two walks instead of a join: the cards from `card_due` alone (each put in its study day at once, by its due
/// time in milliseconds), then the decks of their words in id order (``WordDecks``), which reads their deck rows
/// page after page instead of searching them from the root once a card, in no order; Swift then adds each card to
/// every deck that holds its word (a word imported from two decks counts in both), and once to the totals. No
/// `GROUP BY` either: SQLite would sort every card for it. A card lands where `due_ms <= now` and
/// `due_ms >= start` in SQL would put it.
struct DueCounts {
    /// Counts of one deck.
    struct Deck {
        /// Cards due now (overdue included).
        var dueNow = 0
        /// Cards due on each study day of the forecast.
        var perDay: [Int]
    }

    /// The decks' names, in the order of their words' ids.
    let names: [String]
    /// Their counts, in the same order.
    private(set) var counts: [Deck]
    /// Every card counted once, whatever decks hold its word.
    private(set) var total: Deck
    /// Of the cards due now, those in review (not in their learning steps): the ones `reviews_per_day` limits.
    private(set) var reviewsDueNow = 0
    /// Of the cards due now, those in their learning steps last reviewed before today's study day began (the first
    /// of `dayStarts`): they count against `reviews_per_day` too (as in Anki's v3 scheduler, and as a review session
    /// counts them).
    private(set) var interdayLearningDueNow = 0
    /// Cards in review due later today (after now, before the second of `dayStarts`): `reviews_per_day` limits them too.
    private(set) var reviewsDueLaterToday = 0

    /// The cards the forecast counts: the learner's cards in learning or review, due before `?2`, of no suspended
    /// word and not suspended themselves (the same cards `kuchi review` asks, looked up for their suspensions in
    /// two sets built once, not twice a card).
    static let sql = """
        SELECT c.word_id, c.due_ms, c.state, c.last_review_ms FROM card c INDEXED BY card_due
        WHERE c.profile_id = ?1 AND c.\(CodedCards.scheduled)
            AND c.kind IN (\(CardKindCode.codes.all)) AND c.due_ms < ?2
            AND \(SuspendedWords.notSuspended(card: "c", profileParameter: "?1"))
        """

    /// Counts the cards of learner `profileID` due before `dayStarts.last` (the end of the forecast):
    /// `dayStarts` holds the start of each study day of the forecast, then its end (all in milliseconds since 1970).
    /// With `onlyWords`, only the cards of those words count (a scope's: `kuchi due --level N5`).
    init(profileID: Int64, now: Int64, dayStarts: [Int64], onlyWords: Set<Int64>? = nil, in db: Database) throws {
        let days = max(dayStarts.count - 1, 1)
        let laterDayStarts = Array(dayStarts.dropFirst().prefix(days - 1))
        // Each card as its word and where it counts: its study day, plus `days` when it is due now.
        var cards: [(word: Int64, slot: Int)] = []
        let statement = try db.makeStatement(sql: Self.sql)
        try statement.setArguments([profileID, dayStarts.last ?? now])
        let row = RawStatement(statement)
        let review = CardStateCode.codes.code(.review)
        let today = dayStarts.first ?? now
        var reviewsDueNow = 0
        var interdayLearningDueNow = 0
        var reviewsDueLaterToday = 0
        let todayEnds = dayStarts.count > 1 ? dayStarts[1] : Int64.max
        while try statement.stepThroughCAPI() {
            // A due time that is no integer (a bank edited by hand) is no time: kuchi doctor reports it.
            guard row.isInteger(1) else { continue }
            if let onlyWords, !onlyWords.contains(row.int64(0)) { continue }
            let due = row.int64(1)
            if due <= now, row.int64(2) == review { reviewsDueNow += 1 }
            if due <= now, row.int64(2) != review, row.isInteger(3), row.int64(3) < today { interdayLearningDueNow += 1 }
            if due > now, due < todayEnds, row.int64(2) == review { reviewsDueLaterToday += 1 }
            cards.append((row.int64(0), Self.dayNumber(of: due, laterDayStarts: laterDayStarts) + (due <= now ? days : 0)))
        }
        self.reviewsDueNow = reviewsDueNow
        self.interdayLearningDueNow = interdayLearningDueNow
        self.reviewsDueLaterToday = reviewsDueLaterToday
        let decks = try WordDecks(of: cards.map(\.word), in: db)
        names = decks.names
        let empty = Deck(perDay: Array(repeating: 0, count: days))
        counts = Array(repeating: empty, count: decks.names.count)
        total = empty
        for card in cards {
            let dueNow = card.slot >= days ? 1 : 0
            total.dueNow += dueNow
            total.perDay[card.slot % days] += 1
            // A card whose word is in no deck (a bank edited by hand) counts in the totals alone.
            decks.forEachDeck(of: card.word) { deck in
                counts[deck].dueNow += dueNow
                counts[deck].perDay[card.slot % days] += 1
            }
        }
    }

    /// The study day of a card due at `due`: how many of `laterDayStarts` (ascending) it has reached (by halving).
    private static func dayNumber(of due: Int64, laterDayStarts: [Int64]) -> Int {
        var low = 0, high = laterDayStarts.count   // the answer is in low...high
        while low < high {
            let middle = (low + high + 1) / 2   // reached ≥ middle ⟺ due ≥ laterDayStarts[middle - 1]
            if due < laterDayStarts[middle - 1] { high = middle - 1 } else { low = middle }
        }
        return low
    }
}
