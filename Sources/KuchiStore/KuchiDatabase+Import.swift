import Foundation
import GRDB
import KuchiCore

/// What an import did, or would do.
public struct ImportCounts: Sendable, Equatable {
    /// New words.
    public var added = 0
    /// Words already in the bank that gained meanings, tags, a level or the common mark.
    public var merged = 0
    /// Words already in the bank, unchanged.
    public var unchanged = 0
    /// Rows refused as invalid.
    public var rejected = 0

    /// Counts as given (zero by default).
    public init(added: Int = 0, merged: Int = 0, unchanged: Int = 0, rejected: Int = 0) {
        self.added = added
        self.merged = merged
        self.unchanged = unchanged
        self.rejected = rejected
    }
}

/// Adds words inside one open transaction: new words are inserted, known ones (same text and reading)
/// gain the new meanings and tags, and keep their id, so their history stays attached.
public final class WordImportBatch {
    private let db: Database
    private let insert: Statement
    private let find: Statement
    private let update: Statement
    private let addedAt: Date
    /// What the batch has done so far.
    public private(set) var counts = ImportCounts()

    init(db: Database, addedAt: Date) throws {
        self.db = db
        self.addedAt = addedAt
        insert = try db.makeStatement(sql: """
            INSERT INTO word (text, reading, meanings, level, deck, tags, is_common, added_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (text, reading) DO NOTHING
            """)
        find = try db.makeStatement(sql: "SELECT id, meanings, level, tags, is_common FROM word WHERE text = ? AND reading = ?")
        update = try db.makeStatement(sql: "UPDATE word SET meanings = ?, level = ?, tags = ?, is_common = ? WHERE id = ?")
    }

    /// Adds one word, or merges it into the word it duplicates.
    public func add(_ entry: WordEntry) throws {
        try insert.execute(arguments: [entry.text, entry.reading, entry.meanings.joined(separator: Word.meaningSeparator),
                                       entry.level, entry.deck, entry.tags.joined(separator: " "), entry.isCommon, addedAt])
        if db.changesCount > 0 {
            counts.added += 1
            return
        }
        guard let row = try Row.fetchOne(find, arguments: [entry.text, entry.reading]) else { return }
        let oldMeanings = Word.meanings(fromColumn: row["meanings"])
        let meanings = Self.union(oldMeanings, entry.meanings) { $0.lowercased() }
        let oldTags = (row["tags"] as String).split(separator: " ").map(String.init)
        let tags = Self.union(oldTags, entry.tags) { $0 }
        let oldLevel: String? = row["level"]
        let level = oldLevel ?? entry.level
        let wasCommon: Bool = row["is_common"]
        let isCommon = wasCommon || entry.isCommon
        guard meanings != oldMeanings || tags != oldTags || level != oldLevel || isCommon != wasCommon else {
            counts.unchanged += 1
            return
        }
        try update.execute(arguments: [meanings.joined(separator: Word.meaningSeparator), level, tags.joined(separator: " "),
                                       isCommon, row["id"] as Int64])
        counts.merged += 1
    }

    /// Notes a row that was refused.
    public func reject() {
        counts.rejected += 1
    }

    /// `old` followed by the items of `new` not already there (compared by `key`).
    private static func union(_ old: [String], _ new: [String], key: (String) -> String) -> [String] {
        var seen = Set(old.map(key))
        return old + new.filter { seen.insert(key($0)).inserted }
    }
}

extension KuchiDatabase {
    /// Runs an import in one transaction. `body` adds words through the batch; it returns whether to
    /// commit. Nothing is written unless it returns `true`, whatever happens (an error, a kill).
    public func importWords(at date: Date = Date(), _ body: (WordImportBatch) throws -> Bool) throws -> ImportCounts {
        var counts = ImportCounts()
        do {
            try dbQueue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let batch = try WordImportBatch(db: db, addedAt: date)
                    let commit = try body(batch)
                    counts = batch.counts
                    return commit ? .commit : .rollback
                }
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
        return counts
    }
}
