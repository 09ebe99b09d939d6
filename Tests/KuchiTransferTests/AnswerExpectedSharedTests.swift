import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// `v26-lean-answer-rows`: an answer stores its expected text only where its word does not hold it, and its
/// mode as a code. A bank of schema v25 upgraded, then its words' meanings changed by an import: `kuchi export
/// history` prints every answer's mode and expected text as the bank of schema v25 held them.
@Suite("Answers share their word's expected text: exports print what they printed")
struct AnswerExpectedSharedTests {
    /// (word, mode, expected) of each answer: the word's own meanings, written form or reading, and texts that
    /// are not the word's own (one of several meanings, another deck's, a text byte-different from the word's).
    private static let answers: [(word: Int, mode: String, expected: String)] = [
        (1, "meaning", "cat"), (1, "choice", "cat"), (1, "flashcard", "cat"), (1, "word", "猫"), (1, "reading", "ねこ"),
        (2, "meaning", "hound"), (2, "word", "犬"), (3, "reading", "とり"), (3, "choice", "bird; fowl"),
        (4, "word", "さかな"), (4, "meaning", "fish"),
    ]

    /// A bank of schema v25 with ``answers`` (Ann's, session 1), at `path`.
    private func bankOfSchemaV25(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let words = OlderBankFixture.words(horse: false)
        try KuchiDatabase.migrator(seedWords: { words }, levelWords: { [] }).migrate(queue, upTo: "v25-bundled-kana-glosses")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            for (index, answer) in Self.answers.enumerated() {
                try db.execute(sql: """
                    INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, judgement, hint_used,
                                        elapsed_ms, answered_ms, rating, recall)
                    VALUES (1, ?, ?, ?, ?, 1, 'exact', 0, 1500, ?, NULL, NULL)
                    """, arguments: [answer.word, answer.mode, answer.expected, answer.expected, 1_790_866_800_000 + Int64(index) * 1000])
            }
        }
        try queue.close()
    }

    /// The mode and expected columns of `kuchi export history` (CSV), one "mode|expected" a row.
    private func exported(_ database: KuchiDatabase, in folder: OutputFolder) throws -> [String] {
        let file = folder.file("history-\(UUID().uuidString).csv")
        try Exporter.export(.history, from: database.reports, filter: ExportFilter(), format: .csv, to: file, force: false)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(whereSeparator: \.isNewline).map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let (mode, expected) = (try #require(header.firstIndex(of: "mode")), try #require(header.firstIndex(of: "expected")))
        return lines.dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return fields[mode] + "|" + fields[expected].replacingOccurrences(of: "\"", with: "")
        }
    }

    private var printedBefore: [String] { Self.answers.map { "\($0.mode)|\($0.expected)" } }

    @Test func theUpgradeStoresOnlyTextsTheWordDoesNotHoldAndExportsPrintTheSame() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV25(at: path)
        let database = try KuchiDatabase.open(path: path)
        let printed = try exported(database, in: folder)
        #expect(printed == printedBefore, "\(printed)")
        let stored = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT mode || '|' || ifnull(expected, 'NULL') FROM answer ORDER BY id")
        }
        #expect(stored == ["1|NULL", "0|NULL", "4|NULL", "3|NULL", "2|NULL", "1|hound", "3|NULL", "2|NULL", "0|bird; fowl",
                           "3|さかな", "1|NULL"])
        let backups = try FileManager.default.contentsOfDirectory(atPath: path + ".backups")
        #expect(backups.contains { $0.contains("migration") }, "the bank is backed up before the answers are converted")
        #expect(try database.maintenance.checkCards().disagreeing == 0)
    }

    @Test func aWordWhoseMeaningsChangeLaterKeepsEachAnswersExpectedText() throws {
        let folder = try OutputFolder()
        let path = folder.file("bank.sqlite")
        try bankOfSchemaV25(at: path)
        let database = try KuchiDatabase.open(path: path)
        // The deck again, with new meanings for 猫 and 鳥: the home deck's meanings grow.
        let csv = folder.file("animals.csv")
        try "word,reading,meanings\n猫,ねこ,cat; kitty\n鳥,とり,bird; fowl\n".write(toFile: csv, atomically: true, encoding: .utf8)
        var options = WordImporter.Options()
        options.deck = "animals"
        _ = try WordImporter(database: database, options: options).run([csv])
        let meanings = try database.dbQueue.read { db in try String.fetchAll(db, sql: "SELECT meanings FROM word WHERE id IN (1, 3) ORDER BY id") }
        #expect(meanings == ["cat; kitty", "bird; fowl"], "the import changed the words' meanings")
        let printed = try exported(database, in: folder)
        #expect(printed == printedBefore, "\(printed)")
    }

    @Test func anImportedReviewStoresTheWordsOwnAsNull() throws {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.learner = "Hanako"
        _ = try WordImporter(database: database, options: options).run([fixture("anki-studied-fsrs.apkg")])
        let (shared, all) = try database.dbQueue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM answer WHERE expected IS NULL") ?? 0,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0)
        }
        #expect(all > 100 && shared == all, "every review expected its word's own: \(shared) of \(all)")
        let folder = try OutputFolder()
        let rows = try exported(database, in: folder)
        #expect(rows.count == all && rows.allSatisfy { !$0.hasSuffix("|") }, "each exported answer names what it expected")
    }
}
