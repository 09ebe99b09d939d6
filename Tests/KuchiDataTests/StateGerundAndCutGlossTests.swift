import Testing
import KuchiCore
import KuchiData

/// Two shapes of a right answer: the gerund of a "to be" answer ("being jealous" for 嫉妬, whose key says "to be
/// jealous"), and a long gloss said without the clause that names its object ("forgetting for a moment" for 度忘れ).
@Suite("A state's gerund and a gloss cut before its object's clause")
struct StateGerundAndCutGlossTests {
    @Test(arguments: [
        ("嫉妬", "しっと", "being jealous"), ("嫉妬", "しっと", "being envious"), ("嫉妬", "しっと", "being jealous of"),
        ("度忘れ", "どわすれ", "forgetting for a moment"),
    ])
    func theShorterAnswerIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// "Being" alone names existence, no state; a state the word does not name stays wrong; and a gloss cut before a
    /// preposition's object says another act ("calling on" asks someone to speak).
    @Test(arguments: [
        ("嫉妬", "しっと", "being"), ("嫉妬", "しっと", "being angry"), ("嫉妬", "しっと", "being sad"),
        ("度忘れ", "どわすれ", "forgetting"), ("お見舞い", "おみまい", "calling on"),
    ])
    func anotherMeaningStaysWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }
}
