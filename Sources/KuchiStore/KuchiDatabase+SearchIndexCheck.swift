import Foundation
import GRDB

/// What `kuchi doctor` finds comparing the word browser's index with the words.
public struct SearchIndexCheck: Sendable, Equatable {
    /// Words in the bank.
    public var words: Int
    /// Words with no row in the index (added by another program, which `kuchi words` cannot find).
    public var unindexed: Int
    /// Index rows whose word is gone.
    public var orphaned: Int

    /// Whether every word, and nothing else, is in the index.
    public var isInStep: Bool { unindexed == 0 && orphaned == 0 }
}

extension KuchiDatabase {
    /// Compares `word_search` with `word` by id (a look-up per word: about a second at a million words).
    public func checkSearchIndex() throws(StoreError) -> SearchIndexCheck {
        try read { db in
            let words = try Int.fetchOne(db, sql: "SELECT count(*) FROM word") ?? 0
            // word_search_content is FTS5's own copy of the rows, keyed by the word's id.
            let unindexed = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM word w WHERE NOT EXISTS (SELECT 1 FROM word_search_content c WHERE c.id = w.id)
                """) ?? 0
            let orphaned = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM word_search_content c WHERE NOT EXISTS (SELECT 1 FROM word w WHERE w.id = c.id)
                """) ?? 0
            return SearchIndexCheck(words: words, unindexed: unindexed, orphaned: orphaned)
        }
    }

    /// Indexes every word afresh for the word browser, in one transaction; returns how many words it holds.
    @discardableResult
    public func rebuildSearchIndex() throws(StoreError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM word_search")
            return try WordSearchIndex.indexAllWords(in: db)
        }
    }
}
