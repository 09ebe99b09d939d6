import Foundation
import GRDB
import KuchiCore

/// The word browser's index: two FTS5 tables kept in step with `word` by ``Writer`` (a trigger removes a
/// word's rows when the word goes). Each indexes only what its kind of search needs:
///
/// - `word_search` (trigram tokenizer): the written form, and the reading as a ``SearchKey``. Japanese has
///   no spaces between words, so any substring of a word must be found.
/// - `word_meaning_search` (FTS5's `unicode61` word tokenizer): the meanings. English is searched by words
///   and the starts of words (`stud` finds "study" and "student"), never by letters inside a word, so
///   indexing every trigram of every gloss (most of the old index) bought nothing a learner asks for.
///
/// Every value is wrapped in two markers, ``start`` and ``end`` (each gloss on its own), so one index
/// answers all three kinds of match: `␂study␃` is an exact match, `␂stud` a prefix, `stud` a substring.
/// In the meanings the markers are words of their own (`␂ to study ␃`), as the word tokenizer reads them.
enum WordSearchIndex {
    /// Marks the start of an indexed value (a private-use character, never in a word; `unicode61` keeps it as a token).
    static let start = "\u{E000}"
    /// Marks the end of an indexed value.
    static let end = "\u{E001}"

    /// The trigram table of written forms and readings.
    static let formsTable = "word_search"
    /// The word table of meanings.
    static let meaningsTable = "word_meaning_search"

    /// Creates both tables and the trigger, and indexes the words already there with their own meanings
    /// (migration `v8-word-search`, before a word had several decks).
    static func create(in db: Database) throws {
        try createTables(in: db)
        let writer = try Writer(db)
        let rows = try Row.fetchCursor(db, sql: "SELECT id, text, reading, meanings FROM word")
        while let row = try rows.next() {
            try writer.insert(id: row["id"], text: row["text"], reading: row["reading"], meanings: row["meanings"])
        }
    }

    /// Replaces the single trigram table of banks made before the split (text, reading and meanings in
    /// `word_search`) with the two tables, and indexes every word again; nothing when the bank has them.
    /// Runs inside the migration's transaction, so the old index stays whole if it fails.
    static func splitIfNeeded(in db: Database) throws {
        guard try !db.tableExists(meaningsTable) else { return }
        try db.execute(sql: "DROP TRIGGER IF EXISTS word_search_delete; DROP TABLE IF EXISTS word_search")
        try createTables(in: db)
        try rebuild(in: db)
    }

    /// Indexes every word of the bank afresh, with the meanings of every deck that holds it (as imports
    /// index them) and the other written forms its line gave it (``OtherWrittenForms``); words a removed deck left for their history stay out. Returns how many words it indexed.
    @discardableResult
    static func rebuild(in db: Database) throws -> Int {
        try db.execute(sql: "DELETE FROM \(formsTable); DELETE FROM \(meaningsTable)")
        let writer = try Writer(db)
        let text = try OtherWrittenForms.indexedTextSQL(word: "w", in: db)
        let rows = try Row.fetchCursor(db, sql: """
            SELECT w.id, \(text) AS text, w.reading, w.meanings, w.deck,
                (SELECT count(*) FROM word_source s WHERE s.word_id = w.id) AS sources
            FROM word w WHERE w.removed_at IS NULL
            """)
        var count = 0
        while let row = try rows.next() {
            let id: Int64 = row["id"]
            let heldByOthers = (row["sources"] as Int) > 1
            let meanings: String = heldByOthers ? try WordSources.indexedMeanings(of: id, home: row["deck"], in: db) : row["meanings"]
            try writer.insert(id: id, text: row["text"], reading: row["reading"], meanings: meanings)
            count += 1
        }
        return count
    }

    /// Removes the index rows of the words `idsSQL` selects (a subquery, e.g. `SELECT id FROM removed_word`).
    static func remove(idsSelectedBy idsSQL: String, arguments: StatementArguments = [], in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(formsTable) WHERE rowid IN (\(idsSQL))", arguments: arguments)
        try db.execute(sql: "DELETE FROM \(meaningsTable) WHERE rowid IN (\(idsSQL))", arguments: arguments)
    }

    private static func createTables(in db: Database) throws {
        try db.execute(sql: """
            CREATE VIRTUAL TABLE \(formsTable) USING fts5(text, reading, tokenize = 'trigram', columnsize = 0);
            CREATE VIRTUAL TABLE \(meaningsTable) USING fts5(meanings, tokenize = 'unicode61', columnsize = 0);
            CREATE TRIGGER word_search_delete AFTER DELETE ON word BEGIN
                DELETE FROM \(formsTable) WHERE rowid = old.id;
                DELETE FROM \(meaningsTable) WHERE rowid = old.id;
            END;
            """)
        // FTS5 gathers new rows in memory and writes a segment each time it holds 1 MB: an import of
        // 200,000 words would write and merge hundreds. 64 MB (only ever used by a large import's
        // transaction) makes it a few, and the import a quarter faster.
        for table in [formsTable, meaningsTable] {
            try db.execute(sql: "INSERT INTO \(table) (\(table), rank) VALUES ('hashsize', 67108864)")
        }
    }

    /// The indexed form of a written form or reading: each `/`-separated alternative wrapped in markers.
    static func column(_ value: String, key: (String) -> String) -> String {
        guard value.utf8.contains(0x2F) else { return start + key(value) + end }   // the usual case: no `/`
        return Word.alternatives(of: value).map { start + key($0) + end }.joined()
    }

    /// The indexed form of the stored meanings (`; `-separated, as every writer joins them): each gloss
    /// between markers that are words of their own, `␂ to study ␃ ␂ diligence ␃`. The word tokenizer
    /// folds case and drops punctuation itself.
    static func meaningsColumn(_ stored: String) -> String {
        // Built from UTF-8 bytes (once per word of an import): `;` is one byte, never part of another character's.
        var column: [UInt8] = []
        column.reserveCapacity(stored.utf8.count + 4 * MeaningMarks.between.count)
        column += MeaningMarks.open
        for byte in stored.utf8 {
            // `;` ends one gloss and starts the next (as `Word.meanings(fromColumn:)` reads it).
            if byte == 0x3B { column += MeaningMarks.between } else { column.append(byte) }
        }
        column += MeaningMarks.close
        return String(decoding: column, as: UTF8.self)
    }

    /// The markers around each gloss in ``meaningsColumn(_:)``, as UTF-8: before the first, after the last, between two.
    private enum MeaningMarks {
        static let open = Array((start + " ").utf8)
        static let close = Array((" " + end).utf8)
        static let between = close + [0x20] + open
    }
}
