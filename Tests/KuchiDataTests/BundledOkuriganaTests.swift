import KuchiCore
import KuchiData
import Testing

/// The bundled words are written as Japanese writes them today: a spelling that leaves out okurigana EDICT's common
/// spelling of the word writes (曲る for 曲がる, 起す for 起こす) was taught to a learner's first N5 session, and some
/// words were in the bank twice, under both spellings (scripts/usual_forms.py).
@Suite("Bundled words keep their okurigana")
struct BundledOkuriganaTests {
    /// The rows the source wrote without okurigana, each with its reading and the usual spelling now bundled.
    static let restored: [(old: String, reading: String, usual: String)] = [
        ("曲る", "まがる", "曲がる"), ("終る", "おわる", "終わる"), ("起す", "おこす", "起こす"), ("落す", "おとす", "落とす"),
        ("楽む", "たのしむ", "楽しむ"), ("決る", "きまる", "決まる"), ("集る", "あつまる", "集まる"), ("落る", "おちる", "落ちる"),
        ("支払", "しはらい", "支払い"), ("終", "おわり", "終わり"), ("曇", "くもり", "曇り"), ("年寄", "としより", "年寄り"),
        ("引越し", "ひっこし", "引っ越し"), ("引受る", "ひきうける", "引き受ける"), ("押える", "おさえる", "押さえる"),
        ("果して", "はたして", "果たして"), ("割算", "わりざん", "割り算"), ("向う", "むかう", "向かう"),
        ("振舞う", "ふるまう", "振る舞う"), ("人差指", "ひとさしゆび", "人差し指"), ("代る", "かわる", "代わる"),
        ("吊す", "つるす", "吊るす"), ("田ぼ", "たんぼ", "田んぼ"), ("売行き", "うれゆき", "売れ行き"),
        ("売上", "うりあげ", "売り上げ"), ("剥す", "はがす", "剥がす"), ("付合う", "つきあう", "付き合う"),
        ("浮ぶ", "うかぶ", "浮かぶ"), ("分る", "わかる", "分かる"), ("目覚し", "めざまし", "目覚まし"),
        ("落し物", "おとしもの", "落とし物"), ("落着く", "おちつく", "落ち着く"), ("溜息", "ためいき", "溜め息"),
        ("お八", "おやつ", "お八つ"), ("見舞", "みまい", "見舞い"), ("戸締り", "とじまり", "戸締まり"),
        ("歯磨", "はみがき", "歯磨き"), ("織", "おり", "織り"), ("申出", "もうしで", "申し出"),
        ("目覚しい", "めざましい", "目覚ましい"), ("目盛", "めもり", "目盛り"),
    ]

    @Test func noBundledRowLeavesOutOkurigana() {
        let rows = Set(Array(BundledJudge.words.keys) + Array(BundledJudge.levelWords.keys))
        let old = Self.restored.filter { rows.contains($0.old + "\t" + $0.reading) }.map(\.old)
        #expect(old.isEmpty, "bundled without okurigana: \(old)")
        let missing = Self.restored.filter { !rows.contains($0.usual + "\t" + $0.reading) }.map(\.usual)
        #expect(missing.isEmpty, "usual spellings not bundled: \(missing)")
    }

    /// The first N5 session asks 曲がる and 終わる, not 曲る and 終る.
    @Test func theN5ListWritesTheUsualSpelling() {
        #expect(BundledWordList.text.contains("\n曲がる\tまがる\t") && BundledWordList.text.contains("\n終わる\tおわる\t"))
        #expect(!BundledWordList.text.contains("\n曲る\t") && !BundledWordList.text.contains("\n終る\t"))
    }

    /// The answer key follows its words: no line keyed by a spelling no longer bundled.
    @Test func theAnswerKeyHasNoLineForAnOldSpelling() {
        let key = BundledAnswerKey.everyday.text + BundledAnswerKey.refusedSynonyms.text
        let old = Self.restored.filter { key.contains("\n" + $0.old + "\t" + $0.reading + "\t") }.map(\.old)
        #expect(old.isEmpty, "\(old)")
    }
}
