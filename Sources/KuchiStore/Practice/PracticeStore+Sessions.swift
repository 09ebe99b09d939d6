import Foundation
import GRDB
import KuchiCore

extension PracticeStore: WordBank {
    // MARK: - Writes

    public func beginSession(profileID: Int64, target: Int, seed: UInt64?, at date: Date) throws(StoreError) -> Int64 {
        try write { db in
            try db.execute(sql: """
                INSERT INTO session (profile_id, started_at, status, target, seed, pid) VALUES (?, ?, 'active', ?, ?, ?)
                """, arguments: [profileID, UTCTime(date).stored, target, seed.map { Int64(bitPattern: $0) }, Int64(getpid())])
            return db.lastInsertedRowID
        }
    }

    @discardableResult
    public func recordAnswer(_ answer: AnswerRecord) throws(StoreError) -> Int64 {
        let hot = connection.hot, path = path
        do {
            return try write { db in
                try Self.refuseRemovedWord(answer.wordID, db, hot: hot, path: path)
                return try Self.insert(answer, db, hot: hot)
            }
        } catch {
            throw learnerRemoved(error, session: answer.sessionID)
        }
    }

    public func recordAnswer(_ answer: AnswerRecord, grading: CardGrading) throws(StoreError) -> StoredGrade {
        let hot = connection.hot, path = path
        do {
            return try write { db in
                try Self.refuseRemovedWord(answer.wordID, db, hot: hot, path: path)
                return try Self.store(answer, grading: grading, db, hot: hot)
            }
        } catch {
            throw learnerRemoved(error, session: answer.sessionID)
        }
    }

    /// Whether the word is in the bank: neither deleted nor kept out of sight for its history (`removed_at`).
    private static let wordInBank = HotStatements.Key(slot: .wordInBank, sql: "SELECT 1 FROM word WHERE id = ? AND removed_at IS NULL")

    /// Throws ``StoreError/wordRemoved(path:)`` when the word `id` left the bank (its deck removed by another process)
    /// after the session showed it: its answer (or star, or suspension) is not stored, nor a card made for a word no deck holds.
    static func refuseRemovedWord(_ id: Int64, _ db: Database, hot: HotStatements, path: String) throws {
        let inBank = try hot.statement(wordInBank, in: db).firstRowThroughCAPI(bind: { $0.bind(int64: id, at: 1) }, read: { _ in true })
        if inBank == nil { throw StoreError.wordRemoved(path: path) }
    }

    /// Throws ``StoreError/learnerRemoved(path:)`` when learner `profileID` is gone, or ``StoreError/wordRemoved(path:)``
    /// when word `wordID` left the bank: a star or a suspension given in a session that another process's removal
    /// (`kuchi learners remove`, `kuchi decks remove`) overtook, which would otherwise fail as a disk would.
    static func refuseRemoved(learner profileID: Int64, word wordID: Int64, _ db: Database, hot: HotStatements, path: String) throws {
        if try Int64.fetchOne(db, sql: "SELECT 1 FROM profile WHERE id = ?", arguments: [profileID]) == nil {
            throw StoreError.learnerRemoved(path: path)
        }
        try refuseRemovedWord(wordID, db, hot: hot, path: path)
    }

    /// `error` of storing an answer of session `id`, or ``StoreError/learnerRemoved(path:)`` when it is the reference
    /// check failing because the session is gone: its learner was removed (`kuchi learners remove`) by another process.
    /// A bank busy past the wait is ``StoreError/answerBusy(path:)``: the session is over, and its message says what was saved.
    private func learnerRemoved(_ error: StoreError, session id: Int64) -> StoreError {
        if case let .busy(path) = error { return .answerBusy(path: path) }
        guard case .io = error,
              (try? read({ db in try Int64.fetchOne(db, sql: "SELECT id FROM session WHERE id = ?", arguments: [id]) == nil })) == true
        else { return error }
        return .learnerRemoved(path: path)
    }

    /// Grades `answer`'s card from the card as the table holds it and stores both, within the caller's transaction.
    private static func store(_ answer: AnswerRecord, grading: CardGrading, _ db: Database, hot: HotStatements) throws -> StoredGrade {
        // Read with the write lock held: no other process can change the card until this commits.
        let before = try WordLookupStatements(db: db, hot: hot).card(profileID: grading.profileID, wordID: grading.wordID, kind: grading.kind)
        let (memory, recall) = grading.grade(before)
        var record = answer
        record.card = CardUpdate(profileID: grading.profileID, wordID: grading.wordID, kind: grading.kind, memory: memory)
        record.recall = recall
        // The card read above is there, or not, until this commits: an update of its row, or its first insert.
        return StoredGrade(id: try insert(record, db, before: before, hot: hot), before: before, memory: memory, recall: recall)
    }

    /// The answer's insert, and the session's two counts (the SQL of each written once, not per answer).
    private static let insertAnswer = HotStatements.Key(slot: .insertAnswer, sql: """
        INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                            elapsed_ms, answered_ms, rating, recall)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    private static let countCorrect = HotStatements.Key(slot: .countCorrect,
                                                        sql: "UPDATE session SET correct_count = correct_count + 1 WHERE id = ?")
    private static let countWrong = HotStatements.Key(slot: .countWrong, sql: "UPDATE session SET wrong_count = wrong_count + 1 WHERE id = ?")

    /// Stores one answer, its session's count and its card, within the caller's transaction. `before`: the answer's
    /// card as the table holds it (read in this transaction), so that its row is updated in place; `nil` when the
    /// table has no such card, or when not known (the card is then inserted, or updated when it is there).
    /// `hot`: the connection's held statements.
    private static func insert(_ answer: AnswerRecord, _ db: Database, before: CardMemory? = nil, hot: HotStatements) throws -> Int64 {
        let insert = try hot.statement(insertAnswer, in: db)
        // Bound and run through SQLite's C API: no argument objects on the path of every answer.
        let row = RawStatement(insert)
        row.reset()
        row.bind(int64: answer.sessionID, at: 1)
        row.bind(int64: answer.wordID, at: 2)
        row.bind(int64: Int64(AnswerModeCode.code(answer.mode)), at: 3)
        row.bind(text: NFC.normalize(answer.given), at: 4)
        row.bind(text: answer.expected, at: 5)
        row.bind(int32: answer.isCorrect ? 1 : 0, at: 6)
        row.bind(text: answer.judgement.rawValue, at: 7)
        row.bind(int32: answer.hintUsed ? 1 : 0, at: 8)
        row.bind(int64: answer.elapsed.milliseconds, at: 9)
        row.bind(int64: AnswerTime.milliseconds(answer.answeredAt), at: 10)
        if let rating = answer.rating { row.bind(int32: Int32(rating.rawValue), at: 11) } else { row.bindNull(at: 11) }
        if let recall = answer.recall { row.bind(double: recall, at: 12) } else { row.bindNull(at: 12) }
        _ = try insert.stepThroughCAPI()
        let id = db.lastInsertedRowID
        if answer.isCorrect ? answer.counts : true {
            let count = try hot.statement(answer.isCorrect ? countCorrect : countWrong, in: db)
            RawStatement(count).reset()
            RawStatement(count).bind(int64: answer.sessionID, at: 1)
            _ = try count.stepThroughCAPI()
        }
        if let card = answer.card {
            if let before {
                try CardColumns.update(card, stateChanged: before.state != card.memory.state, in: db, hot: hot)
            } else {
                try CardColumns.upsert(card, introducedAt: answer.answeredAt, in: db, hot: hot)
            }
        }
        return id
    }

    @discardableResult
    public func regradeAnswer(id: Int64, rating: Rating, accepted: Bool, scheduler: FSRSScheduler) throws(StoreError) -> CardMemory? {
        try write { db in
            if accepted { try Self.markAccepted(id, scored: true, in: db) }
            return try Self.regrade(id, rating: rating, scheduler: scheduler, in: db)
        }
    }

    public func accept(_ acceptance: AnswerAcceptance, scheduler: FSRSScheduler) throws -> CardMemory? {
        if let problem = AcceptedAnswerText.problem(with: acceptance.text) { throw problem }
        return try write { db in
            for id in acceptance.retryIDs { try Self.markAccepted(id, scored: false, in: db) }
            var memory: CardMemory?
            if let first = acceptance.firstTry {
                try Self.markAccepted(first.answerID, scored: true, in: db)
                memory = try Self.regrade(first.answerID, rating: first.rating, scheduler: scheduler, in: db)
            }
            try Self.insertAcceptedAnswer(profileID: acceptance.profileID, wordID: acceptance.wordID, text: acceptance.text,
                                          at: acceptance.date, in: db)
            return memory
        }
    }

    /// Marks the wrong answer `id` right (judgement `accepted`): one wrong answer fewer in its session, and one right
    /// answer more when it is `scored` (a first try; a retry is never scored). An answer right already is left as it is.
    private static func markAccepted(_ id: Int64, scored: Bool, in db: Database) throws {
        try db.execute(sql: """
            UPDATE session SET correct_count = correct_count + ?, wrong_count = max(0, wrong_count - 1)
            WHERE id = (SELECT session_id FROM answer WHERE id = ? AND NOT is_correct)
            """, arguments: [scored ? 1 : 0, id])
        try db.execute(sql: "UPDATE answer SET is_correct = 1, judgement = 'accepted' WHERE id = ?", arguments: [id])
    }

    /// Gives answer `id` the grade `rating` and computes its card again; its memory after, `nil` when the answer is gone.
    private static func regrade(_ id: Int64, rating: Rating, scheduler: FSRSScheduler, in db: Database) throws -> CardMemory? {
        try db.execute(sql: "UPDATE answer SET rating = ? WHERE id = ?", arguments: [rating.rawValue, id])
        // With the write lock held: the card as the bank holds it, another session's grades included.
        guard let card = try CardRebuild.card(gradedBy: id, in: db) else { return nil }
        return try CardRebuild.rebuild(card, after: id, scheduler: scheduler, in: db)
    }

    public func undoAnswer(_ undo: AnswerUndo, scheduler: FSRSScheduler) throws(StoreError) {
        try AnswerUndoStore(self).undo(undo, scheduler: scheduler)
    }

    /// Keeps `text` (NFC) as an answer the learner accepts for the word (``AcceptedAnswerStore`` lists and removes them).
    /// - Throws: ``AcceptedAnswerText/Problem`` for a text that cannot be kept (nothing is written); storage errors.
    public func addAcceptedAnswer(profileID: Int64, wordID: Int64, text: String, at date: Date) throws {
        if let problem = AcceptedAnswerText.problem(with: text) { throw problem }
        try write { db in try Self.insertAcceptedAnswer(profileID: profileID, wordID: wordID, text: text, at: date, in: db) }
    }

    private static func insertAcceptedAnswer(profileID: Int64, wordID: Int64, text: String, at date: Date, in db: Database) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO accepted_answer (profile_id, word_id, text, added_at) VALUES (?, ?, ?, ?)
            """, arguments: [profileID, wordID, text.precomposedStringWithCanonicalMapping, UTCTime(date).stored])
    }

    public func endSession(id: Int64, status: SessionStatus, target: Int, at date: Date) throws(StoreError) {
        try write { db in
            try db.execute(sql: "UPDATE session SET status = ?, ended_at = ?, target = ? WHERE id = ? AND status = 'active'",
                           arguments: [status.rawValue, UTCTime(date).stored, target, id])
        }
    }

    /// Marks as interrupted the sessions left active by processes that no longer run (a crash, SIGKILL).
    /// Returns how many were marked.
    @discardableResult
    public func markInterruptedSessions() throws(StoreError) -> Int {
        try write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, pid FROM session WHERE status = 'active'")
            var marked = 0
            for row in rows {
                let pid: Int64? = row["pid"]
                if let pid, Self.isRunning(pid) { continue }
                try db.execute(sql: "UPDATE session SET status = 'interrupted' WHERE id = ?", arguments: [row["id"] as Int64])
                marked += 1
            }
            return marked
        }
    }

    /// Whether a process with this id is running (this one included).
    private static func isRunning(_ pid: Int64) -> Bool {
        guard pid > 0, pid <= Int64(Int32.max) else { return false }
        return pid == Int64(getpid()) || kill(pid_t(pid), 0) == 0 || errno == EPERM
    }

    // MARK: - Reads

    /// A stored session's status and counts, for checks and reports.
    public func session(id: Int64) throws(StoreError) -> StoredSession? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM session WHERE id = ?", arguments: [id]) else { return nil }
            return try StoredSession(row: row)
        }
    }

    /// The number of answers stored, for all sessions.
    public func answerCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0 }
    }
}

/// A session as stored in the `session` table.
public struct StoredSession: Sendable, Equatable {
    /// The session id.
    public var id: Int64
    /// The learner's profile.
    public var profileID: Int64
    /// How the session ended, or `active`.
    public var status: SessionStatus
    /// The target number of correct answers.
    public var target: Int
    /// Correct answers recorded.
    public var correctCount: Int
    /// Wrong answers recorded.
    public var wrongCount: Int
    /// When the session ended, if it did.
    public var endedAt: Date?

    /// - Throws: ``UndecodableValue`` for a status this Kuchi does not know.
    init(row: Row) throws {
        id = row["id"]
        profileID = row["profile_id"]
        status = try SessionStatus.stored(row["status"], table: "session", row: "id \(row["id"] as Int64)", column: "status")
        target = row["target"]
        correctCount = row["correct_count"]
        wrongCount = row["wrong_count"]
        endedAt = row["ended_at"]
    }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
