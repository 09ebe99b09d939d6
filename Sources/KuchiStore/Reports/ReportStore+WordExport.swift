import GRDB
import KuchiCore

/// `kuchi export words` of the whole bank: one row per word and deck that holds it (`word_source`), the home
/// deck's row first, so that an import of the file makes every deck's row again with the same home.
///
/// Two statements, each read in its index's order, are merged by word id instead of one query sorted: the
/// home rows come from `word` alone (as before decks were exported), the other decks' rows from
/// `word_source` in its primary key's order (by deck name), so no row is sorted or copied.
extension ReportStore {
    /// The columns of ``ExportTable/words``, with `meanings` and `deck` taken from the expressions given.
    static func wordExportColumns(meanings: String, deck: String) -> String {
        """
        SELECT w.id, w.text, w.reading, \(meanings), w.level, \(deck), w.tags, w.is_common, w.added_ms,
            EXISTS (SELECT 1 FROM favorite f WHERE f.word_id = w.id AND f.profile_id =
                coalesce(?, (SELECT id FROM profile ORDER BY last_used_at DESC, id DESC LIMIT 1))),
            (SELECT japanese FROM word_example e WHERE e.word_id = w.id ORDER BY e.id LIMIT 1),
            (SELECT english FROM word_example e WHERE e.word_id = w.id ORDER BY e.id LIMIT 1),
            (SELECT file FROM word_audio a WHERE a.word_id = w.id)
        """
    }

    /// Streams every word's rows to `body`: its home deck's, then each other deck's; `profileID` chooses
    /// whose favourites the `favorite` column shows (nil: the last learner's).
    func exportAllWords(profileID: Int64?, kinds: [ExportColumnKind], _ body: (ExportRow) throws -> Void) throws(StoreError) {
        let homeSQL = Self.wordExportColumns(meanings: "w.meanings", deck: "w.deck")
            + " FROM word w WHERE w.removed_at IS NULL ORDER BY w.id"
        let otherSQL = Self.wordExportColumns(meanings: LeanWords.meanings(source: "s", word: "w"), deck: "s.deck")
            + " FROM word_source s JOIN word w ON w.id = s.word_id WHERE w.removed_at IS NULL AND s.deck <> w.deck"
            + " ORDER BY s.word_id, s.deck"
        try read { db in
            let homes = try db.makeStatement(sql: homeSQL)
            let others = try db.makeStatement(sql: otherSQL)
            try homes.setArguments([profileID])
            try others.setArguments([profileID])
            let home = ExportRow(reading: homes.sqliteStatement, kinds: kinds)
            let other = ExportRow(reading: others.sqliteStatement, kinds: kinds)
            var hasOther = try others.stepThroughCAPI()
            while try homes.stepThroughCAPI() {
                try body(home)
                let id = home.integer(0)
                while hasOther, other.integer(0) <= id {
                    try body(other)
                    hasOther = try others.stepThroughCAPI()
                }
            }
            while hasOther {
                try body(other)
                hasOther = try others.stepThroughCAPI()
            }
            RawStatement(homes.sqliteStatement).reset()
            RawStatement(others.sqliteStatement).reset()
        }
    }
}

extension ExportRow {
    /// A row read from `statement` as it steps.
    init(reading statement: SQLiteStatement, kinds: [ExportColumnKind]) {
        self.statement = statement
        self.kinds = kinds
    }
}
