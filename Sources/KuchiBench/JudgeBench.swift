import Foundation
import KuchiCore
import KuchiData
import KuchiStore

/// Judging typed answers on the largest bank: the bundled words practised inside it, in mixed mode (a meaning,
/// a reading or a word asked), each judged for a right answer, a wrong English answer and wrong romaji.
enum JudgeBench {
    static func run(bank path: String, words: Int, quick: Bool, table: inout ResultTable) throws {
        let database = try KuchiDatabase.open(path: path)
        let profile = try database.practice.useProfile(named: "Bench")
        var settings = EnvironmentValues()
        settings.answerMode = .mixed
        settings.wordScope = WordScope(decks: ["jlpt-n5"])
        var withDictionary = settings
        withDictionary.dictionary = WordDictionary(text: BundledDictionary.text, thesaurus: BundledThesaurus.text)
        let challenges = quick ? 300 : 1_500
        let ours = try samples(challenges, practice: database.practice, profileID: profile.id, settings: withDictionary)
        let plain = try samples(challenges, practice: database.practice, profileID: profile.id, settings: settings)
        let p99 = Measure.percentile(ours, 0.99)
        table.add("judge a typed answer, \(words.groupedDigits) words (p99; p50 \(Unit.microseconds.format(Measure.percentile(ours, 0.5))))",
                  ours: p99, unit: .microseconds, reference: Measure.percentile(plain, 0.99),
                  referenceName: "the same judging without the dictionary (p99)", target: "p99 ≤ 1 ms", passes: p99 <= 0.001)
    }

    /// Times three judgements of each of `count` challenges.
    private static func samples(_ count: Int, practice: PracticeStore, profileID: Int64,
                                settings: EnvironmentValues) throws -> [Double] {
        let viewModel = ChallengesViewModel(bank: practice, profileID: profileID, environment: settings, seed: 11)
        try viewModel.start()
        var samples: [Double] = []
        for _ in 0..<count {
            guard let challenge = viewModel.challenge else { break }
            let word = challenge.word
            let right = challenge.kind == .meaning ? word.primaryMeaning : word.pronunciation
            for typed in [right, "an elephant", "sakanaz"] {
                samples.append(try Measure.seconds { _ = try viewModel.judge(typed) })
            }
            try viewModel.skip()
        }
        try viewModel.end()
        return samples
    }
}
