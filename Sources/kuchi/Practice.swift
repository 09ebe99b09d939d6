import ArgumentParser
import Foundation
import KuchiCore
import KuchiREPL
import KuchiStore

extension Kuchi {
    /// Practise: the interactive session.
    struct Practice: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Practise vocabulary (the default command).",
            discussion: """
                Answer modes: choice (pick the meaning), meaning (type it in English), reading (type the \
                reading of a kanji word in kana or romaji), word (type the Japanese for a meaning), mixed.

                Settings, lowest to highest: defaults, the config file ($XDG_CONFIG_HOME/kuchi/config.toml, \
                TOML such as `questions_per_session = 10` or `answer_mode = "reading"`), the environment \
                (\(Setting.all.map(\.environmentVariable).joined(separator: ", "))), the options below, and \
                `:set NAME VALUE` inside a session (from the next session on, until you quit). `kuchi config` \
                shows each setting and where it came from; `kuchi config set NAME VALUE` writes the file.

                When standard input is not a terminal, lines are read as a script of answers: \
                printf '2\\n1\\n' | kuchi --seed 7 --name Ann

                With --json, one session is played as JSON Lines for editors and scripts: requests such as \
                {"answer": "neko"} or {"command": "hint"} (or plain lines) in, one event per line out.
                """,
            aliases: ["practise"]
        )

        @Option(name: .long, help: ArgumentHelp("The word bank file (default: $KUCHI_DATABASE, else $XDG_DATA_HOME/kuchi/kuchi.sqlite).", valueName: "path"))
        var database: String?

        @OptionGroup(title: "Settings") var settings: SettingOptions

        @Option(name: .long, help: ArgumentHelp("Seed the random choices, to replay a session exactly.", valueName: "n"))
        var seed: UInt64?

        @Option(name: .long, help: ArgumentHelp("Practise as this learner (created if new).", valueName: "name"))
        var name: String?

        @Flag(name: .long, help: "Never colour the output (NO_COLOR does the same).")
        var noColor = false

        @Flag(name: .long, help: "Speak JSON Lines instead of text: requests on standard input, events on standard output (docs/protocol.md).")
        var json = false

        func run() throws {
            try reportingErrors { environment in
                try PracticeLauncher(environment: environment, options: self).launch()
            }
        }
    }
}
