import Foundation
import Testing

@Suite("kuchi words: the word browser")
struct WordSearchCommandTests {
    /// A home whose bank has the bundled words and a learner, Ann, who starred 猫.
    private func homeWithLearner() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "fav", "neko"], home: home).status == 0)
        return home
    }

    @Test func aPipeGetsEveryMatchAsTSVWithAHeader() throws {
        let home = try homeWithLearner()
        let run = try KuchiBinary.run(["words", "neko"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "word\treading\tromaji\tmeanings\tdeck\tlevel\tfavorite\tanswers\tcorrect\tstate\tdue")
        #expect(lines.dropFirst().first == "猫\tねこ\tneko\tcat\tjlpt-n5\tN5\t1\t0\t0\t\t")
        let all = try KuchiBinary.run(["words"], home: home)
        #expect(all.stdout.split(separator: "\n").count > 21, "no limit of 20 to a pipe")
        let limited = try KuchiBinary.run(["words", "--limit", "3"], home: home)
        #expect(limited.stdout.split(separator: "\n").count == 4)
    }

    /// Before any practice there is no bank, but the bundled words are there to look up (nothing is written).
    @Test func theBundledWordsAreFoundBeforeTheFirstSession() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["words", "cat"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("猫\tねこ\tneko\tcat\tjlpt-n5\tN5"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a search creates no bank")
        let fav = try KuchiBinary.run(["words", "cat", "--favorites"], home: home)
        #expect(fav.status == 64, "no learner yet, so no favourites")
    }

    @Test func theTableAlignsItsColumnsAndMarksFavourites() throws {
        let home = try homeWithLearner()
        let run = try KuchiBinary.run(["words", "ねこ", "--format", "table"], home: home)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("word  reading  romaji  meanings") == true, "\(run.stdout)")
        #expect(lines.dropFirst().first?.contains("猫    ねこ     neko    cat") == true, "\(run.stdout)")
        #expect(lines.dropFirst().first?.contains("★") == true)
    }

    /// `kuchi words list` is a search for the English "list" (傾斜 "inclination; … list"); the table says how to
    /// list the words instead, as does "No words match" for `kuchi words ls`. A pipe gets the words alone.
    @Test func wordsListSaysHowToListEveryWord() throws {
        let home = try KuchiBinary.Home()
        let table = try KuchiBinary.run(["words", "list", "--format", "table"], home: home)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("目録"), "\(table.stdout)")
        #expect(table.stdout.hasSuffix("(These are words meaning “list”.) To list the words, run kuchi words with no query (--limit N shows more than 20).\n"), "\(table.stdout)")
        let piped = try KuchiBinary.run(["words", "list"], home: home)
        #expect(piped.stdout.contains("目録") && !piped.stdout.contains("with no query"), "\(piped.stdout)")
        let other = try KuchiBinary.run(["words", "cat", "--format", "table"], home: home)
        #expect(!other.stdout.contains("with no query"), "\(other.stdout)")
        // "ls" means nothing in English: the hint comes after "No words match".
        let none = try KuchiBinary.run(["words", "ls", "--format", "table"], home: home)
        #expect(none.stdout == "No words match “ls”.\nTo list the words, run kuchi words with no query (--limit N shows more than 20).\n", "\(none.stdout)")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    func aTerminalGetsTheTableAndAtMostTwentyWords() async throws {
        let home = try homeWithLearner()
        let tmux = try TmuxSession(["words", "a"], home: home, width: 160, height: 60)
        defer { tmux.close() }
        #expect(try await tmux.waitForExit() == 0)
        let screen = tmux.capture()
        #expect(screen.contains("word"))
        #expect(screen.contains("meanings"))
        let rows = screen.split(separator: "\n").filter { $0.contains("jlpt-n") }
        #expect(rows.count == 20, "\(screen)")
    }

    /// A wide terminal shows the meanings the width has room for, a narrow one still fits every line; two words written
    /// alike (土産 みやげ and どさん) get one kanji line between them.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    func theMeaningsUseTheTerminalsWidthAndAKanjiLineIsShownOnce() async throws {
        let home = try homeWithLearner()
        let wide = try TmuxSession(["words", "土産"], home: home, width: 200, height: 30)
        defer { wide.close() }
        #expect(try await wide.waitForExit() == 0)
        let screen = wide.capture()
        #expect(screen.contains("local specialty or souvenir bought as a gift while travelling; present brought by a visitor"), "\(screen)")
        #expect(TmuxSession.count("漢 土産", in: screen) == 1, "\(screen)")
        let narrow = try TmuxSession(["words", "土産"], home: home, width: 80, height: 30)
        defer { narrow.close() }
        #expect(try await narrow.waitForExit() == 0)
        let lines = narrow.capture().split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("土産") && $0.contains("local specialty") && $0.contains("…") }, "\(lines)")
    }

    @Test func csvAndJSONAreExact() throws {
        let home = try homeWithLearner()
        let csv = try KuchiBinary.run(["words", "benkyou", "--format", "csv"], home: home)
        #expect(csv.stdout.hasPrefix("word,reading,romaji,meanings,deck,level,favorite,answers,correct,state,due\r\n勉強,べんきょう,benkyou,study; diligence; discount; reduction,jlpt-n3,N3,0,0,0,,\r\n勉強する,べんきょうする,"),
                "the exact match first: the noun (N3), then the verb (N5)")
        let json = try KuchiBinary.run(["words", "cat", "--format", "json", "--limit", "1"], home: home)
        #expect(json.stdout == #"[{"word":"猫","reading":"ねこ","romaji":"neko","meanings":["cat"],"deck":"jlpt-n5","level":"N5","favorite":true,"answers":0,"correct":0,"state":null,"due":null,"match":"exact","kanji":[{"character":"猫","meanings":["cat"],"on":["ビョウ"],"kun":["ねこ"],"strokes":11,"grade":8,"jlpt":"N3"}],"example":{"japanese":"私の猫です。","english":"That's my cat.","parts":["私の","猫","です。"]},"audio":null}]"# + "\n")
        let lines = try KuchiBinary.run(["words", "neko", "--format", "jsonl", "--favorites"], home: home)
        #expect(lines.stdout.split(separator: "\n").count == 1)
    }

    @Test func aFormulaInTheBankIsDefusedInCSV() throws {
        let home = try homeWithLearner()
        let list = home.root + "/evil.csv"
        try "word,reading,meanings\n悪悪,あくあく,=HYPERLINK(\"x\")\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let csv = try KuchiBinary.run(["words", "akuaku", "--format", "csv"], home: home)
        #expect(csv.stdout.contains(#",悪悪,"#) == false)
        #expect(csv.stdout.contains(#"悪悪,あくあく,akuaku,"'=HYPERLINK(""x"")""#), "\(csv.stdout)")
    }

    @Test func badFiltersAndLimitsStopWithExit64() throws {
        let home = try homeWithLearner()
        for arguments in [["words", "neko", "--limit", "0"], ["words", "--limit", "-2"], ["words", "neko", "--level", "N6"],
                          ["words", "neko", "--deck", ""]] {
            let run = try KuchiBinary.run(arguments, home: home)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix("kuchi: error: "), "\(arguments): \(run.stderr)")
        }
        let unknownLevel = try KuchiBinary.run(["words", "--level", "N6"], home: home)
        #expect(unknownLevel.stderr.contains("--level: expected N5, N4, N3, N2 or N1, not “N6”."))
        // A negative limit is a value given, and refused as one (not "Missing value").
        for (arguments, message) in [(["words", "--limit", "-1"], "--limit: expected a number of words, 1 or more, not -1."),
                                     (["kanji", "人", "--limit", "-1"], "--limit: expected a number of words, 0 or more, not -1.")] {
            let negative = try KuchiBinary.run(arguments, home: home)
            #expect(negative.status == 64 && negative.stderr == "kuchi: error: \(message)\n", "\(arguments): \(negative.stderr)")
        }
    }

    /// A lesson (a new word shown whole, left with Enter) is no answer: `kuchi words` counts a learner's answers
    /// and right answers as `kuchi report` does, so four lessons and one missed quiz are one answer, none right.
    @Test func lessonsAreNotCountedAsAnswers() throws {
        let home = try KuchiBinary.Home()
        let review = try KuchiBinary.run(["review", "--name", "Ann", "--seed", "1"], input: "\n\n\n\nnot it\n:quit\n", home: home)
        #expect(review.status == 0, "\(review.stderr)")
        let listed = try KuchiBinary.run(["words", "--format", "tsv"], home: home)
        var answered: [String] = []
        for line in listed.stdout.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count > 8, fields[7] != "0" { answered.append(fields[0] + " " + fields[7] + " " + fields[8]) }
        }
        #expect(answered == ["する 1 0"], "only the quiz missed is an answer: \(answered)")
        let table = try KuchiBinary.run(["words", "ある", "--format", "table", "--limit", "1"], home: home)
        #expect(!table.stdout.contains("%"), "a word only taught has no accuracy: \(table.stdout)")
        let report = try KuchiBinary.run(["report"], home: home)
        #expect(report.stdout.contains("**Answers:** 1: 0 correct, 1 wrong"), "\(report.stdout)")
    }
}
