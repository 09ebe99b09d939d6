import Testing
import KuchiCore

/// Judging round 22 (issue 19): shapes the nineteenth walk-through refused, each a table of wrong answers written before
/// its rule was tuned, beside the right ones it is for.
@Suite("Shapes of round 22") struct Round22ShapeTests {
    /// A verb said with an object its gloss's note does not list ("offer a job" for 勧める "to offer (a drink, cigarette,
    /// seat, etc.)"), with a note that names the verb's subject ("hum an engine" for 唸る), or a thing a note of another
    /// sense lists.
    @Test(arguments: [
        ("勧める", "すすめる", "offer a job"), ("勧める", "すすめる", "recommend a doctor"), ("勧める", "すすめる", "offer a hand"),
        ("揚げる", "あげる", "fly a plane"),
        ("揚げる", "あげる", "launch a ship"), ("掛ける", "かける", "put on a hat"), ("掛ける", "かける", "wear a hat"),
        ("伸ばす", "のばす", "develop a film"), ("費やす", "ついやす", "spend the night"), ("打つ", "うつ", "hit the road"),
        ("勧める", "すすめる", "recommend a seat"), ("勧める", "すすめる", "offer a book"),
        // Added while probing: a note's later items that go on a preposition's phrase or name the verb's subject.
        ("打ち込む", "うちこむ", "hit boxing"), ("襲う", "おそう", "succeed a role"), ("打つ", "うつ", "beat a wave"),
        ("ご馳走", "ごちそう", "treat a meal"),
    ])
    func anObjectTheNoteDoesNotListIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("勧める", "すすめる", "recommend a book"), ("勧める", "すすめる", "offer someone a seat"), ("勧める", "すすめる", "to offer a drink"),
    ])
    func anObjectTheNoteListsIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A person's definition "for a living" that names another trade, or a pastime for a trade.
    @Test(arguments: [
        ("漁師", "りょうし", "someone who fishes for fun"), ("漁師", "りょうし", "someone who sells fish for a living"),
        ("漁師", "りょうし", "someone who eats fish for a living"), ("作家", "さっか", "someone who reads for a living"),
        ("歌手", "かしゅ", "someone who listens for a living"), ("歌手", "かしゅ", "someone who sings for a hobby"),
    ])
    func aDefinitionOfAnotherTradeIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("漁師", "りょうし", "someone who fishes for a living"), ("歌手", "かしゅ", "someone who sings for a living"),
        ("作家", "さっか", "a person who writes for a living"),
    ])
    func aDefinitionOfTheTradeIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Without" that lacks another thing than the gloss's "-less" word, or that names another person.
    @Test(arguments: [
        ("孤児", "こじ", "a child without a home"), ("孤児", "こじ", "a parent without children"), ("孤児", "こじ", "a child without toys"),
        ("孤児", "こじ", "a child without brothers"), ("孤児", "こじ", "parents without a child"), ("快晴", "かいせい", "weather without rain"),
    ])
    func aLackOfAnotherThingIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("孤児", "こじ", "a child without parents"), ("孤児", "こじ", "child without any parents"),
        ("快晴", "かいせい", "weather without clouds"),
    ])
    func aLackSaidWithWithoutIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A phrase after a noun gloss that makes an idiom or another thing of it ("elephant in the room", "pie in the sky",
    /// "salt of the earth", "castle in the air"), or names another sense of the noun.
    @Test(arguments: [
        ("象", "ぞう", "elephant in the room"), ("針", "はり", "needle in a haystack"),
        ("魚", "さかな", "fish out of water"), ("塩", "しお", "salt of the earth"), ("城", "しろ", "castle in the air"),
        ("光", "ひかり", "light at the end of the tunnel"), ("蝶", "ちょう", "butterflies in the stomach"), ("牛", "うし", "bull in a china shop"),
        ("灯台", "とうだい", "lighthouse of hope"), ("望遠鏡", "ぼうえんきょう", "telescope of the mind"), ("家", "いえ", "house of cards"),
       
    ])
    func aPhraseAfterANounThatMakesAnIdiomIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("灯台", "とうだい", "lighthouse on the coast"), ("湯気", "ゆげ", "steam from a kettle"), ("燃料", "ねんりょう", "fuel for a car"),
    ])
    func aPlaceAfterAOneSenseNounIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
