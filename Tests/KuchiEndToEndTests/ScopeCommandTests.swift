import Foundation
import Testing

@Suite("Scopes and decks from the command line")
struct ScopeCommandTests {
    @Test func anEmptyDeckNamesTheDecksThereAreAndWritesNoSession() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--deck", "Core 2k"], input: "1\n", home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("No words in deck 'Core 2k'. Decks: jlpt-n5 (662), jlpt-n4 (632), jlpt-n3 (1,776), "
                                    + "jlpt-n2 (1,786), jlpt-n1 (3,389)."), "a deck given: no level scope is added; \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "no bank, so no session either")
    }

    @Test func aRefusedScopeCreatesNoBankNoLearnerAndNoSession() throws {
        let home = try KuchiBinary.Home()
        for arguments in [["--name", "Bbo", "--favorites"], ["--name", "Bbo", "--deck", "Core 2k"], ["--favorites", "--json"]] {
            let refused = try KuchiBinary.run(arguments, input: "1\n", home: home)
            #expect(refused.status == 64, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: home.database), "\(arguments) created the word bank")
            if arguments.contains("--favorites"), !arguments.contains("--json") {
                #expect(refused.stderr.contains("No words in favourites. Practise first (run kuchi), then star words with :fav"),
                        "a new user is not sent to kuchi words fav, which needs a learner: \(refused.stderr)")
            }
        }
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let refused = try KuchiBinary.run(["--name", "Bbo", "--favorites"], input: "1\n", home: home)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("No words in favourites."),
                "--favorites replaces the N5 scope a new bank wrote to the config file: \(refused.stderr)")
        #expect(try KuchiBinary.run([], input: ":quit\n", home: home).stdout.contains("Welcome back, Ann!"),
                "the refused learner did not become the default")
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT group_concat(name) FROM profile") == "Ann")
        }
    }

    /// A new bank writes `level = "N5"` to the config file; a deck named on the command line replaces that scope,
    /// so an imported deck without levels is practised and reviewed (it was refused: "No words in deck 'fruit', level N5").
    @Test func anImportedDeckIsPractisedAfterTheNewBankChoseN5() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Amy"], input: ":quit\n", home: home).status == 0)
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8).contains("level = \"N5\""))
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings\n林檎,りんご,apple\n蜜柑,みかん,mandarin orange\n葡萄,ぶどう,grape\n".write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", "--deck", "fruit", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let practice = try KuchiBinary.run(["--deck", "fruit", "--questions", "3", "--mode", "meaning"], input: ":quit\n", home: home)
        #expect(practice.status == 0, "\(practice.stderr)")
        #expect(["林檎", "蜜柑", "葡萄"].contains { practice.stdout.contains($0) }, "\(practice.stdout)")
        let review = try KuchiBinary.run(["review", "--deck", "fruit"], input: ":quit\n", home: home)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(!review.stderr.contains("level N5"))
    }

    @Test func badScopeOptionsAreUsageErrors() throws {
        let home = try KuchiBinary.Home()
        let level = try KuchiBinary.run(["--level", "N6"], home: home)
        #expect(level.status == 64 && level.stderr.contains("--level") && level.stderr.contains("N6"))
        let deck = try KuchiBinary.run(["--deck", " "], home: home)
        #expect(deck.status == 64 && deck.stderr.contains("--deck: a name cannot be empty"))
        let setting = try KuchiBinary.run(["--name", "Ann"], home: home, environment: ["KUCHI_TAG": "a,,b"])
        #expect(setting.status == 64 && setting.stderr.contains("KUCHI_TAG"))
    }

    @Test func aDeckInAnyCaseAndALevelNarrowTheSessionAndSetShowsThem() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--deck", "JLPT-N5", "--level", "n5"], input: ":set\n:quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("deck = JLPT-N5"))
        #expect(run.stdout.contains("level = N5"))
        #expect(run.stdout.contains("words: deck 'JLPT-N5', level N5."))
    }

    @Test func setDeckToAnEmptyDeckIsRefusedAndTheSettingKept() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann"], input: ":set deck Core 2k\n:set\n:quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("No words in deck 'Core 2k', level N5: the setting is unchanged."), "a new learner's level scope")
        #expect(run.stdout.contains("deck = all"))
    }

    @Test func favoritesOnlyPractisesTheStarredWords() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let empty = try KuchiBinary.run(["--favorites"], input: "", home: home)
        #expect(empty.status == 64 && empty.stderr.contains("No words in favourites. Star words with :fav in a session, or kuchi words fav WORD."))
        #expect(try KuchiBinary.run(["words", "fav", "neko"], home: home).status == 0)
        let run = try KuchiBinary.run(["--favorites", "--questions", "3"], input: ":quit\n", home: home)
        #expect(run.stdout.contains("There is only 1 word in favourites: this session has 1 question."))
        #expect(run.stdout.contains("猫  ねこ"))
    }

    @Test func decksListsDecksLevelsAndTagsWithTheirWords() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let run = try KuchiBinary.run(["decks"], home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("jlpt-n5    662 words  0 due") && run.stdout.contains("jlpt-n4    632 words  0 due"))
        #expect(run.stdout.contains("N5    662 words") && run.stdout.contains("N4    632 words"))
        // A Japanese deck name is padded by the columns it takes (two a character), so the counts line up.
        let list = home.root + "/日本語.csv"
        try "word,reading,meaning\n猫,ねこ,cat\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let lines = try KuchiBinary.run(["decks"], home: home).stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  jlpt-n5    662 words  0 due"))
        #expect(lines.contains("  日本語       1 word   0 due"), "the 1 under the last digit of 1,779, the due counts in line: \(lines)")
    }
}
