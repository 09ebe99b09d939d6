import Foundation
import HashTreeCollections

/// The order of a review session: what is due, with the day's new words spread through it.
///
/// 1. learning and relearning cards once due (earliest first);
/// 2. review cards due, in ``order`` (highest retrievability first by default), up to the day's
///    review limit, with the day's new words (in study order) spread evenly among them, one every so many
///    reviews, as Anki mixes new cards in: due reviews never crowd new words out, the review limit does (as in
///    Anki's v3 scheduler, the day's new words are at most what it leaves beside the reviews due);
/// 3. when nothing else is left, learning cards due within ``learnAhead`` (as Anki does), but not the card
///    answered last, unless it was missed and no other card is left: it still owes its right answer.
/// Due cards are asked of every kind in ``dueKinds``; new words come as cards of ``newKinds``.
/// A card answered this session leaves the queue; one answered wrong comes back through step 1.
/// A word's other card (its sibling) is never next after one of its cards while a card of another word is due or new:
/// it is held back a turn, not dropped (Anki buries siblings for the day; here the answer just shown is spared).
struct ReviewQueue {
    /// How far ahead learning cards may be asked when nothing else is left.
    static let learnAhead: TimeInterval = 20 * 60

    /// Due review cards read at a time: one batch usually serves a session.
    static let reviewBatch = 100

    /// Due cards counted for the plan, at most (a count walks the index; this bounds its cost).
    static let countLimit = 10_000

    /// Where a card handed out came from.
    private enum Source { case dueLearning, review, new, ahead }

    let profileID: Int64
    /// The kinds of card asked once due.
    let dueKinds: [CardKind]
    /// The kinds of card new words are introduced as.
    let newKinds: [CardKind]
    /// The order of the due review cards.
    let order: ReviewOrder
    /// What the session had to ask when it started.
    let plan: ReviewPlan
    /// Due review cards read but not asked yet. A read-ahead, as are the new words below, and the sets are
    /// `TreeSet`s: a session keeps a copy of its queue before each answer, to undo it, and taking a card from
    /// a read-ahead or changing a tree set shared with that copy copies nothing whole (an array popped, even
    /// a slice, or a `Set` changed would be copied, every answer).
    private var reviews = ReadAhead<CardKey>()
    /// Whether the last read found every due review card.
    private var reviewsExhausted = false
    /// New cards left to introduce this session.
    private(set) var newBudget: Int
    /// Reviews left today (`reviews_per_day` less the reviews done today): answers to review cards and to
    /// learning cards last seen on an earlier study day (``ReviewMark``).
    private(set) var reviewsLeft: Int
    /// New word ids fetched but not yet asked, per kind.
    private var newWords: [CardKind: ReadAhead<Int64>] = [:]
    /// Cards answered this session that are not due again yet.
    private var done: TreeSet<CardKey> = []
    /// Cards of the plan's due ones not answered yet, as far as the session knows: it counts down.
    private var dueLeft: Int
    /// Review cards the session planned to ask (due now, within the day's limit), over which new words are spread.
    private let plannedReviews: Int
    /// Review cards asked so far this session.
    private var reviewsAsked = 0
    /// Cards answered this session and still in their learning steps: each comes back at least once.
    private var learning: TreeSet<CardKey> = []
    /// Due cards asked this session (each counts once against ``dueLeft``).
    private var askedDue: TreeSet<CardKey> = []
    /// The card graded last.
    private var lastGraded: CardKey?
    /// Whether the card graded last was missed (graded Again): it owes the session a right answer.
    private var lastMissed = false
    /// Where the card handed out last came from.
    private var lastSource: (key: CardKey, source: Source)?
    /// Cards taken from a read-ahead (a due review or a new word) but held back a turn, as a sibling of the card just
    /// asked: handed out first once another word's card came between (rarely more than one).
    private var heldBack: [(key: CardKey, source: Source)] = []

    /// The scope's words in study order, where new words come from; `nil` for the whole bank.
    private let scope: [Int64]?
    /// The words whose due cards the session asks; `nil` for the whole bank.
    private let scopeSet: Set<Int64>?
    /// Words suspended by the learner, when the due cards are not limited to the scope (which leaves them out).
    private let suspended: Set<Int64>

    struct CardKey: Hashable {
        var wordID: Int64
        var kind: CardKind
    }

    /// A queue for the learner's cards of `dueKinds` due at `now` and new cards of `newKinds`: `newPerDay` new
    /// cards and `reviewsPerDay` reviews a study day. The due cards are counted (up to ``countLimit``) but read
    /// in order as they are needed.
    /// - Parameters:
    ///   - scope: the session's words, in study order (``WordLookup/wordIDs(in:profileID:)``); `nil` for all.
    ///   - scopeLimitsDue: whether the scope limits the due cards too, or only the new words (the due cards
    ///     are then those of every word the learner has not suspended).
    init(profileID: Int64, dueKinds: [CardKind], newKinds: [CardKind], newPerDay: Int, reviewsPerDay: Int,
         order: ReviewOrder = .highestRetrievability, at now: Date, scope: [Int64]? = nil, scopeLimitsDue: Bool = true,
         lookup: any WordLookup) throws {
        self.profileID = profileID
        self.order = order
        self.dueKinds = dueKinds
        self.newKinds = newKinds
        self.scope = scope
        let scopeSet = scopeLimitsDue ? scope.map(Set.init) : nil
        self.scopeSet = scopeSet
        let suspended = scopeLimitsDue ? [] : try lookup.suspendedWordIDs(profileID: profileID)
        self.suspended = suspended
        let today = StudyDay.start(of: now)
        reviewsLeft = max(0, reviewsPerDay - (try lookup.reviewsDone(profileID: profileID, since: today)))
        let introduced = try lookup.cardsIntroduced(profileID: profileID, since: today)
        let inScope: (Int64, CardKind) -> Bool = { wordID, _ in (scopeSet?.contains(wordID) ?? true) && !suspended.contains(wordID) }
        let learningDue = try lookup.dueCardCount(profileID: profileID, kinds: dueKinds, learning: true, dueBy: now,
                                                  limit: Self.countLimit, where: inScope)
        let reviewsDue = try lookup.dueCardCount(profileID: profileID, kinds: dueKinds, learning: false, dueBy: now,
                                                 limit: Self.countLimit, where: inScope)
        // The day's new words, as new_words_per_day leaves them, but no more than the scope has left (a deck of 1
        // new word: "1 new word left today", not 20).
        var dailyNew = max(0, newPerDay - introduced)
        if dailyNew > 0 {
            var available = 0
            for kind in newKinds where available < dailyNew {
                available += try Self.newWordIDs(kind: kind, limit: dailyNew - available, profileID: profileID,
                                                 scope: scope, in: lookup).count
            }
            dailyNew = min(dailyNew, available)
        }
        // As in Anki's v3 scheduler (2.1.47 on), learning cards last reviewed before today's study day are asked first
        // and count against the review limit (their answers are reviews): the review cards get what they leave.
        let interdayLearning = try lookup.interdayLearningCount(profileID: profileID, kinds: dueKinds, dueBy: now,
                                                                limit: Self.countLimit, where: inScope)
        let reviewRoom = max(0, reviewsLeft - interdayLearning)
        // As in Anki's v3 scheduler, the review limit caps new words too: no more than it leaves once the reviews
        // due now are counted, so that a learner over the limit gets none until the backlog is within it.
        newBudget = min(dailyNew, max(0, reviewRoom - reviewsDue))
        plannedReviews = min(reviewsDue, reviewRoom)
        dueLeft = learningDue + plannedReviews
        var plan = ReviewPlan(due: dueLeft, newWords: newBudget, overLimit: reviewsDue - plannedReviews)
        plan.learning = learningDue
        plan.interdayLearning = interdayLearning
        plan.newWordsHeld = dailyNew - newBudget
        // What falls due later today, for the header: the same counts up to the study day's end, less those due now.
        let dayEnd = StudyDay.end(of: now).addingTimeInterval(-0.001)
        plan.laterToday = max(0, try lookup.dueCardCount(profileID: profileID, kinds: dueKinds, learning: true, dueBy: dayEnd,
                                                         limit: Self.countLimit, where: inScope)
            + lookup.dueCardCount(profileID: profileID, kinds: dueKinds, learning: false, dueBy: dayEnd,
                                  limit: Self.countLimit, where: inScope) - learningDue - reviewsDue)
        self.plan = plan
    }

    /// Cards the session still expects to ask, at least once each: due ones not answered yet, new words left,
    /// and cards answered this session that are still in their learning steps.
    var remaining: Int { max(0, dueLeft) + newBudget + learning.count }

    /// Whether the next new word is due among the reviews: the plan's new words are spread evenly over its
    /// reviews (with 100 reviews and 20 new words, one new word after every 5 reviews or so).
    private var newWordIsDue: Bool {
        let introduced = plan.newWords - newBudget
        return reviewsAsked * (plan.newWords + 1) >= (introduced + 1) * plannedReviews
    }

    /// The next card to ask at `now`: its word and kind; `nil` when nothing is left.
    ///
    /// With `sparing` (the word just asked), a card of another word due now or new comes first when there is one: a
    /// sibling next in line waits a turn. With `strictly`, `nil` then means only that word's cards are left (the caller
    /// may have another word to ask); otherwise its sibling comes next after all.
    mutating func next(at now: Date, sparing word: Int64? = nil, strictly: Bool = false, in lookup: any WordLookup,
                       using rng: inout some RandomNumberGenerator) throws -> (wordID: Int64, kind: CardKind)? {
        if let word, let card = try pick(at: now, sparing: word, in: lookup, using: &rng) { return card }
        if word != nil, strictly { return nil }
        return try pick(at: now, sparing: nil, aheadSparing: word, in: lookup, using: &rng)
    }

    /// ``next(at:sparing:strictly:in:using:)``'s choice: with `sparing`, among the cards due now or new of other words only;
    /// with `aheadSparing`, a card asked ahead of its time is another word's when one is.
    private mutating func pick(at now: Date, sparing word: Int64?, aheadSparing: Int64? = nil, in lookup: any WordLookup,
                               using rng: inout some RandomNumberGenerator) throws -> (wordID: Int64, kind: CardKind)? {
        let mayAddNew = newBudget > 0 && reviewsLeft > 0
        let card: (wordID: Int64, kind: CardKind)
        let source: Source
        if let held = takeHeldBack(sparing: word, mayAddNew: mayAddNew) {
            (card, source) = ((held.key.wordID, held.key.kind), held.source)
        } else if let learning = try learningCard(dueBy: now, sparing: word, in: lookup) {
            (card, source) = (learning, .dueLearning)
        } else if mayAddNew, newWordIsDue, let fresh = try newCard(sparing: word, in: lookup, using: &rng) {
            (card, source) = (fresh, .new)
        } else if reviewsLeft > 0, let review = try reviewCard(at: now, sparing: word, in: lookup) {
            (card, source) = (review, .review)
        } else if mayAddNew, let fresh = try newCard(sparing: word, in: lookup, using: &rng) {
            (card, source) = (fresh, .new)
        } else if word != nil {
            // Cards asked ahead of their time are no reason to hold a sibling due now back.
            return nil
        } else if let ahead = try aheadCard(at: now, sparing: aheadSparing, in: lookup) {
            // Early, but not the card just answered: asked again at once, it would test only what was just shown.
            (card, source) = (ahead, .ahead)
        } else if lastMissed, let last = lastGraded,
                  let missed = try lookup.firstLearningCard(profileID: profileID, kinds: [last.kind],
                                                            dueBy: now.addingTimeInterval(Self.learnAhead),
                                                            where: { $0 == last.wordID && isWanted($0, $1) }) {
            // Missed last and nothing else is left: it comes back now rather than the session ending without it.
            (card, source) = (missed, .ahead)
        } else {
            return nil
        }
        lastSource = (CardKey(wordID: card.wordID, kind: card.kind), source)
        return card
    }

    /// The first learning card due within ``learnAhead``, but not the card answered last: another word's, when one is.
    private func aheadCard(at now: Date, sparing word: Int64?, in lookup: any WordLookup) throws -> (wordID: Int64, kind: CardKind)? {
        let dueBy = now.addingTimeInterval(Self.learnAhead)
        let wanted = { (wordID: Int64, kind: CardKind) in isWanted(wordID, kind) && CardKey(wordID: wordID, kind: kind) != lastGraded }
        if let word, let other = try lookup.firstLearningCard(profileID: profileID, kinds: dueKinds, dueBy: dueBy,
                                                              where: { $0 != word && wanted($0, $1) }) {
            return other
        }
        return try lookup.firstLearningCard(profileID: profileID, kinds: dueKinds, dueBy: dueBy, where: wanted)
    }

    /// The first card held back that may be asked now: not of the word spared, not answered since, and within the
    /// day's limits for its source. One no longer wanted (answered, suspended) is let go.
    private mutating func takeHeldBack(sparing word: Int64?, mayAddNew: Bool) -> (key: CardKey, source: Source)? {
        let stillWanted = heldBack.filter { isWanted($0.key.wordID, $0.key.kind) && !askedDue.contains($0.key) && !learning.contains($0.key) }
        heldBack = stillWanted
        guard let index = heldBack.firstIndex(where: { held in
            held.key.wordID != word && (held.source == .review ? reviewsLeft > 0 : mayAddNew)
        }) else { return nil }
        return heldBack.remove(at: index)
    }

    /// Notes that a card was graded: a new one spends the day's budget, a review (`wasReview`: its answer was
    /// marked a review, ``ReviewMark``) the day's reviews; one still in its learning steps may come back this
    /// session once due, any other is done for the session. One `missed` (graded Again) comes back even when
    /// nothing else is left.
    mutating func graded(wordID: Int64, kind: CardKind, wasNew: Bool, wasReview: Bool, missed: Bool = false,
                         now memory: CardMemory) {
        countDown(CardKey(wordID: wordID, kind: kind))
        lastGraded = CardKey(wordID: wordID, kind: kind)
        regraded(wordID: wordID, kind: kind, now: memory)
        lastMissed = missed
        if wasNew { newBudget = max(0, newBudget - 1) }
        if wasReview { reviewsLeft = max(0, reviewsLeft - 1) }
    }

    /// Notes that a card graded this session was graded again (`:accept`): only its memory changed.
    mutating func regraded(wordID: Int64, kind: CardKind, now memory: CardMemory) {
        let key = CardKey(wordID: wordID, kind: kind)
        if key == lastGraded { lastMissed = false }
        if memory.state == .learning || memory.state == .relearning {
            done.remove(key)
            learning.insert(key)
        } else {
            done.insert(key)
            learning.remove(key)
        }
    }

    /// Notes that a card was shown and skipped: it is not asked again this session.
    mutating func skipped(wordID: Int64, kind: CardKind) {
        let key = CardKey(wordID: wordID, kind: kind)
        countDown(key)
        learning.remove(key)
        done.insert(key)
    }

    /// A due card answered or skipped the first time leaves the plan's count.
    private mutating func countDown(_ key: CardKey) {
        guard let last = lastSource, last.key == key, last.source == .dueLearning || last.source == .review,
              askedDue.insert(key).inserted else { return }
        dueLeft -= 1
        if last.source == .review { reviewsAsked += 1 }
    }

    /// Whether the session may ask this card now: in its scope, and not done this session.
    private func isWanted(_ wordID: Int64, _ kind: CardKind) -> Bool {
        (scopeSet?.contains(wordID) ?? true) && !suspended.contains(wordID) && !done.contains(CardKey(wordID: wordID, kind: kind))
    }

    private func learningCard(dueBy date: Date, sparing word: Int64?, in lookup: any WordLookup) throws -> (wordID: Int64, kind: CardKind)? {
        try lookup.firstLearningCard(profileID: profileID, kinds: dueKinds, dueBy: date,
                                     where: { $0 != word && isWanted($0, $1) })
    }

    /// The due review card to ask next, reading the next batch when needed; one of the word spared is held back a turn.
    private mutating func reviewCard(at now: Date, sparing word: Int64?,
                                     in lookup: any WordLookup) throws -> (wordID: Int64, kind: CardKind)? {
        while true {
            while let card = reviews.take() {
                // A card held back may be read again in a later batch: it is asked once.
                if done.contains(card) || askedDue.contains(card) || heldBack.contains(where: { $0.key == card }) { continue }
                if card.wordID == word {
                    heldBack.append((card, .review))
                    continue
                }
                return (card.wordID, card.kind)
            }
            guard !reviewsExhausted else { return nil }
            // Cards answered since the last batch are no longer due or are done: the next read starts afresh.
            let batch = try lookup.reviewCards(profileID: profileID, kinds: dueKinds, dueBy: now, order: order,
                                               limit: Self.reviewBatch, where: isWanted)
            reviewsExhausted = batch.count < Self.reviewBatch
            reviews = ReadAhead(batch.map { CardKey(wordID: $0.wordID, kind: $0.kind) })
            if batch.isEmpty { return nil }
        }
    }

    private mutating func newCard(sparing word: Int64?, in lookup: any WordLookup,
                                  using rng: inout some RandomNumberGenerator) throws -> (wordID: Int64, kind: CardKind)? {
        for kind in newKinds.shuffled(using: &rng) {
            if newWords[kind]?.isEmpty ?? true {
                newWords[kind] = try ReadAhead(Self.newWordIDs(kind: kind, limit: newBudget + done.count + 16, profileID: profileID,
                                                               scope: scope, in: lookup)
                    .filter { !done.contains(CardKey(wordID: $0, kind: kind)) })
            }
            while let wordID = newWords[kind]?.take() {
                let key = CardKey(wordID: wordID, kind: kind)
                if done.contains(key) || learning.contains(key) || heldBack.contains(where: { $0.key == key }) { continue }
                if kind == .reading, let entry = try lookup.word(id: wordID), !entry.hasKanji { continue }
                if wordID == word {
                    heldBack.append((key, .new))
                    continue
                }
                return (wordID, kind)
            }
        }
        return nil
    }

    /// Up to `limit` words with no card of `kind`, in study order: from the scope when there is one.
    private static func newWordIDs(kind: CardKind, limit: Int, profileID: Int64, scope: [Int64]?,
                                   in lookup: any WordLookup) throws -> [Int64] {
        guard let scope else { return try lookup.newWordIDs(profileID: profileID, kind: kind, limit: limit) }
        var found: [Int64] = []
        for wordID in scope where found.count < limit {
            if try lookup.card(profileID: profileID, wordID: wordID, kind: kind) == nil { found.append(wordID) }
        }
        return found
    }
}

/// Items read ahead, handed out in order. The items are never changed once read, only the position moves: a
/// copy kept for undo shares them, and taking one copies nothing.
struct ReadAhead<Element> {
    private let items: [Element]
    private var position = 0

    init(_ items: [Element] = []) {
        self.items = items
    }

    /// Whether every item has been handed out.
    var isEmpty: Bool { position >= items.count }

    /// The next item, or `nil` when every item has been handed out.
    mutating func take() -> Element? {
        guard position < items.count else { return nil }
        defer { position += 1 }
        return items[position]
    }
}
