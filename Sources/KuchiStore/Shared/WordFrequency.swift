import GRDB
import KuchiData

/// How common words are, stored per word (`word.frequency_rank`) so that new words come most useful first
/// within a JLPT level: the bundled words' ranks from `Data/BundledWordFrequency.swift`, compiled in.
enum WordFrequency {
    /// The ranks of `text` (`word<TAB>reading<TAB>rank` lines after a header), by written form and reading.
    /// Lines that do not fit are left out.
    static func ranks(_ text: String) -> [(text: String, reading: String, rank: Int)] {
        text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let rank = Int(fields[2]), rank > 0 else { return nil }
            return (NFC.normalize(String(fields[0])), NFC.normalize(String(fields[1])), rank)
        }
    }

    /// The migration that adds `word.frequency_rank`: the bundled ranks for the words the bank holds (any deck's:
    /// a word is one row), and the study-order index with the rank after the level. Words without a rank
    /// (imported ones) come after the ranked words of their level, in the order they were added.
    static func migrate(_ db: Database, ranks text: String = BundledWordFrequency.text) throws {
        try db.execute(sql: "ALTER TABLE word ADD COLUMN frequency_rank INTEGER CHECK (frequency_rank > 0)")
        try rankUnranked(db, ranks: text)
        try db.execute(sql: """
            DROP INDEX word_study_order;
            CREATE INDEX word_study_order ON word (\(CardColumns.wordOrder));
            """)
    }

    /// Gives every word without a rank its bundled rank, when `text` has one for its written form and reading (the
    /// first line for it, when several have it).
    static func rankUnranked(_ db: Database, ranks text: String = BundledWordFrequency.text) throws {
        let ranks = ranks(text)
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
        let update = try db.makeStatement(sql: "UPDATE word SET frequency_rank = ? WHERE id = ?")
        for entry in ranks {
            guard let id = ids.removeValue(forKey: StoredWordKey(text: entry.text, reading: entry.reading)) else { continue }
            try update.execute(arguments: [entry.rank, id])
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
