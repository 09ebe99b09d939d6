@testable import KuchiCore
import Testing

/// A number before a noun is part of what the gloss says: the noun alone names another amount.
@Suite struct NumberModifierTests {
    /// Each accepted before the rule (the thesaurus gave "hundred million" its head noun "million").
    @Test(arguments: [("億", "おく", "million"), ("億", "おく", "a million"), ("億", "おく", "millions")])
    func theNounWithoutItsNumberIsWrong(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(!BundledJudge.accepts(answer, for: word), "\(answer) for \(text)")
    }

    @Test func theNumberItselfStaysRight() throws {
        let word = try #require(BundledJudge.word("億", "おく"))
        for answer in ["hundred million", "a hundred million", "100,000,000", "100 million"] {
            #expect(BundledJudge.accepts(answer, for: word), "\(answer)")
        }
    }
}
