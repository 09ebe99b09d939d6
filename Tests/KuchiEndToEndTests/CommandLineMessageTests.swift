import Foundation
import Testing

/// What `kuchi` says about its own command line: a bad value's valid values in one line, defaults and usage
/// lines as the options are.
@Suite("Messages about the command line", .timeLimit(.minutes(20)))
struct CommandLineMessageTests {
    /// A bad mode lists the six modes in one sentence, as every other bad value does (not as a bulleted list).
    @Test func aBadModeListsTheValidModesInOneLine() throws {
        let run = try KuchiBinary.run(["--mode", "typing"], home: try KuchiBinary.Home())
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "kuchi: error: The value 'typing' is invalid for '--mode <mode>'. "
                + "Please provide one of 'choice', 'meaning', 'reading', 'word', 'mixed' or 'flashcard'.", "\(run.stderr)")
        #expect(!lines.contains { $0.hasPrefix("  - ") }, "\(run.stderr)")
        #expect(lines.dropFirst().first?.hasPrefix("Help:  --mode <mode>") == true, "the option's help follows: \(run.stderr)")
    }

    /// Walk-through 29, D9: a bank path with a `~` no shell expanded advised `mkdir -p '~'` (a folder a user then
    /// removes with `rm -rf ~`); it says the `~` was not expanded and gives the path under $HOME.
    @Test func aTildeNoShellExpandedIsSaidSoAndNoFolderNamedTildeIsAdvised() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run([], home: home, environment: ["KUCHI_DATABASE": "~/no-such-kuchi-folder/k.sqlite"])
        #expect(run.status == 66, "\(run.stderr)")
        #expect(run.stderr.contains("~ is not expanded here"), "\(run.stderr)")
        #expect(run.stderr.contains(home.root + "/no-such-kuchi-folder/k.sqlite"), "\(run.stderr)")
        #expect(!run.stderr.contains("mkdir"), "\(run.stderr)")
    }

    /// A negative number is a value given, refused with the range it is out of (not as a missing value).
    @Test func aNegativeNumberIsRefusedWithItsRange() throws {
        let home = try KuchiBinary.Home()
        for arguments in [["--questions", "-1"], ["--choices", "-3"], ["review", "--new-words", "-1"], ["report", "--retention", "-0.5"]] {
            let run = try KuchiBinary.run(arguments, home: home)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("Missing value") && run.stderr.contains("not \"\(arguments[arguments.count - 1])\""), "\(arguments): \(run.stderr)")
        }
    }

    /// `kuchi kanji --help` gives the default of --limit once.
    @Test func theKanjiLimitsDefaultIsGivenOnce() throws {
        let help = try KuchiBinary.run(["kanji", "--help"], home: try KuchiBinary.Home()).stdout
        let joined = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(joined.contains("--limit <n> At most this many words per kanji, 0 for all (default: 20)"), "\(help)")
        #expect(joined.components(separatedBy: "default: 20").count == 2, "\(help)")
    }

    /// The usage lines of `kuchi words accepted` name every option its help lists.
    @Test func theAcceptedAnswersUsageNamesEveryOption() throws {
        let help = try KuchiBinary.run(["words", "accepted", "--help"], home: try KuchiBinary.Home()).stdout
        let lines = help.split(separator: "\n").map(String.init)
        let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE: ") }, "\(help)")
        let forms = [lines[usage], lines[usage + 1]]
        #expect(forms[1].contains("kuchi words accepted --remove"), "\(forms)")
        #expect(forms.allSatisfy { $0.contains("[--profile <name>]") && $0.contains("[--database <path>]") }, "\(forms)")
        #expect(lines.contains { $0.hasPrefix("  --database <path>") }, "the option the usage names is listed")
    }

    /// A command line that starts with a subcommand is parsed by that subcommand alone (a faster start), yet its
    /// help, usage and mistakes still name the whole command path, as the full parser writes them.
    @Test func aSubcommandsHelpAndMistakesNameTheWholeCommand() throws {
        let home = try KuchiBinary.Home()
        let dueHelp = try KuchiBinary.run(["due", "--help"], home: home)
        #expect(dueHelp.status == 0 && dueHelp.stdout.contains("USAGE: kuchi due "), "\(dueHelp.stdout)")
        let searchHelp = try KuchiBinary.run(["words", "search", "--help"], home: home)
        #expect(searchHelp.status == 0 && searchHelp.stdout.contains("USAGE: kuchi words search "), "\(searchHelp.stdout)")
        // `kuchi config`'s usage is written out: it must stay what the argument parser writes for `kuchi config show`.
        let configHelp = try KuchiBinary.run(["config", "--help"], home: home).stdout
        let showHelp = try KuchiBinary.run(["config", "show", "--help"], home: home).stdout
        let showUsage = try #require(showHelp.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }, "\(showHelp)")
        let written = showUsage.replacingOccurrences(of: "USAGE: kuchi config show ", with: "USAGE: kuchi config ")
        #expect(configHelp.contains(written + "\n       kuchi config set <name> <value>"), "\(written) in \(configHelp)")
        let mistake = try KuchiBinary.run(["due", "--formats", "json"], home: home)
        #expect(mistake.status == 64, "\(mistake.stderr)")
        #expect(mistake.stderr.contains("Unknown option '--formats'") && mistake.stderr.contains("kuchi due --help"), "\(mistake.stderr)")
        let version = try KuchiBinary.run(["due", "--version"], home: home)
        #expect(version.status == 0 && version.stdout.hasPrefix("0.1.0 (bank schema "), "kuchi's --version after a subcommand, as before: \(version.stderr)")
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home)
        #expect(due.status == 0 && due.stdout.hasPrefix("{"), "parsed and run: \(due.stdout) \(due.stderr)")
    }
}
