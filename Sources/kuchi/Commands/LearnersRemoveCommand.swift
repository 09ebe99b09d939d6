import ArgumentParser
import Foundation
import KuchiCore
import KuchiFiles
import KuchiJSONLines
import KuchiStore
import KuchiTerminal

/// `kuchi learners remove NAME`: removes a learner and all of theirs, after a backup.
struct LearnersRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a learner with all their sessions, answers, cards, favourites and accepted answers.",
        discussion: HelpExamples.after("""
            The words stay, and so do the other learners. The word bank is backed up first (as kuchi backup does): \
            the message names the backup and the kuchi restore command that brings the learner back. On a \
            terminal you are asked to type the learner's name; otherwise pass --yes.
            """, [
                ("kuchi learners remove Hanako --yes", "Hanako and all theirs leave, unasked")
            ], exitCodes: "64 when standard input is not a terminal and --yes is not given (nothing is removed).")
    )

    @Argument(help: ArgumentHelp("The learner (kuchi learners lists them).", valueName: "name"), completion: BankCompletion.learners)
    var name: String

    @Flag(name: [.short, .long], help: "Remove without asking (needed when standard input is not a terminal).")
    var yes = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was removed")) { environment in
            let path = databaseOptions.path(environment: environment)
            let database = try KuchiDatabase.openExisting(path: path)
            let learner = try database.practice.learner(named: name)
            let shown = SafeText.singleLine(learner.name)
            let summary = try database.practice.learners().first { $0.profile.id == learner.id }
            let holding = "Learner “\(shown)” has \(Self.count(summary?.answers ?? 0, "answer")) "
                + "and \(Self.count(summary?.wordsMet ?? 0, "word")) met"
            if !yes {
                guard Terminal.isTerminal(STDIN_FILENO) else {
                    throw CommandError.usage("\(holding); standard input is not a terminal, so nothing was removed. To remove them "
                                             + "with all of theirs, pass --yes: \(Self.command(removing: learner.name)).")
                }
                StandardStream.output.line(holding + ": all of it will be removed.")
                // The name as given on the command line is taken too: said when it is not the name as shown.
                let given = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let asGiven = given == learner.name ? "" : " or as given on the command line (\(SafeText.singleLine(given)))"
                StandardStream.output.write("Type the learner's name exactly as shown (\(shown))\(asGiven) to remove them, or Enter to keep them: ")
                fflush(nil)
                // Ctrl-C at the question ends the command (exit 130) saying so; Ctrl-D ends the prompt's line first.
                EndingSignals.noticeOnInterrupt("\nNothing was removed.")
                let line = TypedLine.read()
                EndingSignals.interruptWithoutNotice()
                if line == nil { StandardStream.output.write("\n") }
                let typed = line?.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard let typed, typed == learner.name || typed == given else {
                    // A name typed with other capitals or accents is not taken for a removal: said, so it can be typed again.
                    let folded = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil) }
                    let near = typed.map { !$0.isEmpty && folded($0) == folded(learner.name) } ?? false
                    StandardStream.output.line(near ? "Nothing was removed: “\(SafeText.singleLine(typed ?? ""))” is not “\(shown)” exactly; "
                                                   + "to remove them, run the command again and type the name exactly as shown, capitals and accents included"
                                                   + (asGiven.isEmpty ? "." : ", or exactly as given on the command line.")
                                                 : "Nothing was removed.")
                    return
                }
            } else {
                StandardStream.output.line(holding + ": all of it will be removed.")
            }
            let backup = try database.maintenance.backUp(reason: .removeLearner)
            // By the id shown and confirmed: refused when another process removed or renamed them meanwhile.
            let removal = try database.practice.removeLearner(learner)
            StandardStream.output.line("Removed learner “\(shown)”: \(Self.count(removal.sessions, "session")), "
                                       + "\(Self.count(removal.answers, "answer")), \(Self.count(removal.cards, "card")), "
                                       + "\(Self.count(removal.favorites, "favourite")), \(Self.count(removal.suspendedWords, "suspended word")) "
                                       + "and \(Self.count(removal.acceptedAnswers, "accepted answer")).")
            StandardStream.output.line("Backup: \(SafeText.singleLine(backup.path))")
            let restore = BankCommand.typed(databaseOption: databaseOptions.database, environment: environment).line(["restore", backup.name])
            StandardStream.output.line("To bring them back (undoing whatever was practised since): \(SafeText.singleLine(restore))")
        }
    }

    /// The command line removing the learner `name` without asking: `--` before a name that reads as an option.
    static func command(removing name: String) -> String {
        "kuchi learners remove --yes " + (name.hasPrefix("-") ? "-- " : "") + ShellWord.quoted(name)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number.groupedDigits + " " + noun + (number == 1 ? "" : "s")
    }
}
