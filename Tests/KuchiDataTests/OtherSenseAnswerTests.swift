import Testing
import KuchiCore

/// Answers that say a gloss's words in another sense or another part of speech than the word's: a noun gloss's gerund
/// that names the act of another sense of the noun, a possessive that names another person, and an adverb of a
/// preposition and a bare noun said as the noun.
@Suite("A gloss's words in another sense are no answer")
struct OtherSenseAnswerTests {
    /// A one-word noun gloss is met by its gerund ("travel": traveling), unless WordNet derives the verb spelt as the noun
    /// only from senses that are not the gloss's first, and that English seldom uses (under a quarter of the lemma's
    /// tagged uses), and no other gloss of the word bears such a sense out (`scripts/update-thesaurus.py`,
    /// ``WordDictionary/namesOtherSense(_:of:amongKeys:)``). A verbal noun keeps its gerunds.
    @Test(arguments: [
        // The first sense derives the verb, the deriving senses are a common use, or another gloss bears one out: right.
        ("雪", "ゆき", "snowing", true), ("旅行", "りょこう", "traveling", true), ("休み", "やすみ", "resting", true),
        ("帰り", "かえり", "returning", true),
        // The gerund of another sense's verb: wrong.
        ("鉄", "てつ", "ironing", false), ("波", "なみ", "waving", false), ("公園", "こうえん", "parking", false),
        ("春", "はる", "springing", false), ("椅子", "いす", "chairing", false), ("岩", "いわ", "rocking", false),
    ])
    func aNounGlossGerundOfAnotherSenseIsRefused(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A noun gloss's gerund that WordNet lists as a noun of a later sense only names that sense: "firing" is fire's act
    /// of shooting, "ringing" a bell's sound. For a word another gloss of which pins the gloss to another sense (火 "fire;
    /// flame", 輪 "ring; circle; hoop") and none to the gerund's, it is wrong; a verb's gerund stays right (飲む "to
    /// drink": drinking), as does the gerund of a gloss no other gloss pins (光 "light": lighting).
    @Test(arguments: [
        ("火", "ひ", "firing", false), ("輪", "わ", "ringing", false),
        ("飲む", "のむ", "drinking", true), ("光", "ひかり", "lighting", true), ("ジャンプ", "ジャンプ", "jumping", true),
        ("雪", "ゆき", "snowing", true),
    ])
    func aGerundWordNetNamesAnotherSenseByIsRefused(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// Alone, a gloss lends no word of a WordNet sense its tagged texts never hold (of a lemma they hold 20 times or
    /// more) when that word is the main meaning of common Japanese words none of which means the gloss: Japanese names it
    /// apart (鎖 "chain" is no "mountain range", 山脈's; 学校 "school" no "shoal"). A word no Japanese word owns, or one a
    /// partner of the gloss pins in its WordNet files (世話 "aid" beside "help": "care"), is still lent.
    @Test(arguments: [
        ("世話", "せわ", "care", true), ("太い", "ふとい", "stout", true), ("鎖", "くさり", "chain of mountains", true),
        ("鎖", "くさり", "mountain range", false), ("黙る", "だまる", "tacit", false), ("学校", "がっこう", "shoal", false),
        ("電車", "でんしゃ", "caravan", false), ("本", "ほん", "bible", false),
    ])
    func aRareSenseLendsNoOtherWordsMeaning(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A verb's or an adjective's WordNet sense its tagged texts never hold (of a lemma they hold 20 times or more) lends
    /// no word that means something else first, alone or beside a partner that is not of that very sense: "drown"-like
    /// words name their own first sense ("baby-sit" is to mind children, not to sit; "dusty" covered in dust, not cold;
    /// "former" earlier, not late). A word of the gloss's own sense, or one whose first sense that rare one is, stays.
    @Test(arguments: [
        ("寒い", "さむい", "chilly", true), ("遅い", "おそい", "late", true), ("着る", "きる", "to put on", true),
        ("跳ぶ", "とぶ", "to leap", true), ("座る", "すわる", "to sit down", true), ("尤も", "もっとも", "plausible", true),
        ("座る", "すわる", "to baby-sit", false), ("寒い", "さむい", "dusty", false), ("冷たい", "つめたい", "dusty", false),
        ("遅い", "おそい", "former", false), ("尤も", "もっとも", "innate", false), ("着る", "きる", "to tire", false),
        ("跳ぶ", "とぶ", "derail", false),
    ])
    func aRareVerbOrAdjectiveSenseLendsNoWordMeaningOtherFirst(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A gloss with a word before it is a kind of the gloss, unless the thesaurus gives that compound as a synonym of the
    /// gloss in a sense the word's sense leaves out: 冷たい "cold (to the touch)" beside "chilly" takes no "common cold"
    /// (the illness), but "very cold" is still cold.
    @Test(arguments: [
        ("冷たい", "つめたい", "common cold", false), ("冷たい", "つめたい", "very cold", true), ("冷たい", "つめたい", "icy cold", true),
    ])
    func aCompoundThatIsAnotherSensesSynonymIsNoKindOfTheGloss(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// A noun gloss lends the narrower words of its first WordNet sense, unless the word's other glosses bear out only a
    /// later sense of it: then the word means that one (木 "tree; wood": "wood" the plant's, so no "pine", a kind of timber;
    /// 釘 "nail; tack; peg": the fastener, no "fingernail"; 感覚 "sense; feeling": no "emotion"). A word with no such gloss,
    /// or one bearing out the first sense, keeps them (椅子 "chair": armchair; 机 "desk": writing desk).
    @Test(arguments: [
        ("木", "き", "tree", true), ("椅子", "いす", "armchair", true), ("机", "つくえ", "writing desk", true),
        ("感覚", "かんかく", "sensation", true), ("釘", "くぎ", "nail", true),
        ("木", "き", "pine", false), ("釘", "くぎ", "fingernail", false), ("感覚", "かんかく", "emotion", false),
    ])
    func aFirstSensesKindsGoWithTheSenseTheWordMeans(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    /// "My" and "your" say whose thing it is: "my house" is no "(polite) your house" (お宅), though both say "house"; a gloss
    /// without a possessive takes either ("my older brother" for 兄 "(humble) older brother").
    @Test(arguments: [
        ("お宅", "おたく", "your house", true), ("お宅", "おたく", "your home", true), ("兄", "あに", "my older brother", true),
        ("奥さん", "おくさん", "your wife", true), ("お宅", "おたく", "my house", false), ("お宅", "おたく", "my home", false),
    ])
    func aPossessiveNamesItsPerson(word: String, reading: String, answer: String, right: Bool) throws {
        let bundled = try #require(BundledJudge.word(word, reading))
        #expect(BundledJudge.accepts(answer, for: bundled) == right, "\(word) ← \(answer)")
    }

    @Test func aPossessiveIsComparedAsTyped() {
        #expect(MeaningMatcher.match("my house", glosses: ["(polite) your house"]).judgement == .wrong)
        #expect(MeaningMatcher.match("your car", glosses: ["my car"]).judgement == .wrong)
        #expect(MeaningMatcher.match("your house", glosses: ["(polite) your house"]).judgement == .normalised)
        #expect(MeaningMatcher.match("my mother", glosses: ["mother"]).judgement == .normalised)
    }

    /// A gloss's leading preposition may be left out before an article or several words ("for a while": a while; "for the
    /// first time": first time), never before one bare word, with which it makes an adverb ("for example" is no "example").
    @Test func aPrepositionBeforeABareWordStays() throws {
        #expect(MeaningMatcher.match("example", glosses: ["for example"]).judgement == .wrong)
        #expect(MeaningMatcher.match("fact", glosses: ["in fact"]).judgement == .wrong)
        #expect(MeaningMatcher.match("foot", glosses: ["on foot"]).judgement == .wrong)
        #expect(MeaningMatcher.match("a while", glosses: ["for a while"]).judgement == .normalised)
        #expect(MeaningMatcher.match("first time", glosses: ["for the first time"]).judgement == .normalised)
        #expect(MeaningMatcher.match("the wrong", glosses: ["in the wrong"]).judgement == .normalised)
        let example = try #require(BundledJudge.word("例えば", "たとえば"))
        #expect(!BundledJudge.accepts("example", for: example))
        #expect(BundledJudge.accepts("for example", for: example))
        let first = try #require(BundledJudge.word("初めて", "はじめて"))
        #expect(BundledJudge.accepts("first time", for: first))
    }
}
