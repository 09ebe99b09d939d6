import Foundation
import Testing
@testable import KuchiCore

@Suite("A hint after wrong picks strikes out other wrong choices")
struct HintAfterWrongPickTests {
    private func session(choices: Int, seed: UInt64) throws -> (ChallengesViewModel, Challenge) {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 3
        environment.choicesPerChallenge = choices
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 1, environment: environment, seed: seed,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        return (viewModel, try #require(viewModel.challenge))
    }

    /// The 0-based indices of the challenge's wrong choices.
    private func wrongChoices(_ challenge: Challenge) -> [Int] {
        challenge.choices.indices.filter { $0 != challenge.correctIndex }
    }

    @Test(arguments: 1...12)
    func aHintNeverStrikesOutTheChoiceAlreadyPickedWrongly(seed: UInt64) throws {
        let (viewModel, challenge) = try session(choices: 4, seed: seed)
        let picked = wrongChoices(challenge)[Int(seed) % 3]
        try viewModel.submit(String(picked + 1))
        try viewModel.submit(":hint")
        guard case let .ruledOut(struck) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(struck.count == 1, "one of the two wrong choices not picked, leaving the other beside the right one")
        #expect(!struck.contains(picked))
        #expect(!struck.contains(challenge.correctIndex))
    }

    @Test func aWrongChoiceTypedOutCountsAsPicked() throws {
        let (viewModel, challenge) = try session(choices: 4, seed: 2)
        let picked = wrongChoices(challenge)[0]
        try viewModel.submit(challenge.choices[picked].uppercased())
        try viewModel.submit(":hint")
        guard case let .ruledOut(struck) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(struck.count == 1 && !struck.contains(picked) && !struck.contains(challenge.correctIndex))
    }

    @Test func theSameWrongChoicePickedAgainIsRecordedOnce() throws {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 3
        let bank = InMemoryWordBank.sample()
        let viewModel = ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 7,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        let challenge = try #require(viewModel.challenge)
        let picked = wrongChoices(challenge)[0]
        for _ in 0..<3 { try viewModel.submit(String(picked + 1)) }
        try viewModel.submit(challenge.choices[picked])
        #expect(bank.answers.count == 1, "one wrong try, however often it is picked")
        #expect(viewModel.wrongCount == 1)
        if case .wrong = viewModel.lastOutcome {} else { Issue.record("the pick is still shown wrong: \(String(describing: viewModel.lastOutcome))") }
        try viewModel.submit(String(wrongChoices(challenge)[1] + 1))
        #expect(bank.answers.count == 2, "another wrong choice is a new try")
    }

    @Test func withEightChoicesHalfTheWrongOnesAreStillStruckFromThoseNotPicked() throws {
        let (viewModel, challenge) = try session(choices: 8, seed: 4)
        let picked = Array(wrongChoices(challenge).prefix(2))
        for choice in picked { try viewModel.submit(String(choice + 1)) }
        try viewModel.submit(":hint")
        guard case let .ruledOut(struck) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(struck.count == 4)
        #expect(Set(struck).isDisjoint(with: picked + [challenge.correctIndex]))
        #expect(Set(struck).count == 4)
    }

    @Test func whenOnlyOneUnpickedWrongChoiceIsLeftTheHintGivesTheFirstLetterInstead() throws {
        let (viewModel, challenge) = try session(choices: 4, seed: 6)
        for choice in wrongChoices(challenge).prefix(2) { try viewModel.submit(String(choice + 1)) }
        try viewModel.submit(":hint")
        #expect(viewModel.hint == .startsWith(String(challenge.word.primaryMeaning.prefix(1))))
    }

    @Test func picksAreForgottenWithTheChallenge() throws {
        let (viewModel, challenge) = try session(choices: 4, seed: 8)
        try viewModel.submit(String(wrongChoices(challenge)[0] + 1))
        try viewModel.submit(String(challenge.correctIndex + 1))
        let next = try #require(viewModel.challenge)
        #expect(next.word != challenge.word)
        try viewModel.submit(":hint")
        guard case let .ruledOut(struck) = try #require(viewModel.hint) else { Issue.record("expected struck-out choices"); return }
        #expect(struck.count == 2, "no pick yet at the new question: half of its three wrong choices, rounded up")
    }
}
