import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// A review's finding: after `:accept` then `:hard`, one `:undo` took back only the retry, leaving the bank counting
/// the accepted answer right while the screen showed it wrong. (Since walk-through 23, D3, the same text typed again
/// is no new try: the answer accepted is the one try, and its re-grade goes back first, alone, as any re-grade.)
@Suite("Undo after accept and a re-grade: the bank's counts stay the screen's")
struct AcceptRegradeUndoTests {
    @Test(arguments: [":hard", ":easy"])
    func undoAfterAcceptAndARegradeTakesBackTheRegradeThenTheAnswer(regrade: String) throws {
        let (vm, bank) = try meaningSession()
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("round the corner")
        try vm.submit("round the corner")
        try vm.submit(":accept")
        try vm.submit(regrade)
        var now = try sessionCounts(vm, bank)
        #expect(now.bank == now.screen && now.screen[0] == 1, "the accepted answer counts right: \(now)")
        try vm.undo()
        now = try sessionCounts(vm, bank)
        #expect(now.bank == now.screen && now.screen[0] == 1, "the re-grade goes alone, the answer stays right: \(now)")
        try vm.undo()
        now = try sessionCounts(vm, bank)
        #expect(now.bank == [0, 0] && now.screen == [0, 0], "the answer goes: \(now)")
        try #expect(bank.practice.answerCount() == 0)
        #expect(vm.challenge?.word.id == word.id)
        #expect(vm.challenge?.word.acceptedByLearner == ["round the corner"], "the answer accepted stays accepted")
    }

    @Test func afterAnySequenceOfAcceptRegradeAndUndoTheBankCountsWhatTheScreenShows() throws {
        let (vm, bank) = try meaningSession()
        try vm.start()
        for step in ["round the corner", "round the corner", ":accept", ":easy", ":hard", ":undo", ":undo", ":undo"] {
            if step == ":undo" { try? vm.undo() } else { try vm.submit(step) }
            let now = try sessionCounts(vm, bank)
            #expect(now.bank == now.screen, "after \(step): \(now)")
        }
    }
}
