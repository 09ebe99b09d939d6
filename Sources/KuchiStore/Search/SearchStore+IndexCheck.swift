import Foundation
import GRDB

/// What `kuchi doctor` finds comparing the word browser's index with the words.
public struct SearchIndexCheck: Sendable, Equatable {
    /// Words in the bank.
    public var words: Int
    /// Words with no row in the index (added by another program, which `kuchi words` cannot find).
    public var unindexed: Int
    /// Index rows whose word is gone, or kept only for its history (a removed deck's).
    public var orphaned: Int

    /// Whether every word, and nothing else, is in the index.
    public var isInStep: Bool { unindexed == 0 && orphaned == 0 }
}

extension SearchStore {
    /// Compares `word_search` with the words in the bank by id (a look-up per word: about a second at a
    /// million words). Words a removed deck left for their history are not in the bank's search.
    public func checkSearchIndex() throws(StoreError) -> SearchIndexCheck {
        try read { db in
            let words = try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE removed_at IS NULL") ?? 0
            // word_search_content and word_meaning_search_content are FTS5's own copies of the rows, keyed by the word's id.
            let unindexed = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM word w
                WHERE w.removed_at IS NULL AND (NOT EXISTS (SELECT 1 FROM word_search_content c WHERE c.id = w.id)
                    OR NOT EXISTS (SELECT 1 FROM word_meaning_search_content m WHERE m.id = w.id))
                """) ?? 0
            let orphaned = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM (SELECT id FROM word_search_content UNION SELECT id FROM word_meaning_search_content) c
                WHERE NOT EXISTS (SELECT 1 FROM word w WHERE w.id = c.id AND w.removed_at IS NULL)
                """) ?? 0
            return SearchIndexCheck(words: words, unindexed: unindexed, orphaned: orphaned)
        }
    }

    /// Indexes every word in the bank afresh for the word browser, with the meanings of every deck that holds
    /// it (as imports index them), in one transaction; returns how many words it holds.
    @discardableResult
    public func rebuildSearchIndex() throws(StoreError) -> Int {
        try write { db in try WordSearchIndex.rebuild(in: db) }
    }
}
