import GRDB

/// The decks of a set of words (each word's `deck` column), read in id order, for counts per deck over many
/// cards (``DueCounts``).
///
/// When the words fill a good part of their id range (an imported deck: consecutive ids), the range is read
/// in one walk of the word table, page after page; otherwise each word is looked up by id, in ascending order.
/// Either way each deck's name is made once, not once a word.
struct WordDecks {
    /// The decks' names, each once.
    private(set) var names: [String] = []
    /// The first id of the range walked.
    private var firstID: Int64 = 0
    /// For each id of the range walked from ``firstID``, its deck's position in ``names`` (-1: not asked for).
    private var inRange: [Int32] = []
    /// The decks of words looked up one by one: positions in ``names`` by word id.
    private var byID: [Int64: Int32] = [:]
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
            for word in words { inRange[Int(word - first)] = 0 }   // asked for
            let statement = try db.makeStatement(sql: "SELECT id, deck FROM word WHERE id BETWEEN ? AND ?")
            try statement.setArguments([first, last])
            let row = RawStatement(statement)
            while try statement.stepThroughCAPI() {
                let index = Int(row.int64(0) - first)
                guard inRange[index] == 0, let deck = row.utf8(1) else { continue }
                inRange[index] = position(of: deck) + 1
            }
            for index in inRange.indices { inRange[index] -= 1 }   // -1: not asked for, or not in the table
        } else {
            let statement = try db.makeStatement(sql: "SELECT deck FROM word WHERE id = ?")
            let row = RawStatement(statement)
            for word in Set(words).sorted() {
                row.reset()
                row.bind(int64: word, at: 1)
                guard try statement.stepThroughCAPI(), let deck = row.utf8(0) else { continue }
                byID[word] = position(of: deck)
            }
            row.reset()
        }
    }

    /// The position in ``names`` of the deck of word `id`, or `nil` when it was not asked for or is not in the table.
    func position(of id: Int64) -> Int? {
        if !inRange.isEmpty {
            let index = id - firstID
            guard index >= 0, index < Int64(inRange.count), inRange[Int(index)] >= 0 else { return nil }
            return Int(inRange[Int(index)])
        }
        return byID[id].map(Int.init)
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
