@testable import KuchiCore
import Testing

/// A counter said with the thing it counts, and a speaker's sentence said by its feeling (``GlossVariants``).
@Suite struct CounterGlossTests {
    /// Each refused before the rule, judged for the bundled word (the sixth walk-through's phrasings).
    @Test(arguments: [
        ("軒", "けん", "counter for houses"), ("台", "だい", "counter for vehicles"), ("冊", "さつ", "books counter"),
        ("匹", "ひき", "counter for animals"), ("枚", "まい", "counter for sheets"), ("枚", "まい", "counter for flat things"),
        ("申し訳ない", "もうしわけない", "sorry"), ("申し訳ない", "もうしわけない", "guilty"),
    ])
    func aCounterByWhatItCountsAndAFeelingAloneAreAccepted(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) for \(text)")
    }

    /// A counter is met only by what its gloss counts; a sentence only by its own feeling.
    @Test(arguments: [
        ("counter for animals", ["counter for flat objects (e.g. sheets of paper)"]), ("counter for houses", ["counter for books"]),
        ("book counter", ["small animal counter"]), ("sorry", ["I'm tired"]), ("tired", ["I feel guilty"]),
    ])
    func aCounterOfOtherThingsOrAnotherFeelingIsNot(answer: String, glosses: [String]) {
        #expect(MeaningMatcher.match(answer, glosses: glosses, forgivingTypos: false).judgement == .wrong, "\(answer) for \(glosses)")
    }
}
