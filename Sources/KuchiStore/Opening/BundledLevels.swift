import Foundation
import GRDB
import KuchiCore
import KuchiData

/// The JLPT levels Kuchi ships besides N5 (`Data/BundledLevelWords.swift`: N4 to N1, about 7,700 words),
/// added to every bank that holds the bundled N5 deck, new or old (migration `v15-jlpt-levels`).
///
/// The words go in through the import's merge (``WordImportBatch``): a word the bank already holds (the same
/// written form and reading, as `scripts/import-jlpt` imported it) keeps its id, so its cards and answers,
/// and gains the level's deck; the others are new words of decks `jlpt-n4` … `jlpt-n1`.
public enum BundledLevels {
    /// The levels' words, each in its level's deck (`jlpt-n4` … `jlpt-n1`).
    public static func entries(text: String = BundledLevelWords.text.text) throws -> [WordEntry] {
        try WordListTSV.parse(text, deck: "").map { entry in
            var entry = entry
            entry.deck = BundledWordList.deck(level: entry.level ?? "")
            return entry
        }
    }

    /// A word the source gives with a reading spoilt by a note (うん `（感）`): the reading `kuchi import` kept,
    /// and the one Kuchi ships.
    public struct MendedReading: Sendable, Equatable {
        /// The written form.
        public var text: String
        /// The reading an import of the source kept (`（感）`).
        public var importedReading: String
        /// The reading Kuchi ships (`うん`).
        public var reading: String
    }

    /// The readings the bundled levels mend: lines with a fifth column.
    public static func mendedReadings(text: String = BundledLevelWords.text.text) -> [MendedReading] {
        WordListTSV.lines(of: text).dropFirst().compactMap { line in
            // Most lines have four fields: their tabs are counted before any is split.
            guard line.utf8.reduce(0, { $0 + ($1 == 0x09 ? 1 : 0) }) == 4 else { return nil }
            let fields = WordListTSV.tabFields(of: line)
            guard fields.count == 5, !fields[4].isEmpty else { return nil }
            return MendedReading(text: NFC.normalize(fields[0]), importedReading: NFC.normalize(fields[4]),
                                 reading: NFC.normalize(fields[1]))
        }
    }

    /// Adds `entries` (default: the bundled levels) when the bank holds the bundled N5 deck (a bank that
    /// started from Kuchi's words; one without it, as a test's or one whose learner removed the deck, is
    /// left alone), then ranks every word without a frequency rank that the bundled ranks know.
    ///
    /// First, a word imported from the same source with a spoilt reading takes the mended one (keeping its id,
    /// so its history), unless the bank already holds the word with that reading.
    static func migrate(_ db: Database, entries: () throws -> [WordEntry], mended: [MendedReading] = mendedReadings()) throws {
        let holdsBundledWords = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM word_source WHERE deck = ?)",
                                                  arguments: [BundledWordList.deck]) ?? false
        guard holdsBundledWords else { return }
        for word in mended { try mend(word, in: db) }
        // New words are written with their bundled rank; words the bank held unranked are ranked after.
        let batch = try WordImportBatch(db: db, addedAt: Date(), findsListedForms: false, ranks: WordFrequency.bundledIndex)
        for entry in try entries() { try batch.add(entry) }
        try batch.finish()
        try WordFrequency.rankUnranked(db)
    }

    /// Mends the level rows whose written form was not Japanese (the source's 対立 "Ͼ立" at N2, listed as dropped in
    /// `BundledLevelCorrections.readingsText`), for migration `v38-bundled-etymons-and-forms`: where the bank holds such
    /// a word in its level's deck, the word leaves it unless a learner met it (``BundledLevelReadings/mend(_:corrections:)``),
    /// and the row of the same level and reading written in Japanese joins the deck through ``migrate(_:entries:mended:)``
    /// (対立 gains `jlpt-n2`). A bank that never held the row is left as it is. `replaced` chooses the dropped rows whose
    /// level's row of the same reading is put in (by default those not written in Japanese; migration
    /// `v39-bundled-usual-forms` takes every one, for 下る さがる → 下がる: a bundled row joining its own deck is what a new
    /// bank holds). The N5 list's rows count as well as the levels' (N5's 曲る まがる → 曲がる, migration `v44-bundled-okurigana`).
    static func mendForeignForms(_ db: Database, text: String = BundledLevelWords.text.text, n5Text: String = BundledWordList.text,
                                 corrections: [BundledLevelReadings.Correction] = BundledLevelReadings.corrections(),
                                 replaced: (BundledLevelReadings.Correction) -> Bool = { !JapaneseScript.isJapanese($0.text) }) throws {
        var held: Set<String> = []
        for correction in corrections where correction.reading == nil && replaced(correction) {
            let holds = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM word w JOIN word_source s ON s.word_id = w.id
                    WHERE w.text = ? AND w.reading = ? AND s.deck = ?)
                """, arguments: [correction.text, correction.shipped, correction.deck]) ?? false
            if holds { held.insert(correction.deck + "\t" + correction.shipped) }
        }
        try BundledLevelReadings.mend(db, corrections: corrections)
        guard !held.isEmpty else { return }
        let listed = try WordListTSV.parse(n5Text, deck: BundledWordList.deck) + entries(text: text)
        let replacing = listed.filter { held.contains($0.deck + "\t" + $0.reading) && JapaneseScript.isJapanese($0.text) }
        try migrate(db, entries: { replacing })
        // A word listed at two levels is at the easier one, as a new bank has it: 対立 (N1) is now N2's too.
        for entry in replacing {
            guard let row = try Row.fetchOne(db, sql: "SELECT id, deck FROM word WHERE text = ? AND reading = ? AND removed_at IS NULL",
                                             arguments: [entry.text, entry.reading]),
                  let home: String = row["deck"], home.hasPrefix("jlpt-n"), home < entry.deck else { continue }
            let id: Int64 = row["id"]
            // The word shows its home deck's meanings (``WordSources``): 下がる moving from N1 to N4 shows N4's, as a new bank
            // does; the old home keeps its own (the table's trigger writes them into its row), the new one's is the word's.
            try db.execute(sql: """
                UPDATE word SET deck = ?, level = ?,
                    meanings = coalesce((SELECT meanings FROM word_source WHERE word_id = ? AND deck = ?), meanings)
                WHERE id = ?
                """, arguments: [entry.deck, entry.level, id, entry.deck, id])
            try db.execute(sql: """
                UPDATE word_source SET meanings = NULL
                WHERE word_id = ? AND deck = ? AND meanings IS (SELECT meanings FROM word WHERE id = ?)
                """, arguments: [id, entry.deck, id])
            try WordSearchIndex.Writer(db).replace(id: id, text: entry.text, reading: entry.reading,
                                                   meanings: WordSources.indexedMeanings(of: id, home: entry.deck, in: db), in: db)
        }
    }

    /// Gives the word imported with `word.importedReading` the mended reading, and reindexes it.
    private static func mend(_ word: MendedReading, in db: Database) throws {
        guard let row = try Row.fetchOne(db, sql: "SELECT id, deck FROM word WHERE text = ? AND reading = ?",
                                         arguments: [word.text, word.importedReading]),
              try !(Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM word WHERE text = ? AND reading = ?)",
                                  arguments: [word.text, word.reading]) ?? false) else { return }
        let id: Int64 = row["id"]
        try db.execute(sql: "UPDATE word SET reading = ? WHERE id = ?", arguments: [word.reading, id])
        try WordSearchIndex.Writer(db).replace(id: id, text: word.text, reading: word.reading,
                                               meanings: WordSources.indexedMeanings(of: id, home: row["deck"], in: db), in: db)
    }
}
