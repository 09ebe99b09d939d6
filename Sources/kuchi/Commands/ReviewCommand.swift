import ArgumentParser
import KuchiCore
import KuchiFiles

extension Kuchi {
    /// `kuchi review`: a practice session scheduled by spaced repetition (FSRS-6).
    struct Review: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "Review every card due, by spaced repetition (FSRS-6), with the day's new words spread among them.",
            usage: "kuchi review " + PracticeOptions.synopsis(review: true),
            discussion: HelpExamples.after("""
                The same session as `kuchi practice --scheduler srs`: every card due now, of every kind \
                (recognition as your answer mode's question, reading, writing), learning cards once due, \
                review cards (highest retrievability first), with new words (JLPT N5 first, the most frequent \
                first) spread among them up to new_words_per_day (default 20) and reviews_per_day (default \
                200; days start at 04:00). --mode narrows it to that mode's cards. It runs until nothing is \
                left; a wrong answer shows the right one and moves on, and the card comes back later. With \
                nothing due it says when the next cards are due. `kuchi due` shows the forecast. Takes every \
                option of `kuchi practice` except --scheduler; a number of questions, which scripts may pass, is \
                taken with a notice on standard error that a review ignores it (--new-words N limits the new words).
                """, [
                    ("kuchi review", "all due now, and the day's new words"),
                    ("kuchi review --level N5 --new-words 5", "N5 words only, at most 5 new ones")
                ])
        )

        @OptionGroup var options: PracticeOptions

        /// Taken and ignored, unlisted: a review runs until nothing due is left.
        @OptionGroup(visibility: .hidden) var count: QuestionsOption

        /// Refused with a reason, unlisted: a review is always spaced repetition.
        @Option(help: ArgumentHelp(visibility: .private)) var scheduler: String?

        /// Why `--scheduler` is refused (exit 64).
        static let schedulerRefused = "a review is always spaced repetition (FSRS-6), so it takes no --scheduler: "
            + "kuchi review is kuchi practice --scheduler srs; kuchi practice --scheduler random practises at random."

        func validate() throws {
            if scheduler != nil { throw ValidationError(Self.schedulerRefused) }
        }

        /// The line on standard error for a `--questions` given to a review, which asks every due card.
        static let questionsIgnored = "kuchi review: --questions is ignored: a review asks every card due now and the day's "
            + "new words (--new-words N limits the new words)."

        func run() throws {
            try reportingErrors { environment in
                if count.questions != nil { StandardStream.error.line(Self.questionsIgnored) }
                try PracticeLauncher(environment: environment, options: options, questions: count.questions, scheduler: .srs).launch()
            }
        }
    }
}
