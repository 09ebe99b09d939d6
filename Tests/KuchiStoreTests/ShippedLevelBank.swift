import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

/// A bank as a build that ran every migration before a bundled-row migration left it: the bundled N5 words and the level
/// rows `shipped`, with the list migrations from v32 up to it marked as run (their lists of then named none of those rows).
enum ShippedLevelBank {
    /// The word a learner answered once in the bank: its written form, its reading (any when `nil`) and the answer given.
    struct Met {
        var text: String
        var reading: String?
        var given: String
    }

    /// Makes the bank at `path` with every migration before `target` run, then, when `met` names a word, Ann's one
    /// session with one right answer to it. `n5` is the N5 list the bank was seeded with (the one shipped now by default).
    static func make(at path: String, shipped: String, target: String, met: Met?, n5 n5Text: String = BundledWordList.text) throws {
        let n5 = try WordListTSV.parse(n5Text, deck: BundledWordList.deck)
        let levels = try BundledLevels.entries(text: shipped)
        let migrator = KuchiDatabase.migrator(seedWords: { n5 }, levelWords: { levels })
        let names = migrator.migrations
        let first = try #require(names.firstIndex(of: "v32-bundled-level-readings"))
        let last = try #require(names.firstIndex(of: target))
        let listMigrations = ["v32-bundled-level-readings", "v33-bundled-kana-word-meanings", "v34-bundled-level-meanings",
                              "v35-bundled-homophone-meanings", "v37-bundled-transitive-meanings", "v38-bundled-etymons-and-forms"]
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue, upTo: names[first - 1])
        try queue.write { db in
            for name in listMigrations where (names.firstIndex(of: name) ?? last) < last {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name])
            }
        }
        try migrator.migrate(queue, upTo: names[last - 1])
        if let met {
            try queue.write { db in
                try db.execute(sql: "INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-01-01', '2026-01-01')")
                try db.execute(sql: "INSERT INTO session (id, profile_id, started_at, target) VALUES (1, 1, '2026-01-01 00:00:00.000', 5)")
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, elapsed_ms, answered_ms)
                    SELECT 1, id, \(AnswerModeCode.code(.meaning)), ?, NULL, 1, 900, 1767225600000 FROM word
                    WHERE text = ? AND (? IS NULL OR reading = ?)
                    """, arguments: [met.given, met.text, met.reading, met.reading])
            }
        }
        try queue.close()
    }
}
