import Testing
import KuchiCore

/// A noun gloss said with a qualifier (judging round 13, ``QualifiedGloss``): right when the qualifier names the word's
/// own sense of the noun, wrong when it names another sense of the English word or another word's meaning. The refusals
/// were written before the rule was built.
@Suite("A gloss with a qualifier") struct QualifiedGlossTests {
    /// Another sense of the English head noun, picked by its qualifier: each is wrong for the word.
    static let mustRefuse: [(String, String, String)] = [
        ("銀行", "ぎんこう", "bank of a river"),
        ("銀行", "ぎんこう", "the bank of the stream"),
        ("銀行", "ぎんこう", "a bank of snow"),
        ("手", "て", "hand of a clock"),
        ("手", "て", "the hands of a watch"),
        ("手", "て", "a hand on a ship"),
        ("鍵", "かぎ", "key of a piano"),
        ("鍵", "かぎ", "a key on a keyboard"),
        ("鍵", "かぎ", "the key of a song"),
        ("鍵", "かぎ", "key in music"),
        ("指輪", "ゆびわ", "ring of a phone"),
        ("指輪", "ゆびわ", "the ring of a bell"),
        ("指輪", "ゆびわ", "ring of truth"),
        ("指輪", "ゆびわ", "a ring of criminals"),
        ("指輪", "ゆびわ", "ring for boxing"),
        ("指輪", "ゆびわ", "the rings of a tree"),
        ("天井", "てんじょう", "ceiling of an aircraft"),
        ("人口", "じんこう", "population of bacteria"),
        ("机", "つくえ", "desk of a newspaper"),
        ("机", "つくえ", "the desk at a hotel"),
        ("窓", "まど", "window of time"),
        ("窓", "まど", "window of opportunity"),
        ("足", "あし", "foot of a mountain"),
        ("足", "あし", "the foot of the bed"),
        ("首", "くび", "neck of a bottle"),
        ("首", "くび", "neck of the woods"),
        ("鼻", "はな", "nose of a plane"),
        ("腕", "うで", "arm of a chair"),
        ("腕", "うで", "the arm of the law"),
        ("背", "せ", "back of the room"),
        ("背", "せ", "back of a book"),
        ("羽", "はね", "wing of a building"),
        ("羽", "はね", "the wing of a hospital"),
        ("葉", "は", "leaf of a table"),
        ("葉", "は", "a leaf of a book"),
        ("枝", "えだ", "branch of a bank"),
        ("枝", "えだ", "a branch of science"),
        ("椅子", "いす", "chair of a committee"),
        ("家", "いえ", "house of representatives"),
        ("家", "いえ", "house of cards"),
        ("橋", "はし", "bridge of the nose"),
        ("橋", "はし", "the bridge of a ship"),
        ("手紙", "てがみ", "letter of the alphabet"),
        ("切手", "きって", "stamp of approval"),
        ("紙", "かみ", "paper on physics"),
        ("電車", "でんしゃ", "train of thought"),
        ("部屋", "へや", "room for improvement"),
        ("部屋", "へや", "room for error"),
        ("体", "からだ", "body of water"),
        ("体", "からだ", "the body of a letter"),
        ("会社", "かいしゃ", "company of soldiers"),
        ("パーティー", "パーティー", "party in an election"),
        ("パーティー", "パーティー", "a party to a contract"),
        ("星", "ほし", "star of the show"),
        // A second list, written after the rule's first version, before it was narrowed.
        ("天井", "てんじょう", "ceiling of the clouds"),
        ("人口", "じんこう", "population of deer"),
        ("車", "くるま", "car of a train"),
        ("車", "くるま", "car of an elevator"),
        ("答え", "こたえ", "answer of a defendant"),
        ("靴", "くつ", "shoe of a horse"),
        ("椅子", "いす", "chair in economics"),
        ("糸", "いと", "thread of a screw"),
        ("屋根", "やね", "the roof of the mouth"),
        ("医者", "いしゃ", "doctor of philosophy"),
        ("駅", "えき", "station in life"),
        ("馬", "うま", "horse in a gym"),
        ("牛", "うし", "cow of an elephant"),
        ("雨", "あめ", "rain of bullets"),
        ("木", "き", "tree of a family"),
        ("本", "ほん", "a book of matches"),
        ("本", "ほん", "book of stamps"),
        ("鍵", "かぎ", "a key on a map"),
    ]

    @Test(arguments: mustRefuse)
    func aQualifierNamingAnotherSenseIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The shapes the walk-throughs' learners typed: the word's own noun with a qualifier of its own sense.
    @Test(arguments: [
        ("天井", "てんじょう", "ceiling of a room"),
        ("天井", "てんじょう", "the ceiling of a hallway"),
        ("おやつ", "おやつ", "snacks between meals"),
        ("紙", "かみ", "sheet of paper"),
        ("せっけん", "せっけん", "bar of soap"),
        // No rule's, the answer key's since its seventh pass (once a known issue of the test below).
        ("戦争", "せんそう", "a war between countries"),
    ])
    func aQualifierNamingTheWordsSenseIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Right, and still refused: the qualifier names the sense only through a synonym of a word of WordNet's definition
    /// ("country" for its "state"), or the word's glosses name no sense the qualifier does. (人口 "population of a city" is
    /// taken since judging round 30, its key naming a city: `Round30ShapeTests`.)
    @Test(arguments: [
        ("人口", "じんこう", "the population of a country"),
    ])
    func aQualifierTheDataDoesNotTieToTheSenseIsStillRefused(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("judging round 13 leaves these refused") {
            #expect(accepted, "\(word) ← \(answer)")
        }
    }
}
