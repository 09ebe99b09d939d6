import Foundation
import GRDB
import KuchiCore

/// Imports into one bank: word lists (``importWords(at:afterCommit:_:)``) and, in the same transaction, other programs'
/// review history (``WordImportBatch/addHistory(_:schedules:dayCount:learner:mapLearner:)``).
///
/// Given by ``KuchiDatabase/imports``.
public final class ImportStore: BankStore, Sendable {
    let connection: BankConnection

    init(connection: BankConnection) {
        self.connection = connection
    }
}

/// What an import did, or would do.
public struct ImportCounts: Sendable, Equatable {
    /// New words.
    public var added = 0
    /// Words already in the bank that gained a deck, meanings, tags, a level or the common mark.
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

/// A word whose meanings in a deck an import replaced with what its source now states (an Anki note edited since
/// the last import): what the deck gave before and gives now.
public struct ReplacedMeanings: Sendable, Equatable {
    /// The word as written.
    public var text: String
    /// The deck whose meanings changed.
    public var deck: String
    /// The deck's meanings before.
    public var old: [String]
    /// The deck's meanings now.
    public var new: [String]
}

/// Adds words inside one open transaction: new words are inserted, known ones (same text and reading)
/// keep their id, so their history stays attached, and gain the new deck, tags and level.
///
/// What a word shows never changes: a deck that did not hold the word gets its own `word_source` row
/// with its meanings (accepted as answers, shown when that deck is practised); the deck that holds it
/// already gains the new meanings in its row (and in `word.meanings` when it is the word's home deck).
/// A removed deck's word kept for its history comes back as the new deck's word. A word the bank lists with
/// others (`川/河 かわ`) is found by each of them (``ListedForms``), and a kanji word given its reading in katakana by
/// the word the bank reads so in hiragana (``bankReading(text:reading:)``).
///
/// A new word's `word_source` row and search index rows are written by ``finish()``, for all the words the
/// batch added at once (a statement a table, not three a word); a merge into a word added earlier in the
/// batch writes that word's row of its deck first.
public final class WordImportBatch {
    let db: Database
    private let insert: Statement
    private let find: Statement
    private let update: Statement
    private let findSource: Statement
    private let insertSource: Statement
    private let updateSource: Statement
    private let revive: Statement
    private let readingsOfText: Statement
    private let index: WordSearchIndex.Writer
    /// The bank's words that list several forms or readings (`川/河`), found by each.
    private let listedForms: ListedForms
    /// Whether a kanji word's reading in katakana is read as the bank reads the word in hiragana (``bankReading(text:reading:)``):
    /// for a learner's import, as ``listedForms``.
    private let matchesReadingScript: Bool
    /// Prepared at the first example sentence: the migrations before `v16-word-examples` import words too.
    private lazy var examples = Result { try WordExamples.Writer(db) }
    private lazy var sounds = Result { try WordAudio.Writer(db) }
    /// The time every new word is stamped with, as stored (formatted once, not per row): milliseconds since 1970,
    /// or text in the layout before v30 (``LeanWords``: `v15-jlpt-levels` imports words too).
    private let addedAt: DatabaseValue
    /// Whether the words are in the layout of v30: a new word's home-deck row copies nothing of it.
    private let lean: Bool
    /// What the batch has done so far.
    public private(set) var counts = ImportCounts()
    /// SQLite's count of rows changed on this connection when the batch began.
    private let changesBefore: Int
    /// Rows the import has inserted, changed or deleted so far, in any table (SQLite's own count): zero when
    /// it found everything already there.
    public var rowsChanged: Int { db.totalChangesCount - changesBefore }
    /// The largest word id before the batch's words: words above it wait for ``finish()`` for their deck's
    /// row and their index rows.
    private var addedAfter: Int64
    /// The largest word id before the batch: how many words the bank held, near enough (``finishWords()``).
    private let wordsBefore: Int64
    /// Whether ``finishWords()`` rebuilds the words' indexes packed after many words (a new bank's, or one packed that held
    /// no history, neither packed afterwards: ``PackedBank``); any other bank is packed at the commit when the import at
    /// least doubled it.
    var packsWordIndexes = false
    /// Words the batch added whose meanings changed since (a merge): indexed again by ``finish()``.
    private var reindexed = Set<Int64>()
    /// The frequency ranks new words are written with, if any.
    private let ranks: WordFrequency.RankIndex?
    /// Whether an entry states its deck's meanings of the word (an Anki note does, and a word list does for the decks it
    /// names): a word the bank held before the batch then has that deck's meanings replaced by the entry's, not merged,
    /// the first time the batch meets it in that deck (a second row or note of the word in the deck merges). Its other
    /// decks, its built-in meanings, its history and its accepted answers stay. The built-in decks are only added to.
    public var deckMeanings = DeckMeanings.joined
    /// Words the batch counted as added or merged: a word met again (a row repeated, a second note) counts once.
    private var countedWords = Set<Int64>()
    /// Words the batch counted unchanged so far: one that a later entry changes counts as merged instead.
    private var unchangedWords = Set<Int64>()
    /// The (word, deck) rows whose meanings the batch replaced or kept as an entry stated them: later entries merge.
    private var statedRows = Set<StatedRow>()
    /// Words whose meanings in a deck an entry replaced, in the order met (``deckMeanings``).
    public private(set) var replacedMeanings: [ReplacedMeanings] = []
    /// Where each (word, deck) row replaced is in ``replacedMeanings``.
    private var replacedAt: [StatedRow: Int] = [:]
    /// When the next entry's source last stated its meanings (an Anki note's `mod`), in milliseconds since 1970: with
    /// ``DeckMeanings/replacedIfEditedSince`` it replaces a deck's meanings only when later than the deck row's time (when the deck
    /// first brought the word), so an older package imported again merges; `nil` (unknown) merges.
    public var statedAtMilliseconds: Int64?
    /// Words whose deck meanings an entry stated before the deck row's time merged into, not replaced (an older package).
    public private(set) var olderMerged: [ReplacedMeanings] = []
    /// When a deck first brought a word (``rowTime(id:deck:)``), prepared on first use.
    private var findRowTime: Statement?

    /// A batch writing into `db`, its new words stamped `addedAt`; `findsListedForms` for a learner's import (the
    /// migration that adds the built-in levels writes their rows as listed, as it always has).
    /// `ranks`, when given, are written with each new word (the built-in levels' frequency ranks).
    init(db: Database, addedAt: Date, findsListedForms: Bool = true, ranks: WordFrequency.RankIndex? = nil) throws {
        self.db = db
        changesBefore = db.totalChangesCount
        lean = try LeanWords.isLean(db)
        self.addedAt = LeanWords.stamp(addedAt, lean: lean)
        self.ranks = ranks

        let rankColumn = ranks == nil ? "" : ", frequency_rank"
        insert = try db.makeStatement(sql: """
            INSERT INTO word (text, reading, meanings, level, deck, tags, is_common, \(LeanWords.timeColumn(lean: lean))\(rankColumn))
            VALUES (?, ?, ?, ?, ?, ?, ?, ?\(ranks == nil ? "" : ", ?")) ON CONFLICT (text, reading) DO NOTHING
            """)
        find = try db.makeStatement(sql: """
            SELECT id, meanings, level, tags, is_common, deck, removed_at IS NOT NULL AS removed FROM word WHERE text = ? AND reading = ?
            """)
        update = try db.makeStatement(sql: "UPDATE word SET meanings = ?, level = ?, tags = ?, is_common = ? WHERE id = ?")
        findSource = try db.makeStatement(sql: """
            SELECT \(LeanWords.meanings(source: "s", word: "w")) FROM word_source s JOIN word w ON w.id = s.word_id
            WHERE s.word_id = ? AND s.deck = ?
            """)
        insertSource = try db.makeStatement(sql: LeanWords.sourceSQL(lean: lean))
        updateSource = try db.makeStatement(sql: "UPDATE word_source SET meanings = ? WHERE word_id = ? AND deck = ?")
        revive = try db.makeStatement(sql: """
            UPDATE word SET meanings = ?, level = ?, deck = ?, tags = ?, is_common = ?, removed_at = NULL WHERE id = ?
            """)
        readingsOfText = try db.makeStatement(sql: "SELECT reading FROM word WHERE text = ? ORDER BY id LIMIT 4")
        index = try WordSearchIndex.Writer(db)
        listedForms = findsListedForms ? try ListedForms(db) : ListedForms()
        matchesReadingScript = findsListedForms
        addedAfter = try Int64.fetchOne(db, sql: "SELECT max(id) FROM word") ?? 0
        wordsBefore = addedAfter
    }

    /// Writes what the words added so far still lack: each one's row of its deck and its search index rows.
    /// Run before anything else reads them (the import runs it before it commits).
    func finish() throws {
        try WordSources.insertHomeRows(ofWordsWithID: "> ?", addedAfter, lean: lean, in: db)
        try WordSearchIndex.insertWords(after: addedAfter, in: db)
        let home = try db.cachedStatement(sql: "SELECT deck FROM word WHERE id = ?")
        for id in reindexed.sorted() {
            guard let deck = try String.fetchOne(home, arguments: [id]) else { continue }
            try index.update(id: id, meanings: WordSources.indexedMeanings(of: id, home: deck, in: db))
        }
        reindexed = []
        addedAfter = try Int64.fetchOne(db, sql: "SELECT max(id) FROM word") ?? addedAfter
    }

    /// Writes now the deck rows and search index rows the words added so far still lack (else written at the
    /// commit): for an importer with more to write that reads neither (a review history), while work of its own
    /// runs on a second thread. Words added after are written at the commit, as before.
    ///
    /// After at least ``DeferredIndexes/minimumRows`` words into a new bank that held fewer, it also rebuilds the words'
    /// indexes and their decks' rows, packed (`REINDEX`, SQLite's bulk load): the unique index takes the words in
    /// random order and the others in key order, both leaving pages part-filled (20,000 notes: 48 pages). The pages
    /// this frees are taken by the history written next, so the file stays as small as a packed copy.
    public func finishWords() throws {
        try finish()
        let added = addedAfter - wordsBefore
        guard packsWordIndexes, added >= DeferredIndexes.minimumRows, added >= wordsBefore else { return }
        try db.execute(sql: "REINDEX word; REINDEX word_source")
    }

    /// Adds one word, or merges it into the word it duplicates; its example sentence is kept beside the
    /// word's others. Returns the word's id (new or merged into), for the importer to give the word's reviews
    /// (``ImportedReview/wordID``) instead of having each looked up again.
    @discardableResult
    public func add(_ entry: WordEntry) throws -> Int64? {
        var entry = entry
        if matchesReadingScript { entry.reading = try bankReading(text: entry.text, reading: entry.reading) }
        entry = listedForms.resolving(entry)
        let id = try addWord(entry)
        if let id, !entry.otherForms.isEmpty, try OtherWrittenForms.add(entry.otherForms, to: id, in: db), id <= addedAfter {
            try OtherWrittenForms.reindex(id, in: db)   // indexed before: a word this batch added is indexed with them by finish()
        }
        if let example = entry.example { try examples.get().add(example, text: entry.text, reading: entry.reading) }
        return id
    }

    /// Gives the word written `text` and read `reading` (added before) the sound file `file` of the bank's
    /// media folder, unless it has a sound already; returns whether it did.
    @discardableResult
    public func addSound(file: String, text: String, reading: String) throws -> Bool {
        let reading = matchesReadingScript ? try bankReading(text: text, reading: reading) : reading
        let word = listedForms.word(text: text, reading: reading) ?? (text, reading)
        return try sounds.get().add(file: file, text: word.text, reading: word.reading)
    }

    /// Every sound file a word of the bank (with what this batch added) plays.
    public func soundFiles() throws -> Set<String> {
        try WordAudio.referencedFiles(in: db)
    }

    private func addWord(_ entry: WordEntry) throws -> Int64? {
        // The hot loop of a million-row import: bind through the C API, no intermediate values.
        let statement = insert.sqliteStatement
        RawStatement(statement).reset()
        Self.bind(entry.text, 1, statement)
        Self.bind(entry.reading, 2, statement)
        let joined = entry.meanings.joined(separator: Word.meaningSeparator)
        Self.bind(joined, 3, statement)
        if let level = entry.level { Self.bind(level, 4, statement) } else { RawStatement(statement).bindNull(at: 4) }
        Self.bind(entry.deck, 5, statement)
        Self.bind(entry.tags.isEmpty ? "" : entry.tags.joined(separator: " "), 6, statement)
        RawStatement(statement).bind(int32: entry.isCommon ? 1 : 0, at: 7)
        bindAddedAt(8, statement)
        if let ranks {
            if let rank = ranks.rank(text: entry.text, reading: entry.reading) {
                RawStatement(statement).bind(int64: Int64(rank), at: 9)
            } else {
                RawStatement(statement).bindNull(at: 9)
            }
        }
        _ = try insert.stepThroughCAPI()   // an INSERT without RETURNING yields no row
        if db.changesCount > 0 {
            // Its deck's row and its index rows: written by `finish()`, with every other new word's.
            counts.added += 1
            return db.lastInsertedRowID
        }
        // A merge (half the rows of a list imported again): the look-ups and the deck row also bound and read in place.
        guard let row = try findWord(text: entry.text, reading: entry.reading) else { return nil }
        let id = row.id
        if row.removed {
            try revive(id: id, entry, meanings: joined)
            return id
        }
        // A word this batch added: its deck's row now, as the merge below reads it.
        let addedHere = id > addedAfter
        if addedHere { try WordSources.insertHomeRows(ofWordsWithID: "= ?", id, lean: lean, in: db) }
        let home = row.deck
        let oldTags = row.tags.split(separator: " ").map(String.init)
        let tags = Self.union(oldTags, entry.tags) { $0 }
        let oldLevel = row.level
        let level = oldLevel ?? entry.level
        let wasCommon = row.isCommon
        let isCommon = wasCommon || entry.isCommon
        // The deck's own meanings: the entry's when the deck did not hold the word (the home deck's row
        // starts from what the word shows), else its row's with the new ones.
        let stored = try sourceMeanings(id: id, deck: entry.deck)
        var meanings = joined
        var sourceChanged = true
        // Recorded whether or not the deck held the word: a second note of it in the deck then merges into the first.
        let firstStated = deckMeanings.states(entry.deck) && !addedHere && statedRows.insert(StatedRow(id: id, deck: entry.deck)).inserted
        let replaces = try firstStated && (deckMeanings == .replaced || statedAfterRow(id: id, deck: entry.deck))
        if let existing = stored ?? (entry.deck == home ? row.meanings : nil) {
            let old = Word.meanings(fromColumn: existing)
            // A meaning is the one held when the two differ only in case or a part-of-speech group after it: an import
            // drops such a group (`so (conj)` comes back as `so`), and a bundled meaning may keep one.
            let merged = Self.union(replaces ? [] : old, entry.meanings) { PartOfSpeechTags.removingTrailing(from: $0).lowercased() }
            sourceChanged = stored == nil || merged != old
            if firstStated, merged != old {
                let change = ReplacedMeanings(text: entry.text, deck: entry.deck, old: old, new: merged)
                if replaces {
                    replacedAt[StatedRow(id: id, deck: entry.deck)] = replacedMeanings.count
                    replacedMeanings.append(change)
                } else {
                    olderMerged.append(change)
                }
            } else if !replacedAt.isEmpty, merged != old, let index = replacedAt[StatedRow(id: id, deck: entry.deck)] {
                replacedMeanings[index].new = merged   // a later row of the word in the deck added to what the first put in place
            }
            meanings = merged.joined(separator: Word.meaningSeparator)
        }
        if stored == nil {
            try insertSourceRow(id: id, deck: entry.deck, meanings: meanings)
        } else if sourceChanged {
            try updateSource.execute(arguments: [meanings, id, entry.deck])
        }
        let homeChanged = sourceChanged && entry.deck == home
        guard sourceChanged || tags != oldTags || level != oldLevel || isCommon != wasCommon else {
            countMerge(id, changed: false, addedHere: addedHere)
            return id
        }
        if homeChanged || tags != oldTags || level != oldLevel || isCommon != wasCommon {
            let shown = homeChanged ? meanings : row.meanings
            try update.execute(arguments: [shown, level, tags.joined(separator: " "), isCommon, id])
        }
        if sourceChanged {
            if addedHere {
                reindexed.insert(id)   // not indexed yet
            } else {
                try index.update(id: id, meanings: WordSources.indexedMeanings(of: id, home: home, in: db))
            }
        }
        countMerge(id, changed: true, addedHere: addedHere)
        return id
    }

    /// Counts a word met again as merged (`changed`) or unchanged, once for the batch: a word it added (or brought back)
    /// stays added, one it merged stays merged, and one it found unchanged becomes merged if a later entry changes it.
    private func countMerge(_ id: Int64, changed: Bool, addedHere: Bool) {
        guard !addedHere, !countedWords.contains(id) else { return }
        if changed {
            countedWords.insert(id)
            counts.merged += 1
            if unchangedWords.remove(id) != nil { counts.unchanged -= 1 }
        } else if unchangedWords.insert(id).inserted {
            counts.unchanged += 1
        }
    }

    /// Whether ``statedAtMilliseconds`` is later than when the deck `deck` first brought the word `id` (its row's
    /// `added_ms`, else the word's): a note edited in Anki after Kuchi took it in, not an older export of it.
    private func statedAfterRow(id: Int64, deck: String) throws -> Bool {
        guard let stated = statedAtMilliseconds, stated > 0, lean else { return false }
        let statement = try findRowTime ?? db.makeStatement(sql: """
            SELECT coalesce(s.added_ms, w.added_ms) FROM word w LEFT JOIN word_source s ON s.word_id = w.id AND s.deck = ?2
            WHERE w.id = ?1
            """)
        findRowTime = statement
        let rowTime = try statement.firstRowThroughCAPI(bind: { raw in
            raw.bind(int64: id, at: 1)
            raw.bind(text: deck, at: 2)
        }, read: { raw in raw.isNull(0) ? nil : raw.int64(0) }) ?? nil
        return rowTime.map { stated > $0 } ?? true
    }

    /// A word's row of one deck.
    private struct StatedRow: Hashable {
        var id: Int64
        var deck: String
    }

    /// The columns of a word the merge reads (``find``).
    private struct FoundWord {
        var id: Int64
        var meanings: String
        var level: String?
        var tags: String
        var isCommon: Bool
        var deck: String
        var removed: Bool
    }

    /// The word written `text` and read `reading`, if the bank has it: ``find`` bound and read by column position.
    private func findWord(text: String, reading: String) throws -> FoundWord? {
        try find.firstRowThroughCAPI(bind: { raw in
            raw.bind(text: text, at: 1)
            raw.bind(text: reading, at: 2)
        }, read: { raw in
            FoundWord(id: raw.int64(0), meanings: raw.text(1), level: raw.isNull(2) ? nil : raw.text(2), tags: raw.text(3),
                      isCommon: raw.int32(4) != 0, deck: raw.text(5), removed: raw.int32(6) != 0)
        })
    }

    /// The meanings the deck `deck` gives the word `id` (its row's, else the word's own), `nil` when the deck does
    /// not hold it: ``findSource`` bound and read in place.
    private func sourceMeanings(id: Int64, deck: String) throws -> String? {
        try findSource.firstRowThroughCAPI(bind: { raw in
            raw.bind(int64: id, at: 1)
            raw.bind(text: deck, at: 2)
        }, read: { raw in raw.isNull(0) ? nil : raw.text(0) }) ?? nil
    }

    /// Writes the row of `deck` for the word `id` (``insertSource``), bound in place.
    private func insertSourceRow(id: Int64, deck: String, meanings: String) throws {
        let statement = insertSource.sqliteStatement
        RawStatement(statement).reset()
        RawStatement(statement).bind(int64: id, at: 1)
        Self.bind(deck, 2, statement)
        Self.bind(meanings, 3, statement)
        bindAddedAt(4, statement)
        _ = try insertSource.stepThroughCAPI()
    }

    /// Brings back a word of a removed deck (kept for its history) as a word of the entry's deck: a new word,
    /// with the id its answers refer to.
    private func revive(id: Int64, _ entry: WordEntry, meanings: String) throws {
        try revive.execute(arguments: [meanings, entry.level, entry.deck, entry.tags.joined(separator: " "), entry.isCommon, id])
        try insertSource.execute(arguments: [id, entry.deck, meanings, addedAt])
        try index.insert(id: id, text: entry.text, reading: entry.reading, meanings: meanings)
        counts.added += 1
        countedWords.insert(id)
    }

    /// Binds the time new words are stamped with to the parameter at `index` of `statement`.
    @inline(__always) private func bindAddedAt(_ index: Int32, _ statement: SQLiteStatement) {
        switch addedAt.storage {
        case .int64(let milliseconds): RawStatement(statement).bind(int64: milliseconds, at: index)
        case .string(let text): Self.bind(text, index, statement)
        default: RawStatement(statement).bindNull(at: index)
        }
    }

    /// Binds `text` to the parameter at `index` of `statement`.
    @inline(__always) static func bind(_ text: String, _ index: Int32, _ statement: SQLiteStatement) {
        RawStatement(statement).bind(text: text, at: index)
    }

    /// The readings the bank (with what this batch added) knows for a word written as `text`: its words written so,
    /// and those that list `text` among their forms (見る of 見る/観る みる).
    public func readings(of text: String) throws -> [String] {
        let written = try String.fetchAll(readingsOfText, arguments: [text])
        let listed = listedForms.readings(of: text)
        return listed.isEmpty ? written : written + listed.filter { !written.contains($0) }
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

extension ImportStore {
    /// SQLite's page cache during an import, and otherwise (negative: KiB); the benchmark gives the
    /// `sqlite3` reference the same import cache.
    public static let importCacheKiB = -65_536
    static let defaultCacheKiB = -2_000
    /// Log pages after which a commit copies the log into the bank (SQLite's default), outside an import.
    static let defaultAutoCheckpointPages = 1_000

    /// Runs an import in one transaction. `body` adds words through the batch; it returns whether to
    /// commit. Nothing is written unless it returns `true`, whatever happens (an error, a kill). `afterCommit` is called
    /// once the transaction is committed, before the log is copied into the bank (which may still fail on a full disk):
    /// an error thrown before it left the bank as it was.
    public func importWords(at date: Date = Date(), afterCommit: () -> Void = {},
                            _ body: (WordImportBatch) throws -> Bool) throws -> ImportCounts {
        var counts = ImportCounts()
        var committed = false
        var before: (pages: Int, lastAnswer: Int64) = (0, 0)
        // Whether the bank was packed and held no history when the import began (see ``PackedBank``).
        var packedWithoutHistory = false
        do {
            try dbQueue.writeWithoutTransaction { db in
                before = (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0, try Int64.fetchOne(db, sql: "SELECT max(id) FROM answer") ?? 0)
                // A large page cache for the import only: the unique index takes words in random order,
                // and with SQLite's default 2 MB its pages would be written out and read back again and again.
                try db.execute(sql: "PRAGMA cache_size = \(Self.importCacheKiB)")
                // Each statement of an import that writes many rows keeps the pages it changes in a statement
                // journal, to undo just that statement; past 64 KB SQLite writes it to a temporary file, page by
                // page (hundreds of thousands of writes for a large Anki history). In memory it costs nothing.
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
                // No automatic checkpoint at the commit: the checkpoint (or the rewrite that packs the file) below
                // copies the log into the bank once, where the commit's own would copy the import's pages a first time.
                try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
                // Only the page cache, the statement journal's place and when the log is copied: a failure to set them
                // back costs speed, not safety.
                defer {
                    try? db.execute(sql: """
                        PRAGMA cache_size = \(Self.defaultCacheKiB); PRAGMA temp_store = DEFAULT;
                        PRAGMA wal_autocheckpoint = \(Self.defaultAutoCheckpointPages)
                        """)
                }
                // Sessions waiting for the write lock meanwhile wait for the import, however long it takes (none can wait
                // for a new bank written under another name).
                let importLock = connection.newBankLink == nil ? ImportInProgress.begin(databasePath: path) : nil
                defer { if let importLock { ImportInProgress.end(importLock, databasePath: path) } }
                // Every row an import writes refers to a word, learner or session it has just written or looked
                // up in this transaction, so SQLite's own check of each reference (two look-ups for each of an
                // Anki history's answers) finds nothing; `kuchi doctor` still checks them all. Measured again
                // in issue 21: about 5% of an import's CPU time (docs/benchmarks.md). The checks are back on
                // after the transaction, or the import says why not.
                try ForeignKeysOff.around(db) {
                    try db.inTransaction(.immediate) {
                        try checkNotRestored(db)
                        let batch = try WordImportBatch(db: db, addedAt: date)
                        packedWithoutHistory = try PackedBank.holdsNoHistory(db)
                        batch.packsWordIndexes = connection.newBankLink != nil || packedWithoutHistory
                        let commit = try body(batch)
                        if commit { try batch.finish() }
                        counts = batch.counts
                        committed = commit
                        return commit ? .commit : .rollback
                    }
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
        guard committed else { return counts }
        afterCommit()
        // A new bank written under another name is synced and linked into place. It needs no packing: its set-up is
        // packed, a first history's cards and baselines go into their empty tables packed (``StagedTable``) and the
        // words' indexes are rebuilt packed (``WordImportBatch/finishWords()``).
        if let link = connection.newBankLink {
            try link.publish(connection)
            return counts
        }
        // Into a bank that was there, a review history that at least doubled the file leaves about a tenth of its pages'
        // space unused: the file is rewritten once, packed. Not when the bank was packed and held no history (a bank as
        // its first start leaves it, the built-in words and learners alone): the import then wrote it as it writes a new
        // bank, its words' indexes rebuilt and its history into empty tables, as small as a packed copy. A word list
        // alone is not packed (a 1,000,000-row CSV would take seconds more for a tenth).
        let packs = try !packedWithoutHistory && read { db in
            try Int.fetchOne(db, sql: "SELECT page_count FROM pragma_page_count") ?? 0 >= 2 * before.pages
                && Int64.fetchOne(db, sql: "SELECT max(id) FROM answer") ?? 0 > before.lastAnswer
        }
        // The rewrite reads the import's pages from the log and ends with a checkpoint of its own; copying them into
        // the bank first would write them twice (20,000 notes: about 5,500 pages). An import writes far more than the
        // log's usual thousand pages: copied into the bank now (packed or not), so that the log does not stay that
        // large, and a disk too full for the bank's growth is said (nothing is lost).
        let packed = try packs && connection.compact()
        if !packed { try checkpoint() }
        return counts
    }
}
