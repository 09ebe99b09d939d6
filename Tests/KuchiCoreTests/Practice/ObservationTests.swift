import Foundation
import Observation
import Testing
@testable import KuchiCore

/// Every piece of state a view renders reaches an observer when it changes.
@Suite("What a view observes")
struct ObservationTests {
    private func viewModel() throws -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 1
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 1, environment: environment, seed: 5)
        try viewModel.start()
        return viewModel
    }

    /// Whether reading `property` and then running `intent` notifies the observer.
    private func notifies<T>(_ viewModel: ChallengesViewModel, _ property: @escaping (ChallengesViewModel) -> T,
                             when intent: (ChallengesViewModel) throws -> Void) rethrows -> Bool {
        let changed = Flag()
        withObservationTracking { _ = property(viewModel) } onChange: { changed.value = true }
        try intent(viewModel)
        return changed.value
    }

    @Test func aWrongAnswerChangesTheOutcomeTheScoreAndTheFeedback() throws {
        let wrong: (ChallengesViewModel) throws -> Void = { try $0.submit("not a meaning at all") }
        #expect(try notifies(viewModel(), \.lastOutcome, when: wrong))
        #expect(try notifies(viewModel(), \.score, when: wrong))
        #expect(try notifies(viewModel(), \.feedback, when: wrong))
    }

    @Test func aHintAndAnErrorReachTheObserver() throws {
        let vm = try viewModel()
        #expect(notifies(vm, \.hint) { $0.showHint() })
        #expect(try notifies(vm, \.lastError) { try $0.submit(":nope") })
    }

    @Test func aRightAnswerChangesTheChallengeAndTheSummary() throws {
        let vm = try viewModel()
        let right: (ChallengesViewModel) throws -> Void = { vm in
            try vm.submit(String((vm.challenge?.correctIndex ?? 0) + 1))
        }
        #expect(try notifies(vm, \.challenge, when: right))
        #expect(vm.summary != nil)
        let again = try viewModel()
        #expect(try notifies(again, \.summary, when: right))
        #expect(try notifies(again, \.isFinished) { try $0.restart() })
    }
}

private final class Flag: @unchecked Sendable {
    var value = false
}
