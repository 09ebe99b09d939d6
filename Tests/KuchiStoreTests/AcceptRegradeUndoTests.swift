import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// A review's finding: after `:accept` then `:hard`, one `:undo` took back only the retry, leaving the bank counting
/// the accepted answer right while the screen showed it wrong.
@Suite("Undo after accept and a re-grade: the bank's counts stay the screen's")
struct AcceptRegradeUndoTests {
    private func session() throws -> (ChallengesViewModel, KuchiDatabase) {
        let bank = try makeBank(words: 30)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = 5
        environment.answerMode = .meaning
        environment.scheduler = .random
        let clock = TestClock()
        return (ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 5, now: { clock.now }), bank)
    }

    /// The session's counts as the bank holds them and as the screen shows them.
    private func counts(_ vm: ChallengesViewModel, _ bank: KuchiDatabase) throws -> (bank: [Int], screen: [Int]) {
        let stored = try #require(try bank.practice.session(id: 1))
        return ([stored.correctCount, stored.wrongCount], [vm.score.correct, vm.score.wrong])
    }

    @Test(arguments: [":hard", ":easy"])
    func oneUndoAfterAcceptAndARegradeTakesBackBothTries(regrade: String) throws {
        let (vm, bank) = try session()
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("round the corner")
        try vm.submit("round the corner")
        try vm.submit(":accept")
        try vm.submit(regrade)
        var now = try counts(vm, bank)
        #expect(now.bank == now.screen && now.screen[0] == 1, "the accepted answer counts right: \(now)")
        try vm.undo()
        now = try counts(vm, bank)
        #expect(now.bank == [0, 0] && now.screen == [0, 0], "both tries and the re-grade go: \(now)")
        try #expect(bank.practice.answerCount() == 0)
        #expect(vm.challenge?.word.id == word.id)
        #expect(vm.challenge?.word.acceptedByLearner == ["round the corner"], "the answer accepted stays accepted")
    }

    @Test func afterAnySequenceOfAcceptRegradeAndUndoTheBankCountsWhatTheScreenShows() throws {
        let (vm, bank) = try session()
        try vm.start()
        for step in ["round the corner", "round the corner", ":accept", ":easy", ":hard", ":undo", ":undo", ":undo"] {
            if step == ":undo" { try? vm.undo() } else { try vm.submit(step) }
            let now = try counts(vm, bank)
            #expect(now.bank == now.screen, "after \(step): \(now)")
        }
    }
}
