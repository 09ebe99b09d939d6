import Foundation
import GRDB
import KuchiCore

/// One learner of a bank, as `kuchi learners` lists them.
public struct LearnerSummary: Sendable, Equatable {
    /// The learner, with the name as stored.
    public var profile: Profile
    /// Answers given (in Kuchi, or brought by an Anki import), right or wrong; a new word's lesson is none, as
    /// `kuchi report` counts them.
    public var answers: Int
    /// Words met: words the learner has a card of.
    public var wordsMet: Int
    /// When the learner last answered or was shown a lesson, or `nil` when they never have.
    public var lastPractised: Date?

    /// Creates a summary.
    public init(profile: Profile, answers: Int, wordsMet: Int, lastPractised: Date?) {
        self.profile = profile
        self.answers = answers
        self.wordsMet = wordsMet
        self.lastPractised = lastPractised
    }
}

/// What removing a learner removed (`kuchi learners remove`).
public struct LearnerRemoval: Sendable, Equatable {
    /// The learner, as stored.
    public var profile: Profile
    /// Their sessions, answers, cards, accepted answers, favourites and suspended words.
    public var sessions = 0, answers = 0, cards = 0, acceptedAnswers = 0, favorites = 0, suspendedWords = 0
}

extension PracticeStore {
    /// Every learner, alphabetically (case aside), with their answers, words met and last practice.
    public func learners() throws(StoreError) -> [LearnerSummary] {
        try read { db in
            // One walk of the answers, each to its session's learner (the answer table has no learner column). Lessons
            // are no answers (as reports count them), but a day of lessons is a day practised.
            var answered: [Int64: (count: Int, last: Int64?)] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT s.profile_id AS id, sum(\(AnswerWalk.isAnswer("a"))) AS n,
                       max(CASE WHEN \(AnswerTime.inRange("a.answered_ms")) THEN a.answered_ms END) AS last
                FROM answer a JOIN session s ON s.id = a.session_id GROUP BY s.profile_id
                """) {
                answered[row["id"]] = (row["n"], row["last"])
            }
            let met = try Dictionary(Row.fetchAll(db, sql: "SELECT profile_id AS id, count(DISTINCT word_id) AS n FROM card GROUP BY profile_id")
                .map { (row: Row) -> (Int64, Int) in (row["id"], row["n"]) }, uniquingKeysWith: +)
            return try Row.fetchAll(db, sql: "SELECT id, name FROM profile ORDER BY name COLLATE NOCASE, id").map { row in
                let id: Int64 = row["id"]
                return LearnerSummary(profile: Profile(id: id, name: row["name"]), answers: answered[id]?.count ?? 0,
                                      wordsMet: met[id] ?? 0, lastPractised: answered[id]?.last.map(AnswerTime.date))
            }
        }
    }

    /// Every learner's name, alphabetically (case aside): cheap, for Tab completion.
    public func learnerNames() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY name COLLATE NOCASE, id") }
    }

    /// The learner `name` names (``Profile/match(_:among:)``).
    /// - Throws: ``StoreError/unknownLearner(path:name:known:)`` (listing the bank's learners) when it names none,
    ///   ``StoreError/ambiguousLearner(name:matches:)`` when it names several.
    public func learner(named name: String) throws(StoreError) -> Profile {
        try read { db in try Self.learner(named: name, in: db, path: path) }
    }

    /// Renames `learner` (as read by ``learner(named:)``) to `newName` (already checked with
    /// ``Profile/validatedName(_:)``), in one transaction, by its id. Their sessions, answers and cards stay theirs;
    /// the default learner stays the default.
    /// - Throws: ``StoreError/learnerChangedMeanwhile(name:now:)`` when another process removed or renamed `learner`
    ///   since it was read (nothing is renamed); ``StoreError/learnerNameTaken(name:by:)`` when another learner has
    ///   `newName` or a name that ``Profile/match(_:among:)`` could not tell from it.
    public func renameLearner(_ learner: Profile, to newName: String) throws(StoreError) -> (old: Profile, new: Profile) {
        try write { db in
            try checkNotRestored(db)
            try Self.checkUnchanged(learner, db)
            let others = try Self.allProfiles(db).filter { $0.id != learner.id }
            if let clash = others.first(where: { Profile.matchKey($0.name) == Profile.matchKey(newName) }) {
                throw StoreError.learnerNameTaken(name: newName, by: clash.name)
            }
            try db.execute(sql: "UPDATE profile SET name = ? WHERE id = ?", arguments: [newName, learner.id])
            return (learner, Profile(id: learner.id, name: newName))
        }
    }

    /// Throws ``StoreError/learnerChangedMeanwhile(name:now:)`` unless `learner` is stored, by its id, under its name.
    private static func checkUnchanged(_ learner: Profile, _ db: Database) throws {
        let stored = try String.fetchOne(db, sql: "SELECT name FROM profile WHERE id = ?", arguments: [learner.id])
        guard stored == learner.name else { throw StoreError.learnerChangedMeanwhile(name: learner.name, now: stored) }
    }

    /// Removes `learner` (as read by ``learner(named:)`` and confirmed), by its id, and everything of theirs (sessions and their answers, cards and their
    /// baselines, accepted answers, favourites, suspended words), in one transaction: a kill midway leaves the bank
    /// as it was. The words stay. Back the bank up first (``MaintenanceStore/backUp(reason:at:pruning:)``).
    /// - Throws: ``StoreError/learnerChangedMeanwhile(name:now:)`` when another process removed or renamed `learner`
    ///   since it was read: nothing is removed.
    public func removeLearner(_ learner: Profile) throws(StoreError) -> LearnerRemoval {
        do {
            return try dbQueue.writeWithoutTransaction { db in
                // Every row of theirs is deleted here, table by table, with SQLite's reference checks off: with them on,
                // each session deleted would look for its answers with a scan of the answer table (no index leads
                // with the session), and an Anki import's learner has a session for every sitting.
                var removal: LearnerRemoval?
                try ForeignKeysOff.around(db) {
                    try db.inTransaction(.immediate) {
                        try checkNotRestored(db)
                        try Self.checkUnchanged(learner, db)
                        removal = try Self.remove(learner, db)
                        return .commit
                    }
                }
                guard let removal else { throw StoreError.io(path: path, reason: "the removal was rolled back") }
                return removal
            }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    private static func remove(_ profile: Profile, _ db: Database) throws -> LearnerRemoval {
        var removal = LearnerRemoval(profile: profile)
        let id: StatementArguments = [profile.id]
        func delete(_ sql: String) throws -> Int {
            try db.execute(sql: sql, arguments: id)
            return db.changesCount
        }
        // The answers by their sessions: one walk of the table.
        removal.answers = try delete("DELETE FROM answer WHERE session_id IN (SELECT id FROM session WHERE profile_id = ?)")
        // Baselines before cards, so that the cards' delete trigger has no baseline left to keep.
        _ = try delete("DELETE FROM card_baseline WHERE profile_id = ?")
        removal.cards = try delete("DELETE FROM card WHERE profile_id = ?")
        removal.acceptedAnswers = try delete("DELETE FROM accepted_answer WHERE profile_id = ?")
        removal.favorites = try delete("DELETE FROM favorite WHERE profile_id = ?")
        removal.suspendedWords = try delete("DELETE FROM suspended_word WHERE profile_id = ?")
        removal.sessions = try delete("DELETE FROM session WHERE profile_id = ?")
        _ = try delete("DELETE FROM profile WHERE id = ?")
        return removal
    }

    /// Pairs of stored learners whose names ``Profile/matchKey(_:)`` folds alike (`Chie` and `Ｃｈｉｅ`, stored apart by
    /// an earlier Kuchi): a name only folding finds cannot choose between them.
    public func learnersFoldingAlike() throws(StoreError) -> [[String]] {
        try read { db in
            Dictionary(grouping: try Self.allProfiles(db), by: { Profile.matchKey($0.name) }).values
                .filter { $0.count > 1 }.map { $0.map(\.name).sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
        }
    }

    static func allProfiles(_ db: Database) throws -> [Profile] {
        try Row.fetchAll(db, sql: "SELECT id, name FROM profile ORDER BY id").map { Profile(id: $0["id"], name: $0["name"]) }
    }

    /// The learner `name` names, read in `db`, or ``StoreError/unknownLearner(path:name:known:)``.
    static func learner(named name: String, in db: Database, path: String) throws -> Profile {
        guard let profile = try profile(named: name, in: db) else {
            let known = try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY name COLLATE NOCASE, id")
            throw StoreError.unknownLearner(path: path, name: name, known: known)
        }
        return profile
    }
}
