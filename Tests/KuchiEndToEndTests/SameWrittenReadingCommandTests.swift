import Foundation
import Testing

/// A word held twice, with two readings (the bundled 明日 あした and an imported 明日 あす): either reading
/// answers a reading question, through the real binary.
@Suite("Readings of one written word through the binary")
struct SameWrittenReadingCommandTests {
    /// Imports `rows` (`word,reading,meanings`) as the deck `deck`, then practises that deck in reading
    /// mode, answering `answer`.
    private func practise(deck: String, rows: String, answer: String) throws -> KuchiBinary.Run {
        let home = try KuchiBinary.Home()
        let list = home.root + "/\(deck).csv"
        try ("word,reading,meanings\n" + rows).write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return try KuchiBinary.run(["--name", "Ann", "--mode", "reading", "--deck", deck, "--questions", "1", "--seed", "1"],
                                   input: answer + "\n", home: home)
    }

    @Test func ashitaAnswersTomorrowWhenTheBankAlsoHoldsAsu() throws {
        let run = try practise(deck: "n4", rows: "明日,あす,tomorrow\n", answer: "ashita")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("明日\n") || run.stdout.contains("明日 "), "the question asks 明日")
        #expect(run.stdout.contains("ashita → あした\n"))
        #expect(run.stdout.contains("✓ Correct! 明日 is read あした (ashita); also あす and みょうにち."), "the dictionary's みょうにち too")
        #expect(Feedback.count(in: run.stdout) == 1)
    }

    @Test func kyouAnswersTodayWhenEdictAddedKonnichi() throws {
        let run = try practise(deck: "edict", rows: "今日,こんにち,today; this day; these days\n", answer: "kyou")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("✓ Correct! 今日 is read きょう (kyou); also こんにち, こんじつ and こんち."), "the dictionary's readings of 今日 \"today\" too")
        #expect(Feedback.count(in: run.stdout) == 1)
    }

    @Test func aWrongReadingListsEveryReadingAccepted() throws {
        // The answers are shown at the second wrong try (the first keeps them back for the retry).
        let run = try practise(deck: "n4", rows: "明日,あす,tomorrow\n", answer: "kinou\nkinou")
        #expect(run.stdout.contains("✗ Not quite: accepted answers: あす; あした; みょうにち."))
        #expect(Feedback.count(in: run.stdout) == 2)
    }
}
