import Foundation
import Testing

@Suite("Spaced-repetition settings through the config file, the environment and the options")
struct SchedulingOptionsTests {
    @Test func theSchedulerIsATypedOptionOfPracticeButNotOfReview() throws {
        let home = try KuchiBinary.Home()
        let bad = try KuchiBinary.run(["--scheduler", "fsrs"], home: home)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("kuchi: error: The value 'fsrs' is invalid for '--scheduler <scheduler>'. Please provide one of 'random' and 'srs'."))
        let help = try KuchiBinary.run(["review", "--help"], home: home)
        #expect(help.stdout.contains("USAGE: kuchi review [--database <path>] [--questions <n>]"))
        #expect(!help.stdout.contains("kuchi practice review"))
        #expect(!help.stdout.contains("--scheduler <"), "kuchi review always schedules by spaced repetition")
        let unknown = try KuchiBinary.run(["review", "--bogus"], home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("kuchi: error: Unknown option '--bogus'\nUsage: kuchi review [--database <path>]"))
    }

    @Test func kuchiConfigListsTheSchedulingSettingsFromEveryLayer() throws {
        let home = try KuchiBinary.Home()
        let set = try KuchiBinary.run(["config", "set", "desired_retention", "0.85"], home: home)
        #expect(set.status == 0)
        let run = try KuchiBinary.run(["config", "--scheduler", "srs", "--set", "new_words_per_day=7"], home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("scheduler = \"srs\"          # option --scheduler"))
        #expect(run.stdout.contains("desired_retention = 0.85   # file \(home.configFile):1"))
        #expect(run.stdout.contains("new_words_per_day = 7      # option --set"))
        let options = try KuchiBinary.run(["config", "--retention", "0.75", "--new-words", "4", "--set", "new_words_per_day=9"], home: home)
        #expect(options.stdout.contains("desired_retention = 0.75   # option --retention"))
        #expect(options.stdout.contains("new_words_per_day = 4      # option --new-words"), "an option wins over --set")
        let environment = try KuchiBinary.run(["config"], home: home, environment: ["KUCHI_NEW_WORDS_PER_DAY": "3"])
        #expect(environment.stdout.contains("new_words_per_day = 3      # environment KUCHI_NEW_WORDS_PER_DAY"))
        let bad = try KuchiBinary.run(["config", "--set", "desired_retention=5"], home: home)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("command-line option --set: desired_retention must be a number from 0.70 to 0.99, not \"5\"."))
    }

    @Test func practiceAndReviewObeyTheSchedulingSettings() throws {
        let home = try KuchiBinary.Home()
        let srs = try KuchiBinary.run(["--json", "--scheduler", "srs", "--name", "Ann"], input: ":quit\n", home: home)
        #expect(srs.stdout.contains("\"scheduler\":\"srs\""))
        let none = try KuchiBinary.run(["--json", "--set", "scheduler=srs", "--set", "new_words_per_day=0", "--name", "Ann"],
                                       input: ":quit\n", home: home)
        #expect(none.stdout.contains("no new words left for today"))
        let review = try KuchiBinary.run(["review", "--name", "Ann"], input: ":quit\n", home: home,
                                         environment: ["KUCHI_SCHEDULER": "random", "KUCHI_NEW_WORDS_PER_DAY": "0"])
        #expect(review.status == 0)
        #expect(review.stdout.contains("Nothing to review now"), "review imposes spaced repetition over every layer")
    }
}
