import Testing
@testable import KuchiCore

@Suite("Matching typed readings of loanwords")
struct LoanwordReadingTests {
    /// Each usual loanword spelling, typed for a katakana reading that has it.
    @Test(arguments: [
        ("tii", "ティー"), ("thii", "ティー"), ("paatii", "パーティー"), ("paathii", "パーティー"),
        ("disuko", "ディスコ"), ("dhisuko", "ディスコ"),
        ("fairu", "ファイル"), ("firumu", "フィルム"), ("kafe", "カフェ"), ("fooku", "フォーク"),
        ("wisukii", "ウィスキー"), ("webu", "ウェブ"), ("wootaa", "ウォーター"), ("whootaa", "ウォーター"),
        ("vaiorin", "ヴァイオリン"), ("biza", "ビザ"), ("viza", "ヴィザ"), ("ravu", "ラヴ"),
        ("chekku", "チェック"), ("shefu", "シェフ"), ("jetto", "ジェット"),
        ("tatuu", "タトゥー"), ("tatwuu", "タトゥー"), ("hinduu", "ヒンドゥー"), ("hindwuu", "ヒンドゥー"),
        ("dyuetto", "デュエット"), ("dhuetto", "デュエット"), ("tyuuba", "テューバ"), ("thuuba", "テューバ"),
        ("ｐａａｔｉｉ", "パーティー"), ("PAATII", "パーティー"), ("tiitii", "ティーティー"), ("tiichi", "ティーチ"),
        ("kitti", "キッティ"),
    ])
    func aLoanwordSpellingMatchesItsKana(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == reading, "\(input) should match \(reading)")
    }

    /// ー and the vowel written again are one sound, whichever side has which, and so is a macron.
    @Test(arguments: [
        ("paatii", "パーティー"), ("pātī", "パーティー"), ("ぱあてぃい", "パーティー"), ("パアティイ", "パーティー"),
        ("ぱーてぃー", "パーティー"), ("pa-ti-", "パーティー"), ("PĀTĪ", "パーティー"), ("パーティー", "ぱあてぃい"),
        ("paatii", "ぱあてぃい"), ("kōhī", "コーヒー"), ("koohii", "こおひい"), ("wōtā", "ウォーター"),
    ])
    func theLongVowelMarkIsTheVowelWrittenAgain(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == reading, "\(input) should match \(reading)")
    }

    /// Native words keep exactly the spellings they had: Kunrei `ti`, `tu` and `wo` still reach ち, つ
    /// and を, and the loanword spellings reach none of them.
    @Test(arguments: [
        ("titi", "ちち", true), ("chichi", "ちち", true), ("thithi", "ちち", false), ("tsukue", "つくえ", true),
        ("tukue", "つくえ", true), ("twukue", "つくえ", false), ("hon wo", "ほんを", true), ("hon who", "ほんを", false),
        ("hanadi", "はなぢ", true), ("hanadhi", "はなぢ", false), ("tuduku", "つづく", true), ("tudwuku", "つづく", false),
        ("tyuui", "ちゅうい", true), ("thuui", "ちゅうい", false), ("kitte", "きって", true), ("kitti", "きっち", true),
        ("tiketto", "チケット", true), ("chiketto", "チケット", true),
    ])
    func nativeWordsAreJudgedAsBefore(input: String, reading: String, matches: Bool) {
        #expect((ReadingMatcher.match(input, readings: [reading]) != nil) == matches, "\(input) for \(reading)")
    }

    /// A loanword's reading is still exact: a wrong vowel, length or consonant is wrong.
    @Test(arguments: [
        ("paachii", "パーティー"), ("pachii", "パーティー"), ("pati", "パーティー"), ("paatei", "パーティー"),
        ("ぱあちい", "パーティー"), ("hairu", "ファイル"), ("jizunii", "ディズニー"), ("dezunii", "ディズニー"),
        ("biza", "ヴィザ"), ("sheku", "チェック"), ("tatsuu", "タトゥー"), ("tatoo", "タトゥー"),
        ("otaa", "ウォーター"), ("hinzuu", "ヒンドゥー"),
    ])
    func aWrongLoanwordReadingStaysWrong(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == nil, "\(input) should not match \(reading)")
    }

    /// Only syllables that start where they stand are respelt: `xtu` is a small っ and `two` is とぉ.
    @Test(arguments: [
        ("paatii", ["paatii", "paathii"]), ("tti", ["tti", "tthi"]), ("two", ["two"]), ("xtu", ["xtu"]),
        ("ltu", ["ltu"]), ("dyu", ["dyu", "dhu"]), ("n'ti", ["n'ti", "n'thi"]), ("tsu", ["tsu"]),
        ("wo", ["wo", "who"]), ("chi", ["chi"]), ("titu", ["titu", "titwu", "thitu", "thitwu"]),
    ])
    func loanwordSpellingsRespellEachSyllable(text: String, expected: [String]) {
        let expansions = LoanwordSpellings.expansions(of: text)
        #expect(expansions.first == text)
        #expect(expansions.sorted() == expected.sorted())
    }

    @Test func manyLoanwordSyllablesStopAtTheLimit() {
        let expansions = LoanwordSpellings.expansions(of: String(repeating: "ti", count: 10))
        #expect(expansions.count == LoanwordSpellings.limit)
        #expect(Set(expansions).count == LoanwordSpellings.limit)
    }
}
