import Foundation
import GRDB
import KuchiCore

/// Suspended words (the `suspended_word` table): a learner's words kept out of practice, reviews and due
/// counts until unsuspended, with their cards and history untouched. Made by `:suspend` in a session,
/// `kuchi words suspend WORD`, or an import of cards Anki had suspended.
enum SuspendedWords {
    /// The migration that adds the table.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE suspended_word (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                suspended_at TEXT NOT NULL,
                PRIMARY KEY (profile_id, word_id)
            ) WITHOUT ROWID;
            """)
    }

    /// Suspends (`isSuspended`) or unsuspends words for a learner, within the caller's transaction; returns
    /// how many changed (a word already in the state asked for does not count).
    static func set(_ isSuspended: Bool, profileID: Int64, wordIDs: [Int64], at date: Date, in db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: isSuspended
            ? "INSERT OR IGNORE INTO suspended_word (profile_id, word_id, suspended_at) VALUES (?, ?, ?)"
            : "DELETE FROM suspended_word WHERE profile_id = ? AND word_id = ? AND ? IS NOT NULL")
        var changed = 0
        for wordID in wordIDs {
            try statement.execute(arguments: [profileID, wordID, UTCTime(date).stored])
            changed += db.changesCount
        }
        return changed
    }

    /// The ids of a learner's suspended words.
    static func ids(profileID: Int64, in db: Database) throws -> Set<Int64> {
        Set(try Int64.fetchAll(db.cachedStatement(sql: "SELECT word_id FROM suspended_word WHERE profile_id = ?"), arguments: [profileID]))
    }

    /// `AND …` that keeps a card query (its card table named `alias`, the learner as the next argument) to
    /// words that are not suspended.
    static func notSuspended(card alias: String) -> String {
        "NOT EXISTS (SELECT 1 FROM suspended_word s WHERE s.profile_id = \(alias).profile_id AND s.word_id = \(alias).word_id)"
    }
}

extension KuchiDatabase {
    /// Suspends a word for a learner (`isSuspended`) or unsuspends it; suspending a suspended word changes nothing.
    public func setSuspended(_ isSuspended: Bool, profileID: Int64, wordID: Int64, at date: Date) throws {
        try setSuspended(isSuspended, profileID: profileID, wordIDs: [wordID], at: date)
    }

    /// Suspends or unsuspends words for a learner in one transaction; returns how many changed.
    @discardableResult
    public func setSuspended(_ isSuspended: Bool, profileID: Int64, wordIDs: [Int64], at date: Date) throws -> Int {
        try write { db in try SuspendedWords.set(isSuspended, profileID: profileID, wordIDs: wordIDs, at: date, in: db) }
    }

    /// The ids of a learner's suspended words.
    public func suspendedWordIDs(profileID: Int64) throws(StoreError) -> Set<Int64> {
        try read { db in try SuspendedWords.ids(profileID: profileID, in: db) }
    }
}

extension WordLookupStatements {
    func suspendedWordIDs(profileID: Int64) throws -> Set<Int64> {
        try SuspendedWords.ids(profileID: profileID, in: db)
    }
}
