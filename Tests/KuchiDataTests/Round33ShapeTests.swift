import Testing
import KuchiCore

/// Judging round 33 (issue 19): a verb with its object, measured and not built (docs/decisions.md). A verb with an object
/// is right where the answer key or the dictionary says it; the cases below are the ones a rule for any object, or for
/// an object the word's own data names, must never take.
@Suite("Shapes of round 33") struct Round33ShapeTests {
    /// The key's own verb + object answers stay right, with another article or as a gerund.
    @Test(arguments: [
        ("洗う", "あらう", "to wash the dishes"), ("洗う", "あらう", "washing the car"), ("読む", "よむ", "reading a book"),
        ("開ける", "あける", "to open the door"), ("閉める", "しめる", "to close the window"), ("磨く", "みがく", "to brush one's teeth"),
        ("撮る", "とる", "to take a photo"), ("編む", "あむ", "knitting a sweater"),
    ])
    func aVerbWithAnObjectTheKeySaysIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The word is intransitive only (開く あく is the door opening, 開ける opening it), the verb is a light verb whose object
    /// makes its sense, the object is a person, or the object makes an idiom of a verb whose noun the word's own answers
    /// name (押す "push a button": "to push my buttons"; 引く: "to pull a knife"; 飲む: "to drink a toast"; こぼす: "to spill the
    /// beans"), which the rule that asked for a named object took.
    @Test(arguments: [
        ("開く", "あく", "to open the drawer"), ("閉まる", "しまる", "to close the gate"),
        ("洗う", "あらう", "to take the dishes"), ("読む", "よむ", "to get a book"), ("磨く", "みがく", "to do the car"),
        ("見る/観る", "みる", "to see a doctor"), ("掛ける", "かける", "to hang a man"),
        ("洗う", "あらう", "to wash the dishes and eat"), ("待つ", "まつ", "to wait tables"), ("叩く", "たたく", "to beat the eggs"),
        ("押す", "おす", "to push my buttons"), ("引く", "ひく", "to pull a knife"), ("飲む", "のむ", "to drink a toast"),
        ("零す", "こぼす", "to spill the beans"), ("引っ張る", "ひっぱる", "to pull strings"), ("取る", "とる", "to pass water"),
        ("締める", "しめる", "to tighten one's belt"), ("履く", "はく", "to wear the trousers"), ("茹でる", "ゆでる", "to boil water"),
    ])
    func anIntransitiveWordALightVerbAPersonOrAnIdiomIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
