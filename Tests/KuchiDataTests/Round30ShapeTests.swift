import Testing
import KuchiCore

/// Judging round 30 (issue 19): a noun phrase headed by one of the word's own meanings, with a preposition and a tail its
/// own meanings or glosses name (``OwnHeadPhrase``), measured on the answers the answer key's fifteenth and sixteenth
/// passes added, taken out of the key.
@Suite("Shapes of round 30") struct Round30ShapeTests {
    /// The head is the word's, and its glosses name the tail: JMdict's "eye (of a storm, needle, etc.)" for 目 (once held
    /// wrong by `LearnerShapeTests` as idioms), "foot (of a mountain or hill)" for 麓, "appreciation (of art, music, …)";
    /// 人口 "population of a city" (once a known issue of `QualifiedGlossTests`), its answer key naming a city.
    @Test(arguments: [
        ("目", "め", "eye of the storm"), ("目", "め", "eye of a needle"), ("麓", "ふもと", "the foot of the mountain"),
        ("鑑賞", "かんしょう", "appreciation of music"), ("徴収", "ちょうしゅう", "collection of fees"),
        ("部首", "ぶしゅ", "the radical in a kanji"), ("穂", "ほ", "the ear of a plant"), ("学部", "がくぶ", "a department at a university"),
        ("人口", "じんこう", "population of a city"),
    ])
    func aPhraseHeadedByTheWordsMeaningIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The head is the word's, but nothing the word's glosses name follows it: another thing ("the conductor of an
    /// orchestra" is 指揮者, "a cup of coffee" is coffee), another place or an idiom.
    @Test(arguments: [
        ("麓", "ふもと", "the foot of the bed"), ("車掌", "しゃしょう", "the conductor of an orchestra"),
        ("目", "め", "the eye of the tiger"), ("カップ", "カップ", "a cup of coffee"), ("心", "こころ", "the heart of the matter"),
        ("頭", "あたま", "the head of the river"),
    ])
    func aTailTheWordsGlossesDoNotNameIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The tail is the word's, the head another word's ("the top of the mountain" is 山頂), a quantity ("a lot of land"), a
    /// compound gloss read backwards ("tea of black": 紅茶 "black tea"), the head again ("eye to eye", "hand to hand"), or the
    /// tail names nothing ("the eye of it all").
    @Test(arguments: [
        ("麓", "ふもと", "the top of the mountain"), ("土地", "とち", "a lot of land"), ("紅茶", "こうちゃ", "tea for black"),
        ("目", "め", "eye to eye"), ("手", "て", "hand to hand"),
        ("目", "め", "the eye of it all"), ("麓", "ふもと", "the foot of this one"),
    ])
    func aHeadOrTailThatSaysNothingOfTheWordIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The whole phrase is another meaning in play this session: the word it names more exactly is meant.
    @Test func aPhraseThatIsAnotherMeaningInPlayIsWrong() throws {
        let word = try #require(BundledJudge.word("麓", "ふもと"))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        func judged(_ competitors: [String]) -> Bool {
            guard case let .answer(verdict) = AnswerJudge.judge("the foot of the hill", for: challenge, competitors: competitors,
                                                                dictionary: BundledJudge.dictionary) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(judged([]))
        #expect(!judged(["foot of the hill"]))
    }
}
