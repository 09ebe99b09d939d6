import KuchiCore
import KuchiData
import Testing

/// A kind of a state that says how the state came about is another state: 独身 "unmarried" is no "divorced" or
/// "widowed" (walk-through 17), though WordNet files both under "unmarried"; "unwed" is the state itself.
@Suite("A kind of a state that says how it came about is another state")
struct StateKindAnswerTests {
    @Test(arguments: [
        ("独身", "どくしん", "divorced", false), ("独身", "どくしん", "widowed", false), ("独身", "どくしん", "single", true),
        ("独身", "どくしん", "unmarried", true), ("独身", "どくしん", "unwed", true), ("独身", "どくしん", "not married", true),
        ("いつのまにか", "いつのまにか", "ignored", false), ("いつのまにか", "いつのまにか", "unnoticed", true),
    ])
    func howAStateCameAboutIsNoAnswerForIt(text: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == right, "\(answer) for \(text)")
    }
}
