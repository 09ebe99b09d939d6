import Testing
import KuchiCore
import KuchiData

/// The gerund of a "to be" answer is right ("being jealous" for 嫉妬, whose key says "to be jealous").
@Suite("A state's gerund")
struct StateGerundAndCutGlossTests {
    @Test(arguments: [
        ("嫉妬", "しっと", "being jealous"), ("嫉妬", "しっと", "being envious"), ("嫉妬", "しっと", "being jealous of"),
    ])
    func theShorterAnswerIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// "Being" alone names existence, no state; a state the word does not name stays wrong.
    @Test(arguments: [("嫉妬", "しっと", "being"), ("嫉妬", "しっと", "being angry"), ("嫉妬", "しっと", "being sad")])
    func anotherMeaningStaysWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }
}
