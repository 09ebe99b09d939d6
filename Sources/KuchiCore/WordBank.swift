import Foundation

/// What the core needs from storage: random access to words and durable recording of progress.
///
/// Implemented over SQLite by `KuchiStore.PracticeStore` (`KuchiDatabase.practice`). Every write method commits before it returns.
public protocol WordBank {
    // MARK: - Reads

    /// Runs `body` with random access to the words, all within one read of the storage: the several
    /// look-ups of one challenge then cost one round trip, not one each.
    func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws -> T

    // MARK: - Writes

    /// Starts a session for a profile and returns its id.
    func beginSession(profileID: Int64, target: Int, seed: UInt64?, at date: Date) throws -> Int64
    /// Stores one answer, updates its session's counts and stores its card's new memory, in one
    /// transaction; returns the answer's id.
    @discardableResult
    func recordAnswer(_ answer: AnswerRecord) throws -> Int64
    /// Stores one answer that grades its card: `grading` grades the card as the bank holds it when the
    /// answer is stored (re-read in the same transaction, whatever another session did meanwhile), and the
    /// answer, its session's counts and the card's new memory are stored in one transaction.
    func recordAnswer(_ answer: AnswerRecord, grading: CardGrading) throws -> StoredGrade
    /// Changes the grade of a stored answer to `rating` (`:easy`, `:hard`, `:accept`) and stores its card's
    /// memory, in one transaction: the memory is computed there, through `scheduler`, from the card's graded
    /// answers as the bank holds them (this one with its new grade, and any another session of the learner
    /// gave since). `accepted` marks a wrong answer as right (counted right in its session). Returns the
    /// card's memory after; `nil` when the answer is gone.
    @discardableResult
    func regradeAnswer(id: Int64, rating: Rating, accepted: Bool, scheduler: FSRSScheduler) throws -> CardMemory?
    /// Takes back a stored answer (`:undo`): removes it, lowers its session's count and stores the card it
    /// graded as its other graded answers give it through `scheduler`, as the bank holds them when it is
    /// taken back (removing the card when none is left), in one transaction.
    func undoAnswer(_ undo: AnswerUndo, scheduler: FSRSScheduler) throws
    /// Stores what `:accept` did (``AnswerAcceptance``) in one transaction: the tries named marked right (each
    /// taking one off its session's wrong count; the first try, when named, re-graded and counted right, its card's
    /// memory computed again as ``regradeAnswer(id:rating:accepted:scheduler:)`` does) and the text accepted for the
    /// word. Returns the card's memory after a first try's re-grade; `nil` otherwise.
    /// - Throws: ``AcceptedAnswerText/Problem`` for a text that cannot be kept (nothing is written); storage errors.
    @discardableResult
    func accept(_ acceptance: AnswerAcceptance, scheduler: FSRSScheduler) throws -> CardMemory?
    /// Keeps `text` as an answer this learner accepts for the word from now on.
    func addAcceptedAnswer(profileID: Int64, wordID: Int64, text: String, at date: Date) throws
    /// Stars a word for a learner (`isFavorite`) or unstars it; starring a favourite again changes nothing.
    func setFavorite(_ isFavorite: Bool, profileID: Int64, wordID: Int64, at date: Date) throws
    /// Suspends a word for a learner (`isSuspended`: out of practice, reviews and due counts) or unsuspends it.
    func setSuspended(_ isSuspended: Bool, profileID: Int64, wordID: Int64, at date: Date) throws
    /// Closes a session with its final status and its `target` as its summary shows it (a review's grows as
    /// learning steps bring cards back).
    func endSession(id: Int64, status: SessionStatus, target: Int, at date: Date) throws
}

/// Random access to the words of a ``WordBank``, valid inside ``WordBank/lookingUp(_:)``.
public protocol WordLookup {
    /// The number of words in the bank, counting no further than `limit` (so it costs the same in any bank).
    func wordCount(limit: Int) throws -> Int
    /// The smallest and largest word ids, or `nil` when the bank is empty.
    func wordIDBounds() throws -> ClosedRange<Int64>?
    /// The word with this id, or `nil` if there is none (ids may have gaps, and a removed deck's words
    /// kept for their history are none). It shows its home deck's meanings; ``Word/otherDeckMeanings``
    /// holds those of its other decks.
    func word(id: Int64) throws -> Word?
    /// The word with this id showing the meanings of the first of `decks` (a scope's deck names) that
    /// holds it, else its home deck's; the other decks' meanings are its ``Word/otherDeckMeanings``.
    func word(id: Int64, shownFrom decks: [String]) throws -> Word?
    /// The first meaning of the word with this id, or `nil` if there is none (cheaper than ``word(id:)``).
    func primaryMeaning(id: Int64) throws -> String?
    /// The first meaning the word shows in a session of `decks` (as ``word(id:shownFrom:)``).
    func primaryMeaning(id: Int64, shownFrom decks: [String]) throws -> String?
    /// The ids of the words in `scope` for the learner, in study order (JLPT N5 first … words without a
    /// level last; within each, the most frequent first, then words without a frequency in the order they
    /// were added, so an imported deck keeps its own order). May scan the bank: once per session.
    func wordIDs(in scope: WordScope, profileID: Int64) throws -> [Int64]
    /// Every word id, in ascending order. Used only when ids are too sparse to sample directly.
    func allWordIDs() throws -> [Int64]
    /// Up to `limit` words written or read exactly as one of `forms`. May scan the bank: only for a
    /// wrong answer that could name a synonym.
    func words(writtenAs forms: [String], limit: Int) throws -> [Word]
    /// Up to `limit` words whose written form is exactly one of `texts` (not their reading), in the order
    /// they were added: the same word held with another reading (明日 あした, あす, みょうにち). An index
    /// look-up, cheap at any bank size.
    func words(withText texts: [String], limit: Int) throws -> [Word]

    // MARK: Cards (spaced repetition)

    /// The answers a learner accepted for a word (`:accept`).
    func acceptedAnswers(profileID: Int64, wordID: Int64) throws -> [String]
    /// A learner's card for a word, or `nil` when the word was never answered that way.
    func card(profileID: Int64, wordID: Int64, kind: CardKind) throws -> CardMemory?
    /// The earliest due of the learning and relearning cards of `kinds` due by `date` that `wanted` admits:
    /// which word and kind it is (a review session asks the first it has not done; it needs no more of the card).
    func firstLearningCard(profileID: Int64, kinds: [CardKind], dueBy date: Date,
                           where wanted: (Int64, CardKind) -> Bool) throws -> (wordID: Int64, kind: CardKind)?
    /// Up to `limit` review cards of `kinds` due by `date` that `wanted` admits, in `order` at `date`.
    /// Retrievability is ordered by whole days since the last review per day of stability (FSRS's
    /// forgetting curve is the same for every card, so this is its order); the earliest due breaks ties.
    func reviewCards(profileID: Int64, kinds: [CardKind], dueBy date: Date, order: ReviewOrder, limit: Int,
                     where wanted: (Int64, CardKind) -> Bool) throws -> [(wordID: Int64, kind: CardKind)]
    /// How many cards of `kinds` are due by `date` that `wanted` admits, counting no further than `limit`:
    /// learning and relearning cards when `learning` is true, else review cards. Walks the due cards' index.
    func dueCardCount(profileID: Int64, kinds: [CardKind], learning: Bool, dueBy date: Date, limit: Int,
                      where wanted: (Int64, CardKind) -> Bool) throws -> Int
    /// How many learning and relearning cards of `kinds` due by `date` that `wanted` admits were last reviewed
    /// before the study day holding `date` began, counting no further than `limit`: cards whose answer is a review
    /// (``ReviewMark``), which count against `reviews_per_day` as Anki's v3 scheduler counts interday learning cards.
    func interdayLearningCount(profileID: Int64, kinds: [CardKind], dueBy date: Date, limit: Int,
                               where wanted: (Int64, CardKind) -> Bool) throws -> Int
    /// Up to `limit` words with no card of `kind` for the learner, in study order (JLPT N5 first, then
    /// N4 … N1, then words without a level; within each, the most frequent first, then the words without a
    /// frequency rank in the order they were added).
    func newWordIDs(profileID: Int64, kind: CardKind, limit: Int) throws -> [Int64]
    /// Whether any word (not suspended) has no card of `kind` for the learner: whether a learner of the whole bank
    /// has a new word left. Asked from the end of the study order, where the words not yet met are.
    func hasNewWord(profileID: Int64, kind: CardKind) throws -> Bool
    /// How many reviews the learner did at or after `date`: the graded answers marked as reviews when they were
    /// written (``ReviewMark``: stored with a `recall`).
    func reviewsDone(profileID: Int64, since date: Date) throws -> Int
    /// How many cards the learner first reviewed at or after `date` (new cards introduced today).
    func cardsIntroduced(profileID: Int64, since date: Date) throws -> Int
    /// The words the learner suspended: a session asks none of them.
    func suspendedWordIDs(profileID: Int64) throws -> Set<Int64>
    /// How many of the learner's suspended words `scope` would hold if they were not suspended.
    func suspendedWordCount(in scope: WordScope, profileID: Int64) throws -> Int
}

extension WordLookup {
    /// As ``newWordIDs(profileID:kind:limit:)`` finds one.
    public func hasNewWord(profileID: Int64, kind: CardKind) throws -> Bool {
        try !newWordIDs(profileID: profileID, kind: kind, limit: 1).isEmpty
    }
    /// A bank that cannot suspend words has none suspended.
    public func suspendedWordIDs(profileID: Int64) throws -> Set<Int64> { [] }
    /// A bank that cannot suspend words has none suspended in any scope.
    public func suspendedWordCount(in scope: WordScope, profileID: Int64) throws -> Int { 0 }
    /// A bank whose words each come from one deck shows every word the same in any scope.
    public func word(id: Int64, shownFrom decks: [String]) throws -> Word? { try word(id: id) }
    /// As ``word(id:shownFrom:)``: the same in any scope.
    public func primaryMeaning(id: Int64, shownFrom decks: [String]) throws -> String? { try primaryMeaning(id: id) }
}
