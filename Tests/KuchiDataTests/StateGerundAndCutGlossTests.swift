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
        // The key's "be out of work", "be jobless" (no "to"): their gerunds too (judging round 13).
        ("失業", "しつぎょう", "being out of work"), ("失業", "しつぎょう", "being jobless"),
    ])
    func theShorterAnswerIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// "Being" alone names existence, no state; a state the word does not name stays wrong; and a gloss cut before a
    /// preposition's object says another act ("calling on" asks someone to speak).
    @Test(arguments: [
        ("嫉妬", "しっと", "being"), ("嫉妬", "しっと", "being angry"), ("嫉妬", "しっと", "being sad"),
        ("度忘れ", "どわすれ", "forgetting"), ("お見舞い", "おみまい", "calling on"),
        ("失業", "しつぎょう", "being at work"), ("失業", "しつぎょう", "being busy"),
    ])
    func anotherMeaningStaysWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// An imported word's gloss is cut only where what is kept ends in a phrase saying how the act is done: cut at the
    /// verb, it says another act ("to really want" is no longing for what one cannot have).
    @Test(arguments: [
        ("to really want something one can't have", "to really want", false),
        ("failing to help someone who is drowning", "failing to help", false),
        ("forgetting for a moment something one knows well", "forgetting for a moment", true),
    ])
    func anImportedGlossIsCutOnlyBeforeAnAdverbialPhrase(gloss: String, typed: String, accepted: Bool) {
        let word = Word(id: 900_001, text: "未知語", reading: "みちご", meanings: [gloss])
        #expect(BundledJudge.accepts(typed, for: word) == accepted, "\(typed) for \(gloss)")
    }
}
