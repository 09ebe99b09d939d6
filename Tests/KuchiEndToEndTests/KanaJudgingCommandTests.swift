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
        // The first wrong try keeps the answer back; the wrong retry shows it.
        #expect(run.stdout.contains("> いぬ\n✗ Not quite. Try again"), "\(run.stdout)")
        #expect(run.stdout.contains("✗ Not quite: accepted answers: cat"), "いぬ and inu are both wrong tries:\n\(run.stdout)")
        #expect(Feedback.count(in: run.stdout) == 3)
    }

    /// Walk-through 39: a choice's number typed at a question asking for the reading (a review's reading card comes
    /// between its choice questions) was a wrong try, and the card lapsed.
    @Test func aChoicesNumberAtAReadingQuestionIsNotCounted() throws {
        let run = try practise(deck: "pets", rows: "猫,ねこ,cat\n", mode: "reading", answers: ["2", "neko"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("“2” answers another question: this one asks for its reading, in kana or romaji. Not counted"),
                "\(run.stdout)")
        #expect(run.stdout.contains("Correct:     1/1") && run.stdout.contains("Wrong tries: 0"), "\(run.stdout)")
    }

    @Test func aWordShownWithAlternativesIsRightTypedAsShown() throws {
        let run = try practise(deck: "good", rows: "いい/よい,いい/よい,good\n", mode: "word", answers: ["ii/yoi"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("ii/yoi → いい/よい\n"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ Correct!"))
        #expect(Feedback.count(in: run.stdout) == 1)
    }

    @Test func aRareReadingOfAnotherEntryIsNoReadingOfTheWord() throws {
        let run = try practise(deck: "people", rows: "人,ひと,person\n", mode: "reading", answers: ["to", "to", "hito"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("to → と\n✗ Not quite: accepted answers: ひと"), "人 と is a suffix of its own entry:\n\(run.stdout)")
        #expect(!run.stdout.contains("; と"), "と is never listed as accepted")
        #expect(run.stdout.contains("✓ That's it."))
    }

    @Test func romajiTypedAsAnInputMethodTypesItIsRight() throws {
        let run = try practise(deck: "night", rows: "今夜,こんや,tonight\n", mode: "reading", answers: ["konnya"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("konnya → こんや\n✓ Correct!"), "\(run.stdout)")
    }

    @Test func theUsualKanaOfASoundIsRightForZuButZuNeverForIt() throws {
        let continues = try practise(deck: "go-on", rows: "続く,つづく,to continue\n", mode: "reading", answers: ["つずく"])
        #expect(continues.stdout.contains("✓ Correct! 続く is read つづく (tsuzuku)."), "\(continues.stdout)")
        let map = try practise(deck: "maps", rows: "地図,ちず,map\n", mode: "reading", answers: ["ちづ", "chidu", "chizu"])
        #expect(map.stdout.components(separatedBy: "✗ Not quite").count - 1 == 2, "ちづ and chidu are both wrong tries:\n\(map.stdout)")
        #expect(map.stdout.contains("✗ Not quite: accepted answers: ちず."), "\(map.stdout)")
        #expect(map.stdout.contains("✓"))
    }

    /// README.md: a reading of the same kanji with other meanings does not count, though the bank holds it with a
    /// meaning like the one shown (the N1 list's 上手 うわて "…; skillful (only in comparisons)"); nor does a reading
    /// JMdict marks out-dated (案内 あない).
    @Test func anotherEntrysOrAnOutdatedReadingIsNoReadingOfTheWord() throws {
        let home = try KuchiBinary.Home()
        let upper = home.root + "/n1.csv"
        try "word,reading,meanings\n上手,うわて,upper part; left side (of a stage); skillful (only in comparisons)\n"
            .write(toFile: upper, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", upper], home: home).status == 0)
        let skill = home.root + "/skill.csv"
        try "word,reading,meanings\n上手,じょうず,skillful\n".write(toFile: skill, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", skill], home: home).status == 0)
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "reading", "--deck", "skill", "--questions", "1", "--seed", "1"],
                                      input: "uwate\nuwate\njouzu\n", home: home)
        #expect(run.stdout.contains("uwate → うわて\n✗ Not quite: accepted answers: じょうず."), "\(run.stdout)")
        let guide = try practise(deck: "guide", rows: "案内,あんない,guidance\n", mode: "reading", answers: ["anai", "anai", "annai"])
        #expect(guide.stdout.contains("anai → あない\n✗ Not quite: accepted answers: あんない."), "\(guide.stdout)")
    }
}
