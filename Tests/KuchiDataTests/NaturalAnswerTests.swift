import KuchiCore
import Testing

@Suite struct NaturalAnswerTests {
    /// The answers a new user typed that were refused before the dictionary and spelling rules.
    @Test(arguments: [
        ("小さい", "ちいさい", "small"), ("大きい", "おおきい", "large"), ("店", "みせ", "store"),
        ("自動車", "じどうしゃ", "car"), ("写真", "しゃしん", "photo"), ("秋", "あき", "fall"),
        ("ズボン", "ズボン", "pants"), ("テレビ", "テレビ", "TV"), ("冷蔵庫", "れいぞうこ", "fridge"),
        ("地下鉄", "ちかてつ", "subway"), ("切手", "きって", "stamp"), ("お手洗い", "おてあらい", "toilet"),
        ("大学", "だいがく", "college"), ("たぶん", "たぶん", "maybe"), ("たぶん", "たぶん", "perhaps"),
        ("速い", "はやい", "fast"), ("お茶", "おちゃ", "tea"), ("難しい", "むずかしい", "hard"),
        ("コート", "コート", "coat"), ("夏休み", "なつやすみ", "summer vacation"), ("呼ぶ", "よぶ", "call"),
        ("一", "いち", "1"), ("二", "に", "2"), ("百", "ひゃく", "100"), ("七日", "なのか", "7 days"),
        ("七日", "なのか", "seventh day"), ("七日", "なのか", "the 7th"), ("出る", "でる", "exit"),
    ])
    func naturalAnswerIsAccepted(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
    }

    /// A verbal noun (EDICT's `vs`, a noun that takes する) is also the verb of its gerund or -age gloss; a noun that
    /// takes no する is not (建物 "building").
    @Test func aVerbalNounIsAlsoItsVerb() throws {
        for (text, reading, answer) in [("掃除", "そうじ", "to clean"), ("料理", "りょうり", "to cook"), ("結婚", "けっこん", "to marry"),
                                        ("洗濯", "せんたく", "to wash")] {
            let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
            #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
        }
        let building = try #require(BundledJudge.word("建物", "たてもの"))
        #expect(!BundledJudge.accepts("to build", for: building))
        #expect(BundledJudge.dictionary.entries(writtenAs: "掃除").first?.isVerbalNoun == true)
        #expect(BundledJudge.dictionary.entries(writtenAs: "建物").first?.isVerbalNoun == false)
    }

    /// A pastime's verb said with "go" ("to go fishing" for 釣る "to fish"), and "pay" as the light verb of attention.
    @Test func goWithAGerundAndPayingAttentionAreAccepted() throws {
        for (text, reading, answer) in [("釣る", "つる", "to go fishing"), ("泳ぐ", "およぐ", "go swimming"), ("走る", "はしる", "to go running"),
                                        ("注目", "ちゅうもく", "to pay attention"), ("注意", "ちゅうい", "to pay attention")] {
            let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
            #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
        }
    }

    /// A verb with the meaning as its object names no kind of it: "to eat money" is no "money" (a word or two
    /// before a noun narrow it only when they are no verb: "little girl").
    @Test func aVerbWithTheMeaningAsItsObjectIsWrong() throws {
        for (text, reading, answer) in [("お金", "おかね", "to eat money"), ("お金", "おかね", "to pay money"), ("犬", "いぬ", "to walk a dog")] {
            let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
            #expect(!BundledJudge.accepts(answer, for: word), "\(answer) accepted for \(text)")
        }
        let girl = try #require(BundledJudge.word("女の子", "おんなのこ"))
        #expect(BundledJudge.accepts("little girl", for: girl))
    }

    /// Accents are no spelling of their own ("café" for 喫茶店's "cafe"), and a typo is never another word's meaning
    /// in the plural ("stars", 星's meaning, for 階段 "stairs"; "stiars" is still forgiven).
    @Test func accentsFoldAndAPluralMeaningIsNoTypo() throws {
        let cafe = try #require(BundledJudge.word("喫茶店", "きっさてん"))
        #expect(BundledJudge.accepts("café", for: cafe) && BundledJudge.accepts("Café", for: cafe))
        let stairs = try #require(BundledJudge.word("階段", "かいだん"))
        #expect(!BundledJudge.accepts("stars", for: stairs))
        #expect(BundledJudge.accepts("stiars", for: stairs))
    }

    /// The thesaurus's general rules (scripts/update-thesaurus.py) on the bundled data: a plural gloss's lemma,
    /// a compound's head noun, a gloss's words before a preposition or "or", WordNet's short definition, "-style".
    @Test(arguments: [
        ("お菓子", "おかし", "confectionery"), ("紅茶", "こうちゃ", "tea"), ("背広", "せびろ", "suit"), ("御飯", "ごはん", "rice"),
        ("かかる", "かかる", "to take time"), ("弾く", "ひく", "to play an instrument"), ("明日", "あした", "the day after today"),
        ("洋服", "ようふく", "Western clothes"), ("子供", "こども", "kids"), ("野菜", "やさい", "veggies"),
    ])
    func aGlossSaidAnotherWayIsAccepted(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
    }

    /// Another part of speech a teacher takes, from WordNet where it is tight: a verb WordNet defines as a state in
    /// one word ("to differ": be different) is met by that word, and a "-ness" noun by the adjective it is made of;
    /// and an adverb listed with its と (ゆっくりと) has its dictionary glosses (ゆっくり's).
    @Test(arguments: [
        ("違う", "ちがう", "different"), ("違う", "ちがう", "to be different"), ("座る", "すわる", "seated"),
        ("病気", "びょうき", "sick"), ("病気", "びょうき", "ill"),
        // An adverb listed with its と has the glosses of the adverb without it.
        ("ゆっくりと", "ゆっくりと", "leisurely"), ("ゆっくりと", "ゆっくりと", "unhurriedly"),
    ])
    func anotherPartOfSpeechIsAccepted(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
    }

    /// Everyday phrases a teacher takes anywhere ("way in", "it hurts", "go on foot"), a side named without its
    /// "hand"; never the other side, the other way or the opposite state.
    @Test(arguments: [
        ("入口", "いりぐち", "way in", true), ("出口", "でぐち", "way out", true), ("歩く", "あるく", "to go on foot", true),
        ("いつも", "いつも", "all the time", true), ("毎晩", "まいばん", "every evening", true), ("痛い", "いたい", "it hurts", true),
        ("左", "ひだり", "left side", true), ("しかし", "しかし", "though", true), ("困る", "こまる", "to be in trouble", true),
        ("終わる", "おわる", "to be over", true), ("暇", "ひま", "free", true), ("晴れ", "はれ", "sunny", true),
        ("できる", "できる", "to be done", true), ("遊ぶ", "あそぶ", "to have fun", true), ("それでは", "それでは", "in that case", true),
        ("なる", "なる", "to turn into", true), ("出す", "だす", "to hand in", true), ("ある", "ある", "there is", true),
        ("入口", "いりぐち", "way out", false), ("出口", "でぐち", "way in", false), ("左", "ひだり", "right side", false),
        ("右", "みぎ", "left side", false), ("毎晩", "まいばん", "every morning", false), ("嫌い", "きらい", "fond of", false),
        ("好き", "すき", "afraid of", false), ("歩く", "あるく", "to go by car", false), ("なる", "なる", "to turn off", false),
        ("いつも", "いつも", "some of the time", false), ("痛い", "いたい", "it itches", false),
        ("困る", "こまる", "to be out of trouble", false), ("晴れ", "はれ", "rainy", false), ("暇", "ひま", "busy", false),
        ("終わる", "おわる", "to begin", false), ("できる", "できる", "to be undone", false), ("遊ぶ", "あそぶ", "to have work", false),
        ("それでは", "それでは", "in this case", false), ("忙しい", "いそがしい", "free", false), ("晴れ", "はれ", "cloudy weather", false),
        // N4–N2 words said in everyday English; never the opposite act or another thing.
        ("クーラー", "クーラー", "air conditioning", true), ("クーラー", "クーラー", "aircon", true), ("交流", "こうりゅう", "air conditioner", false), ("謝る", "あやまる", "say sorry", true),
        ("黙る", "だまる", "be quiet", true), ("黙る", "だまる", "stay silent", true), ("取る", "とる", "make money", false),
        ("就職", "しゅうしょく", "getting a job", true), ("就職", "しゅうしょく", "finding work", true),
        ("クーラー", "クーラー", "heater", false), ("謝る", "あやまる", "say thanks", false), ("黙る", "だまる", "speak up", false),
        ("儲ける", "もうける", "lose money", false), ("就職", "しゅうしょく", "losing a job", false),
    ])
    func everydayPhrasesAndPrepositions(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// Everyday English for a thing, an act or a place ("pig meat", "to make a phone call", "that spot"), what a
    /// request asks ("please (give me)": give me) and what a name is a term for; never another meat, the other
    /// sex, the opposite place, another act, or one of two for どれ (one of three or more).
    @Test(arguments: [
        ("豚肉", "ぶたにく", "pig meat", true), ("牛肉", "ぎゅうにく", "beef meat", true), ("食べ物", "たべもの", "something to eat", true),
        ("かける", "かける", "to make a phone call", true), ("洗濯", "せんたく", "washing clothes", true), ("そこ", "そこ", "that spot", true),
        ("そば", "そば", "next to", true), ("どっち", "どっち", "which of the two", true), ("撮る", "とる", "to photograph", true),
        ("男の子", "おとこのこ", "little boy", true), ("交差点", "こうさてん", "junction", true), ("差す", "さす", "to open an umbrella", true),
        ("ください", "ください", "give me", true), ("おまわりさん", "おまわりさん", "policeman", true),
        ("豚肉", "ぶたにく", "cow meat", false), ("牛肉", "ぎゅうにく", "pig meat", false), ("食べ物", "たべもの", "something to drink", false),
        ("かける", "かける", "to make a phone", false), ("男の子", "おとこのこ", "little girl", false), ("そこ", "そこ", "this spot", false),
        ("そば", "そば", "far from", false), ("ください", "ください", "give you", false), ("差す", "さす", "to close an umbrella", false),
        ("どれ", "どれ", "which of the two", false),
    ])
    func everydayWordsForAThingOrAnAct(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// Narrower words come only under a synset's usual name: "icebox" for a refrigerator and "cop" for a policeman,
    /// never "freezer", filed under "fridge" (an electric refrigerator, itself a narrower word); and never one that a
    /// Japanese word of its own names ("puppy" is 子犬, "salmon" 鮭, "novel" 小説), unless that word means the broader
    /// thing too (菓子 "confectionery; sweets"); a katakana loanword names no other thing ("slacks", "overcoat").
    @Test(arguments: [
        ("冷蔵庫", "れいぞうこ", "icebox", true), ("警官", "けいかん", "cop", true), ("友達", "ともだち", "buddy", true),
        ("ズボン", "ズボン", "slacks", true), ("コート", "コート", "overcoat", true), ("お菓子", "おかし", "confectionery", true),
        ("冷蔵庫", "れいぞうこ", "freezer", false), ("冷蔵庫", "れいぞうこ", "deep freezer", false),
        ("冷蔵庫", "れいぞうこ", "ice machine", false), ("犬", "いぬ", "puppy", false), ("魚", "さかな", "salmon", false),
        ("本", "ほん", "novel", false), ("医者", "いしゃ", "surgeon", false), ("山", "やま", "volcano", false),
        ("鳥", "とり", "duck", false), ("紙", "かみ", "cardboard", false),
    ])
    func narrowerWordsOnlyUnderAUsualName(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// A gloss lends only the synonyms of its WordNet senses that hold another gloss of its sense: 茎 "stalk;
    /// stem" is a plant's stem, not a word's (root, base), nor a ship's (prow); its own synonyms stay right.
    @Test(arguments: [
        ("茎", "くき", "root", false), ("茎", "くき", "base", false), ("茎", "くき", "prow", false),
        ("茎", "くき", "stem", true), ("茎", "くき", "stalks", true),
    ])
    func aGlossLendsTheSynonymsOfItsOwnSense(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// Those rules never reach another word's meaning, nor a head noun after a word that says which one. (新聞 "paper"
    /// and 洋服 "clothes", once here, are everyday names the answer key accepts, as the main natural list has them.)
    @Test(arguments: [
        ("今週", "こんしゅう", "week"), ("郵便局", "ゆうびんきょく", "office"),
        ("一人", "ひとり", "person"), ("明日", "あした", "the day before today"),
        ("紅茶", "こうちゃ", "green tea"), ("二日", "ふつか", "day"),
    ])
    func anotherMeaningSaidAnotherWayStaysWrong(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(!BundledJudge.accepts(answer, for: word), "\(answer) accepted for \(text)")
    }
}
