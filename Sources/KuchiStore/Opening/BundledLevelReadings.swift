import GRDB
import KuchiCore
import KuchiData

/// Mends the bundled N4–N1 words of a bank made before their readings were checked against EDICT
/// (`BundledLevelCorrections.readingsText`: 途中 つちゅう is とちゅう, 三日月 みかずき the みかづき listed at N2);
/// migration `v32-bundled-level-readings`.
///
/// Only a word the bundled decks alone hold, under the reading Kuchi shipped, is touched. It takes the corrected
/// reading unless the bank already holds the word with that reading; its answers keep the reading they expected
/// (the trigger `word_update_keeps_expected`). A word whose row was dropped, or whose corrected twin the bank
/// already holds, leaves the bank only when no learner has met it (no answer, card, baseline, star, accepted answer or
/// suspension): a learner's history is never lost, and such a word stays as it was.
enum BundledLevelReadings {
    /// One corrected or dropped row.
    struct Correction: Equatable {
        var text: String
        var shipped: String
        var deck: String
        /// The reading now; `nil` when the row was dropped.
        var reading: String?
    }

    /// What mending did.
    struct Mended: Equatable {
        /// Words that took the corrected reading.
        var readings = 0
        /// Words that left the bank (no learner had met them).
        var removed = 0
    }

    /// The corrections Kuchi ships.
    static func corrections(text: String = BundledLevelCorrections.readingsText.description) -> [Correction] {
        WordListTSV.lines(of: text).dropFirst().compactMap { line in
            let fields = WordListTSV.tabFields(of: line).map(NFC.normalize)
            guard fields.count == 4 else { return nil }
            return Correction(text: fields[0], shipped: fields[1], deck: BundledWordList.deck(level: fields[2]),
                              reading: fields[3].isEmpty ? nil : fields[3])
        }
    }

    /// The bundled decks' names: N5's and the levels'.
    static let bundledDecks = ["N5", "N4", "N3", "N2", "N1"].map { BundledWordList.deck(level: $0) }

    /// Gives each word still holding a shipped reading, only in bundled decks, the corrected one, or removes it
    /// when its row was dropped (or its twin is held) and no learner has met it.
    @discardableResult
    static func mend(_ db: Database, corrections: [Correction] = corrections()) throws -> Mended {
        var mended = Mended()
        let decks = bundledDecks.map { "'\($0)'" }.joined(separator: ", ")
        let find = try db.makeStatement(sql: """
            SELECT id, deck FROM word w WHERE text = ? AND reading = ? AND removed_at IS NULL
                AND EXISTS (SELECT 1 FROM word_source s WHERE s.word_id = w.id AND s.deck = ?)
                AND NOT EXISTS (SELECT 1 FROM word_source s WHERE s.word_id = w.id AND s.deck NOT IN (\(decks)))
            """)
        let held = try db.makeStatement(sql: "SELECT EXISTS (SELECT 1 FROM word WHERE text = ? AND reading = ?)")
        let met = try db.makeStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM answer WHERE word_id = ?1) OR EXISTS (SELECT 1 FROM card WHERE word_id = ?1)
                OR EXISTS (SELECT 1 FROM favorite WHERE word_id = ?1) OR EXISTS (SELECT 1 FROM accepted_answer WHERE word_id = ?1)
                OR EXISTS (SELECT 1 FROM suspended_word WHERE word_id = ?1) OR EXISTS (SELECT 1 FROM card_baseline WHERE word_id = ?1)
            """)
        for correction in corrections {
            guard let row = try Row.fetchOne(find, arguments: [correction.text, correction.shipped, correction.deck]) else { continue }
            let id: Int64 = row["id"]
            if let reading = correction.reading,
               try !(Bool.fetchOne(held, arguments: [correction.text, reading]) ?? false) {
                try db.execute(sql: "UPDATE word SET reading = ? WHERE id = ?", arguments: [reading, id])
                try WordSearchIndex.Writer(db).replace(id: id, text: correction.text, reading: reading,
                                                       meanings: WordSources.indexedMeanings(of: id, home: row["deck"], in: db), in: db)
                mended.readings += 1
            } else if try !(Bool.fetchOne(met, arguments: [id]) ?? true) {
                // Foreign keys are off during a migration: the word's own rows go first, then the word (its
                // search index rows go with it, by the trigger `word_search_delete`).
                for table in ["word_source", "word_example", "word_audio"] + (try db.tableExists("word_form") ? ["word_form"] : []) {
                    try db.execute(sql: "DELETE FROM \(table) WHERE word_id = ?", arguments: [id])
                }
                try db.execute(sql: "DELETE FROM word WHERE id = ?", arguments: [id])
                mended.removed += 1
            }
        }
        return mended
    }
}
