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

    /// The bundled ranks, read once per process: a new bank's migrations rank words twice (`v11-word-frequency`,
    /// `v15-jlpt-levels`).
    static let bundled: [Rank] = ranks(BundledWordFrequency.text)

    /// The migration that adds `word.frequency_rank`: the bundled ranks for the words the bank holds (any deck's:
    /// a word is one row), and the study-order index with the rank after the level. Words without a rank
    /// (imported ones) come after the ranked words of their level, in the order they were added.
    static func migrate(_ db: Database, ranks: [Rank] = bundled) throws {
        try db.execute(sql: "ALTER TABLE word ADD COLUMN frequency_rank INTEGER CHECK (frequency_rank > 0)")
        try rankUnranked(db, ranks: ranks)
        try db.execute(sql: """
            DROP INDEX word_study_order;
            CREATE INDEX word_study_order ON word (\(CardColumns.wordOrder));
            """)
    }

    /// Gives every word without a rank its bundled rank, when `ranks` has one for its written form and reading (the
    /// first line for it, when several have it).
    static func rankUnranked(_ db: Database, ranks: [Rank] = bundled) throws {
        let unranked = try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE frequency_rank IS NULL") ?? 0
        guard unranked > 0 else { return }
        guard unranked <= ranks.count else {
            // More words than ranks (a large imported bank): a look-up of each rank's word.
            let update = try db.makeStatement(sql: """
                UPDATE word SET frequency_rank = ? WHERE text = ? AND reading = ? AND frequency_rank IS NULL
                """)
            for entry in ranks { try update.execute(arguments: [entry.rank, entry.text, entry.reading]) }
            return
        }
        // Fewer (a new bank's words): the unranked words read once, and only those a rank names are written, by id.
        // Compared byte for byte, as SQLite compares text.
        var ids: [StoredWordKey: Int64] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, text, reading FROM word WHERE frequency_rank IS NULL")
        while let row = try rows.next() {
            ids[StoredWordKey(text: row[1], reading: row[2])] = row[0]
        }
        // Bound and stepped through the C API: a new bank ranks its 7,700 level words here.
        let update = try db.makeStatement(sql: "UPDATE word SET frequency_rank = ? WHERE id = ?")
        let raw = RawStatement(update)
        for entry in ranks {
            guard let id = ids.removeValue(forKey: StoredWordKey(text: entry.text, reading: entry.reading)) else { continue }
            raw.reset()
            raw.bind(int64: Int64(entry.rank), at: 1)
            raw.bind(int64: id, at: 2)
            _ = try raw.step(sql: update.sql)
        }
    }

    /// A word's written form and reading as their UTF-8 bytes (a `String` compares canonically equivalent texts
    /// equal; SQLite does not).
    private struct StoredWordKey: Hashable {
        var text: [UInt8]
        var reading: [UInt8]

        init(text: String, reading: String) {
            self.text = Array(text.utf8)
            self.reading = Array(reading.utf8)
        }
    }
}
