import GRDB

/// `kuchi due`'s counting: a learner's cards due before the end of the forecast, per deck, due now or not, and
/// per study day, in one walk of `card_due`.
///
/// SQLite finds the cards and each card's deck (its word's); Swift puts each card in its deck and day by
/// comparing the stored texts in SQLite's buffer (no string is made for a card), which costs less than SQLite
/// sorting every card for a `GROUP BY`. Times are compared as SQLite compares them (byte order, shorter first),
/// so a card lands where `due <= now` and `due >= start` in SQL would put it.
struct DueCounts {
    /// Counts of one deck.
    struct Deck {
        /// Cards due now (overdue included).
        var dueNow = 0
        /// Cards due on each study day of the forecast.
        var perDay: [Int]
    }

    /// The decks' names, in the order they were met.
    private(set) var names: [String] = []
    /// Their counts, in the same order.
    private(set) var counts: [Deck] = []
    /// Each deck's position in ``names``.
    private var positions: [String: Int] = [:]

    /// The moment of the forecast, as stored.
    private let now: [UInt8]
    /// The starts of the study days after the first one, as stored, ascending.
    private let laterDayStarts: [[UInt8]]
    /// How many study days the forecast holds.
    private let days: Int

    /// The cards the forecast counts: the learner's cards in learning or review, due before `?2`, of no suspended
    /// word and not suspended themselves (the same cards `kuchi review` asks, looked up for their suspensions in
    /// two sets built once, not twice a card).
    static let sql = """
        SELECT w.deck, c.due FROM card c INDEXED BY card_due JOIN word w ON w.id = c.word_id
        WHERE c.profile_id = ?1 AND c.state IN ('learning', 'review', 'relearning')
            AND c.kind IN ('recognition', 'reading', 'writing') AND c.due < ?2
            AND \(SuspendedWords.notSuspended(card: "c", profileParameter: "?1"))
        """

    /// Counts the cards of learner `profileID` due before `dayStarts.last` (the end of the forecast):
    /// `dayStarts` holds the start of each study day of the forecast, then its end (all as stored).
    init(profileID: Int64, now: String, dayStarts: [String], in db: Database) throws {
        self.now = Array(now.utf8)
        days = max(dayStarts.count - 1, 1)
        laterDayStarts = dayStarts.dropFirst().prefix(days - 1).map { Array($0.utf8) }
        let statement = try db.makeStatement(sql: Self.sql)
        try statement.setArguments([profileID, dayStarts.last ?? now])
        let row = RawStatement(statement)
        // Cards come in due order per state and kind, so the deck seldom changes from one card to the next.
        var lastDeck: (bytes: [UInt8], position: Int) = ([], -1)
        while try statement.stepThroughCAPI() {
            guard let deck = row.utf8(0), let due = row.utf8(1) else { continue }
            if lastDeck.position < 0 || !deck.elementsEqual(lastDeck.bytes) {
                lastDeck = (Array(deck), position(of: String(decoding: deck, as: UTF8.self)))
            }
            if !self.now.lexicographicallyPrecedes(due) { counts[lastDeck.position].dueNow += 1 }
            counts[lastDeck.position].perDay[dayNumber(of: due)] += 1
        }
    }

    /// The position of the deck called `name`, added when new.
    private mutating func position(of name: String) -> Int {
        if let known = positions[name] { return known }
        names.append(name)
        counts.append(Deck(perDay: Array(repeating: 0, count: days)))
        positions[name] = names.count - 1
        return names.count - 1
    }

    /// The study day of a card due at `due`: how many of the later day starts it has reached (by halving).
    private func dayNumber(of due: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = laterDayStarts.count   // the answer is in low...high
        while low < high {
            let middle = (low + high + 1) / 2   // reached ≥ middle ⟺ due ≥ laterDayStarts[middle - 1]
            if due.lexicographicallyPrecedes(laterDayStarts[middle - 1]) { high = middle - 1 } else { low = middle }
        }
        return low
    }
}
