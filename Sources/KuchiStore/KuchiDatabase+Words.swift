import Foundation
import GRDB
import KuchiCore

extension KuchiDatabase {
    // MARK: - Writes

    /// Adds words, skipping any whose (text, reading) is already in the bank. Returns how many were added.
    @discardableResult
    public func addWords(_ entries: [WordEntry]) throws(StoreError) -> Int {
        try write { db in try Self.insertWords(entries, into: db) }
    }

    static func insertWords(_ entries: [WordEntry], into db: Database, at date: Date = Date()) throws -> Int {
        let stamp = StoredTime.text(date)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO word (text, reading, meanings, level, deck, tags, is_common, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (text, reading) DO NOTHING
            """)
        var added = 0
        for entry in entries {
            try statement.execute(arguments: [entry.text, entry.reading,
                                              entry.meanings.joined(separator: Word.meaningSeparator), entry.level, entry.deck,
                                              entry.tags.joined(separator: " "), entry.isCommon, stamp])
            added += db.changesCount
        }
        return added
    }

    // MARK: - Reads

    /// Runs `body` with the word look-ups of one challenge, all in one access to the database.
    public func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws -> T {
        try read { db in try body(WordLookupStatements(db: db)) }
    }

    /// The word with `id`.
    public func word(id: Int64) throws -> Word? {
        try lookingUp { try $0.word(id: id) }
    }

    /// The number of words in the bank.
    public func wordCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word") ?? 0 }
    }

    /// The smallest and largest word ids, or `nil` for an empty bank.
    public func wordIDBounds() throws -> ClosedRange<Int64>? {
        try lookingUp { try $0.wordIDBounds() }
    }

    /// Every word id, ascending.
    public func allWordIDs() throws -> [Int64] {
        try lookingUp { try $0.allWordIDs() }
    }
}

/// The word look-ups, through cached statements on one connection (the hot path of every challenge).
struct WordLookupStatements: WordLookup {
    let db: Database

    func word(id: Int64) throws -> Word? {
        let statement = try db.cachedStatement(sql: "SELECT id, text, reading, meanings, level FROM word WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else { return nil }
        return Word(id: row[0], text: row[1], reading: row[2], meanings: Word.meanings(fromColumn: row[3]), level: row[4])
    }

    func primaryMeaning(id: Int64) throws -> String? {
        let statement = try db.cachedStatement(sql: "SELECT meanings FROM word WHERE id = ?")
        guard let meanings = try String.fetchOne(statement, arguments: [id]) else { return nil }
        // Only the first gloss is wanted: cut at the first separator before splitting anything.
        let first = meanings.utf8.firstIndex(of: 0x3B).map { String(meanings[..<$0]) } ?? meanings
        return Word.meanings(fromColumn: first).first ?? meanings
    }

    /// A bounded index walk, flat at any bank size.
    func wordCount(limit: Int) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM word LIMIT ?)", arguments: [limit]) ?? 0
    }

    /// Two index look-ups (one aggregate each, so SQLite uses its min/max optimisation).
    func wordIDBounds() throws -> ClosedRange<Int64>? {
        let row = try Row.fetchOne(db, sql: "SELECT (SELECT min(id) FROM word), (SELECT max(id) FROM word)")
        guard let low: Int64 = row?[0], let high: Int64 = row?[1] else { return nil }
        return low...high
    }

    func allWordIDs() throws -> [Int64] {
        try Int64.fetchAll(db, sql: "SELECT id FROM word ORDER BY id")
    }
}
