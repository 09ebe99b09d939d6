import Testing
@testable import KuchiCore
import KuchiData

/// An answer key's answer that ends with a preposition is met with a stand-in for its object after it, as a gloss is.
@Suite("A key answer's preposition with a stand-in object")
struct KeyAnswerObjectTests {
    private let keys = MeaningMatcher.wordForWordKeys(["faith in", "to look after", "to get on", "reliability"])

    @Test(arguments: ["faith in someone", "Faith in somebody", "to look after someone else", "look after sth", "faith in something"])
    func aStandInAfterTheKeysPrepositionIsRight(typed: String) {
        #expect(MeaningMatcher.saysWordForWord(typed, in: keys))
    }

    /// "It" and "them" make idioms of phrasal verbs ("get on it"); a stand-in after no preposition, or more words, say more.
    @Test(arguments: ["to get on it", "look after them", "reliability someone", "faith in someone's work", "faith someone"])
    func nothingElseIsTakenForTheKeysAnswer(typed: String) {
        #expect(!MeaningMatcher.saysWordForWord(typed, in: keys))
    }

    /// 信頼's key says "faith in", 代弁's "speaking on behalf of": the learner's "someone" after them is right.
    @Test func theBundledKeysAnswersTakeAStandIn() throws {
        #expect(try BundledJudge.accepts("faith in someone", text: "信頼", reading: "しんらい"))
        #expect(try BundledJudge.accepts("speaking on behalf of someone", text: "代弁", reading: "だいべん"))
    }
}
