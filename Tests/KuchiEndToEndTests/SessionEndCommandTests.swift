import Foundation
import Testing

/// Defects of a new user's walkthrough: choice numbers written as in a list, commands at `Play again?` and
/// after the JSON summary, `unfav`/`unsuspend` of a name two words share, the word table's limit.
@Suite("Choice numbers, the end of a session, and naming marked words")
struct SessionEndCommandTests {
    /// A home whose bank has the bundled words and a learner, Ann.
    private func homeWithLearner() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        return home
    }

    private func favorites(_ home: KuchiBinary.Home) throws -> String {
        try SQLiteShell.query(home.database, "SELECT group_concat(w.text, ' ') FROM favorite f JOIN word w ON w.id = f.word_id")
    }

    /// The first question of a seeded one-question session in choice mode, and the number of its right choice.
    private func firstQuestion(_ home: KuchiBinary.Home) throws -> (word: String, right: Int) {
        let peek = try KuchiBinary.run(["--name", "Ann", "--seed", "7", "--questions", "1", "--mode", "choice", "--json"],
                                       input: "", home: home)
        let line = try #require(peek.stdout.split(separator: "\n").first { $0.contains(#""type":"challenge""#) })
        let challenge = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let word = try #require(challenge["word"] as? String)
        let meanings = try KuchiBinary.run(["words", word, "--format", "json"], home: home)
        let choices = try #require(challenge["choices"] as? [[String: Any]])
        let right = try #require(choices.first { choice in
            (choice["text"] as? String).map { meanings.stdout.contains($0) } == true
        }?["number"] as? Int)
        return (word, right)
    }

    @Test func aNumberWithADotOrBracketPicksThatChoice() throws {
        let home = try homeWithLearner()
        let arguments = ["--name", "Ann", "--seed", "3", "--questions", "2", "--mode", "choice"]
        for typed in ["1.", "1)", " 1 "] {
            let run = try KuchiBinary.run(arguments, input: typed + "\n:quit\n", home: home)
            #expect(run.status == 0)
            #expect(!run.stdout.contains("does not mean “\(typed.trimmingCharacters(in: .whitespaces))”"), "\(typed): \(run.stdout)")
            #expect(run.stdout.contains("Not quite: ") || run.stdout.contains("✓"), "\(typed) is judged as choice 1")
        }
        let outOfRange = try KuchiBinary.run(arguments, input: "9.\n:quit\n", home: home)
        #expect(outOfRange.stdout.contains("Choose a number from 1 to 4, or type the meaning."))
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func favAndSuspendAtPlayAgainActOnTheWordJustAnswered() throws {
        let home = try homeWithLearner()
        let (word, right) = try firstQuestion(home)
        let run = try KuchiBinary.run(["--name", "Ann", "--seed", "7", "--questions", "1", "--mode", "choice"],
                                      input: "\(right)\n:fav\n:suspend\nn\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("★ \(word)"), "\(run.stdout)")
        #expect(!run.stdout.contains("Please answer y or n."))
        #expect(run.stdout.components(separatedBy: "Play again? [Y/n]").count == 4, "asked again after each command")
        #expect(try favorites(home) == word)
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM suspended_word") == "1")
    }

    @Test func aJSONSessionExitsAfterItsSummaryWhileStandardInputStaysOpen() throws {
        let home = try homeWithLearner()
        let client = try JSONLinesClient(["--name", "Ann", "--seed", "7", "--questions", "1", "--mode", "choice", "--json"], home: home)
        _ = try client.nextChallenge()
        try client.send(["answer": "1"])
        _ = try client.next(of: "outcome")
        try client.send(["command": "quit"])
        _ = try client.next(of: "summary")
        #expect(client.exitWithInputOpen() == 0, "the summary is the last event: nothing more is read")
        #expect(client.lines.last.map { $0.contains(#""type":"summary""#) } == true)
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func unfavAndUnsuspendPickTheOneMarkedWordOfAnAmbiguousName() throws {
        let home = try homeWithLearner()
        // Two words are read いえ: 家 "house" and いえ "no", so "ie" alone is ambiguous.
        #expect(try KuchiBinary.run(["words", "fav", "ie"], home: home).status == 64, "two words are read いえ")
        #expect(try KuchiBinary.run(["words", "fav", "家[いえ]"], home: home).status == 0)
        let unfav = try KuchiBinary.run(["words", "unfav", "ie"], home: home)
        #expect(unfav.status == 0, "stderr: \(unfav.stderr)")
        #expect(unfav.stdout.contains("家 (いえ) house: no longer a favourite."))
        #expect(try favorites(home) == "")
        #expect(try KuchiBinary.run(["words", "unfav", "いえ"], home: home).status == 64, "neither is a favourite now")

        #expect(try KuchiBinary.run(["words", "suspend", "いえ[いえ]"], home: home).status == 0)
        let unsuspend = try KuchiBinary.run(["words", "unsuspend", "ie"], home: home)
        #expect(unsuspend.status == 0, "stderr: \(unsuspend.stderr)")
        #expect(unsuspend.stdout.contains("いえ no: back in practice and reviews."))
    }

    @Test func aWordTableSaysWhenMoreWordsWereFound() throws {
        let home = try homeWithLearner()
        let table = try KuchiBinary.run(["words", "--level", "N5", "--format", "table", "--limit", "5"], home: home)
        #expect(table.status == 0)
        #expect(table.stdout.contains("… more words than these 5 were found: --limit N shows more."))
        let one = try KuchiBinary.run(["words", "--level", "N5", "--format", "table", "--limit", "1"], home: home)
        #expect(one.stdout.contains("… more words than this one were found: --limit N shows more."), "\(one.stdout)")
        let all = try KuchiBinary.run(["words", "neko", "--format", "table"], home: home)
        #expect(!all.stdout.contains("more words than these"))
        let tsv = try KuchiBinary.run(["words", "--level", "N5", "--limit", "5"], home: home)
        #expect(tsv.stdout.split(separator: "\n").count == 6, "a header and five words, no note")
    }
}
