import Foundation
import GRDB
import KuchiCore

/// Favourites (the `favorite` table) and finding a word by the name a learner gives it.
extension PracticeStore {
    /// Stars a word for a learner (`isFavorite`) or unstars it; starring a favourite again changes nothing. A session's
    /// word that left the bank meanwhile (its deck removed by another process) is not starred:
    /// ``StoreError/wordRemoved(path:)``; nor one of a learner removed meanwhile: ``StoreError/learnerRemoved(path:)``.
    public func setFavorite(_ isFavorite: Bool, profileID: Int64, wordID: Int64, at date: Date) throws(StoreError) {
        let (hot, path) = (connection.hot, path)
        try write { db in
            if isFavorite { try Self.refuseRemoved(learner: profileID, word: wordID, db, hot: hot, path: path) }
            _ = try Self.setFavorite(isFavorite, profileID: profileID, wordIDs: [wordID], at: date, in: db)
        }
    }

    /// Stars or unstars words for a learner in one transaction; returns how many changed (a word already
    /// in the state asked for does not count).
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, profileID: Int64, wordIDs: [Int64], at date: Date) throws(StoreError) -> Int {
        try write { db in try Self.setFavorite(isFavorite, profileID: profileID, wordIDs: wordIDs, at: date, in: db) }
    }

    private static func setFavorite(_ isFavorite: Bool, profileID: Int64, wordIDs: [Int64], at date: Date, in db: Database) throws -> Int {
        var changed = 0
        for wordID in wordIDs {
            if isFavorite {
                try db.execute(sql: "INSERT OR IGNORE INTO favorite (profile_id, word_id, added_at) VALUES (?, ?, ?)",
                               arguments: [profileID, wordID, UTCTime(date).stored])
            } else {
                try db.execute(sql: "DELETE FROM favorite WHERE profile_id = ? AND word_id = ?", arguments: [profileID, wordID])
            }
            changed += db.changesCount
        }
        return changed
    }

    /// The ids of a learner's favourite words, ascending.
    public func favoriteWordIDs(profileID: Int64) throws(StoreError) -> [Int64] {
        try read { db in
            try Int64.fetchAll(db, sql: "SELECT word_id FROM favorite WHERE profile_id = ? ORDER BY word_id", arguments: [profileID])
        }
    }

    /// The words `name` may stand for (at most `limit`), in the bank's order. More than one means the
    /// name is ambiguous; none, that the bank has no such word.
    ///
    /// A word whose text or reading joins alternatives (`見る/観る`) is found by any one of them, as
    /// `kuchi words` finds it.
    public func words(named name: WordName, limit: Int = 20) throws(StoreError) -> [Word] {
        try read { db in
            let lookup = WordLookupStatements(db: db)
            // Over-fetch: a `TEXT[READING]` name filters the words written as TEXT by their reading.
            let exact = try lookup.words(writtenAs: name.forms, limit: 1_000).filter(name.matches)
            guard exact.isEmpty else { return Array(exact.prefix(limit)) }
            return try lookup.words(withAlternative: name.forms, limit: 1_000).filter(name.matches).prefix(limit).map { $0 }
        }
    }
}

extension WordLookupStatements {
    /// Up to `limit` words whose text or reading joins alternatives with `/`, one of them exactly one
    /// of `forms`. Scans the words with a `/` (one command's look-up, never a session's hot path).
    func words(withAlternative forms: [String], limit: Int) throws -> [Word] {
        let forms = Array(forms.filter { !$0.isEmpty && !$0.contains("/") }.prefix(8))
        guard !forms.isEmpty else { return [] }
        let test = forms.map { _ in
            "instr('/' || replace(text, ' ', '') || '/', ?) > 0 OR instr('/' || replace(reading, ' ', '') || '/', ?) > 0"
        }.joined(separator: " OR ")
        let arguments = forms.flatMap { form in ["/\(form)/", "/\(form)/"] }
        let ids = try Int64.fetchAll(db, sql: """
            SELECT id FROM word WHERE (text LIKE '%/%' OR reading LIKE '%/%') AND (\(test)) ORDER BY id LIMIT ?
            """, arguments: StatementArguments(arguments) + [limit])
        return try ids.compactMap { try word(id: $0) }
    }
}
