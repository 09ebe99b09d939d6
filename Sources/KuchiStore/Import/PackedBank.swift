import GRDB

/// A bank as small as a packed copy, with no history yet: what its set-up leaves (packed once, by ``pack(_:)``), the
/// built-in words and learners alone.
///
/// An import writes such a bank as it writes a new one: the words' indexes rebuilt after many words
/// (``WordImportBatch/finishWords()``), the answers' indexes after their rows (``DeferredIndexes``), the cards and
/// baselines into their empty tables packed (``StagedTable``). So the bank stays packed, and a first history that
/// doubles it needs no rewrite at the import's end (20,000 notes with 200,000 reviews: a `VACUUM` of 26 MB and the
/// checkpoint after it, about a fifth of the import's time). A bank with free pages (one set up before it was packed,
/// or that lost rows) or any answer, card or baseline is rewritten as before when the import doubles it.
enum PackedBank {
    /// Packs the bank just set up (its migrations rewrite the built-in words after writing them and leave free pages:
    /// 3.7 MB → 2.8 MB). Outside any transaction; a bank that cannot be packed (a full disk) is only larger. In WAL mode
    /// (a first start's bank) the log is emptied first and after, so that the copy `VACUUM` writes into it is the only
    /// thing it holds: the set-up needs at most the bank and one packed copy of it on the disk, and leaves no log.
    static func pack(_ queue: DatabaseQueue) {
        try? queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            try db.execute(sql: "VACUUM")
        }
        try? queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// Whether the bank has no free page and no answer, card or baseline (read inside the import's transaction).
    static func holdsNoHistory(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT (SELECT freelist_count FROM pragma_freelist_count) = 0 AND NOT EXISTS (SELECT 1 FROM answer)
                AND NOT EXISTS (SELECT 1 FROM card) AND NOT EXISTS (SELECT 1 FROM card_baseline)
            """) ?? false
    }
}
