import ArgumentParser
import Foundation
import KuchiCore
import KuchiFiles
import KuchiStore
import KuchiTerminal

/// The `kuchi` command: practise by default; other subcommands for scripts.
@main
struct Kuchi: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kuchi",
        abstract: "Practise Japanese vocabulary in your terminal.",
        usage: """
            kuchi \(PracticeOptions.synopsis(review: false))
            kuchi [--database <path>] [--name <name>] <subcommand> [<options>]
            """,
        discussion: """
            Run `kuchi` to practise on your word bank: each question shows a Japanese word; answer with \
            the number of its meaning or type the meaning. Every answer is saved as you give it. \
            `kuchi help practice` explains the practice options. Before a subcommand's name only \
            --database and --name (--profile) may come (kuchi --database FILE due); every other option goes \
            after it (kuchi due --format json).

            Files: the word bank is $XDG_DATA_HOME/kuchi/kuchi.sqlite (or ~/.local/share/kuchi/), \
            settings are read from $XDG_CONFIG_HOME/kuchi/config.toml (kuchi config shows them), and line \
            history is kept in $XDG_STATE_HOME/kuchi/history. Backups are kept in <word bank>.backups/ \
            beside the word bank (kuchi backup, kuchi restore; kuchi doctor checks the word bank).

            Exit codes: 0 ok, 64 bad usage or setting, 65 bad data (not a Kuchi database), \
            66 a file to read is not there (a word list, a backup, the word bank), 73 cannot create a file, \
            74 read/write error or disk full, 75 database busy, 77 permission denied or read-only, \
            1 an unexpected failure (a bug: please report it). Ended by a signal, the status is 128 + its number, \
            as a shell shows it: 130 Ctrl-C (SIGINT) during an import, 129 the terminal closed (SIGHUP), \
            143 SIGTERM, 141 the reader of the output went away (SIGPIPE).

            Built-in data: JLPT word lists and JMdict glosses (EDRDG, CC BY-SA 4.0), KANJIDIC (EDRDG, \
            CC BY-SA 4.0), WordNet 3.0 (Princeton University); kuchi about gives the sources and licences.


            """ + HelpExamples.paragraph([
                ("kuchi help practice", "the practice options, explained"),
                ("kuchi due", "cards due now and on each of the next 14 days"),
            ]),
        version: KuchiVersion.current,
        subcommands: [Practice.self, Review.self, WordsCommand.self, DecksCommand.self, LearnersCommand.self, ConfigCommand.self,
                      ImportCommand.self, ExportCommand.self, ReportCommand.self, DueCommand.self, DoctorCommand.self,
                      BackupCommand.self, RestoreCommand.self, KanjiCommand.self, KanaCommand.self, RomajiCommand.self,
                      AboutCommand.self],
        defaultSubcommand: Practice.self
    )

    /// Runs the command; every error is reported in one style, `kuchi: error: …`, with the usage hint
    /// the argument parser adds to its own errors.
    static func main() {
        StandardStream.guardClosedDescriptors()
        StandardStream.checkBufferedOutputAtExit()
        if let script = CompletionScripts.requested(by: Array(CommandLine.arguments.dropFirst())) {
            StandardStream.output.write(script)
            return
        }
        let names = LeadingOptions.subcommandNames(configuration.subcommands)
        let typed = Array(CommandLine.arguments.dropFirst())
        let arguments = LeadingOptions.reordered(typed, root: Kuchi.self)
        // `kuchi --database FILE learners delete Zoe` lists the subcommands as `kuchi learners delete Zoe` does.
        if let refusal = HelpTopic.unknownCommand(in: arguments)
            ?? HelpTopic.unknownSubcommand(in: LeadingOptions.afterLeading(typed)) {
            ErrorReporter(environment: ProcessInfo.processInfo.environment).report(parsingMessage: refusal)
            Foundation.exit(KuchiExitCode.usage.rawValue)
        }
        // Opening a bank of an older Kuchi upgrades it, after a backup: said in one line on standard error (never
        // on standard output, which may be JSON Lines or an export).
        BankUpgrade.announce { notice in
            StandardStream.error.line(SafeText.visible(notice.text))
            for change in notice.changes { StandardStream.error.line(SafeText.visible(change)) }
        }
        // A terminal set to another encoding than UTF-8 shows Kuchi's Japanese garbled: said once, before anything else.
        if let notice = LocaleEncoding.noticeAtStart() { StandardStream.error.wrappedLine(notice) }
        do {
            var command: ParsableCommand
            do {
                command = try SubcommandShortcut.parse(arguments) ?? parseAsRoot(arguments)
            } catch {
                // `kuchi --json due`: an option the move does not take, before a subcommand's name; `kuchi --name Ko
                // doctor`: a moved option the command does not take.
                let message = fullMessage(for: error)
                guard let refusal = ConfigCommand.learnerOptionRefusal(typed) ?? ExportCommand.missingTable(message: message)
                    ?? LeadingOptions.misplaced(arguments, message: message, subcommands: names, root: Kuchi.self)
                    ?? LeadingOptions.movable(arguments, subcommands: names, root: Kuchi.self)
                    ?? LeadingOptions.unsupported(typed, message: message, root: Kuchi.self) else { throw error }
                ErrorReporter(environment: ProcessInfo.processInfo.environment).report(parsingMessage: refusal)
                Foundation.exit(KuchiExitCode.usage.rawValue)
            }
            try command.run()
        } catch {
            if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
            ErrorReporter(environment: ProcessInfo.processInfo.environment).report(parsingMessage: fullMessage(for: error))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}

/// The version printed by `--version`: the release, and the bank schema this build writes (the number of migrations
/// it knows), which tells apart two builds of one release that write different banks.
enum KuchiVersion {
    static let release = "0.1.0"
    static var current: String { "\(release) (bank schema \(BankUpgrade.schemaVersion))" }
}
