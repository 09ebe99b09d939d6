import Foundation
import GRDB
import KuchiCore

/// Spaced-repetition cards: the look-ups of a review session, and replaying answers into cards.
extension WordLookupStatements {
    // The look-ups of every review challenge step through SQLite's C API: no argument or row objects.
    /// The accepted answers of a word in the table's key order, unsorted: `ORDER BY added_at` has SQLite set up
    /// its sorter on every run, for no row too (about 6,000 instructions; most words have no accepted answer).
    private static let acceptedAnswersQuery = HotStatements.Key(slot: .acceptedAnswers, sql: """
        SELECT text FROM accepted_answer WHERE profile_id = ? AND word_id = ?
        """)
    /// The same in the order the learner accepted them, read only when there are two or more.
    private static let orderedAcceptedAnswersSQL = """
        SELECT text FROM accepted_answer WHERE profile_id = ? AND word_id = ? ORDER BY added_at
        """

    func acceptedAnswers(profileID: Int64, wordID: Int64) throws -> [String] {
        let texts = try acceptedAnswers(profileID: profileID, wordID: wordID,
                                        statement: Self.acceptedAnswersQuery.statement(heldBy: hot, in: db))
        guard texts.count > 1 else { return texts }
        return try acceptedAnswers(profileID: profileID, wordID: wordID,
                                   statement: db.cachedStatement(sql: Self.orderedAcceptedAnswersSQL))
    }

    private func acceptedAnswers(profileID: Int64, wordID: Int64, statement: Statement) throws -> [String] {
        let handle = statement.sqliteStatement
        RawStatement(handle).reset()
        RawStatement(handle).bind(int64: profileID, at: 1)
        RawStatement(handle).bind(int64: wordID, at: 2)
        var texts: [String] = []
        while try statement.stepThroughCAPI() { texts.append(Self.text(handle, 0)) }
        return texts
    }

    // Both look-ups name their index: without ANALYZE statistics SQLite would rather walk every card of the
    // learner in primary-key order (measured: 6 ms a card at 20,000 cards). card_learning holds only the
    // learning cards, in due order, so the first rows due are read without sorting them all.
    /// ``firstLearningCard(profileID:kinds:dueBy:where:)``'s query, built once (it runs after every answer; its
    /// suspension check spells out the card kinds' names, which cost more to write than to look up).
    private static let firstLearningCardQuery = HotStatements.Key(slot: .firstLearningCard, sql: """
        SELECT word_id, kind FROM card INDEXED BY card_learning WHERE profile_id = ? AND \(CodedCards.learning)
            AND kind IN (?, ?, ?) AND due_ms <= ? AND \(SuspendedWords.notSuspended(card: "card")) ORDER BY due_ms
        """)

    func firstLearningCard(profileID: Int64, kinds: [CardKind], dueBy date: Date,
                           where wanted: (Int64, CardKind) -> Bool) throws -> (wordID: Int64, kind: CardKind)? {
        let statement = try Self.firstLearningCardQuery.statement(heldBy: hot, in: db)
        let handle = statement.sqliteStatement
        RawStatement(handle).reset()
        defer { RawStatement(handle).reset() }   // the walk may stop early
        RawStatement(handle).bind(int64: profileID, at: 1)
        for (index, kind) in CardColumns.kindCodes(kinds).enumerated() { RawStatement(handle).bind(int64: kind, at: Int32(index + 2)) }
        RawStatement(handle).bind(int64: AnswerTime.milliseconds(date), at: 5)
        while try statement.stepThroughCAPI() {
            let card = (wordID: RawStatement(handle).int64(0), kind: try CardColumns.kind(handle, 1, profileID: profileID))
            if wanted(card.wordID, card.kind) { return card }
        }
        return nil
    }

    func newWordIDs(profileID: Int64, kind: CardKind, limit: Int) throws -> [Int64] {
        // Walks the study-order index and stops after `limit` words: flat at any bank size.
        try Int64.fetchAll(db.cachedStatement(sql: """
            SELECT id FROM word INDEXED BY word_study_order
            WHERE NOT EXISTS (SELECT 1 FROM card WHERE card.profile_id = ?1 AND card.word_id = word.id AND card.kind = ?2)
                AND NOT EXISTS (SELECT 1 FROM suspended_word s WHERE s.profile_id = ?1 AND s.word_id = word.id AND s.kind IN ('', ?5))
                AND (?3 = 0 OR text <> reading) AND removed_at IS NULL
            ORDER BY \(CardColumns.wordOrder) LIMIT ?4
            """), arguments: [profileID, CardKindCode.codes.code(kind), kind == .reading, limit, kind.rawValue])
    }

    func hasNewWord(profileID: Int64, kind: CardKind) throws -> Bool {
        // The study-order index walked backwards: a learner meets words in that order, so the last words are the
        // ones not yet met, and a bank with 200,000 cards answers at its first row instead of after 200,000.
        try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT id FROM word INDEXED BY word_study_order
            WHERE NOT EXISTS (SELECT 1 FROM card WHERE card.profile_id = ?1 AND card.word_id = word.id AND card.kind = ?2)
                AND NOT EXISTS (SELECT 1 FROM suspended_word s WHERE s.profile_id = ?1 AND s.word_id = word.id AND s.kind IN ('', ?4))
                AND (?3 = 0 OR text <> reading) AND removed_at IS NULL
            ORDER BY \(CardColumns.wordOrderBackwards) LIMIT 1
            """), arguments: [profileID, CardKindCode.codes.code(kind), kind == .reading, kind.rawValue]) != nil
    }

    func cardsIntroduced(profileID: Int64, since date: Date) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM card WHERE profile_id = ? AND introduced_ms >= ?"),
                         arguments: [profileID, AnswerTime.milliseconds(date)]) ?? 0
    }
}

/// How cards are read from and written to the `card` table.
enum CardColumns {
    /// The order new words are studied in, as `word_study_order` indexes it: by level (``studyOrder``), then
    /// by frequency (the most frequent first; words without a rank after those with one), then as added.
    static let wordOrder = "\(studyOrder), ifnull(frequency_rank, 9223372036854775807), id"
    /// ``wordOrder`` from its end, the same index walked backwards.
    static let wordOrderBackwards = "\(studyOrder) DESC, ifnull(frequency_rank, 9223372036854775807) DESC, id DESC"

    /// The study order of JLPT levels: N5 first, then N4 … N1, then words without a level.
    static let studyOrder = "(CASE level WHEN 'N5' THEN 0 WHEN 'N4' THEN 1 WHEN 'N3' THEN 2 WHEN 'N2' THEN 3 WHEN 'N1' THEN 4 ELSE 5 END)"

    /// Three codes for `kind IN (?, ?, ?)` (repeating the last kind; -1, no kind, for none).
    static func kindCodes(_ kinds: [CardKind]) -> [Int64] {
        let codes = kinds.map { Int64(CardKindCode.codes.code($0)) }
        return (0..<3).map { codes.isEmpty ? -1 : codes[min($0, codes.count - 1)] }
    }

    /// ``kindCodes(_:)`` as statement arguments.
    static func kindArguments(_ kinds: [CardKind]) -> [any DatabaseValueConvertible] {
        kindCodes(kinds)
    }

    /// The kind in `column` of the current row of a card look-up of learner `profileID` (its word in column 0).
    /// - Throws: ``UndecodableValue`` for a code this Kuchi does not know.
    static func kind(_ handle: SQLiteStatement, _ column: Int32, profileID: Int64) throws -> CardKind {
        let row = RawStatement(handle)
        if row.isInteger(column), let kind = CardKindCode.codes.value(row.int64(column)) { return kind }
        throw UndecodableValue(table: "card", row: "profile \(profileID), word \(row.int64(0))", column: "kind",
                               value: row.isInteger(column) ? "\(row.int64(column))" : row.text(column))
    }

    /// The columns ``memory(_:)`` and ``key(_:table:)`` read (by name).
    static let selection = "profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses"

    /// The card a row of ``selection`` belongs to.
    /// - Throws: ``UndecodableValue`` for a kind this Kuchi does not know.
    static func key(_ row: Row, table: String) throws -> HistoryReplay.CardKey {
        let profileID: Int64 = row["profile_id"], wordID: Int64 = row["word_id"]
        return HistoryReplay.CardKey(profileID: profileID, wordID: wordID,
                                     kind: try CardKindCode.codes.stored(row["kind"], table: table, row: "profile \(profileID), word \(wordID)",
                                                                         column: "kind"))
    }

    /// The key of a row of ``selection``, for messages (`profile 1, word 5, kind reading`).
    static func keyText(_ row: Row) -> String {
        "profile \(row["profile_id"] as Int64), word \(row["word_id"] as Int64), kind \(CardKindCode.codes.shownName(row["kind"]))"
    }

    /// The memory in a row of ``selection``.
    /// - Throws: ``UndecodableValue`` for a state this Kuchi does not know, or a time out of range.
    static func memory(_ row: Row, table: String = "card") throws -> CardMemory {
        func key() -> String { Self.keyText(row) }
        let state = try CardStateCode.codes.stored(row["state"], table: table, row: key(), column: "state")
        let lastReview = try (row["last_review_ms"] as DatabaseValue).isNull ? nil
            : StoredDates.date(row, "last_review_ms", table: table, key: key())
        return CardMemory(state: state, step: row["step"], stability: row["stability"], difficulty: row["difficulty"],
                          due: try StoredDates.date(row, "due_ms", table: table, key: key()), lastReview: lastReview,
                          reps: row["reps"], lapses: row["lapses"])
    }
}

extension PracticeStore {
    /// Every stored answer, in the order given, for a replay.
    static func pastAnswers(_ db: Database) throws -> [HistoryReplay.PastAnswer] {
        let time = try AnswerLog.milliseconds(of: "a", in: db)
        return try Row.fetchAll(db, sql: """
            SELECT a.id, s.profile_id, a.session_id, a.word_id, a.mode, a.is_correct, a.hint_used, \(time) AS answered_ms, a.rating
            FROM answer a JOIN session s ON s.id = a.session_id WHERE \(AnswerTime.inRange(time)) ORDER BY a.id
            """).map { row in
            HistoryReplay.PastAnswer(
                id: row["id"], profileID: row["profile_id"], sessionID: row["session_id"], wordID: row["word_id"],
                mode: try AnswerModeCode.kind(row["mode"], row: "id \(row["id"] as Int64)"), isCorrect: row["is_correct"], hintUsed: row["hint_used"],
                answeredAt: AnswerTime.date(row["answered_ms"]), rating: try (row["rating"] as Int?).map { try Rating.stored($0, table: "answer", row: "id \(row["id"] as Int64)", column: "rating") })
        }
    }

    /// Replaces every card with the ones the graded answers give, and stores the predicted recall of each
    /// review that has none yet (answers from before cards, or imported), within the caller's transaction.
    @discardableResult
    /// The words of a removed deck kept for their history get no cards (`removedWords`: after `v10-word-sources`);
    /// a card with a baseline (`baselines`: after `v13-card-baseline`) starts from it (``CardBaselines``).
    /// Reviews without a prediction are marked from `withinADayFrom` on (``ReviewMark/withinADayFrom``: by default none).
    static func rebuildCards(_ db: Database, scheduler: FSRSScheduler = .kuchiDefault, removedWords: Bool = true,
                             baselines: Bool = true, withinADayFrom: Date = .distantFuture) throws -> Int {
        let stored = baselines ? try CardBaselines.all(db) : [:]
        var (cards, recalls) = HistoryReplay.replay(try pastAnswers(db), scheduler: scheduler, baselines: stored,
                                                    withinADayFrom: withinADayFrom)
        if removedWords {
            let removed = try removedWordIDs(db)
            if !removed.isEmpty { cards = cards.filter { !removed.contains($0.key.wordID) } }
        }
        let setRecall = try db.makeStatement(sql: "UPDATE answer SET recall = ? WHERE id = ? AND recall IS NULL")
        for (id, recall) in recalls { try setRecall.execute(arguments: [recall, id]) }
        func replaceCards() throws {
            try db.execute(sql: "DELETE FROM card")
            try CardColumns.store(cards, in: db)
        }
        // The baselines are written again after the cards (compact where the card holds one): see `CompactBaselines`.
        if baselines { try CardBaselines.keeping(stored, in: db, whileReplacing: replaceCards) } else { try replaceCards() }
        return cards.count
    }

    /// The migration that adds cards: grades the answers already stored and replays them into cards.
    static func migrateToCards(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE answer ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 4);
            ALTER TABLE answer ADD COLUMN recall REAL;
            CREATE TABLE card (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('recognition', 'reading', 'writing')),
                state TEXT NOT NULL CHECK (state IN ('new', 'learning', 'review', 'relearning')),
                step INTEGER,
                stability REAL NOT NULL,
                difficulty REAL NOT NULL,
                due TEXT NOT NULL,
                last_review TEXT,
                reps INTEGER NOT NULL DEFAULT 0,
                lapses INTEGER NOT NULL DEFAULT 0,
                introduced_at TEXT NOT NULL,
                PRIMARY KEY (profile_id, word_id, kind)
            ) WITHOUT ROWID;
            CREATE INDEX card_due ON card (profile_id, state, kind, due);
            CREATE TABLE accepted_answer (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                text TEXT NOT NULL,
                added_at TEXT NOT NULL,
                PRIMARY KEY (profile_id, word_id, text)
            ) WITHOUT ROWID;
            CREATE INDEX word_study_order ON word (\(CardColumns.studyOrder), id);
            CREATE INDEX answer_review ON answer (answered_at, rating, recall, session_id) WHERE recall IS NOT NULL;
            """)
        let ratings = HistoryReplay.inferredRatings(try pastAnswers(db))
        let update = try db.makeStatement(sql: "UPDATE answer SET rating = ? WHERE id = ?")
        for (id, rating) in ratings { try update.execute(arguments: [rating.rawValue, id]) }
        try rebuildCards(db, removedWords: false, baselines: false)
    }

    /// The words of removed decks kept for their history (they have no cards).
    static func removedWordIDs(_ db: Database) throws -> Set<Int64> {
        Set(try Int64.fetchAll(db, sql: "SELECT id FROM word WHERE removed_at IS NOT NULL"))
    }
}
