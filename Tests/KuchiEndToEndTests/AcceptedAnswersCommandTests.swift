import Foundation
import Testing

@Suite("kuchi words accepted: the answers a learner accepted with :accept")
struct AcceptedAnswersCommandTests {
    /// A home where Ann typed `own` at a meaning question, was marked wrong, and accepted it; and the
    /// word it was accepted for, as the session named it.
    private func homeWithAcceptedAnswer(_ own: String = "my own words") throws -> (KuchiBinary.Home, word: String) {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "meaning", "--seed", "1", "--questions", "2"],
                                      input: "\(own)\n\(own)\n:accept\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let accepted = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("✓ Accepted.") })
        #expect(accepted.contains("kuchi words accepted lists your accepted answers; kuchi words accepted --remove WORD TEXT removes one"))
        let word = try #require(accepted.firstRange(of: "counts as right for ").map { accepted[$0.upperBound...] })
        return (home, String(word.prefix { $0 != " " }))
    }

    /// Defect 3 of the twelfth walk-through: `:accept` right after a first wrong try kept “boiling” for 暑い,
    /// though the learner never saw "hot".
    @Test func acceptBeforeTheAnswerIsShownKeepsNothingAndSaysHowToSeeIt() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "meaning", "--seed", "1", "--questions", "2"],
                                      input: "boiling\n:accept\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(
            "Nothing was accepted: you have not seen the right answer yet. Type “boiling” again to see it, then :accept if yours was right."))
        #expect(!run.stdout.contains("✓ Accepted."))
        #expect(try KuchiBinary.run(["words", "accepted"], home: home).stdout.hasPrefix("Ann has no accepted answers yet"))
    }

    private func noEscape(_ run: KuchiBinary.Run) {
        #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"), "no colour or control sequence to a pipe")
    }

    @Test func listsEveryWordsAcceptedAnswersOrOneWordsForTheLearner() throws {
        let (home, word) = try homeWithAcceptedAnswer()
        let all = try KuchiBinary.run(["words", "accepted"], home: home)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.hasPrefix("Accepted answers of Ann:\n  \(word) "))
        #expect(all.stdout.hasSuffix(": “my own words”\n"))
        noEscape(all)
        let one = try KuchiBinary.run(["words", "accepted", word], home: home)
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("\(word) ") && one.stdout.hasSuffix(": “my own words”\n"))
        let other = try KuchiBinary.run(["words", "accepted", "neko"], home: home)
        #expect(other.status == 0)
        #expect(other.stdout == "猫 (ねこ) cat: no accepted answers for Ann.\n")
    }

    /// Walk-through 34 (L): `kuchi words accepted` took no --format, where `kuchi words` writes CSV, TSV, JSON and JSON
    /// Lines for a program. It takes the same choices: a row an answer in CSV and TSV, an object a word in JSON.
    @Test func writesTheListAsCSVTSVJSONOrJSONLines() throws {
        let (home, word) = try homeWithAcceptedAnswer("=my own, words")
        let text = try #require(word.split(separator: "[").first.map(String.init))
        let reading = String(word.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" })
        let found = try KuchiBinary.run(["words", "accepted", "--format", "tsv"], home: home)
        #expect(found.status == 0, "\(found.stderr)")
        let row = try #require(found.stdout.split(separator: "\n").dropFirst().first.map(String.init), "\(found.stdout)")
        #expect(found.stdout.hasPrefix("word\treading\tanswer\n"), "\(found.stdout)")
        #expect(row.hasSuffix("\t'=my own, words"), "a formula defused, as kuchi words does: \(row)")
        let words = row.split(separator: "\t").prefix(2).map(String.init)
        #expect(reading.isEmpty || words == [text, reading], "\(words) for \(word)")
        let csv = try KuchiBinary.run(["words", "accepted", "--format", "csv"], home: home)
        #expect(csv.stdout.hasPrefix("word,reading,answer\r\n") && csv.stdout.hasSuffix(",\"'=my own, words\"\r\n"), "\(csv.stdout)")
        let json = try KuchiBinary.run(["words", "accepted", "--format", "json"], home: home)
        #expect(json.stdout.hasPrefix("[{\"word\":\"\(words[0])\",\"reading\":\"\(words[1])\",\"answers\":[\"=my own, words\"]}"), "\(json.stdout)")
        #expect(json.stdout.hasSuffix("]\n"))
        let lines = try KuchiBinary.run(["words", "accepted", "--format", "jsonl", words[0]], home: home)
        #expect(lines.stdout.split(separator: "\n").count == 1 && lines.stdout.hasPrefix("{\"word\":"), "\(lines.stdout)")
        let table = try KuchiBinary.run(["words", "accepted", "--format", "table"], home: home)
        #expect(table.stdout == (try KuchiBinary.run(["words", "accepted"], home: home)).stdout)
        let removing = try KuchiBinary.run(["words", "accepted", "--remove", words[0], "x", "--format", "json"], home: home)
        #expect(removing.status == 64 && removing.stderr.contains("--format json is for listing accepted answers"), "\(removing.stderr)")
        let none = try KuchiBinary.run(["words", "accepted", "--format", "json", "--name", "Nobody"], home: home)
        #expect(none.status != 0)
    }

    @Test func theLearnerIsTheLastOneOrTheOneNamed() throws {
        let (home, _) = try homeWithAcceptedAnswer()
        // Ben practises after Ann (one answer at least: a learner who leaves before answering is not the default).
        #expect(try KuchiBinary.run(["--name", "Ben", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        let ben = try KuchiBinary.run(["words", "accepted"], home: home)
        #expect(ben.stdout.hasPrefix("Ben has no accepted answers yet"))
        let ann = try KuchiBinary.run(["words", "accepted", "--profile", "Ann"], home: home)
        #expect(ann.stdout.hasPrefix("Accepted answers of Ann:"))
        #expect(try KuchiBinary.run(["words", "accepted", "--name", "Ann"], home: home).stdout == ann.stdout)
        let nobody = try KuchiBinary.run(["words", "accepted", "--name", "Nobody"], home: home)
        #expect(nobody.status == 64)
        #expect(nobody.stderr.contains("There is no learner called “Nobody”"))
    }

    @Test func removeTakesOutOneAnswerAndSaysWhich() throws {
        let (home, word) = try homeWithAcceptedAnswer()
        let removed = try KuchiBinary.run(["words", "accepted", "--remove", word, "My Own Words"], home: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.hasPrefix("Removed “my own words” from Ann's accepted answers of \(word) "))
        let after = try KuchiBinary.run(["words", "accepted"], home: home)
        #expect(after.stdout.hasPrefix("Ann has no accepted answers yet"))
    }

    @Test func removingAnAnswerThatIsNotThereExits64AndListsTheWordsAnswers() throws {
        let (home, word) = try homeWithAcceptedAnswer()
        let run = try KuchiBinary.run(["words", "accepted", "--remove", word, "something else"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("“something else” is not an accepted answer of \(word) "))
        #expect(run.stderr.contains("nothing was removed. Its accepted answers: “my own words”."))
        noEscape(run)
        let none = try KuchiBinary.run(["words", "accepted", "--remove", "neko", "kitty"], home: home)
        #expect(none.status == 64)
        #expect(none.stderr.contains("for Ann: nothing was removed. It has none."))
        #expect(try KuchiBinary.run(["words", "accepted", word], home: home).stdout.hasSuffix("“my own words”\n"))
    }

    @Test func anUnknownWordOrABadTextExits64() throws {
        let (home, word) = try homeWithAcceptedAnswer()
        let unknown = try KuchiBinary.run(["words", "accepted", "kujira"], home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("No word “kujira” in the word bank."))
        let unknownRemove = try KuchiBinary.run(["words", "accepted", "--remove", "kujira", "whale"], home: home)
        #expect(unknownRemove.status == 64 && unknownRemove.stderr.contains("No word “kujira” in the word bank: nothing was changed."))
        let empty = try KuchiBinary.run(["words", "accepted", "--remove", word, " "], home: home)
        #expect(empty.status == 64 && empty.stderr.contains("An accepted answer cannot be empty."))
        let long = try KuchiBinary.run(["words", "accepted", "--remove", word, String(repeating: "x", count: 201)], home: home)
        #expect(long.status == 64 && long.stderr.contains("at most 200 characters long; this one has 201."))
        let control = try KuchiBinary.run(["words", "accepted", "--remove", word, "red\u{1B}[31m"], home: home)
        #expect(control.status == 64 && control.stderr.contains("cannot hold control characters"))
        noEscape(control)
        let missing = try KuchiBinary.run(["words", "accepted", "--remove", word], home: home)
        #expect(missing.status == 64 && missing.stderr.contains("--remove needs a word and the accepted answer to remove"))
        #expect(try KuchiBinary.run(["words", "accepted", word], home: home).stdout.hasSuffix("“my own words”\n"))
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be changed from outside"))
    func controlSequencesInAnAnswerStoredByAnotherProgramArePrintedHarmlessly() throws {
        let (home, _) = try homeWithAcceptedAnswer()
        _ = try SQLiteShell.query(home.database, """
            INSERT INTO accepted_answer (profile_id, word_id, text, added_at)
            SELECT p.id, w.id, 'red' || char(27) || '[31m' || char(7), '2099-01-01 00:00:00.000' FROM profile p, word w
            WHERE p.name = 'Ann' AND w.text = '猫'
            """)
        let run = try KuchiBinary.run(["words", "accepted", "neko"], home: home)
        #expect(run.stdout == "猫 (ねこ) cat: “red␛[31m␇”\n")
        noEscape(run)
    }

    @Test func acceptAfterAChoicePickedByNumberIsRefusedWithWhyAndStoresNothing() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--seed", "3", "--questions", "1"], input: "2\n:accept\n:quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("✗ Not quite"))
        let refusal = ":accept keeps an answer in your own words: a choice, picked by its number or typed out whole, is that choice's text, not yours, so nothing was accepted."
        #expect(run.stdout.contains(refusal), "\(run.stdout)")
        #expect(try KuchiBinary.run(["words", "accepted"], home: home).stdout.hasPrefix("Ann has no accepted answers yet"))
        // The same question in a new bank (same seed), choice 2 typed out whole: the refusal does not say "by its number".
        let choice = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("    2) ") }).dropFirst(7)
        let other = try KuchiBinary.Home()
        let typed = try KuchiBinary.run(["--name", "Ann", "--seed", "3", "--questions", "1"], input: "\(choice)\n:accept\n:quit\n", home: other)
        #expect(typed.stdout.contains("✗ Not quite") && typed.stdout.contains(refusal), "\(typed.stdout)")
    }

    @Test func wordsWithoutASubcommandStillSearches() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let run = try KuchiBinary.run(["words", "neko", "--format", "tsv"], home: home)
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("猫\tねこ\tneko\tcat") == true)
        let help = try KuchiBinary.run(["words", "--help"], home: home)
        #expect(help.stdout.contains("search (default)") && help.stdout.contains("accepted  "))
    }
}
