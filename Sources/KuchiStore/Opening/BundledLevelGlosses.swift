import GRDB
import KuchiCore
import KuchiData

/// Mends the bundled N4–N1 words of a bank made before their meanings were corrected
/// (`Data/BundledLevelCorrections.swift`: a gloss that belonged to another word written alike, as 人気 にんき
/// "sign of life", or a part-of-speech tag, as "(conj; exp; int) Thank you"); migration `v22-bundled-level-glosses`.
///
/// A word takes the corrected meanings in its level's deck only where it still holds exactly what Kuchi
/// shipped: meanings a learner imported or merged into that deck are left as they are.
enum BundledLevelGlosses {
    /// One corrected row.
    struct Correction: Equatable {
        var text: String
        var reading: String
        var deck: String
        var shipped: String
        var corrected: String
    }

    /// The corrections Kuchi ships, read once a process (a new bank's migrations apply them eight times).
    static let shipped: [Correction] = corrections()

    /// The corrections a list gives (by default, the one Kuchi ships).
    static func corrections(text: String = BundledLevelCorrections.text.description) -> [Correction] {
        WordListTSV.lines(of: text).dropFirst().compactMap { line in
            let fields = WordListTSV.tabFields(of: line).map(NFC.normalize)
            guard fields.count == 5 else { return nil }
            return Correction(text: fields[0], reading: fields[1], deck: BundledWordList.deck(level: fields[2]),
                              shipped: fields[3], corrected: fields[4])
        }
    }

    /// Gives every word that still holds a shipped meaning in its level's deck the corrected one, and indexes
    /// it again for the word browser. Returns how many words were mended.
    ///
    /// A word is read with whether it and its row of the correction's deck hold the shipped text (compared by SQLite,
    /// as the updates compare), so a row already corrected (every row of a new bank, written from the list as it is
    /// now) costs one look-up instead of a look-up and two updates.
    @discardableResult
    static func mend(_ db: Database, corrections: [Correction] = shipped) throws -> Int {
        var mended = 0
        var index: WordSearchIndex.Writer?
        // Each statement prepared once (a new bank runs this for every correction, eight times: v22 to v35).
        let find = try db.makeStatement(sql: """
            SELECT w.id, w.deck, w.meanings = ?, s.meanings = ? FROM word w LEFT JOIN word_source s ON s.word_id = w.id AND s.deck = ?
            WHERE w.text = ? AND w.reading = ?
            """)
        let mendSource = try db.makeStatement(sql: "UPDATE word_source SET meanings = ? WHERE word_id = ? AND deck = ? AND meanings = ?")
        let mendWord = try db.makeStatement(sql: "UPDATE word SET meanings = ? WHERE id = ? AND meanings = ?")
        for correction in corrections {
            guard let row = try Row.fetchOne(find, arguments: [correction.shipped, correction.shipped, correction.deck,
                                                               correction.text, correction.reading]) else { continue }
            let id: Int64 = row[0]
            let home: String = row[1]
            let wordHoldsShipped = (row[2] as Bool?) ?? false
            let sourceHoldsShipped = (row[3] as Bool?) ?? false
            // The word first: since v30 (``LeanWords``) its deck rows reading its meanings (`NULL`) then take the
            // shipped text, which the deck's own row then has mended, as before.
            var changed = false
            if home == correction.deck && wordHoldsShipped {
                try mendWord.execute(arguments: [correction.corrected, id, correction.shipped])
                changed = db.changesCount > 0
            }
            // Read before the word changed: when it did, its deck row may hold the shipped text only now.
            if changed || sourceHoldsShipped {
                try mendSource.execute(arguments: [correction.corrected, id, correction.deck, correction.shipped])
                changed = changed || db.changesCount > 0
            }
            guard changed else { continue }
            let writer = try index ?? WordSearchIndex.Writer(db)
            index = writer
            try writer.replace(id: id, text: correction.text, reading: correction.reading,
                                                   meanings: WordSources.indexedMeanings(of: id, home: home, in: db), in: db)
            mended += 1
        }
        return mended
    }
}
