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
                lines like `questions_per_session = 10`, `answer_mode = "reading"`, `choices_per_challenge = 6`), \
                the environment (KUCHI_QUESTIONS_PER_SESSION, KUCHI_ANSWER_MODE, KUCHI_CHOICES_PER_CHALLENGE), \
                the options below, and `:set NAME VALUE` inside a session (from the next session on, until you quit).

                Practise part of the bank with --deck NAME, --level N5…N1, --tag TAG (each repeatable: \
                alternatives within one kind, combined across kinds) and --favorites; or the settings deck, \
                level, tag (comma-separated) and favorites_only.

                When standard input is not a terminal, lines are read as a script of answers: \
                printf '2\\n1\\n' | kuchi --seed 7 --name Ann

                With --json, one session is played as JSON Lines for editors and scripts: requests such as \
                {"answer": "neko"} or {"command": "hint"} (or plain lines) in, one event per line out.
                """,
            aliases: ["practise"]
        )

        @Option(name: .long, help: ArgumentHelp("The word bank file (default: $KUCHI_DATABASE, else $XDG_DATA_HOME/kuchi/kuchi.sqlite).", valueName: "path"))
        var database: String?

        @Option(name: .long, help: ArgumentHelp("Correct answers that end a session, 1–100 (default 5).", valueName: "n"))
        var questions: String?

        @Option(name: .long, help: ArgumentHelp("How to answer: choice, meaning, reading, word or mixed (default choice).", valueName: "mode"))
        var mode: String?

        @Option(name: .long, help: ArgumentHelp("Choices per multiple-choice question, 2–8 (default 4).", valueName: "n"))
        var choices: String?

        @Option(name: .long, help: ArgumentHelp("Only words of this deck (repeat for several; case does not matter).", valueName: "name"))
        var deck: [String] = []

        @Option(name: .long, help: ArgumentHelp("Only words of this JLPT level, N5–N1 (repeat for several).", valueName: "level"))
        var level: [String] = []

        @Option(name: .long, help: ArgumentHelp("Only words with this tag (repeat for several).", valueName: "tag"))
        var tag: [String] = []

        @Flag(name: .long, help: "Only your favourite words (:fav, kuchi words fav).")
        var favorites = false

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
