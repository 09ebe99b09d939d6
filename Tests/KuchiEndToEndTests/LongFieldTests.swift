import Foundation
import Testing

/// Fields too long to be a word or a meaning are refused at import, and a long word already in a bank is shown cut.
@Suite("Long fields at import and at a question, through the binary", .timeLimit(.minutes(20)))
struct LongFieldTests {
    @Test func aWordOrMeaningTooLongIsARefusedRow() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/long.csv"
        let longWord = String(repeating: "長", count: 5_000)
        let longMeaning = String(repeating: "m", count: 900_000)
        try "word,reading,meanings\n\(longWord),ながい,long\n鯱,しゃち,\(longMeaning)\n鯨,くじら,whale\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(refused.stderr.contains("long.csv:2: the word “長長"), "\(refused.stderr)")
        #expect(refused.stderr.contains("is 5,000 characters long, more than the 200 a word may have"), "\(refused.stderr)")
        #expect(refused.stderr.contains("long.csv:3: the meaning “mmm"), "\(refused.stderr)")
        #expect(refused.stderr.contains("more than the 100,000 a meaning may have"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--skip-invalid"), "\(refused.stderr)")
        #expect(refused.stderr.count < 2_000, "the fields are not printed whole")
        let skipped = try KuchiBinary.run(["import", "--skip-invalid", list], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("1 added"), "\(skipped.stdout)")
    }

    @Test func aLongWordIsShortenedAtItsQuestion() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/long.csv"
        let longWord = String(repeating: "長", count: 150)
        try "word,reading,meanings\n\(longWord),ながい,long\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let session = try KuchiBinary.run(["--name", "Ann", "--deck", "long", "--mode", "meaning", "--questions", "1"],
                                          input: ":quit\n", home: home)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains(String(repeating: "長", count: 59) + "…"), "\(session.stdout)")
        #expect(!session.stdout.contains(String(repeating: "長", count: 61)), "\(session.stdout)")
    }

    /// A meaning with a note of thousands of characters (a shared deck's) is imported whole and shown cut with … at 200.
    @Test func aLongMeaningIsImportedWholeAndShownCut() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/notes.csv"
        let sentence = "Used at a desk or alone, as opposed to learning by doing, and the noun takes a verb. "
        let meaning = "to quiz — " + String(repeating: sentence, count: 36)
        try "word,reading,meanings\n試験語,しけんご,\"\(meaning)\"\n".write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", "--deck", "notes", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("1 added"), "\(imported.stdout)")
        let session = try KuchiBinary.run(["--name", "Ann", "--deck", "notes", "--mode", "meaning", "--questions", "1"],
                                          input: "a dog\na cat\n:quit\n", home: home)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains(String(meaning.prefix(199)) + "…"), "\(session.stdout)")
        #expect(!session.stdout.contains(String(meaning.prefix(201))), "the meaning is shown cut")
        let words = try KuchiBinary.run(["words", "--deck", "notes", "--format", "json"], home: home)
        #expect(words.stdout.contains(meaning.suffix(200)), "the bank keeps it whole")
    }
}
