import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore

extension Kuchi {
    /// Practise: the interactive session.
    struct Practice: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "practice",
            abstract: "Practise vocabulary (the default command).",
            usage: "kuchi practice " + PracticeOptions.synopsis(review: false),
            discussion: HelpExamples.after("""
                Answer modes: choice (pick the meaning), meaning (type it in English), reading (type the \
                reading of a kanji word in kana or romaji), word (type the Japanese for a meaning), mixed, \
                flashcard (reveal the answer with Enter, then grade yourself 1 Again, 2 Hard, 3 Good, 4 Easy).

                Settings, lowest to highest: defaults, the config file ($XDG_CONFIG_HOME/kuchi/config.toml, \
                TOML such as `questions_per_session = 10` or `answer_mode = "reading"`), the environment \
                (\(Setting.all.map(\.environmentVariable).joined(separator: ", "))), the options below, and \
                `:set NAME VALUE` inside a session (from the next session on, until you quit). `kuchi config` \
                shows each setting and where it came from; `kuchi config set NAME VALUE` writes the file.

                Practise part of the bank with --deck NAME, --level N5…N1, --tag TAG (each repeatable: \
                alternatives within one kind, combined across kinds) and --favorites; or the settings deck, \
                level, tag (comma-separated) and favorites_only.

                When standard input is not a terminal, lines are read as a script of answers: \
                printf '2\\n1\\n' | kuchi --seed 7 --name Ann

                With --json, one session is played as JSON Lines for editors and scripts: requests such as \
                {"answer": "neko"} or {"command": "hint"} (or plain lines) in, one event per line out.
                """, [
                    ("kuchi --mode meaning --questions 10", "10 right answers, typed in English"),
                    ("kuchi practice --level N4 --mode reading", "type the readings of N4 words")
                ]),
            aliases: ["practise"]
        )

        @OptionGroup var options: PracticeOptions

        @OptionGroup(title: "Settings") var scheduling: SchedulerOption

        @OptionGroup(title: "Settings") var count: QuestionsOption

        func run() throws {
            try reportingErrors { environment in
                try PracticeLauncher(environment: environment, options: options, questions: count.questions,
                                     schedulerFlag: scheduling.scheduler).launch()
            }
        }
    }
}
