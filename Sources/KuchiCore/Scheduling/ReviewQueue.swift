import Foundation

/// The order of a review session: what is due first, then new words, as a learner who wants to remember needs.
///
/// 1. learning and relearning cards once due (earliest first);
/// 2. review cards due, lowest retrievability first (the ones about to be forgotten);
/// 3. new words, up to the day's budget, in study order;
/// 4. when nothing else is left, learning cards due within ``learnAhead`` (as Anki does).
/// A card answered this session leaves the queue; one answered wrong comes back through step 1.
struct ReviewQueue {
    /// How far ahead learning cards may be asked when nothing else is left.
    static let learnAhead: TimeInterval = 20 * 60

    let profileID: Int64
    let kinds: [CardKind]
    /// Due review cards, the lowest retrievability last (popped first).
    private var reviews: [StoredCard]
    /// New cards left to introduce this session.
    private(set) var newBudget: Int
    /// New word ids fetched but not yet asked, per kind.
    private var newWords: [CardKind: [Int64]] = [:]
    /// Cards answered this session that are not due again yet.
    private var done: Set<CardKey> = []

    /// The scope's words in study order, and as a set; `nil` for the whole bank.
    private let scope: [Int64]?
    private let scopeSet: Set<Int64>?

    struct CardKey: Hashable {
        var wordID: Int64
        var kind: CardKind
    }

    /// A queue for the learner's cards of `kinds`, as due at `now`; `newPerDay` new cards a study day.
    /// - Parameter scope: the session's words, in study order (``WordLookup/wordIDs(in:profileID:)``); `nil` for all.
    init(profileID: Int64, kinds: [CardKind], newPerDay: Int, at now: Date, scheduler: FSRSScheduler,
         scope: [Int64]? = nil, lookup: any WordLookup) throws {
        self.profileID = profileID
        self.kinds = kinds
        self.scope = scope
        let scopeSet = scope.map(Set.init)
        self.scopeSet = scopeSet
        let due = try lookup.reviewCards(profileID: profileID, kinds: kinds, dueBy: now)
            .filter { scopeSet?.contains($0.wordID) ?? true }
        // Retrievability falls as elapsed time over stability grows: sort by it, lowest recall popped first.
        reviews = due.map { (card: $0, recall: scheduler.retrievability(of: $0.memory, at: now)) }
            .sorted { $0.recall > $1.recall }.map(\.card)
        let introduced = try lookup.cardsIntroduced(profileID: profileID, since: StudyDay.start(of: now))
        newBudget = max(0, newPerDay - introduced)
    }

    /// The next card to ask at `now`: its word and kind, and whether it is new; `nil` when nothing is left.
    mutating func next(at now: Date, in lookup: any WordLookup,
                       using rng: inout some RandomNumberGenerator) throws -> (wordID: Int64, kind: CardKind)? {
        if let learning = try learningCard(dueBy: now, in: lookup) { return learning }
        while let card = reviews.popLast() {
            let key = CardKey(wordID: card.wordID, kind: card.kind)
            if !done.contains(key) { return (card.wordID, card.kind) }
        }
        if newBudget > 0, let fresh = try newCard(in: lookup, using: &rng) { return fresh }
        return try learningCard(dueBy: now.addingTimeInterval(Self.learnAhead), in: lookup)
    }

    /// Notes that a card was graded: a new one spends the day's budget; one still in its learning steps
    /// may come back this session once due, any other is done for the session.
    mutating func graded(wordID: Int64, kind: CardKind, wasNew: Bool, now memory: CardMemory) {
        let key = CardKey(wordID: wordID, kind: kind)
        if memory.state == .learning || memory.state == .relearning { done.remove(key) } else { done.insert(key) }
        if wasNew { newBudget = max(0, newBudget - 1) }
    }

    /// Notes that a card was shown and skipped: it is not asked again this session.
    mutating func skipped(wordID: Int64, kind: CardKind) {
        done.insert(CardKey(wordID: wordID, kind: kind))
    }

    private mutating func learningCard(dueBy date: Date, in lookup: any WordLookup) throws -> (wordID: Int64, kind: CardKind)? {
        // With a scope, cards of other words may come first: look further (learning cards are few).
        let limit = done.count + 1 + (scope == nil ? 0 : 500)
        let cards = try lookup.learningCards(profileID: profileID, kinds: kinds, dueBy: date, limit: limit)
            .filter { scopeSet?.contains($0.wordID) ?? true }
        guard let card = cards.first(where: { !done.contains(CardKey(wordID: $0.wordID, kind: $0.kind)) }) else { return nil }
        return (card.wordID, card.kind)
    }

    private mutating func newCard(in lookup: any WordLookup,
                                  using rng: inout some RandomNumberGenerator) throws -> (wordID: Int64, kind: CardKind)? {
        for kind in kinds.shuffled(using: &rng) {
            if newWords[kind, default: []].isEmpty {
                newWords[kind] = try newWordIDs(kind: kind, limit: newBudget + done.count + 16, in: lookup)
                    .filter { !done.contains(CardKey(wordID: $0, kind: kind)) }
            }
            while let wordID = newWords[kind]?.first {
                newWords[kind]?.removeFirst()
                let key = CardKey(wordID: wordID, kind: kind)
                if done.contains(key) { continue }
                if kind == .reading, let word = try lookup.word(id: wordID), !word.hasKanji { continue }
                return (wordID, kind)
            }
        }
        return nil
    }

    /// Up to `limit` words with no card of `kind`, in study order: from the scope when there is one.
    private func newWordIDs(kind: CardKind, limit: Int, in lookup: any WordLookup) throws -> [Int64] {
        guard let scope else { return try lookup.newWordIDs(profileID: profileID, kind: kind, limit: limit) }
        var found: [Int64] = []
        for wordID in scope where found.count < limit {
            if try lookup.card(profileID: profileID, wordID: wordID, kind: kind) == nil { found.append(wordID) }
        }
        return found
    }
}
