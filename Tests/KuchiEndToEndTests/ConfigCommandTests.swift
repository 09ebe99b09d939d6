import Foundation
import Testing

@Suite("The config file and kuchi config, run through the binary")
struct ConfigCommandTests {
    private func writeConfig(_ text: String, in home: KuchiBinary.Home) throws {
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: home.configFile))
    }

    @Test func aWindowsConfigWithACommentFirstAndAPracticeTableIsObeyed() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("# my settings\r\n[practice]\r\nquestions_per_session = 3\r\n", in: home)
        let run = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Question 1 of 3"))
    }

    @Test func kuchiConfigShowsEveryValueAndWhereItCameFrom() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("# mine\nanswer_mode = \"word\"\n", in: home)
        let run = try KuchiBinary.run(["config", "--questions", "9"], home: home, environment: ["KUCHI_CHOICES_PER_CHALLENGE": "6"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("questions_per_session = 9  # option --questions"))
        #expect(run.stdout.contains("answer_mode = \"word\"       # file \(home.configFile):2"))
        #expect(run.stdout.contains("choices_per_challenge = 6  # environment KUCHI_CHOICES_PER_CHALLENGE"))
        let path = try KuchiBinary.run(["config", "--path"], home: home)
        #expect(path.stdout == home.configFile + "\n")
    }

    @Test func configSetWritesAPrivateFileKeepingComments() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("# mine\nquestions_per_session = 3 # three\n", in: home)
        let run = try KuchiBinary.run(["config", "set", "questions", "12"], home: home)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "# mine\nquestions_per_session = 12 # three\n")
        let mode = try FileManager.default.attributesOfItem(atPath: home.configFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let session = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(session.stdout.contains("Question 1 of 12"))
    }

    @Test func aBadValueForConfigSetLeavesTheFileAsItWas() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("questions_per_session = 3\n", in: home)
        let run = try KuchiBinary.run(["config", "set", "mode", "kanji"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("answer_mode must be one of choice, meaning, reading, word, mixed"), "named as the file names it")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "questions_per_session = 3\n")
        let reviews = try KuchiBinary.run(["config", "set", "reviews_per_day", "--", "-1"], home: home)
        #expect(reviews.status == 64)
        #expect(reviews.stderr.contains("reviews_per_day must be a whole number from 0 to 9999"), "\(reviews.stderr)")
    }

    @Test func aNegativeValueWithoutDashDashIsJudgedByTheSettingNotTakenForAnOption() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("questions_per_session = 3\n", in: home)
        let negative = try KuchiBinary.run(["config", "set", "reviews_per_day", "-1"], home: home)
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("reviews_per_day must be a whole number from 0 to 9999, not \"-1\""), "\(negative.stderr)")
        let two = try KuchiBinary.run(["config", "set", "reviews_per_day", "5", "6"], home: home)
        #expect(two.status == 64 && two.stderr.contains("Expected one value, got 2"), "\(two.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "questions_per_session = 3\n")
        let fine = try KuchiBinary.run(["config", "set", "reviews_per_day", "--", "7"], home: home)
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8).contains("reviews_per_day = 7"))
    }

    /// Settings belong to no learner: `--name` with `config set`, before the command or after it, is refused as such
    /// (not counted as a second value), with the line to type instead, and the file is left alone.
    @Test func aLearnerNameWithConfigSetIsRefusedAsSettingsAreNotPerLearner() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("questions_per_session = 3\n", in: home)
        for line in [["--name", "Ko", "config", "set", "deck", "all"], ["config", "set", "deck", "all", "--profile=Ko"],
                     ["--database", "x.sqlite", "--name", "Ko", "config", "set", "deck", "all"]] {
            let run = try KuchiBinary.run(line, home: home)
            let option = line.contains("--profile=Ko") ? "--profile" : "--name"
            #expect(run.status == 64, "\(line): \(run.stderr)")
            #expect(run.stderr.contains("kuchi config set has no \(option) option: settings are not per learner"), "\(line): \(run.stderr)")
            #expect(run.stderr.contains("Leave \(option) out: kuchi " + line.filter { !["--name", "Ko", "--profile=Ko", "--database", "x.sqlite"].contains($0) }.joined(separator: " ") + "\n"),
                    "\(line): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "questions_per_session = 3\n")
    }

    /// `kuchi config --name Mia` is not a typo for `--path`: there are no learner's settings to show, and the listing
    /// says once that its settings are every learner's.
    @Test func theListingSaysItsSettingsAreSharedAndALearnerNameIsRefusedAsSuch() throws {
        let home = try KuchiBinary.Home()
        for line in [["config", "--name", "Mia"], ["config", "show", "--profile", "Mia"], ["--name", "Mia", "config"],
                     ["config", "unset", "level", "--name=Mia"]] {
            let run = try KuchiBinary.run(line, home: home)
            #expect(run.status == 64, "\(line): \(run.stderr)")
            #expect(!run.stderr.contains("Did you mean"), "\(line): \(run.stderr)")
            #expect(run.stderr.contains("option: settings are not per learner, the config file is shared by every learner"), "\(line): \(run.stderr)")
        }
        #expect(try KuchiBinary.run(["config", "show", "--name", "Mia"], home: home).stderr.contains("kuchi config show has no --name option"))
        let listing = try KuchiBinary.run(["config"], home: home).stdout.split(separator: "\n")
        #expect(listing.last == "# These settings are shared by every learner of the bank (and by every bank): none is per learner.")
        #expect(listing.filter { $0.contains("shared by every learner") }.count == 1)
    }

    @Test func aConfigThatIsNotTOMLOrNotUTF8StopsWithItsLine() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("questions_per_session = 3\nanswer_mode = mixed\n", in: home)
        let toml = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(toml.status == 64)
        #expect(toml.stderr.contains("kuchi: error: config file \(home.configFile), line 2"))
        #expect(toml.stderr.contains("not valid TOML"))
        try Data([0x23, 0x0A, 0x61, 0x3D, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: home.configFile))
        let bytes = try KuchiBinary.run(["config"], home: home)
        #expect(bytes.status == 64)
        #expect(bytes.stderr.contains("line 2: not UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: home.database), "nothing is created when the settings are wrong")
    }

    @Test func anUnknownKeyNamesTheFileLineAndTheKnownSettings() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("\nquestions = 3\ncolour = \"red\"\n", in: home)
        let run = try KuchiBinary.run(["config"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("config file \(home.configFile), line 3: unknown setting \"colour\". Known settings: questions_per_session"))
    }

    @Test func aFolderWhereTheConfigFileShouldBeIsReported() throws {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.configFile, withIntermediateDirectories: true)
        let run = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(run.status == 66)
        #expect(run.stderr.contains("The config file \(home.configFile) is a folder"))
    }

    @Test func configSetWhereNoFolderCanBeMadeIsRefused() throws {
        let home = try KuchiBinary.Home()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: home.root + "/config"))
        let run = try KuchiBinary.run(["config", "set", "questions", "4"], home: home)
        #expect(run.status == 73)
        #expect(run.stderr.contains("Cannot write the config file \(home.configFile)"))
    }

    @Test(.enabled(if: getuid() != 0, "root may write into any folder"))
    func configSetInAReadOnlyFolderIsAPermissionError() throws {
        let home = try KuchiBinary.Home()
        try writeConfig("questions_per_session = 3\n", in: home)
        chmod(home.root + "/config/kuchi", 0o500)
        defer { chmod(home.root + "/config/kuchi", 0o700) }
        let run = try KuchiBinary.run(["config", "set", "questions", "4"], home: home)
        #expect(run.status == 77)
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "questions_per_session = 3\n")
    }
}

@Suite("Help and errors that match the program")
struct HelpTextTests {
    @Test func theRootHelpShowsThePracticeUsageFirst() throws {
        let home = try KuchiBinary.Home()
        let help = try KuchiBinary.run(["--help"], home: home)
        #expect(help.stdout.contains("USAGE: kuchi [--database <path>] [--questions <n>] [--mode <mode>]"))
        #expect(help.stdout.contains("<subcommand> [<options>]"))
    }

    @Test func optionsWithFixedValuesListThem() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", "--help"], home: home).stdout.contains("yomitan"))
        #expect(try KuchiBinary.run(["help", "practice"], home: home).stdout.contains("(values: choice,"))
        let export = try KuchiBinary.run(["export", "tables"], home: home)
        #expect(export.status == 64)
        #expect(export.stderr.hasPrefix("kuchi: error: The value 'tables' is invalid for '<table>'. Please provide one of 'words', 'history' or 'sessions'."))
        let report = try KuchiBinary.run(["report", "--format", "pdf"], home: home)
        #expect(report.stderr.contains("'markdown', 'html' or 'json'"))
    }

    @Test func parsingErrorsHaveKuchisStyleAndTheUsageHint() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--bogus"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("kuchi: error: Unknown option '--bogus'\nUsage: kuchi practice"))
    }

    @Test func shellCompletionsListTheValuesOfTypedOptions() throws {
        let home = try KuchiBinary.Home()
        let bash = try KuchiBinary.run(["--generate-completion-script", "bash"], home: home)
        #expect(bash.status == 0)
        #expect(bash.stdout.contains("'choice'$'\\n''meaning'$'\\n''reading'$'\\n''word'$'\\n''mixed'"))
        #expect(try KuchiBinary.run(["--generate-completion-script", "fish"], home: home).stdout.contains("jsonl"))
    }
}

@Suite("kuchi review's help lists what a review takes", .timeLimit(.minutes(20)))
struct ReviewHelpTests {
    @Test func reviewsHelpLeavesOutQuestionsWhichItIgnoresButStillTakesIt() throws {
        let home = try KuchiBinary.Home()
        let help = try KuchiBinary.run(["review", "--help"], home: home)
        #expect(help.status == 0)
        #expect(!help.stdout.contains("--questions"), "a review runs until nothing due is left:\n\(help.stdout)")
        #expect(help.stdout.contains("--new-words"))
        // Practice still lists it, and a script passing it to review is not refused.
        #expect(try KuchiBinary.run(["practice", "--help"], home: home).stdout.contains("--questions <n>"))
        let review = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--questions", "2"], input: "", home: home,
                                         environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(review.status == 0, "\(review.stderr)")
        // Defect 7 of the twelfth walk-through: taken silently. It is still taken, and standard error says it is ignored.
        #expect(review.stderr == "kuchi review: --questions is ignored: a review asks every card due now and the day's "
            + "new words (--new-words N limits the new words).\n")
        #expect(!review.stdout.contains("--questions"), "standard output stays the protocol's")
        let plain = try KuchiBinary.run(["review", "--json", "--name", "Ann"], input: "", home: home,
                                        environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(plain.stderr.isEmpty, "no notice without --questions")
        #expect(try KuchiBinary.run(["config", "--questions", "9"], home: home).stdout.contains("questions_per_session = 9  # option --questions"))
    }
}
