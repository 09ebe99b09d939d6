import Testing
import KuchiCore

/// A noun gloss alone lends the WordNet senses English uses (`scripts/update-thesaurus.py`): those WordNet's tagged
/// texts hold, and others in their WordNet files; never a rare sense's words ("dog": no "frankfurter").
@Suite("A noun gloss lends the senses English uses")
struct UsedSenseTests {
    @Test(arguments: [
        // A tagged sense, or one in a tagged sense's WordNet file: right.
        ("犬", "いぬ", "pooch", true), ("犬", "いぬ", "domestic dog", true),
        ("アナウンサー", "アナウンサー", "newscaster", true), ("網", "あみ", "mesh", true),
        // A lemma no tagged text holds keeps all its senses ("sweets": WordNet lists Henry Sweet first).
        ("お菓子", "おかし", "confectionery", true),
        // Rare senses of the same noun, in other WordNet files: wrong.
        ("犬", "いぬ", "frankfurter", false), ("犬", "いぬ", "andiron", false), ("犬", "いぬ", "cad", false),
        ("猫", "ねこ", "caterpillar", false), ("猫", "ねこ", "khat", false), ("石", "いし", "endocarp", false),
        ("木", "き", "tree diagram", false), ("真空", "しんくう", "vacuum cleaner", false),
    ])
    func aNounGlossAloneLendsItsUsedSenses(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }
}
