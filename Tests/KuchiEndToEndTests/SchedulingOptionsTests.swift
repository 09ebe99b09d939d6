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
        #expect(help.stdout.contains("USAGE: kuchi review [--database <path>] [--mode <mode>]"), "a review takes --questions but ignores it: not listed")
        #expect(!help.stdout.contains("kuchi practice review"))
        #expect(!help.stdout.contains("--scheduler <"), "kuchi review always schedules by spaced repetition")
        let unknown = try KuchiBinary.run(["review", "--bogus"], home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("kuchi: error: Unknown option '--bogus'\nUsage: kuchi review [--database <path>]"))
    }

    @Test func aSeedThatIsNotAWholeNumberIsRefusedWithItsRange() throws {
        let home = try KuchiBinary.Home()
        for (arguments, given) in [(["--seed", "-1"], "-1"), (["--seed=-1"], "-1"), (["review", "--seed", "x"], "x")] {
            let run = try KuchiBinary.run(arguments, home: home)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix("kuchi: error: The value '\(given)' is invalid for '--seed <n>': a seed is a whole number from 0 to 18446744073709551615, such as 42."),
                    "\(arguments): \(run.stderr)")
        }
        #expect(try KuchiBinary.run(["--seed", "7", "--questions", "1"], home: home).status != 64)
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

    @Test func theDailyLimitsTakeZeroTo9999AndAnythingElseExits64NamingTheSetting() throws {
        let home = try KuchiBinary.Home()
        let fine = try KuchiBinary.run(["config", "--reviews", "9999", "--new-words", "9999"], home: home)
        #expect(fine.status == 0)
        #expect(fine.stdout.contains("reviews_per_day = 9999     # option --reviews"))
        #expect(fine.stdout.contains("new_words_per_day = 9999   # option --new-words"))
        let option = try KuchiBinary.run(["review", "--reviews", "10000"], home: home)
        #expect(option.status == 64)
        #expect(option.stderr.contains("command-line option --reviews must be a whole number from 0 to 9999, not \"10000\"."))
        let newWords = try KuchiBinary.run(["review", "--new-words=-1"], home: home)
        #expect(newWords.status == 64)
        #expect(newWords.stderr.contains("command-line option --new-words must be a whole number from 0 to 9999, not \"-1\"."),
                "the option is named as typed, not as :set names it: \(newWords.stderr)")
        let scheduler = try KuchiBinary.run(["review", "--scheduler", "srs"], home: home)
        #expect(scheduler.status == 64)
        #expect(scheduler.stderr.contains("a review is always spaced repetition (FSRS-6), so it takes no --scheduler"), "\(scheduler.stderr)")
        let environment = try KuchiBinary.run(["review"], home: home, environment: ["KUCHI_REVIEWS_PER_DAY": "lots"])
        #expect(environment.status == 64)
        #expect(environment.stderr.contains("environment variable KUCHI_REVIEWS_PER_DAY: reviews must be a whole number from 0 to 9999"))
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "reviews_per_day = 12000\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let file = try KuchiBinary.run(["review"], home: home)
        #expect(file.status == 64)
        #expect(file.stderr.contains("reviews_per_day must be a whole number from 0 to 9999, not \"12000\""))
    }

    @Test func practiceAndReviewObeyTheSchedulingSettings() throws {
        let home = try KuchiBinary.Home()
        let srs = try KuchiBinary.run(["--json", "--scheduler", "srs", "--name", "Ann"], input: ":quit\n", home: home)
        #expect(srs.stdout.contains("\"scheduler\":\"srs\""))
        let none = try KuchiBinary.run(["--json", "--set", "scheduler=srs", "--set", "new_words_per_day=0", "--name", "Ann"],
                                       input: ":quit\n", home: home)
        #expect(none.stdout.contains("no new words: new_words_per_day is 0"), "\(none.stdout)")
        let review = try KuchiBinary.run(["review", "--name", "Ann"], input: ":quit\n", home: home,
                                         environment: ["KUCHI_SCHEDULER": "random", "KUCHI_NEW_WORDS_PER_DAY": "0"])
        #expect(review.status == 0)
        #expect(review.stdout.contains("Nothing to review now"), "review imposes spaced repetition over every layer")
    }
}
