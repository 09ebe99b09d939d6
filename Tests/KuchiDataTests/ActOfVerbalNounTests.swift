import Testing
import KuchiCore

/// A verbal noun (a noun that takes する) said as the verb it names the act of, or a synonym of that verb in WordNet's
/// first sense of the gloss, or its past participle: 出発する is "to set off" as much as 出発 is "departure".
@Suite("A verbal noun said as its verb")
struct ActOfVerbalNounTests {
    static let rows: [(word: String, reading: String, answer: String, right: Bool)] = [
        // The verb, a synonym of it, its gerund, "get" and its participle: each refused before this rule.
        ("出発", "しゅっぱつ", "setting off", true), ("出発", "しゅっぱつ", "to set off", true),
        ("離婚", "りこん", "get divorced", true), ("離婚", "りこん", "to split up", true),
        ("発掘", "はっくつ", "to dig up", true), ("発掘", "はっくつ", "unearthing", true),
        ("参加", "さんか", "to take part", true),
        // Said of what the act was done to: the past participle, irregular for the verb spelt as the noun.
        ("負傷", "ふしょう", "to be injured", true), ("冷凍", "れいとう", "frozen", true),
        // A verb that is another word's meaning is left out (死ぬ "to die", a sense of "depart"), and a noun that takes
        // no する lends no verb.
        ("出発", "しゅっぱつ", "to die", false), ("建物", "たてもの", "to build", false),
    ]

    @Test(arguments: rows.indices)
    func aMeaningQuestion(_ index: Int) throws {
        let row = Self.rows[index]
        let word = try #require(BundledJudge.word(row.word, row.reading))
        #expect(BundledJudge.accepts(row.answer, for: word) == row.right, "\(row.answer) for \(row.word)")
    }
}
