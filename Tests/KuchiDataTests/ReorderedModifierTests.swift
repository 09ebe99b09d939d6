import Testing
@testable import KuchiCore
import KuchiData

/// A gloss's adjective of origin and another adjective said in the other order mean the same thing; a name, a compound or
/// any other word moved does not.
@Suite("A gloss's two adjectives in the other order")
struct ReorderedModifierTests {
    /// 着物's "Japanese traditional clothing", 下駄's "Japanese wooden clogs", 漢方's "traditional Chinese medicine".
    @Test(arguments: [
        ("着物", "きもの", "traditional Japanese clothing"), ("下駄", "げた", "wooden Japanese clogs"),
        ("着物", "きもの", "Traditional Japanese clothing"),
    ])
    func theAdjectivesSwappedAreRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// A name ("New South Wales"), a noun before the noun ("big dog house": a dog house), adjectives with no origin among
    /// them ("white go stone", "early modern period"), a capitalised compound ("lunar New Year") and a word moved across the
    /// noun stay as they are.
    @Test(arguments: [
        ("New South Wales", "south new wales"), ("big dog house", "dog big house"), ("white go stone", "go white stone"),
        ("early modern period", "modern early period"), ("lunar New Year", "new lunar year"),
        ("Japanese traditional clothing", "Japanese clothing traditional"), ("fierce Buddhist deity", "fierce deity Buddhist"),
    ])
    func otherWordsMovedAreNoSwap(gloss: String, typed: String) {
        #expect(ReorderedModifiers.gloss(for: typed, among: [gloss], in: BundledJudge.dictionary) == nil, "\(typed) for \(gloss)")
    }

    @Test func anAdjectiveOfOriginMovesEitherWay() {
        #expect(ReorderedModifiers.gloss(for: "Buddhist fierce deity", among: ["fierce Buddhist deity"], in: BundledJudge.dictionary) != nil)
    }
}
