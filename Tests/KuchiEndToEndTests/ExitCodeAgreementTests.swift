import Foundation
import Testing

/// Exit codes and messages as the README's table says them.
@Suite("Exit codes agree with the README")
struct ExitCodeAgreementTests {
    @Test func importingAFolderExits66AndAsksForAFileInIt() throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/lists"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try KuchiBinary.run(["import", folder + "/"], home: home)
        #expect(run.status == 66)
        #expect(run.stderr.contains("it is a folder. Name a word list file in it (kuchi import \(folder)/words.csv)"), "\(run.stderr)")
    }

    @Test func helpForACommandThatDoesNotExistExits64WithTheCommands() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["help", "nosuch"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("no such command “nosuch”. Commands: practice, review, words"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let nested = try KuchiBinary.run(["help", "decks", "nosuch"], home: home)
        #expect(nested.status == 64)
        #expect(nested.stderr.contains("kuchi decks has no such command “nosuch”. Commands: list, remove."))
        let known = try KuchiBinary.run(["help", "decks", "remove"], home: home)
        #expect(known.status == 0)
        #expect(known.stdout.contains("kuchi decks remove"))
    }

    @Test func aMistypedCommandSaysWhichCommandItIsClosestTo() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["reveiw"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("kuchi has no such command “reveiw”. Did you mean “kuchi review”? Commands: practice, review"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "no bank made for a mistyped command")
        let unknown = try KuchiBinary.run(["flyaway"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("no such command “flyaway”. Commands:") && !unknown.stderr.contains("Did you mean"))
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0, "options alone still practise")
    }

    @Test func dueWordsAndExportRefuseABadSettingAsPracticeDoes() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        for command in [["due"], ["words", "neko"], ["export", "words"]] {
            let variable = try KuchiBinary.run(command, home: home, environment: ["KUCHI_ANSWER_MODE": "xx"])
            #expect(variable.status == 64, "\(command)")
            #expect(variable.stderr.contains("environment variable KUCHI_ANSWER_MODE"), "\(command): \(variable.stderr)")
            #expect(variable.stdout.isEmpty)
        }
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "answer_mode = reading\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        for command in [["due"], ["words", "neko"], ["export", "words"]] {
            let file = try KuchiBinary.run(command, home: home)
            #expect(file.status == 64, "\(command)")
            #expect(file.stderr.contains("config file \(home.configFile), line 1"), "\(command): \(file.stderr)")
        }
    }

    @Test func dueWithoutAWordBankSaysSoAndExits0() throws {
        let home = try KuchiBinary.Home()
        let text = try KuchiBinary.run(["due"], home: home)
        #expect(text.status == 0)
        #expect(text.stdout.contains("No word bank yet at \(home.database), so nothing is due: run kuchi to start practising."))
        #expect(text.stderr.isEmpty)
        let json = try KuchiBinary.run(["due", "--format", "json"], home: home)
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""due_now":0"#))
        #expect(!FileManager.default.fileExists(atPath: home.database), "no bank is created")
    }

    @Test func questionsAreSaidToEndOnlyRandomPracticeAndReviewsHelpLeavesThemOut() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["practice", "--help"], home: home)
        #expect(run.status == 0)
        let flat = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("Correct answers that end a random-practice session"))
        #expect(flat.contains("a review (spaced repetition) runs until nothing due is left"))
        #expect(try !KuchiBinary.run(["review", "--help"], home: home).stdout.contains("--questions"))
    }

    /// `kuchi --help` lists every exit status docs/reliability.md's table gives, signals included (walk-through 19,
    /// defect 7): a script author reading the help learns of 1, 130, 129, 143 and 141 too.
    @Test func helpListsEveryExitStatusTheReliabilityTableGives() throws {
        let home = try KuchiBinary.Home()
        let help = try KuchiBinary.run(["--help"], home: home).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let table = try String(contentsOfFile: ExternalTool.repositoryRoot + "/docs/reliability.md", encoding: .utf8)
            .split(separator: "\n").drop { $0 != "## Exit codes" }.prefix { !$0.hasPrefix("## The fault matrix") }
        let codes = table.compactMap { line in line.wholeMatch(of: #/\| (\d+) \|.*/#).map { String($0.1) } }
        #expect(codes.count >= 10, "\(codes)")
        for code in codes {
            #expect(help.contains(" \(code) "), "exit status \(code) is in docs/reliability.md but not in kuchi --help: \(help)")
        }
        #expect(help.contains("Ended by a signal, the status is 128 + its number"), "\(help)")
    }
}
