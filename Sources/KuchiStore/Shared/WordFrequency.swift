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

    /// Gives every word without a rank its bundled rank, when `text` has one for its written form and reading.
    static func rankUnranked(_ db: Database, ranks text: String = BundledWordFrequency.text) throws {
        let update = try db.makeStatement(sql: """
            UPDATE word SET frequency_rank = ? WHERE text = ? AND reading = ? AND frequency_rank IS NULL
            """)
        for entry in ranks(text) { try update.execute(arguments: [entry.rank, entry.text, entry.reading]) }
    }
}
