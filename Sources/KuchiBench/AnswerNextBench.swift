import Foundation
import KuchiCore
import KuchiStore

/// Answer → next card, the way a review session does it, for `scripts/bench-anki` (beside Anki's
/// `answer_card` + `get_queued_cards`): flashcard reviews of the due cards of a bank imported from an Anki
/// package, each grade Good. One sample is recording the grade with its card (one committed transaction) and
/// moving on to the next card with its grade previews (``ChallengesViewModel/grade(_:)`` then
/// ``ChallengesViewModel/reveal()``), as the learner sees it between pressing a grade and the next card.
enum AnswerNextBench {
    /// `kuchi-bench --answer-next BANK LEARNER COUNT`: prints `{"p50": seconds, "p99": seconds, "samples": n}`.
    static func main(_ arguments: [String]) throws {
        guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
            throw BenchError.failed("usage: kuchi-bench --answer-next BANK LEARNER COUNT")
        }
        let samples = try measure(bank: arguments[0], learner: arguments[1], count: count)
        print(String(format: "{\"p50\": %.9f, \"p99\": %.9f, \"samples\": %d}",
                     Measure.percentile(samples, 0.5), Measure.percentile(samples, 0.99), samples.count))
    }

    /// The seconds of `count` answers, each followed by the next card, in sessions of 100 answers (the most a
    /// session asks); the start of each session (reading the due cards) is not counted, nor its last answer.
    static func measure(bank path: String, learner: String, count: Int) throws -> [Double] {
        let database = try KuchiDatabase.open(path: path)
        let profile = try database.practice.useProfile(named: learner)
        var settings = EnvironmentValues()
        settings.scheduler = .srs
        settings.answerMode = .flashcard
        settings.reviewsEveryKind = false   // the recognition cards, each a flashcard (a writing card is a typed question)
        settings.teachesNewWords = false
        settings.newWordsPerDay = 0   // the package's cards are all in review, as in Anki's queue
        settings.reviewsPerDay = ReviewsPerDayKey.validRange.upperBound   // as Anki's side is given
        settings.questionsPerSession = QuestionsPerSessionKey.validRange.upperBound
        var samples: [Double] = []
        var session: UInt64 = 0
        while samples.count < count {
            let viewModel = ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: settings, seed: session)
            try viewModel.start()
            try viewModel.reveal()
            guard !viewModel.isFinished, viewModel.isRevealed else {
                throw BenchError.failed("no flashcard is due for \(learner) in \(path)")
            }
            while samples.count < count {
                let seconds = try Measure.seconds {
                    try viewModel.grade(.good)
                    try viewModel.reveal()
                }
                if viewModel.isFinished { break }
                guard viewModel.isRevealed, viewModel.lastError == nil else {
                    throw BenchError.failed("the session did not move on to a flashcard: \(String(describing: viewModel.lastError))")
                }
                samples.append(seconds)
            }
            try viewModel.end()
            session += 1
        }
        return samples
    }
}
