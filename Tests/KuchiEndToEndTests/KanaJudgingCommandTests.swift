import Foundation
import Testing

/// Issue 19's kana defects through the binary: another word's reading at a meaning question is a wrong try
/// in kana and in romaji alike, a word shown with alternatives is right when typed as shown, and a reading
/// question takes only the readings of the word's own dictionary entry (and common ones with its meaning).
@Suite("Judging typed kana through the binary")
struct KanaJudgingCommandTests {
    /// Imports `rows` (`word,reading,meanings`) as the deck `deck`, then practises one `mode` question of
    /// that deck, typing `answers` one per line.
    private func practise(deck: String, rows: String, mode: String, answers: [String]) throws -> KuchiBinary.Run {
        let home = try KuchiBinary.Home()
        let list = home.root + "/\(deck).csv"
        try ("word,reading,meanings\n" + rows).write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return try KuchiBinary.run(["--name", "Ann", "--mode", mode, "--deck", deck, "--questions", "1", "--seed", "1"],
                                   input: answers.joined(separator: "\n") + "\n", home: home)
    }

    @Test func anotherWordsReadingIsAWrongTryInKanaAndInRomaji() throws {
        let run = try practise(deck: "pets", rows: "猫,ねこ,cat\n", mode: "meaning", answers: ["neko", "いぬ", "inu", "cat"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("“neko” answers another question: this one asks for its meaning, in English. Not counted"))
        let wrong = run.stdout.components(separatedBy: "✗ Not quite: accepted answers: cat").count - 1
        #expect(wrong == 2, "いぬ and inu are both wrong tries:\n\(run.stdout)")
        #expect(Feedback.count(in: run.stdout) == 3)
    }

    @Test func aWordShownWithAlternativesIsRightTypedAsShown() throws {
        let run = try practise(deck: "good", rows: "いい/よい,いい/よい,good\n", mode: "word", answers: ["ii/yoi"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("ii/yoi → いい/よい\n"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ Correct!"))
        #expect(Feedback.count(in: run.stdout) == 1)
    }

    @Test func aRareReadingOfAnotherEntryIsNoReadingOfTheWord() throws {
        let run = try practise(deck: "people", rows: "人,ひと,person\n", mode: "reading", answers: ["to", "hito"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("to → と\n✗ Not quite: accepted answers: ひと"), "人 と is a suffix of its own entry:\n\(run.stdout)")
        #expect(!run.stdout.contains("; と"), "と is never listed as accepted")
        #expect(run.stdout.contains("✓ That's it."))
    }
}
