import Testing
import KuchiCore

/// A kind of food or drink that Japanese names with a common word of its own is that word's meaning, not the broader
/// gloss's: a teacher refuses "hamburger" (ハンバーガー) for サンドイッチ "sandwich", as the sixteenth walk-through's
/// list did. A kind that names itself by the gloss's own word ("club sandwich", "beefsteak") is still the gloss narrowed.
@Suite("A dish is no other dish") struct DishApartTests {
    @Test(arguments: [("サンドイッチ", "サンドイッチ", "hamburger"), ("サンドイッチ", "サンドイッチ", "burger"),
                      ("酒", "さけ", "wine"), ("酒", "さけ", "vodka"), ("野菜", "やさい", "asparagus"),
                      ("野菜", "やさい", "celery"), ("デザート", "デザート", "pudding"), ("肉", "にく", "sausage"),
                      ("ウイスキー", "ウイスキー", "bourbon"), ("ワイン", "ワイン", "vermouth"), ("パン", "パン", "cracker")])
    func aKindWithAJapaneseWordOfItsOwnIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [("サンドイッチ", "サンドイッチ", "sandwich"), ("サンドイッチ", "サンドイッチ", "club sandwich"),
                      ("ステーキ", "ステーキ", "beefsteak"), ("ステーキ", "ステーキ", "steak"), ("野菜", "やさい", "veggies"),
                      ("酒", "さけ", "alcohol"), ("パン", "パン", "bread")])
    func theGlossAndItsOwnNamedKindsAreRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}
