import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Lean words (`v30-lean-words`): a word's time in milliseconds, and deck rows that copy nothing of their word. A
/// bank of schema v29 with a word in two decks, a deck row equal to its word and a hand-edited time, upgraded:
/// `kuchi export words` prints what it printed, and later imports and deck removals leave each deck its meanings.
@Suite("Lean words: times in milliseconds, deck rows that copy nothing of their word")
struct LeanWordsTests {
    /// 猫 cat, 犬 dog, 鳥 bird, 魚 fish, 馬 horse of deck "animals" (schema v29), and deck "pets": 猫 "kitty" (added
    /// later) and 犬 "dog" (its word's meanings and time exactly); 鳥's time is a text no clock wrote.
    private func bankOfSchemaV29(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { OlderBankFixture.words(horse: true) }, levelWords: { [] })
            .migrate(queue, upTo: "v29-card-codes")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            try db.execute(sql: """
                UPDATE word SET added_at = '2026-10-01 14:00:00.123' WHERE id <> 3;
                UPDATE word SET added_at = 'last Tuesday' WHERE id = 3;
                UPDATE word_source SET added_at = (SELECT added_at FROM word WHERE id = word_id);
                INSERT INTO word_source (word_id, deck, meanings, added_at) VALUES
                    (1, 'pets', 'kitty', '2026-10-05 10:00:00.000'),
                    (2, 'pets', 'dog', '2026-10-01 14:00:00.123');
                """)
        }
        try queue.close()
    }

    /// `kuchi export words` (CSV, its lines ended by a line feed here) of the whole bank, then of deck "pets".
    private func exported(_ database: KuchiDatabase, in folder: OutputFolder) throws -> [String] {
        try [ExportFilter(), ExportFilter(deck: "pets")].enumerated().map { index, filter in
            let file = folder.file("words-\(index).csv")
            try Exporter.export(.words, from: database.reports, filter: filter, format: .csv, to: file, force: false)
            return try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")   // CSV ends lines with CRLF
        }
    }

    /// What the build before this migration printed for the bank of ``bankOfSchemaV29(at:)`` (`kuchi export words`,
    /// whole bank and `--deck pets`), except 鳥's time: it printed the hand-edited text mangled ("lastTTuesdayZ"),
    /// and now leaves a time that is no time empty.
    private static let printedBefore = [
        """
        id,word,reading,meanings,level,deck,tags,common,added_at,favorite,example,example_english,audio
        1,猫,ねこ,cat,N5,animals,,0,2026-10-01T14:00:00.123Z,0,,,
        1,猫,ねこ,kitty,N5,pets,,0,2026-10-01T14:00:00.123Z,0,,,
        2,犬,いぬ,dog,N5,animals,,0,2026-10-01T14:00:00.123Z,0,,,
        2,犬,いぬ,dog,N5,pets,,0,2026-10-01T14:00:00.123Z,0,,,
        3,鳥,とり,bird,N5,animals,,0,,0,,,
        4,魚,さかな,fish,N5,animals,,0,2026-10-01T14:00:00.123Z,0,,,
        5,馬,うま,horse,N5,animals,,0,2026-10-01T14:00:00.123Z,0,,,

        """,
        """
        id,word,reading,meanings,level,deck,tags,common,added_at,favorite,example,example_english,audio
        1,猫,ねこ,kitty,N5,pets,,0,2026-10-01T14:00:00.123Z,0,,,
        2,犬,いぬ,dog,N5,pets,,0,2026-10-01T14:00:00.123Z,0,,,

        """,
    ]

    /// The meanings word `id` shows in a session scoped to `deck`.
    private func shown(_ database: KuchiDatabase, _ id: Int64, in deck: String) throws -> [String]? {
        try database.read { db in try WordLookupStatements(db: db).word(id: id, shownFrom: [deck])?.meanings }
    }

    @Test func theMigrationKeepsEveryWordsTimeAndEveryDecksMeaningsAsTheyWere() throws {
        let folder = try OutputFolder()
        let path = folder.file("old.sqlite")
        try bankOfSchemaV29(at: path)
        let database = try KuchiDatabase.open(path: path)
        #expect(try exported(database, in: folder) == Self.printedBefore)
        let stored = try database.read { db in
            (copies: try Int.fetchOne(db, sql: "SELECT count(*) FROM word_source WHERE meanings IS NOT NULL OR added_ms IS NOT NULL"),
             times: try String.fetchAll(db, sql: "SELECT typeof(added_ms) FROM word ORDER BY id"))
        }
        #expect(stored.copies == 1, "only 猫's row of pets holds meanings and a time of its own")
        #expect(stored.times == ["integer", "integer", "null", "integer", "integer"])
        #expect(try shown(database, 1, in: "pets") == ["kitty"])
        #expect(try shown(database, 2, in: "pets") == ["dog"])
    }

    @Test func anImportToTheHomeDeckLeavesTheOtherDecksMeaningsAndARemovalTakesTheNextDecks() throws {
        let folder = try OutputFolder()
        let path = folder.file("old.sqlite")
        try bankOfSchemaV29(at: path)
        let database = try KuchiDatabase.open(path: path)
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["hound"], deck: "animals"))
            return true
        }
        #expect(try database.practice.word(id: 2)?.meanings == ["dog", "hound"])
        #expect(try shown(database, 2, in: "pets") == ["dog"], "pets' row read the word's, and keeps it")

        _ = try database.maintenance.removeDeck(named: "animals")
        #expect(try database.practice.word(id: 1)?.meanings == ["kitty"], "猫 shows its next deck's meanings")
        #expect(try database.practice.word(id: 2)?.meanings == ["dog"])
        #expect(try database.practice.word(id: 3) == nil, "鳥 was in animals alone")
        let exported = try exported(database, in: folder)
        #expect(exported[0].contains("1,猫,ねこ,kitty,N5,pets,,0,2026-10-01T14:00:00.123Z,0,,,\n"), "\(exported[0])")
    }

    @Test func aNewWordsDeckRowCopiesNothingAndAnotherDecksRowOnlyWhatDiffers() throws {
        let database = try KuchiDatabase.inMemory()
        _ = try database.imports.importWords(at: Date(timeIntervalSince1970: 1_790_000_000.5)) { batch in
            try batch.add(WordEntry(text: "蛍", reading: "ほたる", meanings: ["firefly"], deck: "insects"))
            try batch.add(WordEntry(text: "蛍", reading: "ほたる", meanings: ["firefly"], deck: "summer"))
            try batch.add(WordEntry(text: "蛍", reading: "ほたる", meanings: ["glowworm"], deck: "night"))
            return true
        }
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT s.deck, s.meanings, s.added_ms, w.added_ms FROM word_source s JOIN word w ON w.id = s.word_id
                WHERE w.text = '蛍' ORDER BY s.deck
                """).map { [$0[0], $0[1], $0[2], $0[3]] as [DatabaseValue] }
        }
        let added: DatabaseValue = 1_790_000_000_500.databaseValue
        let expected: [[DatabaseValue]] = [
            ["insects".databaseValue, .null, .null, added],
            ["night".databaseValue, "glowworm".databaseValue, .null, added],
            ["summer".databaseValue, .null, .null, added],
        ]
        #expect(rows == expected, "only what differs from the word is stored")
        let id = try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = '蛍'") })
        #expect(try shown(database, id, in: "night") == ["glowworm"])
        #expect(try database.practice.word(id: id)?.otherDeckMeanings == ["glowworm"])
    }
}
