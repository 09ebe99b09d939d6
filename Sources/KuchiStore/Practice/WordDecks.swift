import GRDB

/// The decks that hold each of a set of words (their `word_source` rows: a word imported from several decks is
/// in each of them), read in id order, for counts per deck over many cards (``DueCounts``) or words (a report).
///
/// When the words fill a good part of their id range (an imported deck: consecutive ids), the range is read
/// in one walk of `word_source`'s primary key, page after page; otherwise each word's rows are looked up by id,
/// in ascending order. Either way each deck's name is made once, not once a word.
struct WordDecks {
    /// The decks' names, each once.
    private(set) var names: [String] = []
    /// The first id of the range walked.
    private var firstID: Int64 = 0
    /// For each id of the range walked from ``firstID``, its first deck's position in ``names`` (-1: not asked
    /// for, or in no deck).
    private var inRange: [Int32] = []
    /// The first decks of words looked up one by one: positions in ``names`` by word id.
    private var byID: [Int64: Int32] = [:]
    /// The second and further decks of the words that several decks hold, by word id (few words).
    private var moreDecks: [Int64: [Int32]] = [:]
    /// The positions of the decks met so far, by name.
    private var positions: [String: Int32] = [:]
    /// The last deck met, as stored, and its position: consecutive words are mostly of one deck.
    private var lastDeck: (bytes: [UInt8], position: Int32) = ([], -1)

    /// The words whose ids are in `words` (repeats allowed); a word not in the table is in no deck.
    init(of words: [Int64], in db: Database) throws {
        guard let first = words.min(), let last = words.max() else { return }
        // Walking a range costs a row per id in it; a look-up, a search from the root: the walk wins while the
        // words asked for are at least one id in four of their range.
        if last - first < 4 * Int64(words.count) {
            firstID = first
            inRange = Array(repeating: -1, count: Int(last - first) + 1)
            var asked = Array(repeating: false, count: inRange.count)
            for word in words { asked[Int(word - first)] = true }
            let statement = try db.makeStatement(sql: "SELECT word_id, deck FROM word_source WHERE word_id BETWEEN ? AND ?")
            try statement.setArguments([first, last])
            let row = RawStatement(statement)
            while try statement.stepThroughCAPI() {
                let word = row.int64(0)
                let index = Int(word - first)
                guard asked[index], let deck = row.utf8(1) else { continue }
                let deckPosition = position(of: deck)
                if inRange[index] < 0 { inRange[index] = deckPosition } else { moreDecks[word, default: []].append(deckPosition) }
            }
        } else {
            let statement = try db.makeStatement(sql: "SELECT deck FROM word_source WHERE word_id = ?")
            let row = RawStatement(statement)
            for word in Set(words).sorted() {
                row.reset()
                row.bind(int64: word, at: 1)
                var firstDeck: Int32 = -1
                while try statement.stepThroughCAPI() {
                    guard let deck = row.utf8(0) else { continue }
                    let deckPosition = position(of: deck)
                    if firstDeck < 0 { firstDeck = deckPosition } else { moreDecks[word, default: []].append(deckPosition) }
                }
                if firstDeck >= 0 { byID[word] = firstDeck }
            }
            row.reset()
        }
    }

    /// Calls `body` with the position in ``names`` of each deck that holds word `id`: none when it was not asked
    /// for or is in no deck.
    func forEachDeck(of id: Int64, _ body: (Int) -> Void) {
        let first: Int32
        if !inRange.isEmpty {
            let index = id - firstID
            guard index >= 0, index < Int64(inRange.count) else { return }
            first = inRange[Int(index)]
        } else {
            first = byID[id] ?? -1
        }
        guard first >= 0 else { return }
        body(Int(first))
        for position in moreDecks[id] ?? [] { body(Int(position)) }
    }

    /// The position of the deck stored as `bytes`, added when new.
    private mutating func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if lastDeck.position >= 0, bytes.isStored(lastDeck.bytes) { return lastDeck.position }
        let name = String(decoding: bytes, as: UTF8.self)
        let position = positions[name] ?? Int32(names.count)
        if position == Int32(names.count) {
            names.append(name)
            positions[name] = position
        }
        lastDeck = (Array(bytes), position)
        return position
    }
}
