import GRDB
import KuchiData

/// How common words are, stored per word (`word.frequency_rank`) so that new words come most useful first
/// within a JLPT level: the bundled words' ranks from `Data/BundledWordFrequency.swift`, compiled in.
enum WordFrequency {
    /// The ranks of `text` (`word<TAB>reading<TAB>rank` lines after a header), by written form and reading.
    /// Lines that do not fit are left out.
    static func ranks(_ text: String) -> [Rank] {
        WordListTSV.lines(of: text).dropFirst().compactMap { line in
            let fields = WordListTSV.tabFields(of: line)
            guard fields.count == 3, let rank = Int(fields[2]), rank > 0 else { return nil }
            return (NFC.normalize(fields[0]), NFC.normalize(fields[1]), rank)
        }
    }

    /// One word's rank, as ``ranks(_:)`` reads it.
    typealias Rank = (text: String, reading: String, rank: Int)

    /// The bundled ranks, read once per process.
    static let bundled: [Rank] = ranks(BundledWordFrequency.text)

    /// The migration that adds `word.frequency_rank`: the bundled ranks for the words the bank holds (any deck's:
    /// a word is one row), and the study-order index with the rank after the level. Words without a rank
    /// (imported ones) come after the ranked words of their level, in the order they were added.
    static func migrate(_ db: Database, index: RankIndex = bundledIndex) throws {
        try db.execute(sql: "ALTER TABLE word ADD COLUMN frequency_rank INTEGER CHECK (frequency_rank > 0)")
        try rankUnranked(db, index: index)
        try db.execute(sql: """
            DROP INDEX word_study_order;
            CREATE INDEX word_study_order ON word (\(CardColumns.wordOrder));
            """)
    }

    /// The bundled ranks by written form and reading, built once per process: the built-in levels' words are
    /// written with their rank (``WordImportBatch``), and ``rankUnranked(_:index:)`` looks words up in it.
    static let bundledIndex = RankIndex(bundled)

    /// Ranks by a word's written form and reading compared byte for byte, as SQLite compares text (the first line
    /// for a word, when several have it).
    struct RankIndex: Sendable {
        /// How many words the index ranks.
        var count: Int { ranks.count }
        private var ranks: [StoredWordKey: Int] = [:]

        init(_ list: [Rank]) {
            ranks.reserveCapacity(list.count)
            for entry in list {
                let key = StoredWordKey(text: entry.text, reading: entry.reading)
                if ranks[key] == nil { ranks[key] = entry.rank }
            }
        }

        /// The rank of the word written `text` and read `reading`, if the index has one.
        func rank(text: String, reading: String) -> Int? {
            ranks[StoredWordKey(text: text, reading: reading)]
        }

        /// Every word and its rank.
        var entries: [(key: StoredWordKey, rank: Int)] { ranks.map { ($0.key, $0.value) } }
    }

    /// Gives every word without a rank its rank in `index` (default: the bundled ranks), when it has one. A new
    /// bank's level words are written with theirs, so this finds only words no rank names; an older bank's
    /// imported words are ranked here.
    static func rankUnranked(_ db: Database, index: RankIndex = bundledIndex) throws {
        let unranked = try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE frequency_rank IS NULL") ?? 0
        guard unranked > 0 else { return }
        guard unranked <= index.count else {
            // More words than ranks (a large imported bank): a look-up of each rank's word.
            let update = try db.makeStatement(sql: """
                UPDATE word SET frequency_rank = ? WHERE text = ? AND reading = ? AND frequency_rank IS NULL
                """)
            for (key, rank) in index.entries {
                try update.execute(arguments: [rank, key.textValue, key.readingValue])
            }
            return
        }
        // Fewer: the unranked words read once, and only those the index ranks are written, by id.
        var found: [(id: Int64, rank: Int)] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT id, text, reading FROM word WHERE frequency_rank IS NULL")
        while let row = try rows.next() {
            if let rank = index.rank(text: row[1], reading: row[2]) { found.append((row[0], rank)) }
        }
        let update = try db.makeStatement(sql: "UPDATE word SET frequency_rank = ? WHERE id = ?")
        for (id, rank) in found { try update.execute(arguments: [rank, id]) }
    }

    /// A word's written form and reading as their UTF-8 bytes (a `String` compares canonically equivalent texts
    /// equal; SQLite does not).
    struct StoredWordKey: Hashable, Sendable {
        var text: [UInt8]
        var reading: [UInt8]

        /// The written form as SQLite stores it: its bytes, bound as text.
        var textValue: DatabaseValue { String(decoding: text, as: UTF8.self).databaseValue }
        /// The reading as SQLite stores it.
        var readingValue: DatabaseValue { String(decoding: reading, as: UTF8.self).databaseValue }

        init(text: String, reading: String) {
            self.text = Array(text.utf8)
            self.reading = Array(reading.utf8)
        }
    }
}
