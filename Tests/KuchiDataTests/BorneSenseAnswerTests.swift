import Testing
import KuchiCore

/// A gloss beside other glosses of its dictionary sense: those glosses say which of its WordNet senses the word means
/// (`scripts/thesaurus_borne.py`), and its synonyms from senses far from those are no answer.
@Suite("A gloss's senses that the other glosses of its sense bear out")
struct BorneSenseAnswerTests {
    /// When another gloss of the sense bears some of the gloss's noun, adjective or adverb senses out (is a word of one,
    /// of a synset one points to, or all its content words are in one's definition), the gloss lends nothing only another
    /// part of speech lends (右 "right" beside "right-hand side" is a side, no "correct"; 尤も "just" beside "reasonable"
    /// is fair, no "only"), and of its nouns only those of a borne-out sense, a sense sharing a word with one, or one a
    /// pointer away (返事 "answer" beside "reply" is no "solution", 解答 "answer" beside "solution" no "reply", 余裕 "room"
    /// beside "space" no "chamber", 旅 "trip" beside "journey" no "stumble", 試験 "test" beside "exam" no "audition").
    /// An adjectival noun's nouns bear its adjectives out (独特 "characteristic": "peculiar"), and a verb's gloss is
    /// never narrowed so (襲う "to attack": "to assault").
    @Test(arguments: [
        // The sense the other glosses bear out, or one near it: right.
        ("返事", "へんじ", "answer", true), ("返事", "へんじ", "response", true), ("解答", "かいとう", "solution", true),
        ("右", "みぎ", "right side", true), ("試験", "しけん", "exam", true), ("旅", "たび", "journey", true),
        ("概念", "がいねん", "concept", true), ("余裕", "よゆう", "leeway", true), ("流行", "りゅうこう", "trend", true),
        ("零", "れい", "naught", true), ("零", "れい", "nil", true), ("独特", "どくとく", "peculiar", true),
        ("細かい", "こまかい", "tiny", true), ("襲う", "おそう", "to assault", true), ("触れる", "ふれる", "to contact", true),
        // Another sense of the gloss, far from those: wrong.
        ("返事", "へんじ", "solution", false), ("解答", "かいとう", "reply", false), ("右", "みぎ", "correct", false),
        ("尤も", "もっとも", "only", false), ("余裕", "よゆう", "chamber", false), ("旅", "たび", "stumble", false),
        ("試験", "しけん", "audition", false), ("概念", "がいねん", "belief", false), ("流行", "りゅうこう", "manner", false),
    ])
    func aGlossLendsOnlyTheSensesItsSenseBearsOut(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }
}
