import Foundation
import GRDB
import KuchiCore

/// What removing a deck does, or did (`kuchi decks remove`).
public struct DeckRemoval: Sendable, Equatable {
    /// The deck's names as the bank spells them (one name, unless the bank has it in several cases).
    public var decks: [String]
    /// Words only this deck holds: they leave the bank.
    public var removedWords = 0
    /// Of those, words with answers: kept out of sight so reports still count their answers.
    public var keptForHistory = 0
    /// Words other decks hold too: they stay, without this deck's meanings.
    public var sharedWords = 0
    /// Of those, words whose home deck this was: they show the meanings of their next deck from now on.
    public var newHomes = 0
    /// Sound files that only the removed words played: deleted from the media folder once the deck is removed.
    public var soundFiles: [String] = []
}

extension MaintenanceStore {
    /// What removing the deck `name` (compared as scopes compare deck names) would do, or `nil` when the
    /// bank has no such deck. Writes nothing.
    public func deckRemovalPlan(named name: String) throws(StoreError) -> DeckRemoval? {
        try read { db in
            let decks = try WordSources.storedDecks(named: name, in: db)
            guard !decks.isEmpty else { return nil }
            return try Self.plan(decks, db)
        }
    }

    /// Removes the deck `name`, in one transaction (a kill midway leaves the bank as it was): words only it
    /// holds leave the bank, words other decks hold lose its meanings, and those it was the home deck of
    /// take their next deck (the one that held them first) as home. A word with answers is not deleted but
    /// marked removed (`word.removed_at`): out of practice, reviews, searches and counts, its cards and
    /// favourites gone, its answers still in reports; an import of the same word brings it back.
    /// - Returns: what was done, or `nil` when the bank has no such deck (nothing is written).
    public func removeDeck(named name: String, at date: Date = Date()) throws(StoreError) -> DeckRemoval? {
        do {
            return try dbQueue.writeWithoutTransaction { db in
                // A cascade from `word` looks for each deleted word's cards, favourites and accepted answers
                // with a scan (those tables lead with the learner): they are deleted here, all at once, instead.
                // Measured in issue 21: a 3,000-word deck beside 40,000 cards, 1.3 s; with the checks on, 68 s.
                var removal: DeckRemoval?
                try ForeignKeysOff.around(db) {
                    try db.inTransaction(.immediate) {
                        try checkNotRestored(db)
                        removal = try Self.removeDecks(WordSources.storedDecks(named: name, in: db), at: date, db)
                        return .commit
                    }
                }
                // Once the removal is committed, the sounds no word plays any more move into the backup folder,
                // where a restore finds them (a kill before leaves them unreferenced, which kuchi doctor reports).
                if let files = removal?.soundFiles { mediaFolder?.retire(files) }
                return removal
            }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    private static func plan(_ decks: [String], _ db: Database) throws -> DeckRemoval {
        let list = WordSources.placeholders(decks.count)
        let arguments = StatementArguments(decks)
        let row = try Row.fetchOne(db, sql: """
            SELECT count(*) AS words, coalesce(sum(only), 0) AS removed, coalesce(sum(only AND answered), 0) AS kept,
                   coalesce(sum(NOT only AND home), 0) AS new_homes FROM (
                SELECT NOT EXISTS (SELECT 1 FROM word_source o WHERE o.word_id = s.word_id AND o.deck NOT IN (\(list))) AS only,
                       EXISTS (SELECT 1 FROM answer a WHERE a.word_id = s.word_id) AS answered,
                       (SELECT deck FROM word WHERE id = s.word_id) IN (\(list)) AS home
                FROM (SELECT DISTINCT word_id FROM word_source WHERE deck IN (\(list))) s)
            """, arguments: arguments + arguments + arguments)
        let words: Int = row?["words"] ?? 0
        let removed: Int = row?["removed"] ?? 0
        return DeckRemoval(decks: decks, removedWords: removed, keptForHistory: row?["kept"] ?? 0,
                           sharedWords: words - removed, newHomes: row?["new_homes"] ?? 0)
    }

    private static func removeDecks(_ decks: [String], at date: Date, _ db: Database) throws -> DeckRemoval? {
        guard !decks.isEmpty else { return nil }
        var removal = try plan(decks, db)
        let list = WordSources.placeholders(decks.count)
        let names = StatementArguments(decks)
        try db.execute(sql: "CREATE TEMP TABLE removed_word (id INTEGER PRIMARY KEY, answered INTEGER NOT NULL)")
        try db.execute(sql: """
            INSERT OR IGNORE INTO removed_word (id, answered)
            SELECT s.word_id, EXISTS (SELECT 1 FROM answer a WHERE a.word_id = s.word_id) FROM word_source s
            WHERE s.deck IN (\(list)) AND NOT EXISTS (SELECT 1 FROM word_source o WHERE o.word_id = s.word_id AND o.deck NOT IN (\(list)))
            """, arguments: names + names)
        // Shared words: the deck's meanings leave the search index; a word it was home to shows its next deck's.
        let shared = try Int64.fetchAll(db, sql: """
            SELECT DISTINCT word_id FROM word_source WHERE deck IN (\(list)) AND word_id NOT IN (SELECT id FROM removed_word)
            """, arguments: names)
        try db.execute(sql: """
            UPDATE word SET (deck, meanings) = (
                SELECT s.deck, \(LeanWords.meanings(source: "s", word: "word")) FROM word_source s
                WHERE s.word_id = word.id AND s.deck NOT IN (\(list))
                ORDER BY \(LeanWords.addedMilliseconds(source: "s")), s.deck LIMIT 1)
            WHERE deck IN (\(list)) AND id NOT IN (SELECT id FROM removed_word)
                AND id IN (SELECT word_id FROM word_source WHERE deck IN (\(list)))
            """, arguments: names + names + names)
        try db.execute(sql: "DELETE FROM word_source WHERE deck IN (\(list))", arguments: names)
        let index = try WordSearchIndex.Writer(db)
        for id in shared {
            guard let home = try String.fetchOne(db, sql: "SELECT deck FROM word WHERE id = ?", arguments: [id]) else { continue }
            try index.update(id: id, meanings: WordSources.indexedMeanings(of: id, home: home, in: db))
        }
        removal.soundFiles = try WordAudio.forget(removedWordsIn: db)
        // The removed words: the learners' cards and stars go; words with answers stay, out of sight.
        try db.execute(sql: """
            DELETE FROM card_baseline WHERE word_id IN (SELECT id FROM removed_word);
            DELETE FROM card WHERE word_id IN (SELECT id FROM removed_word);
            DELETE FROM suspended_word WHERE word_id IN (SELECT id FROM removed_word);
            DELETE FROM favorite WHERE word_id IN (SELECT id FROM removed_word);
            DELETE FROM accepted_answer WHERE word_id IN (SELECT id FROM removed_word WHERE NOT answered);
            DELETE FROM word_example WHERE word_id IN (SELECT id FROM removed_word WHERE NOT answered);
            DELETE FROM word_form WHERE word_id IN (SELECT id FROM removed_word WHERE NOT answered);
            DELETE FROM word WHERE id IN (SELECT id FROM removed_word WHERE NOT answered);
            """)
        try WordSearchIndex.remove(idsSelectedBy: "SELECT id FROM removed_word WHERE answered", in: db)
        try db.execute(sql: "UPDATE word SET removed_at = ? WHERE id IN (SELECT id FROM removed_word WHERE answered)",
                       arguments: [UTCTime(date).stored])
        try db.execute(sql: "DROP TABLE temp.removed_word")
        return removal
    }
}
