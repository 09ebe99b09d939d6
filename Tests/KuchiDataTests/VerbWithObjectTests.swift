import Testing
import KuchiCore
import KuchiData

/// A verb gloss said with an everyday object ("to wash the dishes" for 洗う "to wash") is right only where the verb means
/// the same whatever it is done to; where the object changes the verb's sense, Japanese says it with another word, and the
/// answer stays wrong.
@Suite("A verb gloss with an everyday object")
struct VerbWithObjectTests {
    /// Written before the rule was tuned: each says a sense of the English verb that its object makes, and another
    /// Japanese word names (弾く, 撮る, 乗る, 経営する, 破る, 引く, 溜める, 痩せる, 着替える …).
    @Test(arguments: [
        ("遊ぶ", "あそぶ", "to play the piano"), ("遊ぶ", "あそぶ", "play the guitar"),
        ("取る", "とる", "to take a bus"), ("取る", "とる", "take a shower"), ("取る", "とる", "take a test"),
        ("持つ", "もつ", "to have dinner"), ("持つ", "もつ", "have a party"),
        ("作る", "つくる", "to make a call"), ("作る", "つくる", "make a mistake"),
        ("走る", "はしる", "to run a company"), ("走る", "はしる", "running a business"),
        ("壊す", "こわす", "to break the law"), ("壊す", "こわす", "break a promise"),
        ("捕まえる", "つかまえる", "to catch a cold"), ("捕まえる", "つかまえる", "catch the bus"),
        ("描く", "えがく", "to draw a bath"), ("描く", "えがく", "draw water"),
        ("着る", "きる", "to wear shoes"), ("着る", "きる", "wear a hat"), ("履く", "はく", "to wear glasses"),
        ("負ける", "まける", "to lose weight"), ("負ける", "まける", "lose my wallet"),
        ("無くす", "なくす", "to lose a game"), ("無くす", "なくす", "lose weight"),
        ("救う", "すくう", "to save money"), ("過ごす", "すごす", "to spend money"),
        ("返す", "かえす", "to return home"), ("帰る", "かえる", "to return the book"),
        ("変える", "かえる", "to change trains"), ("育てる", "そだてる", "to raise your hand"),
        ("上げる", "あげる", "to raise children"), ("飛ぶ", "とぶ", "to fly a kite"),
        ("投げる", "なげる", "to throw a party"), ("吹く", "ふく", "to blow your nose"),
        ("振る", "ふる", "to shake hands"), ("打つ", "うつ", "to hit the road"),
        ("引く", "ひく", "to pull a muscle"), ("守る", "まもる", "to keep a diary"),
        ("飼う", "かう", "to keep a secret"), ("払う", "はらう", "to pay a compliment"),
        ("落とす", "おとす", "to drop a class"), ("切る", "きる", "to cut class"),
        ("見る/観る", "みる", "to see a doctor"), ("食べる", "たべる", "to eat my words"),
        ("買う", "かう", "to buy time"), ("閉める", "しめる", "to close the deal"),
        ("閉める", "しめる", "to shut your eyes"), ("勝つ", "かつ", "to win a prize"),
        ("渡す", "わたす", "to pass the exam"), ("呼ぶ", "よぶ", "to call the shots"),
    ])
    func anObjectThatChangesTheVerbsSenseIsWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// A verb that means the same whatever it is done to, with a thing's noun after it, as a gloss, a gerund or a bare verb.
    @Test(arguments: [
        ("飲む", "のむ", "to drink medicine"), ("飲む", "のむ", "drinking coffee"), ("食べる", "たべる", "to eat breakfast"),
        ("買う", "かう", "buy a car"), ("売る", "うる", "to sell cars"), ("読む", "よむ", "to read a book"),
        ("洗う", "あらう", "washing the dishes"),
    ])
    func aThingsNounAfterAPlainVerbIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }
}
