import Foundation
import GRDB
import KuchiCore

/// Favourites (the `favorite` table) and finding a word by the name a learner gives it.
extension KuchiDatabase {
    /// Stars a word for a learner (`isFavorite`) or unstars it; starring a favourite again changes nothing.
    public func setFavorite(_ isFavorite: Bool, profileID: Int64, wordID: Int64, at date: Date) throws {
        try setFavorite(isFavorite, profileID: profileID, wordIDs: [wordID], at: date)
    }

    /// Stars or unstars words for a learner in one transaction; returns how many changed (a word already
    /// in the state asked for does not count).
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, profileID: Int64, wordIDs: [Int64], at date: Date) throws -> Int {
        try write { db in
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
    }

    /// The ids of a learner's favourite words, ascending.
    public func favoriteWordIDs(profileID: Int64) throws(StoreError) -> [Int64] {
        try read { db in
            try Int64.fetchAll(db, sql: "SELECT word_id FROM favorite WHERE profile_id = ? ORDER BY word_id", arguments: [profileID])
        }
    }

    /// The words `name` may stand for (at most `limit`), in the bank's order. More than one means the
    /// name is ambiguous; none, that the bank has no such word.
    public func words(named name: WordName, limit: Int = 20) throws -> [Word] {
        try lookingUp { lookup in
            // Over-fetch: a `TEXT[READING]` name filters the words written as TEXT by their reading.
            try lookup.words(writtenAs: name.forms, limit: 1_000).filter(name.matches).prefix(limit).map { $0 }
        }
    }
}
