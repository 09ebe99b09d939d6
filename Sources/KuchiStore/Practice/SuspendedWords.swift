import Foundation
import GRDB
import KuchiCore

/// Suspended words (the `suspended_word` table): a learner's words kept out of practice, reviews and due
/// counts until unsuspended, with their cards and history untouched. Made by `:suspend` in a session,
/// `kuchi words suspend WORD`, or an import of cards Anki had suspended. A row whose `kind` is empty suspends
/// the whole word; one with a kind suspends only that card (an Anki note with only some cards suspended).
enum SuspendedWords {
    /// The migration that adds the table.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE suspended_word (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('', 'recognition', 'reading', 'writing')),
                suspended_at TEXT NOT NULL,
                PRIMARY KEY (profile_id, word_id, kind)
            ) WITHOUT ROWID;
            """)
    }

    /// Suspends (`isSuspended`) or unsuspends words for a learner, within the caller's transaction; returns
    /// how many changed (a word already in the state asked for does not count).
    static func set(_ isSuspended: Bool, profileID: Int64, wordIDs: [Int64], at date: Date, in db: Database) throws -> Int {
        // Unsuspending a word lifts its cards' suspensions too.
        let statement = try db.cachedStatement(sql: isSuspended
            ? "INSERT OR IGNORE INTO suspended_word (profile_id, word_id, kind, suspended_at) VALUES (?, ?, '', ?)"
            : "DELETE FROM suspended_word WHERE profile_id = ? AND word_id = ? AND ? IS NOT NULL")
        var changed = 0
        for wordID in wordIDs {
            try statement.execute(arguments: [profileID, wordID, UTCTime(date).stored])
            changed += db.changesCount
        }
        return changed
    }

    /// Suspends single cards of a learner (`cards`: word and kind), within the caller's transaction; returns how
    /// many were not suspended before.
    static func suspend(cards: [(wordID: Int64, kind: CardKind)], profileID: Int64, at date: Date, in db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO suspended_word (profile_id, word_id, kind, suspended_at) VALUES (?, ?, ?, ?)")
        var changed = 0
        for card in cards {
            try statement.execute(arguments: [profileID, card.wordID, card.kind.rawValue, UTCTime(date).stored])
            changed += db.changesCount
        }
        return changed
    }

    /// The ids of a learner's suspended words (whole words, not single cards).
    static func ids(profileID: Int64, in db: Database) throws -> Set<Int64> {
        Set(try Int64.fetchAll(db.cachedStatement(sql: "SELECT word_id FROM suspended_word WHERE profile_id = ? AND kind = ''"),
                               arguments: [profileID]))
    }

    /// A condition that keeps a card query (its card table named `alias`) to cards neither suspended themselves
    /// nor of a suspended word. A suspended card's `kind` is its name (a card's is a code: ``CardKindCode``).
    ///
    /// The kind is compared (`+s.kind`), not sought in the primary key: sought, SQLite builds a temporary B-tree of
    /// the two kinds for every card the query visits (the list depends on the card), which made a count of
    /// 40,000 due cards five times the work (measured with `callgrind`: 382 million instructions against 75).
    /// A word has at most four rows here, found by the key's first two columns.
    static func notSuspended(card alias: String) -> String {
        "NOT EXISTS (SELECT 1 FROM suspended_word s WHERE s.profile_id = \(alias).profile_id AND s.word_id = \(alias).word_id "
            + "AND +s.kind IN ('', \(CardKindCode.codes.nameSQL("\(alias).kind"))))"
    }

    /// The same condition for a query of one learner's cards (the learner's id in the SQL parameter
    /// `profileParameter`, such as `?1`) that visits many of them: SQLite builds the learner's suspended words
    /// and suspended cards as two sets once, and looks each card up in them, instead of searching the table
    /// twice a card. (Both columns are NOT NULL, so `NOT IN` means "not among them".)
    static func notSuspended(card alias: String, profileParameter: String) -> String {
        """
        \(alias).word_id NOT IN (SELECT word_id FROM suspended_word WHERE profile_id = \(profileParameter) AND kind = '') \
        AND (\(alias).word_id, \(alias).kind) NOT IN \
        (SELECT word_id, \(CardKindCode.codes.codeSQL("kind")) FROM suspended_word WHERE profile_id = \(profileParameter) AND kind != '')
        """
    }
}

extension PracticeStore {
    /// Suspends a word for a learner (`isSuspended`) or unsuspends it; suspending a suspended word changes nothing. A
    /// session's word that left the bank meanwhile (its deck removed by another process) is not suspended:
    /// ``StoreError/wordRemoved(path:)``; nor one of a learner removed meanwhile: ``StoreError/learnerRemoved(path:)``.
    public func setSuspended(_ isSuspended: Bool, profileID: Int64, wordID: Int64, at date: Date) throws(StoreError) {
        let (hot, path) = (connection.hot, path)
        try write { db in
            if isSuspended { try Self.refuseRemoved(learner: profileID, word: wordID, db, hot: hot, path: path) }
            _ = try SuspendedWords.set(isSuspended, profileID: profileID, wordIDs: [wordID], at: date, in: db)
        }
    }

    /// Suspends or unsuspends words for a learner in one transaction; returns how many changed.
    @discardableResult
    public func setSuspended(_ isSuspended: Bool, profileID: Int64, wordIDs: [Int64], at date: Date) throws(StoreError) -> Int {
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
