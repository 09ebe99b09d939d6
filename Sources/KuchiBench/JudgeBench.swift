import Foundation
import KuchiCore
import KuchiData
import KuchiStore

/// Judging typed answers on the largest bank: the bundled words practised inside it, in mixed mode (a meaning,
/// a reading or a word asked), each judged for a right answer, a wrong English answer and wrong romaji.
enum JudgeBench {
    static func run(bank path: String, words: Int, quick: Bool, table: inout ResultTable, slowest: Int = 0) throws {
        let database = try KuchiDatabase.open(path: path)
        let profile = try database.practice.useProfile(named: "Bench")
        var settings = EnvironmentValues()
        settings.answerMode = .mixed
        settings.wordScope = WordScope(decks: ["jlpt-n5"])
        var withDictionary = settings
        withDictionary.dictionary = WordDictionary(text: BundledDictionary.text, thesaurus: BundledThesaurus.text,
                                                   everyday: BundledAnswerKey.everyday,
                                                   refusedSynonyms: BundledAnswerKey.refusedSynonyms,
                                                   partsOfSpeech: BundledPartsOfSpeech.text, verbIdioms: BundledVerbIdioms.text)
        let challenges = quick ? 300 : 1_500
        var judged: [Judged] = []
        let ours = try samples(challenges, practice: database.practice, profileID: profile.id, settings: withDictionary,
                               judged: &judged)
        var plainJudged: [Judged] = []
        let plain = try samples(challenges, practice: database.practice, profileID: profile.id, settings: settings,
                                judged: &plainJudged)
        if slowest > 0 {
            // What the tail is made of, the time on the thread's CPU beside the clock's (a busy machine preempts).
            print("slowest judgements (clock µs, thread CPU µs, question, word, typed):")
            for one in judged.sorted(by: { $0.seconds > $1.seconds }).prefix(slowest) {
                print(String(format: "%8.1f %8.1f", one.seconds * 1e6, one.cpuSeconds * 1e6), one.kind, one.word, one.typed)
            }
            let cpu = judged.map(\.cpuSeconds)
            print(String(format: "thread CPU: p50 %.1f µs, p99 %.1f µs, max %.1f µs", Measure.percentile(cpu, 0.5) * 1e6,
                         Measure.percentile(cpu, 0.99) * 1e6, (cpu.max() ?? 0) * 1e6))
        }
        let p99 = Measure.percentile(ours, 0.99)
        table.add("judge a typed answer, \(words.groupedDigits) words (p99; p50 \(Unit.microseconds.format(Measure.percentile(ours, 0.5))))",
                  ours: p99, unit: .microseconds, reference: Measure.percentile(plain, 0.99),
                  referenceName: "the same judging without the dictionary (p99)", target: "p99 ≤ 1 ms", passes: p99 <= 0.001)
    }

    /// One judgement timed: by the clock and on the thread's CPU, with what was judged.
    struct Judged {
        var seconds: Double
        var cpuSeconds: Double
        var kind: ChallengeKind
        var word: String
        var typed: String
    }

    /// Times three judgements of each of `count` challenges (each also added to `judged`).
    private static func samples(_ count: Int, practice: PracticeStore, profileID: Int64,
                                settings: EnvironmentValues, judged: inout [Judged]) throws -> [Double] {
        let viewModel = ChallengesViewModel(bank: practice, profileID: profileID, environment: settings, seed: 11)
        try viewModel.start()
        var samples: [Double] = []
        for _ in 0..<count {
            guard let challenge = viewModel.challenge else { break }
            let word = challenge.word
            let right = challenge.kind == .meaning ? word.primaryMeaning : word.pronunciation
            for typed in [right, "an elephant", "sakanaz"] {
                let cpuStart = threadCPUSeconds()
                let seconds = try Measure.seconds { _ = try viewModel.judge(typed) }
                samples.append(seconds)
                judged.append(Judged(seconds: seconds, cpuSeconds: threadCPUSeconds() - cpuStart, kind: challenge.kind,
                                     word: word.text, typed: typed))
            }
            try viewModel.skip()
        }
        try viewModel.end()
        return samples
    }

    /// The CPU time this thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
