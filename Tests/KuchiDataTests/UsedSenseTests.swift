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

    /// Of a noun's or an adverb's later WordNet senses, a gloss lends only those another gloss of the word bears out
    /// (holds, or names a broader, narrower or derived word of), when one bears out any: 水 "water; liquid; fluid"
    /// lends no "urine", 熱 "heat; fever; passion" no "estrus", 車 "car; automobile; vehicle" no "gondola".
    @Test(arguments: [
        // The first sense, or one another gloss bears out: right.
        ("水", "みず", "h2o", true), ("熱", "ねつ", "warmth", true), ("車", "くるま", "auto", true),
        ("車", "くるま", "motorcar", true), ("手", "て", "handwriting", true),
        // Later senses no other gloss of the word bears out: wrong.
        ("水", "みず", "urine", false), ("水", "みず", "pee", false), ("熱", "ねつ", "estrus", false),
        ("車", "くるま", "gondola", false), ("手", "て", "bridge player", false), ("感情", "かんじょう", "smell", false),
        ("本", "ほん", "koran", false), ("恋人", "こいびと", "fan", false), ("中", "なか", "midriff", false),
        ("やっと", "やっと", "lastly", false),
        // Evidence reaches a sense's siblings and grandparents: 性格's "disposition" is another trait, as "character"
        // is in its sense under "trait", so the actor's "role" is no sense of it.
        ("性格", "せいかく", "temperament", true), ("性格", "せいかく", "role", false), ("性格", "せいかく", "part", false),
        ("性格", "せいかく", "persona", false),
    ])
    func laterSensesNeedAnotherGlossOfTheWord(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A key glossed both as a verb and as something else lends a noun's, an adjective's or an adverb's gloss none of
    /// its verb synonyms (水 "water": no "irrigate"), but a verbal noun's verbs derived alike (離婚 "divorce": "split
    /// up"), and a verb's gloss none of its other synonyms (乾かす "to dry": no "ironic"), but its past participle
    /// (開く "to open": "opened"). A bare verb whose nouns English seldom uses keeps its verbs (さあ "come": "come on").
    @Test(arguments: [
        ("離婚", "りこん", "split up", true), ("尊敬", "そんけい", "to look up to", true), ("開く", "あく", "to be opened", true),
        ("さあ", "さあ", "come on", true), ("いらっしゃい", "いらっしゃい", "come in", true),
        ("水", "みず", "irrigate", false), ("時計", "とけい", "to observe", false), ("魚", "さかな", "angle", false),
        ("酒場", "さかば", "exclude", false), ("契約", "けいやく", "squeeze", false), ("乾かす", "かわかす", "ironic", false),
        ("乾かす", "かわかす", "teetotal", false),
    ])
    func aGlossLendsItsOwnPartOfSpeech(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A compound WordNet names a sense of the gloss it ends with that English seldom uses, and files under none of
    /// those it uses, is no kind of the gloss ("hot dog" is no dog); a kind of it, or a compound filed elsewhere, still
    /// counts as the gloss with a word before it.
    @Test(arguments: [
        ("図書館", "としょかん", "public library", true), ("網", "あみ", "fishing net", true), ("バス", "バス", "school bus", true),
        ("公園", "こうえん", "public park", true),
        ("犬", "いぬ", "hot dog", false), ("車", "くるま", "elevator car", false), ("郵便", "ゆうびん", "chain mail", false),
        ("銀行", "ぎんこう", "coin bank", false),
    ])
    func aCompoundNamingARareSenseOfTheGlossIsNoKindOfIt(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }
}
