import Testing
import KuchiCore

/// Judging round 18: a word said as its opposite denied ("to not trust" for 疑う "to doubt; to distrust"; "not accepting"
/// for 断る "to refuse"). The refusals were written before any rule was built: each is what a teacher marks wrong, in
/// exactly the shape the rule opens ("not", "don't", "doesn't", "to not", "not …-ing").
@Suite("An opposite said with not") struct OppositeNegationTests {
    /// Wrong answers in the shapes the rule opens: "not" with the gloss itself or its synonym, with an unrelated word,
    /// with the opposite of another sense of an English gloss, with an opposite that is only a contrary (来る "to come" is
    /// not "not to go"), a double negative, and "not" on a word whose gloss is itself negative.
    static let mustRefuse: [(String, String, String)] = [
        // The gloss itself, or its synonym, denied: the opposite of the word.
        ("急", "きゅう", "not steep"),
        ("急", "きゅう", "not urgent"),
        ("信じる", "しんじる", "not trusting"),
        ("信じる", "しんじる", "to not believe"),
        ("信じる", "しんじる", "don't believe"),
        ("疑う", "うたがう", "not doubting"),
        ("疑う", "うたがう", "to not distrust"),
        ("疑う", "うたがう", "doesn't suspect"),
        ("緩やか", "ゆるやか", "not gentle"),
        ("緩やか", "ゆるやか", "not slow"),
        ("断る", "ことわる", "not refuse"),
        ("断る", "ことわる", "to not decline"),
        ("断る", "ことわる", "not refusing"),
        ("受け入れる", "うけいれる", "not accept"),
        ("受け入れる", "うけいれる", "not receiving"),
        ("許す", "ゆるす", "don't allow"),
        ("許す", "ゆるす", "not permitting"),
        ("丁寧", "ていねい", "not polite"),
        ("嫌う", "きらう", "don't hate"),
        ("愛する", "あいする", "not loving"),
        ("覚える", "おぼえる", "not remembering"),
        ("賛成", "さんせい", "not approving"),
        // An unrelated word denied.
        ("疑う", "うたがう", "not eat"),
        ("疑う", "うたがう", "not swimming"),
        ("信じる", "しんじる", "don't run"),
        ("断る", "ことわる", "not sleeping"),
        ("受け入れる", "うけいれる", "not tall"),
        ("緩やか", "ゆるやか", "not blue"),
        ("許す", "ゆるす", "doesn't write"),
        ("覚える", "おぼえる", "not buying"),
        // The opposite of another WordNet sense of a gloss ("gentle": docile, quiet, soft, mild; "decline": worsen).
        ("緩やか", "ゆるやか", "not wild"),
        ("緩やか", "ゆるやか", "not loud"),
        ("緩やか", "ゆるやか", "not heavy"),
        ("緩やか", "ゆるやか", "not intense"),
        ("断る", "ことわる", "not better"),
        // A gloss whose denial WordNet gives in another sense, or through a synonym, or under a note (a first draft took
        // these: "decline" is first "grow worse", "to cease" is "discontinue", "to turn down (e.g. radio)").
        ("衰える", "おとろえる", "not accept"),
        ("傾く", "かたむく", "not accepting"),
        ("死ぬ", "しぬ", "not continue"),
        ("絞る", "しぼる", "not accept"),
        ("見送る", "みおくる", "don't accept"),
        // A contrary, no contradiction: its denial is not the word, and the opposite is another word's meaning.
        ("来る", "くる", "not go"),
        ("来る", "くる", "to not go"),
        ("行く", "いく", "not coming"),
        ("買う", "かう", "not sell"),
        ("売る", "うる", "don't buy"),
        ("勝つ", "かつ", "not lose"),
        ("負ける", "まける", "not winning"),
        ("押す", "おす", "not pull"),
        ("引く", "ひく", "don't push"),
        ("開ける", "あける", "not close"),
        ("閉める", "しめる", "not opening"),
        ("愛する", "あいする", "not hate"),
        ("嫌う", "きらう", "doesn't love"),
        // Double negatives: a denied negative is weaker than the word ("not impolite" is no "polite").
        ("信じる", "しんじる", "not disbelieve"),
        ("信じる", "しんじる", "don't distrust"),
        ("信じる", "しんじる", "not distrusting"),
        ("丁寧", "ていねい", "not impolite"),
        ("嫌う", "きらう", "don't dislike"),
        ("受け入れる", "うけいれる", "not disagree"),
        ("疑う", "うたがう", "don't not trust"),
        ("許す", "ゆるす", "not disallow"),
        ("賛成", "さんせい", "not disapproving"),
        ("苦しい", "くるしい", "not painless"),
        // "Not" on a word whose gloss is negative already.
        ("嫌う", "きらう", "not dislike"),
        ("無理", "むり", "not impossible"),
        ("下手", "へた", "not unskillful"),
        ("疑う", "うたがう", "not doubt"),
        ("否定", "ひてい", "not denying"),
        ("拒否", "きょひ", "not refusing"),
    ]

    /// Right answers: a gloss's opposite denied where the gloss is that opposite's negation (distrust: not trust; refuse:
    /// not accept; dislike: not like; gentle (slope): not steep), in every shape the rule opens.
    static let mustAccept: [(String, String, String)] = [
        ("疑う", "うたがう", "to not trust"),
        ("疑う", "うたがう", "not trusting"),
        ("疑う", "うたがう", "doesn't trust"),
        ("疑う", "うたがう", "not believing"),
        ("疑う", "うたがう", "don't believe"),
        ("断る", "ことわる", "not accept"),
        ("断る", "ことわる", "to not accept"),
        ("断る", "ことわる", "not accepting"),
        ("嫌う", "きらう", "not like"),
        ("嫌う", "きらう", "don't like"),
        ("嫌う", "きらう", "doesn't like"),
        ("忘れる", "わすれる", "to not remember"),
        ("緩やか", "ゆるやか", "not steep"),
        ("無理", "むり", "not possible"),
        ("下手", "へた", "not skillful"),
    ]

    @Test(arguments: mustRefuse) func refused(text: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: text, reading: reading), "\(text) ← \(answer)")
    }

    @Test(arguments: mustAccept) func accepted(text: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading), "\(text) ← \(answer)")
    }
}
