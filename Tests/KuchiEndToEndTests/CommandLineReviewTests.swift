import Foundation
import Testing

/// What rev21 found on the command line, through the real binary: each message suggests a command that works, says
/// what applies, and says it once.
@Suite("Command-line messages", .timeLimit(.minutes(20)))
struct CommandLineReviewTests {
    /// A review asks what is due, not a number of questions: `:help` there leaves out `:set questions` (walk-through 35),
    /// which random practice's `:help` lists.
    @Test func helpInAReviewLeavesOutSetQuestions() throws {
        let home = try KuchiBinary.Home()
        let review = try KuchiBinary.run(["review", "--name", "Ann"], input: ":help\n:quit\n", home: home,
                                         environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(review.status == 0)
        #expect(review.stdout.contains(":set mode M") && !review.stdout.contains(":set questions"), "\(review.stdout)")
        let random = try KuchiBinary.run(["--name", "Ann"], input: ":help\n:quit\n", home: home)
        #expect(random.stdout.contains(":set questions N"), "\(random.stdout)")
    }

    @Test func configsRefusalOfANameSuggestsALineConfigTakes() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/c.sqlite"
        let run = try KuchiBinary.run(["--database", bank, "config", "--name", "Mia"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Leave --name out: kuchi config\n") || run.stderr.hasSuffix("Leave --name out: kuchi config"),
                "\(run.stderr)")
        #expect(try KuchiBinary.run(["config"], home: home).status == 0)
    }

    @Test func anUnknownSubcommandIsListedAfterALeadingDatabaseToo() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/c.sqlite"
        let learners = try KuchiBinary.run(["--database", bank, "learners", "delete", "Zoe"], home: home)
        #expect(learners.status == 64)
        #expect(learners.stderr.contains("kuchi learners has no subcommand “delete”: list, rename or remove. Did you mean “kuchi learners remove”?"),
                "\(learners.stderr)")
        let decks = try KuchiBinary.run(["--database", bank, "decks", "nope"], home: home)
        #expect(decks.stderr.contains("kuchi decks has no subcommand “nope”: list or remove."), "\(decks.stderr)")
    }

    @Test func newLearnerWithoutANameIsRefusedAndNeverSuggestedWhereRefused() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        let json = try KuchiBinary.run(["--new-learner", "--json", "--questions", "1"], home: home)
        #expect(json.status == 64)
        #expect(json.stdout.contains(#""type":"error""#) && json.stdout.contains("--new-learner goes with --name"), "\(json.stdout)")
        #expect(!json.stdout.contains(#""type":"session""#))
        let text = try KuchiBinary.run(["--new-learner"], input: ":quit\n", home: home)
        #expect(text.status == 64 && text.stderr.contains("--new-learner goes with --name"), "\(text.stderr)")
        let due = try KuchiBinary.run(["--new-learner", "due"], home: home)
        #expect(due.status == 64)
        #expect(due.stderr.contains("kuchi due has no --new-learner option"), "\(due.stderr)")
        #expect(!due.stderr.contains("Put options after the command name"))
        #expect(try KuchiBinary.run(["--format", "json", "due"], home: home).stderr.contains("Put options after the command name: kuchi due --format json"),
                "an option the command takes is still moved")
    }

    @Test func aSlipForALearnerIsSaidBeforeAnEmptyScope() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Hanako", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        let run = try KuchiBinary.run(["--name", "Hanko", "--favorites", "--questions", "1"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("No learner called “Hanko”. Did you mean “Hanako”?"), "\(run.stderr)")
        #expect(!run.stderr.contains("No words in favourites"))
    }

    @Test func severalRefusedFilesSayNothingWasImportedOnce() throws {
        let home = try KuchiBinary.Home()
        let files = (1...3).map { home.root + "/bad\($0).apkg" }
        for file in files { try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]).write(to: URL(fileURLWithPath: file)) }
        let run = try KuchiBinary.run(["import"] + files, home: home)
        #expect(run.status == 65)
        for file in files { #expect(run.stderr.contains("\(file) is a damaged or truncated ZIP file."), "\(run.stderr)") }
        #expect(run.stderr.components(separatedBy: "Nothing was imported").count == 2, "said once: \(run.stderr)")
        #expect(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Nothing was imported."))
    }
}
