import ArgumentParser
import KuchiCore

extension Kuchi {
    /// `kuchi review`: a practice session scheduled by spaced repetition (FSRS-6).
    struct Review: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Review the words due, by spaced repetition (FSRS-6); new words up to new_words_per_day.",
            usage: "kuchi review " + PracticeOptions.synopsis(withScheduler: false),
            discussion: """
                The same session as `kuchi practice --scheduler srs`: learning cards once due, then review \
                cards due (the ones you are closest to forgetting first), then new words (JLPT N5 first) up to \
                new_words_per_day (default 20 a day; days start at 04:00). With nothing due it says when the \
                next cards are due. `kuchi due` shows the forecast. Takes every option of `kuchi practice` \
                except --scheduler.
                """
        )

        @OptionGroup var options: PracticeOptions

        func run() throws {
            try reportingErrors { environment in
                try PracticeLauncher(environment: environment, options: options, scheduler: .srs).launch()
            }
        }
    }
}
