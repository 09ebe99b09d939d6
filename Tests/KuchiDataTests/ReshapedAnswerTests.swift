@testable import KuchiCore
import Testing

/// A gloss said in another shape of its own words: an initialism, a negative-polarity gloss with its "not", "A of B"
/// as "B A" (``ReshapedAnswer``).
@Suite struct ReshapedAnswerTests {
    /// Each refused before the rule, judged for the bundled word.
    @Test(arguments: [
        ("冷房", "れいぼう", "AC"), ("クーラー", "クーラー", "A.C."), ("司会", "しかい", "MC"),
        ("ちっとも", "ちっとも", "not a bit"), ("ちっとも", "ちっとも", "not in the least"), ("何とも", "なんとも", "not at all"),
        ("列島", "れっとう", "island chain"), ("定年", "ていねん", "age of retirement"),
    ])
    func aGlossInAnotherShapeIsAccepted(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) for \(text)")
    }

    /// Shapes that say something else: lower case is a word, an initialism must cover every word, "not" before a gloss
    /// that is no negative-polarity phrase negates it, and a measure, a count or a place before "of" makes no compound.
    @Test(arguments: [
        ("ac", ["air conditioning"]), ("A", ["air conditioning"]), ("ACS", ["air conditioning"]),
        ("not quickly", ["quickly"]), ("not at all", ["a lot"]),
        ("tea cup", ["cup of tea"]), ("week day", ["day of the week"]), ("hilltop", ["top of the hill"]),
        ("islands chain", ["chain of mountains"]),
    ])
    func anotherShapeOfOtherWordsIsNot(answer: String, glosses: [String]) {
        #expect(ReshapedAnswer.gloss(for: answer, among: glosses) == nil, "\(answer) for \(glosses)")
        #expect(MeaningMatcher.match(answer, glosses: glosses, forgivingTypos: false).judgement == .wrong, "\(answer) for \(glosses)")
    }
}

/// A learner's "you" where JMdict and the answer key write "one": the same answer (``DictionaryPhrasing``), and never
/// whose thing it is said otherwise, nor a phrasal verb whose object changes its sense.
@Suite("Answers said with you")
struct PersonalPhrasingAnswerTests {
    @Test(arguments: [
        ("気分", "きぶん", "how you feel", true), ("直に", "じかに", "with your own eyes", true),
        ("お宅", "おたく", "my house", false), ("お宅", "おたく", "my home", false), ("気分", "きぶん", "how you walk", false),
        ("育てる", "そだてる", "to bring something up", false),
        ("泊める", "とめる", "to put something up", false),
    ])
    func aPhraseWithYouIsJudgedAsTheDictionarysPhrase(word: String, reading: String, answer: String, right: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading) == right, "\(word) ← \(answer)")
    }
}
