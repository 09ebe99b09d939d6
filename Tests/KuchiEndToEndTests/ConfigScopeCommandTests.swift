import Foundation
import Testing

/// A scope kept in the config file (or the environment) that selects nothing: the error names where it is set
/// and the command that changes it, in the terminal and as a `--json` error event.
@Suite("A configured scope that selects nothing", .timeLimit(.minutes(20)))
struct ConfigScopeCommandTests {
    @Test func aConfiguredDeckRemovedSinceNamesTheConfigFileAndHowToWidenIt() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.csv"
        try "word,reading,meaning\nぽぽ,ぽぽ,popo\nぴぴ,ぴぴ,pipi\nぷぷ,ぷぷ,pupu\nぺぺ,ぺぺ,pepe\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list, "--deck", "Mine"], home: home).status == 0)
        #expect(try KuchiBinary.run(["decks", "remove", "Mine", "--yes"], home: home).status == 0)

        let run = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("No words in deck 'Mine'."))
        #expect(run.stderr.contains("deck = \"Mine\" is set in the config file \(home.configFile), line 1: change it with "
                                    + "kuchi config set deck NAME, or kuchi config set deck all to practise every deck."), "\(run.stderr)")
        let json = try KuchiBinary.run(["--json", "--name", "Ann"], home: home)
        #expect(json.status == 64 && json.stdout.contains("is set in the config file"), "the error event says it too: \(json.stdout)")

        #expect(try KuchiBinary.run(["config", "set", "deck", "all"], home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0, "the command it named fixes it")
    }

    @Test func aLevelIsQuotedAsTheLearnerWroteItNotAsNormalised() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.csv"
        try "word,reading,meaning\nぽぽ,ぽぽ,popo\nぴぴ,ぴぴ,pipi\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list, "--deck", "Mine"], home: home).status == 0)
        for level in 1...5 { #expect(try KuchiBinary.run(["decks", "remove", "jlpt-n\(level)", "--yes"], home: home).status == 0) }
        try "level = \"n3\"\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let fromFile = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(fromFile.status == 64)
        #expect(fromFile.stderr.contains("level = \"n3\" is set in the config file \(home.configFile), line 1"), "\(fromFile.stderr)")
        let fromEnvironment = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home, environment: ["KUCHI_LEVEL": "n1"])
        #expect(fromEnvironment.stderr.contains("the environment variable KUCHI_LEVEL=n1:"), "\(fromEnvironment.stderr)")
    }

    @Test func favouritesFromTheConfigFileBeforeAnyPractiseSayHowToPractiseFirst() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["config", "set", "favorites_only", "true"], home: home).status == 0)
        let refused = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("Practise first (kuchi --level all, for once), then star words"), "not 'run kuchi': \(refused.stderr)")
        #expect(refused.stderr.contains("favorites_only = true is set in the config file \(home.configFile), line 1: "
                                        + "run kuchi config set favorites_only false to practise every word, starred or not."))
        #expect(try KuchiBinary.run(["--name", "Ann", "--level", "all"], input: ":quit\n", home: home).status == 0, "the way it names works")
    }

    @Test func aTagFromTheEnvironmentNamesTheVariableAndATagOnTheCommandLineNothingMore() throws {
        let home = try KuchiBinary.Home()
        let fromEnvironment = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home, environment: ["KUCHI_TAG": "verbs"])
        #expect(fromEnvironment.status == 64)
        #expect(fromEnvironment.stderr.contains("tag comes from the environment variable KUCHI_TAG=verbs: unset KUCHI_TAG"), "\(fromEnvironment.stderr)")
        let typed = try KuchiBinary.run(["--name", "Ann", "--tag", "verbs"], input: ":quit\n", home: home)
        #expect(typed.status == 64 && typed.stderr.contains("No words in tag 'verbs'."))
        #expect(!typed.stderr.contains("config") && !typed.stderr.contains("KUCHI_TAG"), "typed just now: \(typed.stderr)")
    }
}
