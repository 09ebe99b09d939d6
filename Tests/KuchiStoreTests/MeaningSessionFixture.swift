import Foundation
import KuchiCore
@testable import KuchiStore

/// A random meaning session of 5 questions over 30 numbered words, for learner "Tester", on a real in-memory bank
/// (seed 5, a clock that only moves when told): the session `:accept` and `:undo` tests drive.
func meaningSession() throws -> (ChallengesViewModel, KuchiDatabase) {
    let bank = try makeBank(words: 30)
    let profile = try bank.practice.useProfile(named: "Tester")
    var environment = EnvironmentValues()
    environment.questionsPerSession = 5
    environment.answerMode = .meaning
    environment.scheduler = .random
    let clock = TestClock()
    return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 5, now: { clock.now }), bank)
}

/// The first session's counts, right and wrong, as the bank holds them and as the screen shows them.
func sessionCounts(_ vm: ChallengesViewModel, _ bank: KuchiDatabase) throws -> (bank: [Int], screen: [Int]) {
    guard let stored = try bank.practice.session(id: 1) else { return ([], [vm.score.correct, vm.score.wrong]) }
    return ([stored.correctCount, stored.wrongCount], [vm.score.correct, vm.score.wrong])
}
