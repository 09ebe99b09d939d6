import Foundation
import Testing

/// Typed Japanese through the binary: the romaji Kuchi prints for a loanword is a right answer, and an
/// import takes する off a noun's reading.
@Suite("Typed kana answers through the binary")
struct KanaAnswerCommandTests {
    /// Imports `rows` (`word,reading,meanings`) as the deck `deck` (the import's output), then practises
    /// one `mode` question of that deck, answering `answer`.
    private func practise(deck: String, rows: String, mode: String, answer: String) throws -> (KuchiBinary.Run, KuchiBinary.Run) {
        let home = try KuchiBinary.Home()
        let list = home.root + "/\(deck).csv"
        try ("word,reading,meanings\n" + rows).write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", mode, "--deck", deck, "--questions", "1", "--seed", "1"],
                                      input: answer + "\n", home: home)
        return (imported, run)
    }

    @Test func paatiiAsPrintedAnswersParty() throws {
        let (imported, run) = try practise(deck: "party", rows: "パーティー,パーティー,party\n", mode: "word", answer: "paatii")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("paatii → パーティー\n"))
        #expect(run.stdout.contains("✓ Correct!"))
        #expect(Feedback.count(in: run.stdout) == 1)
    }

    @Test func aNounImportedWithSuruIsReadWithoutIt() throws {
        let (imported, run) = try practise(deck: "nouns", rows: "経験,けいけんする,experience\n", mode: "reading", answer: "keiken")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("1 reading had する dropped, as its word is written without it (経験 けいけんする → けいけん).\n"
            + "Imported: 0 added, 1 merged, 0 unchanged, 0 rejected.\n"
            + "The 1 merged is a word Kuchi already had (Kuchi's built-in JLPT words): the list's meanings and tags were added to it.\n"
            + "New word bank: kuchi practises the deck nouns;"), "経験 is a bundled N3 word, now also in the deck nouns")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("✓ Correct! 経験 is read けいけん (keiken)."))
        #expect(Feedback.count(in: run.stdout) == 1)
    }
}
