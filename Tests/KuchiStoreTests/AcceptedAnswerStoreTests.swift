import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Accepted answers: kept, listed and removed per learner")
struct AcceptedAnswerStoreTests {
    private let clock = TestClock()

    /// A bank of five numbered words with two learners, Ann and Ben.
    private func bank() throws -> (KuchiDatabase, ann: Profile, ben: Profile) {
        let bank = try makeBank(words: 5)
        return (bank, try bank.practice.useProfile(named: "Ann", at: clock.now), try bank.practice.useProfile(named: "Ben", at: clock.now))
    }

    private func accept(_ text: String, word: Int64, for learner: Profile, in bank: KuchiDatabase) throws {
        clock.advance(seconds: 60)
        try bank.practice.addAcceptedAnswer(profileID: learner.id, wordID: word, text: text, at: clock.now)
    }

    @Test func answersAreListedByWordInTheOrderAcceptedAndOnlyTheLearnersOwn() throws {
        let (bank, ann, ben) = try bank()
        try accept("second word", word: 2, for: ann, in: bank)
        try accept("first, again", word: 1, for: ann, in: bank)
        try accept("second, again", word: 2, for: ann, in: bank)
        try accept("Ben's", word: 1, for: ben, in: bank)
        let store = AcceptedAnswerStore(bank.practice)
        let all = try store.answers(profileID: ann.id)
        #expect(all.map(\.word.text) == ["語2", "語1"])
        #expect(all.map(\.texts) == [["second word", "second, again"], ["first, again"]])
        #expect(try store.answers(profileID: ann.id, wordID: 1).map(\.texts) == [["first, again"]])
        #expect(try store.answers(profileID: ann.id, wordID: 3).isEmpty)
        #expect(try store.answers(profileID: ben.id).map(\.texts) == [["Ben's"]])
        let judged = try bank.practice.lookingUp { try $0.acceptedAnswers(profileID: ann.id, wordID: 2) }
        #expect(judged == ["second word", "second, again"], "the session reads the same answers")
    }

    /// The session reads a word's answers unsorted when it has one (most words have none), sorted when two or
    /// more: in the order accepted, not in the table's key order (here the alphabetical one, reversed).
    @Test func theSessionReadsTwoOrMoreAnswersInTheOrderAccepted() throws {
        let (bank, ann, _) = try bank()
        try accept("zebra", word: 3, for: ann, in: bank)
        #expect(try bank.practice.lookingUp { try $0.acceptedAnswers(profileID: ann.id, wordID: 3) } == ["zebra"])
        try accept("mango", word: 3, for: ann, in: bank)
        try accept("apple", word: 3, for: ann, in: bank)
        #expect(try bank.practice.lookingUp { try $0.acceptedAnswers(profileID: ann.id, wordID: 3) } == ["zebra", "mango", "apple"])
        #expect(try bank.practice.lookingUp { try $0.acceptedAnswers(profileID: ann.id, wordID: 4) } == [])
    }

    @Test func removingTakesOutOneAnswerOfOneLearnerOnly() throws {
        let (bank, ann, ben) = try bank()
        try accept("nearby", word: 1, for: ann, in: bank)
        try accept("close by", word: 1, for: ann, in: bank)
        try accept("nearby", word: 1, for: ben, in: bank)
        let store = AcceptedAnswerStore(bank.practice)
        #expect(try store.remove("nearby", profileID: ann.id, wordID: 1) == .removed("nearby"))
        #expect(try store.answers(profileID: ann.id).map(\.texts) == [["close by"]])
        #expect(try store.answers(profileID: ben.id).map(\.texts) == [["nearby"]])
        #expect(try store.remove("  The Close  by ", profileID: ann.id, wordID: 1) == .removed("close by"),
                "the answer as it is judged: case, spaces and an article set aside")
        #expect(try store.answers(profileID: ann.id).isEmpty)
    }

    @Test func removingAnAnswerThatIsNotThereChangesNothingAndNamesTheWordsAnswers() throws {
        let (bank, ann, _) = try bank()
        try accept("nearby", word: 1, for: ann, in: bank)
        let store = AcceptedAnswerStore(bank.practice)
        #expect(try store.remove("far", profileID: ann.id, wordID: 1) == .notFound(remaining: ["nearby"]))
        #expect(try store.remove("nearby", profileID: ann.id, wordID: 2) == .notFound(remaining: []))
        #expect(try store.answers(profileID: ann.id).map(\.texts) == [["nearby"]])
    }

    @Test func aTextThatCannotBeAnAcceptedAnswerIsRefusedWhenStoredOrRemoved() throws {
        let (bank, ann, _) = try bank()
        #expect(throws: AcceptedAnswerText.Problem.empty) { try accept(" ", word: 1, for: ann, in: bank) }
        #expect(throws: AcceptedAnswerText.Problem.tooLong(characters: 201)) {
            try accept(String(repeating: "x", count: 201), word: 1, for: ann, in: bank)
        }
        #expect(throws: AcceptedAnswerText.Problem.controlCharacters) { try accept("a\u{1B}[2Jb", word: 1, for: ann, in: bank) }
        #expect(try AcceptedAnswerStore(bank.practice).answers(profileID: ann.id).isEmpty, "nothing was stored")
        #expect(throws: AcceptedAnswerText.Problem.empty) { try AcceptedAnswerStore(bank.practice).remove("", profileID: ann.id, wordID: 1) }
        try accept(String(repeating: "x", count: 200), word: 1, for: ann, in: bank)
        #expect(try AcceptedAnswerStore(bank.practice).answers(profileID: ann.id).first?.texts.first?.count == 200)
    }

    @Test func anAcceptedAnswerIsKeptInNFC() throws {
        let (bank, ann, _) = try bank()
        try accept("ca\u{301}fe", word: 1, for: ann, in: bank)
        #expect(try AcceptedAnswerStore(bank.practice).answers(profileID: ann.id).first?.texts == ["c\u{E1}fe"])
        #expect(try AcceptedAnswerStore(bank.practice).remove("ca\u{301}fe", profileID: ann.id, wordID: 1) == .removed("c\u{E1}fe"))
    }
}
