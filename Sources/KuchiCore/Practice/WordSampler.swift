/// Draws random words from a ``WordBank`` without scanning it.
///
/// Ids are drawn uniformly from the bank's id range and looked up one at a time (rejection sampling),
/// which costs the same at 100 words as at a million and is unbiased whatever the gaps.
/// When ids are so sparse that draws keep missing, the sampler loads the id list once and samples it.
struct WordSampler {
    private let bounds: ClosedRange<Int64>
    private var idList: [Int64]?
    /// Whether `idList` is a scope's words, held for the whole session (a word gone is dropped from it).
    private var isScoped = false
    private var misses = 0

    /// Misses in a row after which the id list is loaded.
    private static let missesBeforeLoadingIDs = 64

    /// Creates a sampler, or returns `nil` for an empty bank.
    init?(lookup: any WordLookup) throws {
        guard let bounds = try lookup.wordIDBounds() else { return nil }
        self.bounds = bounds
    }

    /// A sampler over the given word ids only (a session's scope), or `nil` when there are none.
    init?(ids: [Int64]) {
        guard let low = ids.min(), let high = ids.max() else { return nil }
        bounds = low...high
        idList = ids
        isScoped = true
    }

    /// A uniformly chosen word.
    /// `decks` are the session's decks, whose meanings a word shows (``WordLookup/word(id:shownFrom:)``).
    mutating func randomWord(in lookup: any WordLookup, shownFrom decks: [String] = [],
                             using rng: inout some RandomNumberGenerator) throws -> Word? {
        try random(in: lookup, using: &rng) { try decks.isEmpty ? lookup.word(id: $0) : lookup.word(id: $0, shownFrom: decks) }
    }

    /// The primary meaning of a uniformly chosen word: all a distractor needs, read more cheaply.
    mutating func randomPrimaryMeaning(in lookup: any WordLookup, shownFrom decks: [String] = [],
                                       using rng: inout some RandomNumberGenerator) throws -> String? {
        try random(in: lookup, using: &rng) {
            try decks.isEmpty ? lookup.primaryMeaning(id: $0) : lookup.primaryMeaning(id: $0, shownFrom: decks)
        }
    }

    /// `lookup` of a uniformly chosen id that exists.
    private mutating func random<T>(in words: any WordLookup, using rng: inout some RandomNumberGenerator,
                                    _ lookup: (Int64) throws -> T?) throws -> T? {
        while true {
            if let idList {
                guard let index = idList.indices.randomElement(using: &rng) else { return nil }
                if let found = try lookup(idList[index]) { return found }
                if isScoped {
                    self.idList?.remove(at: index)   // a word of the scope was deleted meanwhile
                    continue
                }
                self.idList = nil   // the bank changed under us; start again
                continue
            }
            if let found = try lookup(Int64.random(in: bounds, using: &rng)) {
                misses = 0
                return found
            }
            misses += 1
            if misses >= Self.missesBeforeLoadingIDs {
                idList = try words.allWordIDs()
            }
        }
    }
}
