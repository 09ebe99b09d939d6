import Testing
import KuchiCore

/// The shapes learners phrase a meaning in that judging round 16 looked at: two answers joined, a gloss with a phrase
/// after it, a gloss reordered, a gloss named with its kind, an -ing phrase of a noun gloss. Most refusals were written
/// before any rule was built (the verbs' idioms with "with" and a few idioms while probing): each is what a teacher marks
/// wrong, in exactly the shape a rule would open.
@Suite("Learners' shapes of a meaning") struct LearnerShapeTests {
    /// Wrong answers in the shapes: a joined answer with one part wrong, a phrase after a gloss that makes an idiom or
    /// another thing, another sense of a gloss named with its kind, a reordering that names another thing, an -ing
    /// phrase that says another act.
    static let mustRefuse: [(String, String, String)] = [
        // Two answers joined, one of them wrong.
        ("召し上がる", "めしあがる", "to eat or sleep"),
        ("召し上がる", "めしあがる", "eat or cook"),
        ("召し上がる", "めしあがる", "to eat and go"),
        ("食べる", "たべる", "to eat or drink"),
        ("飲む", "のむ", "to drink or eat"),
        ("行く", "いく", "to go or come"),
        ("来る", "くる", "to come or go"),
        ("会う", "あう", "to meet or leave"),
        ("聞く", "きく", "to hear or see"),
        ("書く", "かく", "to write or read"),
        ("読む", "よむ", "to read or write"),
        ("買う", "かう", "to buy or sell"),
        ("売る", "うる", "to sell or buy"),
        ("開ける", "あける", "to open or close"),
        ("寝る", "ねる", "to sleep or eat"),
        ("数える", "かぞえる", "to count or measure"),
        ("引っ掻く", "ひっかく", "to scratch or bite"),
        ("猫", "ねこ", "cat or dog"),
        ("猫", "ねこ", "cats and dogs"),
        ("犬", "いぬ", "dog or cat"),
        ("魚", "さかな", "fish and meat"),
        ("兄", "あに", "older brother or sister"),
        ("朝", "あさ", "morning or evening"),
        ("暑い", "あつい", "hot or cold"),
        ("高い", "たかい", "expensive or cheap"),
        ("大きい", "おおきい", "big or small"),
        ("右", "みぎ", "right or left"),
        ("男", "おとこ", "man or woman"),
        ("男", "おとこ", "men and women"),
        ("紅茶", "こうちゃ", "tea or coffee"),
        ("燃料", "ねんりょう", "fuel or fire"),
        ("看護婦", "かんごふ", "nurse or doctor"),
        ("米", "こめ", "rice or wheat"),
        ("木綿", "もめん", "cotton or silk"),
        ("刺身", "さしみ", "sashimi or sushi"),
        ("童話", "どうわ", "fairy tale or poem"),
        ("ピクニック", "ピクニック", "picnic or party"),
        ("誘惑", "ゆうわく", "temptation and sin"),
        ("歌", "うた", "song and dance"),
        ("時計", "とけい", "clock or calendar"),
        ("病気", "びょうき", "illness or injury"),
        ("結婚", "けっこん", "marriage or divorce"),
        ("電灯", "でんとう", "electric light, electric fan"),
        ("食卓", "しょくたく", "dining table / chair"),
        // A phrase after a gloss that makes an idiom or names another thing.
        ("頭", "あたま", "head of state"),
        ("頭", "あたま", "head of lettuce"),
        ("銀行", "ぎんこう", "bank of the river"),
        ("家", "いえ", "house of cards"),
        ("家", "いえ", "house of commons"),
        ("男", "おとこ", "man of the hour"),
        ("男", "おとこ", "man of the cloth"),
        ("手", "て", "hand in marriage"),
        ("目", "め", "eye for an eye"),
        ("日", "ひ", "day by day"),
        ("手", "て", "hand in hand"),
        ("口", "くち", "mouth to mouth"),
        ("足", "あし", "leg of a journey"),
        ("口", "くち", "mouth of a river"),
        ("心", "こころ", "heart of the city"),
        ("心", "こころ", "heart of gold"),
        ("鍵", "かぎ", "key to success"),
        ("椅子", "いす", "chair of the board"),
        ("本", "ほん", "book of matches"),
        ("店", "みせ", "shop for clothes"),
        ("数える", "かぞえる", "count on someone"),
        ("数える", "かぞえる", "count for nothing"),
        ("引っ掻く", "ひっかく", "scratch the surface"),
        ("看護婦", "かんごふ", "nurse a grudge"),
        ("燃料", "ねんりょう", "fuel the fire"),
        ("時計", "とけい", "clock in at work"),
        // Another sense of a gloss named with its kind, or a compound that is another thing.
        ("木綿", "もめん", "cotton plant"),
        ("木綿", "もめん", "cotton candy"),
        ("米", "こめ", "rice plant"),
        ("米", "こめ", "rice wine"),
        ("米", "こめ", "rice paper"),
        ("ベース", "ベース", "bass fish"),
        ("電灯", "でんとう", "electric chair"),
        ("電灯", "でんとう", "electric guitar"),
        ("木", "き", "family tree"),
        ("車", "くるま", "car park"),
        ("車", "くるま", "car wash"),
        ("火", "ひ", "fire alarm"),
        ("火", "ひ", "fire engine"),
        ("手", "て", "hand cream"),
        ("時計", "とけい", "clock tower"),
        ("紙", "かみ", "paper clip"),
        ("本", "ほん", "book shelf"),
        // A verb with "with" that makes another verb, or says with whom.
        ("遊ぶ", "あそぶ", "play with fire"),
        ("する", "する", "do with a drink"),
        ("行く", "いく", "go with a dress"),
        ("壊す", "こわす", "break with tradition"),
        ("切る", "きる", "cut with a friend"),
        ("来る", "くる", "come with a price"),
        ("取る", "とる", "take with a grain of salt"),
        ("作る", "つくる", "make do with bread"),
        // Reorderings that name another thing.
        ("家", "いえ", "house dog"),
        ("家", "いえ", "house boat"),
        ("船", "ふね", "boat house"),
        ("犬", "いぬ", "dog house"),
        ("童話", "どうわ", "a child's tale of fairies"),
        ("食卓", "しょくたく", "table for dining out"),
        // An -ing phrase that says another act.
        ("ピクニック", "ピクニック", "going on a hike"),
        ("ピクニック", "ピクニック", "going on a trip"),
        ("散歩", "さんぽ", "going on a run"),
        ("散歩", "さんぽ", "going for a drive"),
        ("誘惑", "ゆうわく", "being threatened"),
        ("誘惑", "ゆうわく", "being tired"),
        ("遊び", "あそび", "playing cards"),
        ("遊び", "あそび", "playing dead"),
        ("遊び", "あそび", "playing the piano"),
        ("料理", "りょうり", "cooking the books"),
        ("仕事", "しごと", "working out"),
        ("結婚", "けっこん", "being engaged"),
        ("病気", "びょうき", "getting better"),
        ("買い物", "かいもの", "going out"),
        ("旅行", "りょこう", "going home"),
        ("部屋", "へや", "room for improvement"),
        ("カップ", "カップ", "cup of tea"),
        // A compound gloss read backwards with "for": an adjective or a thing after it, no people or use it serves
        // (review 22).
        ("湯", "ゆ", "water for hot"),
        ("高校", "こうこう", "a school for high"),
        ("紅茶", "こうちゃ", "tea for black"),
        ("老人", "ろうじん", "a person for old"),
        ("温泉", "おんせん", "a spring for hot"),
        ("死刑", "しけい", "a penalty for death"),
        ("新幹線", "しんかんせん", "a train for bullets"),
        ("交番", "こうばん", "a box for police"),
        ("消防署", "しょうぼうしょ", "a station for fire"),
        ("小遣い", "こづかい", "money for a pocket"),
        ("宿題", "しゅくだい", "work for home"),
        ("郵便局", "ゆうびんきょく", "an office for post"),
        ("弁当", "べんとう", "lunch for a box"),
        ("弁当", "べんとう", "a lunch for a box"),
        // "An hour" is 一時間: 時間's "hour" is its counter sense, its first "time" (review 22).
        ("時間", "じかん", "an hour"),
        ("時", "とき", "an hour"),
        // A conveyance is no instrument: hitting someone with a car is はねる (review 22).
        ("打つ", "うつ", "to hit with a car"),
    ]

    @Test(arguments: mustRefuse)
    func aShapeThatSaysAnotherThingIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The shapes right for the word, as the seen lists' learners typed them (召し上がる, 枯れる, 童話) and others alike: each
    /// part of a joined answer right, a compound gloss said with "for", a verb with the thing it is done with.
    @Test(arguments: [
        ("召し上がる", "めしあがる", "to eat or drink"),
        ("枯れる", "かれる", "to dry up and die"),
        ("童話", "どうわ", "a story for children"),
        ("水", "みず", "water for drinking"),
        ("食堂", "しょくどう", "a hall for dining"),
        ("小遣い", "こづかい", "money for spending"),
        ("日", "ひ", "a day"),
        ("週", "しゅう", "a week"),
        ("年", "とし", "a year"),
        ("月", "つき", "a month"),
        ("切る", "きる", "to cut with a knife"),
        ("書く", "かく", "to write with a pen"),
        ("切る", "きる", "cut with a knife"),
        ("食べる", "たべる", "eat with chopsticks"),
        ("洗う", "あらう", "wash with soap"),
        // No rule's, the answer key's since its seventh pass (once known issues of the test below).
        ("刺身", "さしみ", "raw fish slices"),
        ("米", "こめ", "rice grains"),
        ("木綿", "もめん", "cotton cloth"),
        ("木綿", "もめん", "cotton fabric"),
        ("電灯", "でんとう", "electric lamp"),
        // The answer key's since its tenth pass.
        ("遊び", "あそび", "playing around"),
        // The answer key's since its sixteenth pass (once a known issue of the test below).
        ("食卓", "しょくたく", "table for eating"),
    ])
    func aRightShapeIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Right, and still refused: a gloss with a place or use after it that WordNet's sense does not name, the gloss's
    /// words reshaped, a gloss named with its kind (the bundled sense words mix broader words with parts: "car door"
    /// would pass for 車), an -ing phrase of a noun that is no verbal noun. (ピクニック "going on a picnic", its key's "to go
    /// on a picnic" as a gerund of five letters, is taken since judging round 26: `Round26ShapeTests`; 誘惑 "being tempted"
    /// since judging round 27, "being" and a state: `Round27ShapeTests`.)
    @Test(arguments: [
        ("看護婦", "かんごふ", "nurse at a hospital"),
    ])
    func aShapeNoRuleTakesIsStillRefused(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("judging round 16 leaves these refused") {
            #expect(accepted, "\(word) ← \(answer)")
        }
    }

    /// Alternatives offered with "or" or "/" are each an answer: one wrong alone makes the whole wrong, though a word or
    /// two before a gloss would take it as a kind ("cold or hot" for 暑い "hot"); a set phrase that is a meaning in its
    /// own right ("more or less") is judged whole, and "and" (things that go together) is left to the rule above.
    @Test(arguments: [
        ("暑い", "あつい", "cold or hot"),
        ("犬", "いぬ", "cat or dog"),
        ("犬", "いぬ", "cat/dog"),
        ("机", "つくえ", "chair or desk"),
        ("本", "ほん", "magazine or book"),
        ("学生", "がくせい", "teacher or student"),
    ])
    func anAlternativeThatIsWrongAloneMakesTheAnswerWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test func rightAlternativesAndASetPhraseWithOrAreStillRight() throws {
        #expect(try BundledJudge.accepts("to eat or drink", text: "召し上がる", reading: "めしあがる"))
        #expect(try BundledJudge.accepts("more or less", text: "大体", reading: "だいたい"))
    }

    /// Wrong, and still accepted: a noun gloss with one or two words before it is taken as a kind of it, whatever those
    /// words are. WordNet's first "bank" is the river's, and 銀行 has no gloss to say which bank a word before it names
    /// (judging round 15); a preposition, "and" or "or" among the words before a gloss makes a phrase that names another
    /// thing, but refusing those (judging round 16, taken back) refused right answers on three lists, two held out ("new
    /// and fresh" for 新鮮 among the seen), and no wrong answer on any.
    @Test(arguments: [
        ("銀行", "ぎんこう", "river bank"),
        ("戦争", "せんそう", "man of war"),
        ("カード", "カード", "house of cards"),
        ("犬", "いぬ", "cat and dog"),
        ("水", "みず", "fish in water"),
        ("山", "やま", "snow on a mountain"),
        ("机", "つくえ", "books on a desk"),
        ("箱", "はこ", "cat in a box"),
        ("椅子", "いす", "sitting on a chair"),
        ("電車", "でんしゃ", "riding on a train"),
        ("海", "うみ", "swimming in the sea"),
        ("道", "みち", "walking on a road"),
        ("バス", "バス", "going on a bus"),
        ("空気", "くうき", "going on air"),
        ("道", "みち", "going on a road"),
        ("電車", "でんしゃ", "going on a train"),
        ("舞台", "ぶたい", "going on a stage"),
    ])
    func aWrongShapeIsStillAccepted(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue("a noun gloss with words before it that name another thing") {
            #expect(!accepted, "\(word) ← \(answer)")
        }
    }
}
