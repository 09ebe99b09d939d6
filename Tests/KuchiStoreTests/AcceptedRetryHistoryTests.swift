import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Walk-through 22 (D4, D7): `:accept` after a retry marked the first try right in the history and kept the accepted
/// retry wrong; `:undo` then named only the first try. The stored history must say what happened.
@Suite("Accepting a retry: the history says which try was right")
struct AcceptedRetryHistoryTests {
    /// Each stored answer: what was given, how it stands, and the grade it gave its card (`nil`: none).
    private func history(_ bank: KuchiDatabase) throws -> [(given: String, judgement: String, right: Bool, rating: Int?)] {
        try bank.dbQueue.read { db in
            try Row.fetchAll(db, sql: "SELECT given, judgement, is_correct, rating FROM answer ORDER BY id").map {
                ($0["given"], $0["judgement"], $0["is_correct"], $0["rating"])
            }
        }
    }

    @Test func theAcceptedRetryIsStoredRightAndTheFirstTryStaysWrong() throws {
        let (vm, bank) = try meaningSession()
        try vm.start()
        let word = try #require(vm.challenge).word
        try vm.submit("tree")
        try vm.submit("wood")
        try vm.submit(":accept")
        #expect(vm.feedback == .accepted(word: word, text: "wood"))
        let rows = try history(bank)
        #expect(rows.map(\.given) == ["tree", "wood"])
        #expect(rows[0].judgement == "wrong" && !rows[0].right && rows[0].rating == Rating.again.rawValue,
                "the first try was wrong by the learner's own account, and its Again stands: \(rows[0])")
        #expect(rows[1].judgement == "accepted" && rows[1].right && rows[1].rating == nil, "the accepted retry is right: \(rows[1])")
        let now = try sessionCounts(vm, bank)
        #expect(now.bank == [0, 1] && now.screen == [0, 1], "one wrong try (tree), nothing scored: \(now)")
        #expect(vm.correction?.wrongTries == 1 && vm.correction?.comesBackThisSession == true)
        #expect(vm.challenge?.word.id != word.id, "a right retry moves on; the word comes back later")

        try vm.undo()
        #expect(vm.feedback == .undone(word: word, given: "wood", laterTries: [], stillAccepted: "wood"))
        #expect(try history(bank).map(\.given) == ["tree"], "the accepted retry alone goes back")
        let back = try sessionCounts(vm, bank)
        #expect(back.bank == [0, 1] && back.screen == [0, 1], "\(back)")
        #expect(vm.challenge?.word.id == word.id && vm.challenge?.word.acceptedByLearner == ["wood"])
    }

    @Test func theSameTextTwiceAcceptedIsRightAtItsFirstTryAndChargesNoWrongTry() throws {
        let (vm, bank) = try meaningSession()
        try vm.start()
        try vm.submit("tree")
        try vm.submit("Tree")   // the same text again: no new try, not stored (walk-through 23, D3)
        try vm.submit(":accept")
        let rows = try history(bank)
        #expect(rows.allSatisfy { $0.judgement == "accepted" && $0.right }, "\(rows)")
        #expect(rows.map(\.rating) == [Rating.good.rawValue], "the one try grades the card as a right answer")
        let now = try sessionCounts(vm, bank)
        #expect(now.bank == [1, 0] && now.screen == [1, 0], "\(now)")
    }

    @Test func aDifferentTryBetweenStaysWrongAndUndoTakesTheTriesBackAsOneStep() throws {
        let (vm, bank) = try meaningSession()
        try vm.start()
        let word = try #require(vm.challenge).word
        // The second "tree" is no new try (walk-through 23, D3); :accept after it accepts the first.
        for line in ["tree", "wood", "tree", ":accept"] { try vm.submit(line) }
        #expect(try history(bank).map(\.judgement) == ["accepted", "wrong"])
        var now = try sessionCounts(vm, bank)
        #expect(now.bank == [1, 1] && now.screen == [1, 1], "\(now)")
        try vm.undo()
        #expect(vm.feedback == .undone(word: word, given: "tree", laterTries: ["wood"], stillAccepted: "tree"))
        try #expect(bank.practice.answerCount() == 0)
        now = try sessionCounts(vm, bank)
        #expect(now.bank == [0, 0] && now.screen == [0, 0], "\(now)")
    }
}
