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

    /// The corrections Kuchi ships.
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
    @discardableResult
    static func mend(_ db: Database, corrections: [Correction] = corrections()) throws -> Int {
        var mended = 0
        var index: WordSearchIndex.Writer?
        // Each statement prepared once (a new bank runs this for every correction, twice: v22 and v25).
        let find = try db.makeStatement(sql: "SELECT id, deck FROM word WHERE text = ? AND reading = ?")
        let mendSource = try db.makeStatement(sql: "UPDATE word_source SET meanings = ? WHERE word_id = ? AND deck = ? AND meanings = ?")
        let mendWord = try db.makeStatement(sql: "UPDATE word SET meanings = ? WHERE id = ? AND meanings = ?")
        for correction in corrections {
            guard let row = try Row.fetchOne(find, arguments: [correction.text, correction.reading]) else { continue }
            let id: Int64 = row["id"]
            let home: String = row["deck"]
            // The word first: since v30 (``LeanWords``) its deck rows reading its meanings (`NULL`) then take the
            // shipped text, which the deck's own row then has mended, as before.
            var changed = false
            if home == correction.deck {
                try mendWord.execute(arguments: [correction.corrected, id, correction.shipped])
                changed = db.changesCount > 0
            }
            try mendSource.execute(arguments: [correction.corrected, id, correction.deck, correction.shipped])
            changed = changed || db.changesCount > 0
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
