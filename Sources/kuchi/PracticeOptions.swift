import ArgumentParser
import KuchiCore

/// The options of a practice session, shared by `kuchi practice` and `kuchi review`.
///
/// A `ParsableArguments` rather than the `Practice` command itself: a command used as an option group
/// is counted in the argument parser's command stack, which made `kuchi review`'s usage read
/// `kuchi practice review`.
struct PracticeOptions: ParsableArguments {
    /// The usage line after the command's name. Written out because the argument parser shortens a long
    /// one to `<options>`, which tells a new user nothing; `--help` lists every option below it.
    /// A review's leaves out `--questions` (it runs until nothing due is left) and `--scheduler`.
    static func synopsis(review: Bool) -> String {
        "[--database <path>] " + (review ? "" : "[--questions <n>] ") + "[--mode <mode>] [--choices <n>] [--deck <name> ...] [--level <level> ...] "
            + "[--tag <tag> ...] [--favorites] " + (review ? "" : "[--scheduler <scheduler>] ")
            + "[--seed <n>] [--name <name>] [--json] [<other options>]"
    }

    @Option(name: .long, help: ArgumentHelp("The word bank file (default: $KUCHI_DATABASE, else $XDG_DATA_HOME/kuchi/kuchi.sqlite).", valueName: "path"),
            completion: .file())
    var database: String?

    @OptionGroup(title: "Settings") var settings: SettingOptions

    // Unconditional, so that `--seed -1` is judged as a seed (and refused with the range) rather than
    // reported as a missing value followed by an unknown option.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Seed the random choices, to replay a session exactly (a whole number, 0 or more).", valueName: "n"),
            transform: PracticeOptions.seed(from:))
    var seed: UInt64?

    /// `text` as a seed, or an error that says what a seed is.
    static func seed(from text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max), such as 42.")
        }
        return seed
    }

    @Option(name: [.customLong("name"), .customLong("profile")], help: ArgumentHelp(
        "Practise as this learner. A new name starts a new learner, and Kuchi says so; a name that nearly matches a "
            + "learner's (a slip of the keys) is refused.", valueName: "name"), completion: BankCompletion.learners)
    var name: String?

    @Flag(name: .long, help: "With --name: start a new learner of that name without a word, even when it nearly matches a learner's.")
    var newLearner = false

    @Flag(name: .long, help: "Never colour the output (NO_COLOR does the same).")
    var noColor = false

    @Flag(name: .long, help: "Speak JSON Lines instead of text: requests on standard input, events on standard output (docs/protocol.md).")
    var json = false
}

/// `--questions`, listed by `kuchi practice` and `kuchi config` but not by `kuchi review`, which runs until
/// nothing due is left: a review takes it (a script may pass the same options to both) and ignores it.
struct QuestionsOption: ParsableArguments {
    // Parsed unconditionally, so that `--questions -1` is refused as out of range (with the range) rather
    // than as a missing value.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Correct answers that end a random-practice session, 1–100 (default 5); a review (spaced repetition) runs until nothing due is left.",
        valueName: "n"))
    var questions: String?

    /// `commandLine` with the number of questions given, keyed as ``SettingsResolver`` takes it.
    func adding(to commandLine: [String: String]) -> [String: String] {
        var values = commandLine
        if let questions { values[Setting.questionsPerSession.flag] = questions }
        return values
    }
}

/// `--scheduler`, an option of `kuchi practice` and `kuchi config` but not of `kuchi review`, which
/// always schedules by spaced repetition.
struct SchedulerOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "How sessions choose words: at random, or by spaced repetition (default random).", valueName: "scheduler"))
    var scheduler: SchedulerKind?

    /// `commandLine` with the scheduler given, keyed as ``SettingsResolver`` takes it.
    func adding(to commandLine: [String: String]) -> [String: String] {
        var values = commandLine
        if let scheduler { values[Setting.scheduler.flag] = scheduler.rawValue }
        return values
    }
}
