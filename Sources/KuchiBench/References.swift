import Foundation
import GRDB

/// The plain alternatives Kuchi is measured against: the cheapest correct method in plain SQL, with
/// the same settings as Kuchi's, so that a ratio says what Kuchi's own code costs.
enum References {
    /// One challenge the cheapest correct way in plain SQL: four distinct random ids drawn in
    /// `[min(id), max(id)]`, each looked up by primary key through a prepared statement (a draw that lands
    /// in a gap is redrawn), all in one read transaction.
    static func randomRowidChallenge(_ queue: DatabaseQueue, bounds: ClosedRange<Int64>,
                                     using rng: inout SystemRandomNumberGenerator) throws -> Double {
        try Measure.seconds {
            try queue.read { db in
                let lookup = try db.cachedStatement(sql: "SELECT id, text, reading, meanings FROM word WHERE id = ?")
                var found: Set<Int64> = []
                while found.count < 4 {
                    let id = Int64.random(in: bounds, using: &rng)
                    if !found.contains(id), try Row.fetchOne(lookup, arguments: [id]) != nil { found.insert(id) }
                }
            }
        }
    }

    /// One answer row inserted and committed in its own `BEGIN IMMEDIATE` transaction, with the same
    /// durability as Kuchi's (a `DatabaseQueue`: rollback journal, `synchronous=FULL`), into the same table.
    static func singleInsertCommit(_ queue: DatabaseQueue, session: Int64, word: Int64) throws -> Double {
        try Measure.seconds {
            try queue.inTransaction(.immediate) { db in
                try db.cachedStatement(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                                        elapsed_ms, answered_ms)
                    VALUES (?, ?, 0, 'meaning', 'meaning', 1, 'exact', 0, 2000, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
                    """).execute(arguments: [session, word])
                return .commit
            }
        }
    }

    /// The time a word is stamped with, as a word's `added_ms` holds it (milliseconds since 1970; docs/schema.md).
    static let nowMilliseconds = "CAST(round((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER)"

    /// The `sqlite3` script that imports `csv` into the word table with the page cache Kuchi's import
    /// uses; `merge` adds new meanings to words already there, as Kuchi does, instead of skipping them.
    static func importScript(csv: String, cacheKiB: Int, merge: Bool) -> String {
        let conflict = merge
            ? """
              DO UPDATE SET meanings = meanings || '; ' || excluded.meanings
                WHERE instr('; ' || meanings || '; ', '; ' || excluded.meanings || '; ') = 0
              """
            : "DO NOTHING"
        return """
            PRAGMA cache_size = -\(cacheKiB);
            CREATE TEMP TABLE staging(word, reading, meanings, level);
            .import --csv --skip 1 \(csv) staging
            INSERT INTO word (text, reading, meanings, level, added_ms)
              SELECT word, reading, meanings, level, \(nowMilliseconds) FROM staging WHERE true
              ON CONFLICT (text, reading) \(conflict);
            """
    }

    /// The `sqlite3` script of ``importScript(csv:cacheKiB:merge:)`` (no merge) that also fills an FTS5
    /// trigram index of the same columns (word, reading, meanings) in the same transaction, with the same
    /// 64 MB FTS5 buffer as Kuchi's index: the reference of issue 20's search index at a fair cost.
    static func indexedImportScript(csv: String, cacheKiB: Int) -> String {
        """
        PRAGMA cache_size = -\(cacheKiB);
        CREATE TEMP TABLE staging(word, reading, meanings, level);
        .import --csv --skip 1 \(csv) staging
        CREATE VIRTUAL TABLE reference_search USING fts5(text, reading, meanings, tokenize = 'trigram', columnsize = 0);
        INSERT INTO reference_search (reference_search, rank) VALUES ('hashsize', 67108864);
        BEGIN;
        CREATE TEMP TABLE before AS SELECT coalesce(max(id), 0) AS id FROM word;
        INSERT INTO word (text, reading, meanings, level, added_ms)
          SELECT word, reading, meanings, level, \(nowMilliseconds) FROM staging WHERE true
          ON CONFLICT (text, reading) DO NOTHING;
        INSERT INTO reference_search (rowid, text, reading, meanings)
          SELECT id, text, reading, meanings FROM word WHERE id > (SELECT id FROM temp.before);
        COMMIT;
        """
    }

    /// A word list of `count` rows: the first half from `existing` (words the bank has, with a new
    /// meaning each), the rest new words from a list made with another seed.
    static func mergeList(count: Int, existing: String, to path: String, work: String) throws {
        let fresh = work + "/fresh-\(count).csv"
        try DataGenerator.wordList(count: count, to: fresh, seed: UInt64(count) &+ 1_000_003)
        let old = try String(contentsOfFile: existing, encoding: .utf8).split(separator: "\n")
        let new = try String(contentsOfFile: fresh, encoding: .utf8).split(separator: "\n")
        var lines = [String(old[0])]
        for line in old.dropFirst().prefix(count / 2) {
            var fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if fields.count > 2 { fields[2] += "; again" }   // the generated meanings hold no comma or quote
            lines.append(fields.joined(separator: ","))
        }
        lines += new.dropFirst().prefix(count - count / 2).map { "新" + $0 }   // words the bank does not have
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
