import Foundation
import Testing

/// `kuchi --database FILE due`, as `kuchi --help` writes the option before the command: the command runs on that bank.
@Suite("Options before the subcommand")
struct LeadingOptionTests {
    @Test func theDatabaseOptionBeforeASubcommandNamesThatCommandsBank() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/other.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "Ko"], input: ":quit\n", home: home).status == 0)
        let after = try KuchiBinary.run(["due", "--database", bank], home: home)
        let before = try KuchiBinary.run(["--database", bank, "due"], home: home)
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == after.stdout && before.stdout.contains("Ko"), "\(before.stdout)")
        let joined = try KuchiBinary.run(["--database=\(bank)", "due", "--format", "json"], home: home)
        #expect(joined.status == 0 && joined.stdout.contains(#""learner":"Ko""#), "\(joined.stdout)\(joined.stderr)")
        // The default bank was never made: every run used the one named.
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test func theLearnersNameAnAliasAndHelpMayFollowTheLeadingOptionsAndOtherOptionsAreRefusedPutRight() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/other.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "Ko"], input: ":quit\n", home: home).status == 0)
        let after = try KuchiBinary.run(["due", "--database", bank, "--name", "Ko"], home: home)
        for line in [["--name", "Ko", "--database", bank, "due"], ["--database", bank, "--profile=Ko", "due"]] {
            let run = try KuchiBinary.run(line, home: home)
            #expect(run.status == 0 && run.stdout == after.stdout, "\(line): \(run.stdout)\(run.stderr)")
        }
        let alias = try KuchiBinary.run(["--database", bank, "practise", "--name", "Ko"], input: ":quit\n", home: home)
        #expect(alias.status == 0, "\(alias.stderr)")
        let help = try KuchiBinary.run(["--database", bank, "help", "due"], home: home)
        #expect(help.status == 0 && help.stdout.contains("USAGE: kuchi due"), "\(help.stdout)\(help.stderr)")
        let json = try KuchiBinary.run(["--json", "--database", bank, "due"], home: home)
        #expect(json.status == 64)
        // due takes no --json: no line to put right is suggested, as it would be refused too.
        #expect(json.stderr.contains("kuchi due has no --json option") && !json.stderr.contains("Put options"), "\(json.stderr)")
        // A value or a word named like a command is still a value or a word.
        let word = try KuchiBinary.run(["--database", bank, "words", "review"], home: home)
        #expect(word.status == 0 && !word.stderr.contains("Put options"), "\(word.stderr)")
        let tag = try KuchiBinary.run(["--tag", "due", "--database", bank, "--name", "Ko"], input: ":quit\n", home: home)
        #expect(!tag.stderr.contains("Put options") && !tag.stderr.contains("Unexpected argument"), "\(tag.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database))
        let usage = try KuchiBinary.run(["--help"], home: home)
        #expect(usage.stdout.contains("kuchi [--database <path>] [--name <name>] <subcommand> [<options>]"), "\(usage.stdout)")
    }

    /// Before a nested subcommand (`words fav`, `decks list`, `config set`) the options go after the whole path, so
    /// the nested command gets them; one the command does not take is refused as such; a value named like a command
    /// (`--name due`) stays a value.
    @Test func leadingOptionsReachNestedSubcommandsOrAreRefusedByName() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Chie"], input: ":quit\n", home: home).status == 0)
        let star = try KuchiBinary.run(["--name", "Chie", "words", "fav", "猫"], home: home)
        #expect(star.status == 0, "\(star.stderr)")
        let starred = try KuchiBinary.run(["words", "neko", "--name", "Chie", "--format", "csv"], home: home)
        #expect(starred.stdout.contains("猫,ねこ,neko,cat,jlpt-n5,N5,1,"), "\(starred.stdout)")
        let bank = home.root + "/other.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "Ko"], input: ":quit\n", home: home).status == 0)
        let list = try KuchiBinary.run(["--database", bank, "decks", "list"], home: home)
        let after = try KuchiBinary.run(["decks", "list", "--database", bank], home: home)
        #expect(list.status == 0 && list.stdout == after.stdout, "\(list.stdout)\(list.stderr)")
        let set = try KuchiBinary.run(["--database", bank, "config", "set", "deck", "all"], home: home)
        #expect(set.status == 0, "\(set.stderr)")
        let doctor = try KuchiBinary.run(["--name", "Ko", "doctor"], home: home)
        #expect(doctor.status == 64 && doctor.stderr.contains("kuchi doctor has no --name option"), "\(doctor.stderr)")
        let value = try KuchiBinary.run(["--name", "due"], input: ":quit\n", home: home)
        #expect(value.status == 0, "\(value.stderr)")
        #expect(try KuchiBinary.run(["due", "--name", "due"], home: home).status == 0, "a learner called due was made")
    }

    @Test func anyOptionOfTheNamedCommandBeforeItsNameIsPutRight() throws {
        let home = try KuchiBinary.Home()
        let cases: [([String], String)] = [
            (["--format", "json", "due"], "kuchi due --format json"),
            (["--limit", "3", "words"], "kuchi words --limit 3"),
            (["--output", "x.csv", "export", "words"], "kuchi export --output x.csv words"),
            (["--force", "export", "words"], "kuchi export --force words"),
            // A deck named like a command is the option's value, not the command: the line would review a deck "due".
            (["--deck", "review", "due"], "kuchi due --deck review"),
        ]
        for (line, putRight) in cases {
            let run = try KuchiBinary.run(line, home: home)
            #expect(run.status == 64, "\(line): \(run.stderr)")
            #expect(run.stderr.contains("Put options after the command name: \(putRight)"), "\(line): \(run.stderr)")
        }
        // An option the command does not take either is refused as unknown, as before.
        let unknown = try KuchiBinary.run(["--bogus", "due"], home: home)
        #expect(unknown.status == 64 && !unknown.stderr.contains("Put options"), "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "nothing ran")
    }
}
