import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Walk-through 36: a word list edited and imported again under its own name could not take a meaning back (`train;
/// electric train` edited to `train` stayed both, a typo fixed stayed beside the fix), and a row given twice counted
/// its word twice. A list imported into a deck it names now says what that deck gives each of its words.
@Suite("A word list edited and imported again")
struct EditedListImportTests {
    /// A bank file in a fresh folder holding the built-in deck's 水 みず "water", with `excel.csv` beside it.
    private struct Bank: ~Copyable {
        let folder: String
        let database: KuchiDatabase

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-edited-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            database = try KuchiDatabase.open(path: folder + "/bank.sqlite", seedWords: {
                [WordEntry(text: "水", reading: "みず", meanings: ["water"], deck: "jlpt-n5")]
            })
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// Imports `lines` (after a header) as `name` in the folder.
        @discardableResult
        func importing(_ lines: [String], as name: String = "excel.csv",
                       _ configure: (inout WordImporter.Options) -> Void = { _ in }) throws -> WordImporter.Report {
            let path = folder + "/" + name
            try (["word,reading,meanings"] + lines).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            var options = WordImporter.Options()
            configure(&options)
            return try WordImporter(database: database, options: options).run([path])
        }

        /// The meanings deck `deck` gives `text`.
        func meanings(_ text: String, in deck: String) throws -> String? {
            try database.dbQueue.read { db in
                try String.fetchOne(db, sql: """
                    SELECT coalesce(s.meanings, w.meanings) FROM word_source s JOIN word w ON w.id = s.word_id
                    WHERE w.text = ? AND s.deck = ?
                    """, arguments: [text, deck])
            }
        }
    }

    @Test func anEditedListReplacesItsDecksMeaningsAndKeepsProgressAndAcceptedAnswers() throws {
        let bank = try Bank()
        try bank.importing(["電車,でんしゃ,train; electric train", "犬,いぬ,dgo", "猫,ねこ,cat", "水,みず,cold water"])
        let learner = try bank.database.practice.useProfile(named: "Ann")
        let trainID = try #require(try bank.database.dbQueue.read { try Int64.fetchOne($0, sql: "SELECT id FROM word WHERE text = '電車'") })
        let session = try bank.database.practice.beginSession(profileID: learner.id, target: 1, seed: 1, at: Date())
        try bank.database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: trainID, given: "train", expected: "train",
                                                             judgement: .exact, elapsed: .seconds(2), answeredAt: Date()))
        try bank.database.practice.addAcceptedAnswer(profileID: learner.id, wordID: trainID, text: "railcar", at: Date())

        // The edited copy saved under its own name: a meaning taken out, a typo fixed, a row given twice, one unchanged.
        let dryRun = try bank.importing(["電車,でんしゃ,train", "犬,いぬ,dog", "犬,いぬ,hound", "猫,ねこ,cat", "猫,ねこ,cat"]) { $0.dryRun = true }
        #expect(dryRun.notes.contains { $0.hasPrefix("2 words' meanings would be replaced in deck excel by the list's (") }, "\(dryRun.notes)")
        #expect(try bank.meanings("電車", in: "excel") == "train; electric train", "a dry run writes nothing")

        let report = try bank.importing(["電車,でんしゃ,train", "犬,いぬ,dog", "犬,いぬ,hound", "猫,ねこ,cat", "猫,ねこ,cat"])
        #expect(report.counts == ImportCounts(merged: 2, unchanged: 1), "three words, each counted once")
        #expect(try bank.meanings("電車", in: "excel") == "train")
        #expect(try bank.meanings("犬", in: "excel") == "dog; hound", "the typo gone; the row given twice adds its meaning")
        #expect(try bank.meanings("猫", in: "excel") == "cat")
        #expect(report.notes.contains("2 words' meanings were replaced in deck excel by the list's (電車: train; electric train → train, "
                                      + "犬: dgo → dog; hound); progress and accepted answers are kept."), "\(report.notes)")
        // The learner's answer and accepted answer stay with the word.
        #expect(try bank.database.dbQueue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM answer WHERE word_id = ?", arguments: [trainID]) } == 1)
        #expect(try bank.database.practice.lookingUp { try $0.acceptedAnswers(profileID: learner.id, wordID: trainID) } == ["railcar"])
    }

    @Test func theBuiltInDecksAndOtherDecksAreOnlyAddedTo() throws {
        let bank = try Bank()
        try bank.importing(["水,みず,cold water"], as: "mine.csv")
        // Into the built-in deck, by --deck: its meaning is kept beside the list's.
        let builtIn = try bank.importing(["水,みず,H2O"], as: "more.csv") { $0.deck = "jlpt-n5" }
        #expect(try bank.meanings("水", in: "jlpt-n5") == "water; H2O")
        #expect(!builtIn.notes.contains { $0.contains("replaced") }, "\(builtIn.notes)")
        // The list named another deck: "mine" keeps its meaning; the new deck has the list's.
        try bank.importing(["水,みず,aqua"], as: "mine-v2.csv")
        #expect(try bank.meanings("水", in: "mine") == "cold water")
        #expect(try bank.meanings("水", in: "mine-v2") == "aqua")
        // --deck names "mine": the list speaks for it.
        try bank.importing(["水,みず,aqua"], as: "mine-v2.csv") { $0.deck = "mine" }
        #expect(try bank.meanings("水", in: "mine") == "aqua")
    }
}
