import ArgumentParser

/// The `kuchi` command: practise by default; other subcommands for scripts.
@main
struct Kuchi: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kuchi",
        abstract: "Practise Japanese vocabulary in your terminal.",
        discussion: """
            Run `kuchi` to practise on your word bank: each question shows a Japanese word; answer with \
            the number of its meaning or type the meaning. Every answer is saved as you give it.

            Files: the word bank is $XDG_DATA_HOME/kuchi/kuchi.sqlite (or ~/.local/share/kuchi/), \
            settings are read from $XDG_CONFIG_HOME/kuchi/config.toml, and line history is kept in \
            $XDG_STATE_HOME/kuchi/history. Backups are kept in <word bank>.backups/ beside the word bank \
            (kuchi backup, kuchi restore; kuchi doctor checks the word bank).

            Exit codes: 0 ok, 64 bad usage or setting, 65 bad data (not a Kuchi database), \
            66 a file to read is not there (a word list, a backup, the word bank), 73 cannot create a file, 74 read/write error or disk full, 75 database busy, \
            77 permission denied or read-only.
            """,
        version: KuchiVersion.current,
        subcommands: [Practice.self, Review.self, WordsCommand.self, DecksCommand.self, ImportCommand.self, ExportCommand.self, ReportCommand.self, DueCommand.self, DoctorCommand.self, BackupCommand.self, RestoreCommand.self, KanaCommand.self, RomajiCommand.self],
        defaultSubcommand: Practice.self
    )
}

/// The version printed by `--version`.
enum KuchiVersion {
    static let current = "0.1.0"
}
