import Foundation
import GRDB
import KuchiCore

/// One review another program recorded, to be kept as an answer in Kuchi's history.
public struct ImportedReview: Sendable, Equatable {
    /// The word reviewed, as imported (text and reading identify it).
    public var text: String
    public var reading: String
    /// What the review trained.
    public var kind: CardKind
    /// The grade the learner gave.
    public var rating: Rating
    /// When the review happened.
    public var answeredAt: Date
    /// How long the learner took to answer.
    public var elapsedMilliseconds: Int
    /// The answer the card expected (its meaning, or for a writing card the word).
    public var expected: String
    /// The word's id, when the importer has it (``WordImportBatch/add(_:)`` returns it): the word of `text` and
    /// `reading` is then not looked up again, once a review. `nil`: looked up by `text` and `reading`.
    public var wordID: Int64?

    /// Whether the card was in review when it was reviewed (Anki's review log says so: `type` 1), or in its learning
    /// or relearning steps (0, 2); `nil` when the program does not say (a review in a filtered deck): the replay's
    /// state of the card decides. Which reviews count against `reviews_per_day` on the day they were made (``ReviewMark``).
    public var wasInReview: Bool?

    /// A review.
    public init(text: String, reading: String, kind: CardKind, rating: Rating, answeredAt: Date, elapsedMilliseconds: Int,
                expected: String, wordID: Int64? = nil, wasInReview: Bool? = nil) {
        self.wordID = wordID
        self.wasInReview = wasInReview
        self.text = text
        self.reading = reading
        self.kind = kind
        self.rating = rating
        self.answeredAt = answeredAt
        self.elapsedMilliseconds = elapsedMilliseconds
        self.expected = expected
    }
}

/// What storing imported reviews did.
public struct ImportedHistoryCounts: Sendable, Equatable {
    /// Reviews stored as answers.
    public var answers = 0
    /// Reviews already in the history from an earlier import of the same package, not stored again.
    public var alreadyThere = 0
    /// Reviews of words the import did not add (a refused note), not stored.
    public var withoutWord = 0
    /// Cards this import gave a schedule: those of ``kept``, ``replayed`` and ``fromInterval`` (each with the
    /// program's due date and state), and ``replayedOnly``.
    public var cards: Int { kept + replayed + fromInterval + replayedOnly }
    /// Cards whose due date and state the program gave, with memory from its own FSRS state.
    public var kept = 0
    /// Cards whose due date and state the program gave, with memory from a replay of their reviews (the program
    /// had no FSRS memory of them).
    public var replayed = 0
    /// Cards whose due date and state the program gave, with stability from their interval (no FSRS memory, no reviews).
    public var fromInterval = 0
    /// Cards whose schedule an earlier import already gave, unchanged (not counted in ``cards``).
    public var unchangedSchedules = 0
    /// Cards with reviews but no schedule the program gave (new again in the program): replayed through FSRS-6.
    public var replayedOnly = 0
    /// Cards the program gave a schedule that the learner answered in Kuchi after its last review: those answers
    /// schedule them, from the program's (not counted in ``kept``, ``replayed`` or ``fromInterval``).
    public var answeredInKuchiSince = 0
    /// Of the cards that took the program's schedule, those that had Kuchi's (answered in Kuchi since the last import,
    /// or before the first): the program's reviews are newer.
    public var replacedKuchiSchedule = 0
    /// Words suspended because the program had every card of them suspended (and they were not suspended before).
    public var suspended = 0
    /// Cards suspended alone, because the program had them suspended and other cards of their word not
    /// (and they were not suspended before).
    public var suspendedCards = 0
    /// Words with some cards suspended in the program and some not.
    public var partlySuspended = 0
    /// The learner the answers were stored for.
    public var learner = ""
}

extension WordImportBatch {
    /// Stores `reviews` as answers of the learner `learner` (created if new), in sessions marked with `source`
    /// (e.g. `anki`), one for each sitting (reviews with less than ``sittingGap`` between them), with the
    /// cards they give, within the import's transaction. For
    /// a learner with no answers yet (the usual first import) the reviews are replayed through FSRS-6 as they
    /// are stored; otherwise every card is rebuilt from all the graded answers afterwards. A review already
    /// stored by an earlier import (same learner, word, kind, time and source) is not stored twice. `reviews`
    /// must be in the order they happened.
    ///
    /// Each card of `schedules` (the program's own state of the card) keeps its due date and state, and the
    /// program's FSRS memory where it has one (else its reviews' replay): it becomes the card's baseline
    /// (``CardBaselines``), which later replays start from. A word whose every card the program had suspended
    /// is suspended for the learner.
    ///
    /// `dayCount` is how the program counted days between reviews (Anki: study days), for the replay that gives
    /// the memory of a card the program had no FSRS memory of.
    public func addHistory(_ reviews: [ImportedReview], schedules: [ImportedSchedule] = [], dayCount: FSRSScheduler.ElapsedDayCount = .wholeDays,
                           learner: String, source: String, at date: Date) throws -> ImportedHistoryCounts {
        var counts = ImportedHistoryCounts()
        counts.learner = learner
        guard !reviews.isEmpty || !schedules.isEmpty else { return counts }
        let now = UTCTime(date).stored
        if try PracticeStore.profile(named: learner, in: db) == nil {
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES (?, ?, ?)", arguments: [learner, now, now])
        }
        guard let profile = try PracticeStore.profile(named: learner, in: db) else { return counts }
        // The learner as stored (`Hanako` for a typed `hanako`), as the summary names them.
        counts.learner = profile.name
        let profileID = profile.id
        let wordID = try db.makeStatement(sql: "SELECT id FROM word WHERE text = ? AND reading = ?")
        let known = try db.makeStatement(sql: """
            SELECT 1 FROM answer a JOIN session s ON s.id = a.session_id
            WHERE a.word_id = ? AND a.answered_ms = ? AND a.mode = ? AND s.profile_id = ? AND s.source = ? LIMIT 1
            """)
        // The answers in their table's order, each session looked up (no index per session since v27): one
        // scan of the answers at most, however many sessions the learner has.
        let isFirstHistory = try Int.fetchOne(db, sql: """
            SELECT 1 FROM answer a CROSS JOIN session s ON s.id = a.session_id WHERE s.profile_id = ? LIMIT 1
            """, arguments: [profileID]) == nil
        // Only a learner with answers from an earlier import of this source can have them already.
        let mayHaveThem = try Int.fetchOne(db, sql: "SELECT 1 FROM session WHERE profile_id = ? AND source = ? LIMIT 1",
                                           arguments: [profileID, source]) != nil
        let reviewsHaveWords = reviews.allSatisfy { $0.wordID != nil }
        let today = StudyDay.start(of: date)   // the reviews since count against today's reviews_per_day
        // A first history whose every review is stored, each with its word's id (an Anki package's), is replayed on a
        // second thread ahead of the answers' writing, which takes each answer's recall from it; else as it is written.
        let replayAhead = isFirstHistory && reviewsHaveWords && !mayHaveThem
            ? ImportReplayAhead(reviews, profileID: profileID, expectedCards: schedules.count, today: today) { CardKind(Self.mode(of: $0)) } : nil
        var replay = isFirstHistory && replayAhead == nil ? ImportReplay(profileID: profileID, expectedCards: schedules.count, today: today) : nil
        // The schedules' baselines need no database when every review and schedule carries its word's id (an Anki
        // package's do): their replay of the reviews then runs on a second thread while the answers are written.
        let scheduler = FSRSScheduler.default.counting(dayCount)
        let baselinesMeanwhile = reviewsHaveWords && schedules.allSatisfy({ $0.wordID != nil })
            ? SecondThread { [reviews, schedules] in
                try ScheduleBaselines(schedules, reviews: reviews, reviewWordIDs: nil, profileID: profileID,
                                      scheduler: scheduler) { _, _ in nil }
            } : nil
        // Each answer is written at once when the look-up for earlier ones must see it (a package may
        // repeat a review), otherwise many to a statement.
        let answers = RowBatch<NewAnswer>(db, head: """
            INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms, rating, recall)
            """, values: "(?, ?, ?, '', ?, ?, ?, ?, ?, ?)", columns: 9, rowsPerStatement: mayHaveThem ? 1 : 64) { answer, handle, first in
            answer.bind(to: handle, from: first)
        }
        // A large first history of the learner's is written without the answers' indexes, built again
        // after it (``DeferredIndexes``); not when the look-up for earlier answers reads them meanwhile.
        let answerIndexes = try DeferredIndexes(of: "answer", adding: mayHaveThem ? 0 : reviews.count, in: db)
        var ids: [WordKey: Int64?] = [:]
        var ownTexts = ExpectedTexts(db)
        var sitting: ImportedSitting?
        var answered = Set<HistoryReplay.CardKey>()   // the cards this import adds answers to
        var reviewWordIDs: [Int64?] = []   // each review's word, looked up once
        reviewWordIDs.reserveCapacity(reviews.count)
        for review in reviews {
            let id: Int64?
            if let given = review.wordID {
                id = given
            } else if let known = ids[WordKey(text: review.text, reading: review.reading)] {
                id = known
            } else {
                id = try Int64.fetchOne(wordID, arguments: [review.text, review.reading])
                ids[WordKey(text: review.text, reading: review.reading)] = .some(id)
            }
            reviewWordIDs.append(id)
            guard let id else {
                counts.withoutWord += 1
                continue
            }
            let mode = AnswerModeCode.code(Self.mode(of: review.kind)), time = AnswerTime.milliseconds(review.answeredAt)
            if mayHaveThem, try Int.fetchOne(known, arguments: [id, time, mode, profileID, source]) != nil {
                counts.alreadyThere += 1
                continue
            }
            let isCorrect = review.rating != .again
            var current: ImportedSitting
            if let open = sitting, review.answeredAt.timeIntervalSince(open.lastAt) <= Self.sittingGap {
                current = open
                current.add(review, isCorrect: isCorrect)
            } else {
                try sitting?.close(in: db)
                current = try ImportedSitting(starting: review, isCorrect: isCorrect, profileID: profileID, source: source, in: db)
            }
            sitting = current
            let recall = if let replayAhead {
                replayAhead.recall(reviewWordIDs.count - 1)   // every review is stored: its place is its answer's
            } else {
                replay?.review(review, wordID: id, kind: CardKind(Self.mode(of: review.kind)))
            }
            let expected = try ownTexts.stored(review, wordID: id)
            try answers.add(NewAnswer(sessionID: current.id, wordID: id, mode: mode, expected: expected, isCorrect: isCorrect,
                                      elapsedMilliseconds: review.elapsedMilliseconds, time: time, rating: review.rating, recall: recall))
            counts.answers += 1
            // Only counted when every card is rebuilt afterwards (a first history replays its cards as it goes).
            if !isFirstHistory { answered.insert(HistoryReplay.CardKey(profileID: profileID, wordID: id, kind: review.kind)) }
        }
        try answers.finish()
        // Both replays ahead (a first history from an Anki package): the cards and baselines are put in their tables'
        // order on a second thread while the answers' indexes are built.
        let ordering = replayAhead.flatMap { replayAhead in
            baselinesMeanwhile.map { baselines in
                SecondThread {
                    var replay = replayAhead.replay()
                    return OrderedCards(replayed: replay.takeCards(), scheduled: try baselines.value())
                }
            }
        }
        try answerIndexes.buildAgain(in: db)
        try sitting?.close(in: db)
        let ordered = try ordering?.value()
        if ordered == nil, let replayAhead { replay = replayAhead.replay() }
        let scheduled = try ordered?.scheduled ?? baselinesMeanwhile?.value()
            ?? ScheduleBaselines(schedules, reviews: reviews, reviewWordIDs: reviewWordIDs, profileID: profileID, scheduler: scheduler) { text, reading in
            let key = WordKey(text: text, reading: reading)
            if let known = ids[key] { return known }
            let id = try Int64.fetchOne(wordID, arguments: [text, reading])
            ids[key] = .some(id)
            return id
        }
        var cardsHoldBaselines = false
        let replayedAsWritten = replay != nil || ordered != nil
        // The cards taken out of the replay, so that the baselines change them in place rather than in a copy of the table.
        let cardsInOrder = ordered ?? replay.take().map { replay in
            var replay = replay
            return OrderedCards(replayed: replay.takeCards(), scheduled: scheduled)
        }
        if let cardsInOrder {
            // No answers of the learner's own yet: the baselines are the cards (no imported review comes after
            // them). Written before the baselines, which are then stored compact (`CompactBaselines`); when the
            // learner had no cards at all, every card is inserted as its baseline has it (none updated), so the
            // baselines are written compact without a comparison with their cards.
            cardsHoldBaselines = try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM card WHERE profile_id = ?)",
                                                   arguments: [profileID]) ?? false
            counts.replayedOnly = cardsInOrder.replayedOnly
            try CardColumns.store(ordered: cardsInOrder.cards, in: db)
        }
        // The learner's own answers to these cards (a learner who practised in Kuchi before importing, or since the last import).
        let ownAnswers = replayedAsWritten ? [:] : try Self.lastOwnAnswers(to: scheduled.baselines.keys, profileID: profileID,
                                                                             source: source, in: db)
        let changed = try CardBaselines.store(ordered: cardsInOrder?.baselines ?? CardBaselines.ordered(scheduled.baselines), source: source,
                                              cardsHoldThem: cardsHoldBaselines, in: db)
        counts.unchangedSchedules = scheduled.baselines.count - changed.count
        counts.suspended = try SuspendedWords.set(true, profileID: profileID, wordIDs: scheduled.suspendedWords, at: date, in: db)
        counts.suspendedCards = try SuspendedWords.suspend(cards: scheduled.suspendedCards, profileID: profileID, at: date, in: db)
        counts.partlySuspended = scheduled.partlySuspendedWords
        for (key, baseline) in scheduled.baselines where changed.contains(key) {
            if let own = ownAnswers[key] {
                if !CardBaseline.holds(own.last, heldUntil: baseline.heldUntil) {
                    counts.answeredInKuchiSince += 1
                    continue
                }
                if own.previousHeldUntil.map({ !CardBaseline.holds(own.last, heldUntil: $0) }) ?? true { counts.replacedKuchiSchedule += 1 }
            }
            switch baseline.origin {
            case .kept: counts.kept += 1
            case .replayed: counts.replayed += 1
            case .interval: counts.fromInterval += 1
            }
        }
        if !replayedAsWritten, counts.answers > 0 || !changed.isEmpty {
            counts.replayedOnly = answered.subtracting(scheduled.baselines.keys).count
            try PracticeStore.rebuildCards(db, withinADayFrom: today)
        }
        return counts
    }

    /// For each of `keys` the learner `profileID` answered outside sessions of `source` (in Kuchi): the time of the last
    /// such answer, and until when the card's baseline from an earlier import held (`nil`: none). Empty, and one
    /// look-up, for a learner with no answers of their own.
    private static func lastOwnAnswers(to keys: Dictionary<HistoryReplay.CardKey, CardBaseline>.Keys, profileID: Int64, source: String,
                                       in db: Database) throws -> [HistoryReplay.CardKey: (last: Date, previousHeldUntil: Date?)] {
        // The learner's own sessions read once (a set), not looked up again for each card.
        let ownSessions = Set(try Int64.fetchAll(db, sql: "SELECT id FROM session WHERE profile_id = ? AND source IS NOT ?",
                                                 arguments: [profileID, source]))
        guard !ownSessions.isEmpty else { return [:] }
        let statement = try db.makeStatement(sql: "SELECT session_id, mode, answered_ms FROM answer WHERE word_id = ?")
        var found: [HistoryReplay.CardKey: (last: Date, previousHeldUntil: Date?)] = [:]
        for key in keys {
            var last: Int64?
            let rows = try Row.fetchCursor(statement, arguments: [key.wordID])
            while let row = try rows.next() {
                guard ownSessions.contains(row[0]), let time = row[2] as Int64?,
                      CardKind(try AnswerModeCode.kind(row[1], row: "answer mode")) == key.kind else { continue }
                last = max(last ?? time, time)
            }
            guard let last else { continue }
            found[key] = (AnswerTime.date(last), try CardBaselines.baseline(for: key, in: db)?.heldUntil)
        }
        return found
    }

    /// The longest pause between two imported reviews of one sitting: a longer one starts a new session,
    /// so that reports count sessions as the learner sat down to them.
    static let sittingGap: TimeInterval = 3600

    /// An answer an imported review gives, waiting to be written.
    private struct NewAnswer {
        var sessionID: Int64
        var wordID: Int64
        var mode: Int
        var expected: String?   // NULL: the word's own (`AnswerExpected`)
        var isCorrect: Bool
        var elapsedMilliseconds: Int
        var time: Int64
        var rating: Rating
        var recall: Double?

        /// Binds the answer's 9 values through the C API (hundreds of thousands of them in a large import).
        func bind(to handle: SQLiteStatement, from first: Int32) {
            RawStatement(handle).bind(int64: sessionID, at: first)
            RawStatement(handle).bind(int64: wordID, at: first + 1)
            RawStatement(handle).bind(int64: Int64(mode), at: first + 2)
            if let expected { WordImportBatch.bind(expected, first + 3, handle) } else { RawStatement(handle).bindNull(at: first + 3) }
            RawStatement(handle).bind(int32: isCorrect ? 1 : 0, at: first + 4)
            RawStatement(handle).bind(int64: Int64(elapsedMilliseconds), at: first + 5)
            RawStatement(handle).bind(int64: time, at: first + 6)
            RawStatement(handle).bind(int32: Int32(rating.rawValue), at: first + 7)
            if let recall { RawStatement(handle).bind(double: recall, at: first + 8) } else { RawStatement(handle).bindNull(at: first + 8) }
        }
    }

    /// What an imported review's answer stores as its expected text: `nil` ("the word's own", ``AnswerExpected``)
    /// where it is byte for byte what the word holds for the review's mode, else the text. Each word's meanings
    /// are read once.
    private struct ExpectedTexts {
        let db: Database
        private var meanings: [Int64: String] = [:]

        init(_ db: Database) { self.db = db }

        mutating func stored(_ review: ImportedReview, wordID: Int64) throws -> String? {
            let own: String
            switch WordImportBatch.mode(of: review.kind) {
            case .word: own = review.text
            case .reading: own = review.reading
            default:
                if let known = meanings[wordID] {
                    own = known
                } else {
                    // Through the C API: once a word, tens of thousands of times in a large package.
                    let statement = try db.cachedStatement(sql: "SELECT meanings FROM word WHERE id = ?")
                    let raw = RawStatement(statement)
                    raw.reset()
                    raw.bind(int64: wordID, at: 1)
                    own = try raw.step(sql: statement.sql) ? raw.text(0) : ""
                    raw.reset()
                    meanings[wordID] = own
                }
            }
            return review.expected.utf8.elementsEqual(own.utf8) ? nil : review.expected
        }
    }

    /// The session of one sitting of imported reviews: written when its first review is, its end and counts
    /// when the next sitting starts or the reviews end.
    private struct ImportedSitting {
        let id: Int64
        var lastAt: Date
        var correct = 0
        var wrong = 0

        init(starting review: ImportedReview, isCorrect: Bool, profileID: Int64, source: String, in db: Database) throws {
            try db.execute(sql: """
                INSERT INTO session (profile_id, started_at, ended_at, status, target, source) VALUES (?, ?, ?, 'completed', 0, ?)
                """, arguments: [profileID, UTCTime(review.answeredAt).stored, UTCTime(review.answeredAt).stored, source])
            id = db.lastInsertedRowID
            lastAt = review.answeredAt
            add(review, isCorrect: isCorrect)
        }

        mutating func add(_ review: ImportedReview, isCorrect: Bool) {
            lastAt = review.answeredAt
            if isCorrect { correct += 1 } else { wrong += 1 }
        }

        func close(in db: Database) throws {
            try db.execute(sql: "UPDATE session SET ended_at = ?, correct_count = ?, wrong_count = ?, target = ? WHERE id = ?",
                           arguments: [UTCTime(lastAt).stored, correct, wrong, correct + wrong, id])
        }
    }

    /// A word as reviews name it, for the look-up of its id.
    private struct WordKey: Hashable {
        var text: String
        var reading: String
    }

    /// The mode an imported answer is stored with: the one whose questions train that kind of card.
    static func mode(of kind: CardKind) -> ChallengeKind {
        switch kind {
        case .recognition: .meaning
        case .reading: .reading
        case .writing: .word
        }
    }
}
