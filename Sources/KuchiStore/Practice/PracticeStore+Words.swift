import Foundation
import GRDB
import KuchiCore

extension PracticeStore {
    // MARK: - Writes

    /// Adds words, skipping any whose (text, reading) is already in the bank. Returns how many were added.
    @discardableResult
    public func addWords(_ entries: [WordEntry]) throws(StoreError) -> Int {
        try write { db in try Self.insertWords(entries, into: db, indexing: true) }
    }

    /// Inserts words; with `indexing`, also into `word_search` and `word_source` (not before the migrations
    /// that create them: `v10-word-sources` gives the words already there their rows).
    static func insertWords(_ entries: [WordEntry], into db: Database, at date: Date = Date(), indexing: Bool) throws -> Int {
        // In the layout the words have: `v1-bundled-words` writes words of schema v1 (``LeanWords``).
        let lean = try LeanWords.isLean(db)
        let stamp = LeanWords.stamp(date, lean: lean)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO word (text, reading, meanings, level, deck, tags, is_common, \(LeanWords.timeColumn(lean: lean)))
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (text, reading) DO NOTHING
            """)
        let index = indexing ? try WordSearchIndex.Writer(db) : nil
        let source = indexing ? try db.cachedStatement(sql: LeanWords.homeSourceSQL(lean: lean)) : nil
        var added = 0
        for entry in entries {
            let meanings = entry.meanings.joined(separator: Word.meaningSeparator)
            try statement.execute(arguments: [entry.text, entry.reading, meanings, entry.level, entry.deck,
                                              entry.tags.joined(separator: " "), entry.isCommon, stamp])
            guard db.changesCount > 0 else { continue }
            added += 1
            let id = db.lastInsertedRowID
            try source?.execute(arguments: lean ? [id, entry.deck] : [id, entry.deck, meanings, stamp])
            try index?.insert(id: id, text: entry.text, reading: entry.reading, meanings: meanings)
        }
        return added
    }

    // MARK: - Reads

    /// Runs `body` with the word look-ups of one challenge, all in one read transaction.
    ///
    /// Outside a transaction SQLite takes and drops its shared lock around every statement, and each time
    /// checks for a journal and rereads the file's header: about five system calls per look-up, a third of
    /// a challenge's time. One transaction pays that once.
    public func lookingUp<T>(_ body: (any WordLookup) throws -> T) throws(StoreError) -> T {
        try read { db in
            let hot = connection.hot
            try hot.execute(.beginDeferred, in: db)
            do {
                let result = try body(WordLookupStatements(db: db, hot: hot))
                try hot.execute(.commit, in: db)
                return result
            } catch {
                if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                throw error
            }
        }
    }

    /// The word with `id`.
    public func word(id: Int64) throws(StoreError) -> Word? {
        try lookingUp { try $0.word(id: id) }
    }

    /// The number of words in the bank (not counting a removed deck's words kept for their history).
    public func wordCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE removed_at IS NULL") ?? 0 }
    }

    /// The smallest and largest word ids, or `nil` for an empty bank.
    public func wordIDBounds() throws(StoreError) -> ClosedRange<Int64>? {
        try lookingUp { try $0.wordIDBounds() }
    }

    /// Every word id, ascending.
    public func allWordIDs() throws(StoreError) -> [Int64] {
        try lookingUp { try $0.allWordIDs() }
    }
}

/// The word look-ups, through cached statements on one connection (the hot path of every challenge).
struct WordLookupStatements: WordLookup {
    let db: Database
    /// The connection's held statements (``HotStatements``) for the look-ups of every answer; `nil`: GRDB's cache.
    var hot: HotStatements? = nil

    func word(id: Int64) throws -> Word? {
        try word(id: id, shownFrom: [])
    }

    func word(id: Int64, shownFrom decks: [String]) throws -> Word? {
        // Whether another deck holds the word is asked in the same statement (one index seek): most words come
        // from one deck, and they show and accept its meanings without a second look-up.
        // The word's first example sentence (``WordExamples/first(wordID:in:)``) and its sound
        // (``WordAudio/file(wordID:in:)``) are read in the same statement: one run of SQLite, not three; so are the other
        // written forms its line gave it (``OtherWrittenForms``: one seek of an index most words have no row in).
        let statement = try Self.wordQuery.statement(heldBy: hot, in: db)
        guard let found = try step(statement, id: id, { handle in
            let row = RawStatement(handle), meanings = Self.text(handle, 2)
            var word = Word(id: id, text: Self.text(handle, 0), reading: Self.text(handle, 1),
                            meanings: Word.meanings(fromColumn: meanings), level: row.isNull(3) ? nil : Self.text(handle, 3))
            if !row.isNull(6) { word.example = WordExample(japanese: row.text(6), english: row.isNull(7) ? nil : row.text(7)) }
            if !row.isNull(8) { word.audio = row.text(8) }
            if !row.isNull(9) { word.otherWrittenForms = row.text(9).split(separator: "\n").map(String.init) }
            return (word, Self.text(handle, 4), meanings, row.int32(5) != 0)
        }) else { return nil }
        var word = found.0
        let (home, homeMeanings, heldByOthers) = (found.1, found.2, found.3)
        guard heldByOthers else { return word }
        let sources = try WordSources.sources(of: id, in: db)
        (word.meanings, word.otherDeckMeanings) = WordSources.meanings(sources: sources, home: home, homeMeanings: homeMeanings,
                                                                       shownFrom: decks)
        return word
    }

    private static let wordQuery = HotStatements.Key(slot: .word, sql: """
        SELECT w.text, w.reading, w.meanings, w.level, w.deck,
               EXISTS (SELECT 1 FROM word_source s WHERE s.word_id = w.id AND s.deck <> w.deck),
               e.japanese, e.english, a.file,
               (SELECT group_concat(f.form, char(10)) FROM word_form f WHERE f.word_id = w.id)
        FROM word w
        LEFT JOIN word_example e ON e.id = (SELECT min(id) FROM word_example WHERE word_id = w.id)
        LEFT JOIN word_audio a ON a.word_id = w.id
        WHERE w.id = ? AND w.removed_at IS NULL
        """)

    func primaryMeaning(id: Int64, shownFrom decks: [String]) throws -> String? {
        guard !decks.isEmpty else { return try primaryMeaning(id: id) }
        // A word only its home deck holds shows the home deck's meanings, whatever the scope: no more is read.
        let statement = try db.cachedStatement(sql: """
            SELECT meanings, EXISTS (SELECT 1 FROM word_source s WHERE s.word_id = word.id AND s.deck <> word.deck)
            FROM word WHERE id = ? AND removed_at IS NULL
            """)
        guard let (first, heldByOthers) = try step(statement, id: id, { handle in
            (Self.firstMeaning(handle, 0), RawStatement(handle).int32(1) != 0)
        }) else { return nil }
        return heldByOthers ? try word(id: id, shownFrom: decks)?.primaryMeaning : first
    }

    func primaryMeaning(id: Int64) throws -> String? {
        let statement = try db.cachedStatement(sql: "SELECT meanings FROM word WHERE id = ? AND removed_at IS NULL")
        return try step(statement, id: id) { handle in Self.firstMeaning(handle, 0) }
    }

    /// The first gloss of a stored meanings column: cut at the first separator, in the bytes.
    private static func firstMeaning(_ handle: SQLiteStatement, _ column: Int32) -> String {
        guard let buffer = RawStatement(handle).utf8(column), !buffer.isEmpty else { return "" }
        let first = String(decoding: buffer.prefix { $0 != 0x3B }, as: UTF8.self)
        return Word.meanings(fromColumn: first).first ?? first
    }

    /// Runs a one-row look-up by id through SQLite's C API (no argument or row objects on this hot path).
    private func step<T>(_ statement: Statement, id: Int64, _ read: (SQLiteStatement) -> T) throws -> T? {
        try statement.firstRowThroughCAPI(bind: { $0.bind(int64: id, at: 1) }, read: { read($0.handle) })
    }

    static func text(_ handle: SQLiteStatement, _ column: Int32) -> String {
        RawStatement(handle).text(column)
    }

    /// A bounded index walk, flat at any bank size.
    func wordCount(limit: Int) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM word WHERE removed_at IS NULL LIMIT ?)", arguments: [limit]) ?? 0
    }

    /// Two index look-ups (one aggregate each, so SQLite uses its min/max optimisation).
    func wordIDBounds() throws -> ClosedRange<Int64>? {
        let row = try Row.fetchOne(db, sql: "SELECT (SELECT min(id) FROM word) AS low, (SELECT max(id) FROM word) AS high")
        guard let low: Int64 = row?["low"], let high: Int64 = row?["high"] else { return nil }
        return low...high
    }

    func allWordIDs() throws -> [Int64] {
        try Int64.fetchAll(db, sql: "SELECT id FROM word WHERE removed_at IS NULL ORDER BY id")
    }

    func words(writtenAs forms: [String], limit: Int) throws -> [Word] {
        let forms = Array(forms.filter { !$0.isEmpty }.prefix(8))
        guard !forms.isEmpty else { return [] }
        // The reading has no index: one scan (160 ms at a million words), only after a wrong answer in
        // word mode. Texts and readings with `/`-joined alternatives match only as a whole.
        let list = Array(repeating: "?", count: forms.count).joined(separator: ", ")
        let ids = try Int64.fetchAll(db, sql: """
            SELECT id FROM word WHERE text IN (\(list)) OR reading IN (\(list)) LIMIT ?
            """, arguments: StatementArguments(forms + forms) + [limit])
        return try ids.compactMap { try word(id: $0) }
    }

    func words(withText texts: [String], limit: Int) throws -> [Word] {
        let texts = Array(Set(texts.filter { !$0.isEmpty })).sorted().prefix(8)
        guard !texts.isEmpty, limit > 0 else { return [] }
        // The UNIQUE (text, reading) index leads with the text: one index search per text, no scan.
        // A cached statement per count of texts (at most eight): a judgement at a reading question asks this, and
        // preparing the statement anew each time was a third of the look-up.
        let list = Array(repeating: "?", count: texts.count).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "SELECT id FROM word WHERE text IN (\(list)) ORDER BY id LIMIT ?")
        let ids = try Int64.fetchAll(statement, arguments: StatementArguments(Array(texts)) + [limit])
        return try ids.compactMap { try word(id: $0) }
    }
}
