import Foundation
import Testing

@Suite("Favourites from the shell and in a session")
struct FavoriteCommandTests {
    private func favorites(_ home: KuchiBinary.Home) throws -> String {
        try SQLiteShell.query(home.database, "SELECT group_concat(w.text, ' ') FROM favorite f JOIN word w ON w.id = f.word_id")
    }

    /// A home whose bank has the bundled words and a learner, Ann.
    private func homeWithLearner() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        return home
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func favFindsAWordByOneOfItsWrittenAlternativesAsTheSearchDoes() throws {
        let home = try homeWithLearner()
        let search = try KuchiBinary.run(["words", "--format", "tsv", "見る"], home: home)
        #expect(search.stdout.contains("見る/観る"), "the search finds the word written 見る/観る")
        let starred = try KuchiBinary.run(["words", "fav", "見る"], home: home)
        #expect(starred.status == 0, "stderr: \(starred.stderr)")
        #expect(starred.stdout.contains("★ 見る/観る (みる) to see: a favourite now."))
        #expect(try favorites(home) == "見る/観る")
        #expect(try KuchiBinary.run(["words", "unfav", "観る"], home: home).stdout.contains("no longer a favourite"))
        #expect(try favorites(home) == "")
    }

    /// A favourite or a suspension is the learner's, as an answer is: stamped by the study clock (`KUCHI_NOW`), as
    /// `:fav` and `:suspend` in a session already were, not by the computer's (walk-through 39's L1).
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func favAndSuspendFromTheShellAreStampedByTheStudyClock() throws {
        let home = try homeWithLearner()
        let clock = ["KUCHI_NOW": "2030-06-15T12:00:00Z", "KUCHI_NOW_FROZEN": "1"]
        #expect(try KuchiBinary.run(["words", "fav", "neko"], home: home, environment: clock).status == 0)
        #expect(try KuchiBinary.run(["words", "suspend", "inu"], home: home, environment: clock).status == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT added_at FROM favorite") == "2030-06-15 12:00:00.000")
        #expect(try SQLiteShell.query(home.database, "SELECT DISTINCT suspended_at FROM suspended_word") == "2030-06-15 12:00:00.000")
    }

    @Test func favWithoutAWordBankCreatesNone() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["words", "fav", "neko"], home: home)
        #expect(run.status == 66)
        #expect(run.stderr.contains("There is no word bank at"))
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func favStarsWordsNamedInRomajiKanaOrKanjiAndUnfavUnstarsThem() throws {
        let home = try homeWithLearner()
        let starred = try KuchiBinary.run(["words", "fav", "neko", "橋", "でんしゃ"], home: home)
        #expect(starred.status == 0, "\(starred.stderr)")
        #expect(starred.stdout.contains("★ 猫 (ねこ) cat: a favourite now."))
        #expect(try favorites(home).split(separator: " ").sorted() == ["橋", "猫", "電車"])
        let unstarred = try KuchiBinary.run(["words", "unfav", "ねこ"], home: home)
        #expect(unstarred.stdout.contains("猫 (ねこ) cat: no longer a favourite."))
        #expect(try favorites(home).split(separator: " ").sorted() == ["橋", "電車"])
        let report = try KuchiBinary.run(["report"], home: home)
        #expect(report.stdout.contains("**Favourite words:** 2"))
        let export = try KuchiBinary.run(["export", "words", "--format", "tsv"], home: home)
        let favoriteColumn = 9   // id, word, reading, meanings, level, deck, tags, common, added_at, favorite, …
        #expect(export.stdout.split(separator: "\n").filter {
            $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(favoriteColumn).first == "1"
        }.count == 2)
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func anAmbiguousWordListsItsCandidatesAndNothingIsWritten() throws {
        let home = try homeWithLearner()
        let run = try KuchiBinary.run(["words", "fav", "neko", "hashi"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("“hashi” could be 4 words: はし[はし] chopsticks, 橋[はし] bridge, 端[はし] end (e.g. of street), 箸[はし] chopsticks."))
        #expect(try favorites(home) == "", "neko was found, but nothing is written when one word is not")
        #expect(try KuchiBinary.run(["words", "fav", "はし[はし]"], home: home).status == 0)
        #expect(try favorites(home) == "はし")
    }

    /// Text that is exactly one word's written form names that word when the other words read so are other
    /// spellings of it (それ "that", 其れ "it; that"), with a note on them; romaji names the same word.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func anExactWrittenFormWinsOverAnotherSpellingWithANote() throws {
        let home = try homeWithLearner()
        let run = try KuchiBinary.run(["words", "fav", "それ"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("★ それ that: a favourite now."), "\(run.stdout)")
        #expect(run.stderr.contains("(“それ” is taken as それ[それ]; another spelling of that word: 其れ[それ] it. Name it as TEXT[READING] to pick it.)"),
                "\(run.stderr)")
        #expect(try favorites(home) == "それ")
        let romaji = try KuchiBinary.run(["words", "suspend", "sore"], home: home)
        #expect(romaji.stdout.contains("それ that: suspended"), "romaji names the same word: \(romaji.stderr)")
    }

    /// A kana reading typed for a kanji word does not name another word that only sounds alike: いえ is 家 "house"
    /// or いえ "no", いつか is いつか "sometime" or 五日 "fifth day", so both stay ambiguous, in kana as in romaji; so do
    /// spellings of one word whose kana one is listed at a harder level (あした N3, 明日 N5).
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func aReadingSharedByDifferentWordsStaysAmbiguous() throws {
        let home = try homeWithLearner()
        for name in ["いえ", "ie", "いつか", "itsuka"] {
            let run = try KuchiBinary.run(["words", "fav", name], home: home)
            #expect(run.status == 64, "\(name): \(run.stdout)")
            #expect(run.stderr.contains("could be "), "\(name): \(run.stderr)")
        }
        #expect(try KuchiBinary.run(["words", "suspend", "いえ"], home: home).status == 64)
        #expect(try favorites(home) == "")
        // A kana spelling listed again at a harder level is not taken for the word met first: あした (N3) beside 明日
        // (N5), いく (N1) beside 行く (N5), in kana as in romaji.
        for name in ["あした", "ashita", "いく", "iku"] {
            let run = try KuchiBinary.run(["words", "fav", name], home: home)
            #expect(run.status == 64, "\(name): \(run.stdout)")
        }
        #expect(try favorites(home) == "")
        let chair = try KuchiBinary.run(["words", "fav", "いす"], home: home)
        #expect(chair.status == 0 && chair.stdout.contains("★ いす chair: a favourite now."), "椅子 is いす written in kanji: \(chair.stderr)")
    }

    /// Two words written alike whose readings judging takes as one (ぢ and じ) are still told apart by the label
    /// the ambiguity message gives each: TEXT[READING] as listed names that word alone.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func theLabelOfOneOfTwoWordsReadAlikeNamesItAlone() throws {
        let home = try homeWithLearner()
        let list = home.root + "/nose.csv"
        try "word,reading,meaning\n鼻血,はなぢ,nosebleed\n鼻血,はなじ,nosebleed (variant)\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let both = try KuchiBinary.run(["words", "fav", "鼻血"], home: home)
        #expect(both.stderr.contains("“鼻血” could be 2 words: 鼻血[はなじ] nosebleed (variant), 鼻血[はなぢ] nosebleed."), "\(both.stderr)")
        let run = try KuchiBinary.run(["words", "fav", "鼻血[はなじ]"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try SQLiteShell.query(home.database, "SELECT group_concat(w.reading) FROM favorite f JOIN word w ON w.id = f.word_id") == "はなじ")
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func aWordNotInTheBankIsRefused() throws {
        let home = try homeWithLearner()
        let run = try KuchiBinary.run(["words", "fav", "kujira"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("No word “kujira” in the word bank: nothing was changed."))
        #expect(try favorites(home) == "")
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: the bank cannot be checked from outside"))
    func favInASessionStarsTheWordOnScreenAndSaysWhich() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--seed", "4"], input: ":fav\n:quit\n", home: home)
        let starred = try favorites(home)
        #expect(!starred.isEmpty)
        #expect(run.stdout.contains("★ \(starred)"))
        #expect(run.stdout.contains("is a favourite now"))
    }

    @Test func favOverJSONLinesIsAnEvent() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--json", "--seed", "4"], input: "{\"command\": \"fav\"}\n", home: home)
        let event = run.stdout.split(separator: "\n").first { $0.contains("\"type\":\"favorite\"") }
        #expect(event?.hasSuffix("\"favorite\":true}") == true)
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }
}
