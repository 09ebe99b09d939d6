import Foundation
import KuchiCore
import KuchiStore

extension Measure {
    /// Plays `count` sessions with `settings` (seeds 0, 1, …), skipping `skips` challenges in each: the time
    /// each session took to its first challenge, and each next challenge.
    static func sessions(_ count: Int, skipping skips: Int, bank practice: PracticeStore, profileID: Int64,
                         settings: EnvironmentValues) throws -> (starts: [Double], nexts: [Double]) {
        var starts: [Double] = [], nexts: [Double] = []
        for session in 0..<count {
            let viewModel = ChallengesViewModel(bank: practice, profileID: profileID, environment: settings, seed: UInt64(session))
            starts.append(try seconds { try viewModel.start() })
            for _ in 0..<skips { nexts.append(try seconds { try viewModel.skip() }) }
            try viewModel.end()
        }
        return (starts, nexts)
    }
}
