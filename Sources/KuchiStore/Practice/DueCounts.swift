import GRDB

/// `kuchi due`'s counting: a learner's cards due before the end of the forecast, per deck, due now or not, and
/// per study day.
///
/// Two walks instead of a join: the cards from `card_due` alone (each put in its study day at once, by comparing
/// the stored texts in SQLite's buffer: no string is made for a card), then the decks of their words in id
/// order (``WordDecks``), which reads the word table page after page instead of searching it from its root once a
/// card, in no order; Swift then adds each card to its word's deck. No `GROUP BY` either: SQLite would sort every
/// card for it. Times are compared as SQLite compares them (byte order, shorter first), so a card lands where
/// `due <= now` and `due >= start` in SQL would put it.
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

    /// The cards the forecast counts: the learner's cards in learning or review, due before `?2`, of no suspended
    /// word and not suspended themselves (the same cards `kuchi review` asks, looked up for their suspensions in
    /// two sets built once, not twice a card).
    static let sql = """
        SELECT c.word_id, c.due FROM card c INDEXED BY card_due
        WHERE c.profile_id = ?1 AND c.state IN ('learning', 'review', 'relearning')
            AND c.kind IN ('recognition', 'reading', 'writing') AND c.due < ?2
            AND \(SuspendedWords.notSuspended(card: "c", profileParameter: "?1"))
        """

    /// Counts the cards of learner `profileID` due before `dayStarts.last` (the end of the forecast):
    /// `dayStarts` holds the start of each study day of the forecast, then its end (all as stored).
    init(profileID: Int64, now: String, dayStarts: [String], in db: Database) throws {
        let days = max(dayStarts.count - 1, 1)
        let clock = DueClock(now: now, laterDayStarts: Array(dayStarts.dropFirst().prefix(days - 1)))
        // Each card as its word and where it counts: its study day, plus `days` when it is due now.
        var cards: [(word: Int64, slot: Int)] = []
        let statement = try db.makeStatement(sql: Self.sql)
        try statement.setArguments([profileID, dayStarts.last ?? now])
        let row = RawStatement(statement)
        while try statement.stepThroughCAPI() {
            guard let due = row.utf8(1) else { continue }
            cards.append((row.int64(0), clock.dayNumber(of: due) + (clock.isDueNow(due) ? days : 0)))
        }
        let decks = try WordDecks(of: cards.map(\.word), in: db)
        names = decks.names
        counts = Array(repeating: Deck(perDay: Array(repeating: 0, count: days)), count: decks.names.count)
        for card in cards {
            // A card whose word is gone (a foreign key broken by hand) is in no deck, as the join left it out.
            guard let deck = decks.position(of: card.word) else { continue }
            if card.slot >= days { counts[deck].dueNow += 1 }
            counts[deck].perDay[card.slot % days] += 1
        }
    }
}

/// The moment of a forecast and the starts of its study days as stored texts, compared with a card's due time.
private struct DueClock {
    /// The moment of the forecast.
    let now: [UInt8]
    /// The starts of the study days after the first one, ascending.
    let laterDayStarts: [[UInt8]]

    init(now: String, laterDayStarts: [String]) {
        self.now = Array(now.utf8)
        self.laterDayStarts = laterDayStarts.map { Array($0.utf8) }
    }

    /// Whether a card due at `due` (its stored text) is due now: `due <= now`.
    func isDueNow(_ due: UnsafeBufferPointer<UInt8>) -> Bool { due.storedOrder(now) <= 0 }

    /// The study day of a card due at `due`: how many of the later day starts it has reached (by halving).
    func dayNumber(of due: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = laterDayStarts.count   // the answer is in low...high
        while low < high {
            let middle = (low + high + 1) / 2   // reached ≥ middle ⟺ due ≥ laterDayStarts[middle - 1]
            if due.storedOrder(laterDayStarts[middle - 1]) < 0 { high = middle - 1 } else { low = middle }
        }
        return low
    }
}
