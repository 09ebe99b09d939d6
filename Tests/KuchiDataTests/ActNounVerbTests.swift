import Testing
import KuchiCore
import KuchiData

/// A noun that is the act of a verb is right said as the verb ("to yawn" for あくび "yawn; yawning"); a thing's noun
/// said as a verb of another sense stays wrong.
@Suite("A noun gloss said as its verb")
struct ActNounVerbTests {
    /// The dictionary glosses each as the noun and the verb's gerund in one sense: the noun is the act.
    @Test(arguments: [("あくび", "あくび", "to yawn"), ("咳", "せき", "to cough"), ("鼾", "いびき", "to snore")])
    func theVerbOfAnActIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// Written before the rule was tuned: a thing's noun whose verb means something else (火 "fire": to fire a gun; 本
    /// "book": to reserve), or one whose gerund is another sense of the word (日付 "date; dating": to go out with).
    @Test(arguments: [
        ("火", "ひ", "to fire"), ("本", "ほん", "to book"), ("手", "て", "to hand"), ("石", "いし", "to stone"),
        ("水", "みず", "to water"), ("箱", "はこ", "to box"), ("瓶", "びん", "to bottle"), ("皿", "さら", "to plate"),
        ("紙", "かみ", "to paper"), ("足", "あし", "to foot"), ("頭", "あたま", "to head"), ("肩", "かた", "to shoulder"),
        ("目", "め", "to eye"), ("鼻", "はな", "to nose"), ("花", "はな", "to flower"), ("家", "いえ", "to house"),
        ("船", "ふね", "to ship"), ("油", "あぶら", "to oil"), ("塩", "しお", "to salt"), ("網", "あみ", "to net"),
        ("日付", "ひづけ", "to date"), ("名前", "なまえ", "to name"), ("糸", "いと", "to thread"), ("旗", "はた", "to flag"),
        ("鏡", "かがみ", "to mirror"), ("壁", "かべ", "to wall"), ("風", "かぜ", "to wind"), ("氷", "こおり", "to ice"),
        ("地図", "ちず", "to map"), ("橋", "はし", "to bridge"), ("犬", "いぬ", "to dog"), ("魚", "さかな", "to fish"),
        ("椅子", "いす", "to chair"), ("窓", "まど", "to window"), ("息", "いき", "to tone"),
    ])
    func aThingsNounAsAVerbStaysWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }
}
