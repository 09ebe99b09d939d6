import Testing
@testable import KuchiCore

/// `Romaji.toKana` on the rules naive converters get wrong: っ, ん, small kana and case.
@Suite struct RomajiToKanaRuleTests {
    static let sokuon = ConversionCase.table([
        "kitte": "きって", "zasshi": "ざっし", "matcha": "まっちゃ", "kko": "っこ", "ppa": "っぱ",
        "sshi": "っし", "tte": "って", "gakkou": "がっこう", "kippu": "きっぷ", "motto": "もっと",
        "chotto": "ちょっと", "mittsu": "みっつ", "zutto": "ずっと", "beddo": "べっど",
        "baggu": "ばっぐ", "kocchi": "こっち", "yappari": "やっぱり", "hokkaidou": "ほっかいどう",
        "roppyaku": "ろっぴゃく", "isshoni": "いっしょに", "kitchin": "きっちん", "KITTO": "キット",
        "BETTO": "ベット", "KYATCHI": "キャッチ", "buffe": "ぶっふぇ", "jajji": "じゃっじ",
    ])

    /// っ that doubles nothing (a glottal stop), as `fromKana` writes it: an apostrophe after a letter.
    static let glottalStop = ConversionCase.table([
        "a'": "あっ", "kya'": "きゃっ", "a'a": "あっあ", "a'na": "あっな", "a''": "あっっ", "unn'": "うんっ",
        "ne',": "ねっ、", "KYA'": "キャッ", "e’": "えっ", "un'": "うん", "'na": "'な",
    ])

    @Test(arguments: glottalStop)
    func anApostropheAfterALetterIsSmallTsu(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    @Test(arguments: sokuon)
    func doubledConsonantsBecomeSmallTsu(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let syllabicN = ConversionCase.table([
        "kanji": "かんじ", "shinbun": "しんぶん", "shimbun": "しんぶん", "sempai": "せんぱい",
        "tempura": "てんぷら", "amma": "あんま", "konnichiha": "こんにちは",
        "konnichiwa": "こんにちわ", "onna": "おんな", "minna": "みんな", "annai": "あんない",
        "sannin": "さんにん", "shinnen": "しんねん", "onnanoko": "おんなのこ", "hon": "ほん",
        "konn": "こん", "nn": "ん", "n": "ん", "ten'in": "てんいん", "ten’in": "てんいん",
        "tenin": "てにん", "kan'i": "かんい", "kani": "かに", "kin'en": "きんえん",
        "kinen": "きねん", "ren'ai": "れんあい", "n'ya": "んや", "nya": "にゃ",
        "kon'ya": "こんや", "konya": "こにゃ", "hon'ya": "ほんや", "konnyaku": "こんにゃく",
        "kin'youbi": "きんようび", "genki": "げんき", "densha": "でんしゃ", "sanpo": "さんぽ",
        "konbanwa": "こんばんわ", "ninja": "にんじゃ", "n-": "んー", "hon.": "ほん。",
        "hon desu": "ほん です", "kanzen": "かんぜん", "ny": "んy",
    ])

    @Test(arguments: syllabicN)
    func syllabicNFollowsHepburnRules(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    /// As an input method reads it, `nn` is ん wherever it is; every other rule is `toKana`'s.
    static let inputMethodN = ConversionCase.table([
        "konnya": "こんや", "gennin": "げんいん", "kinnenn": "きんえん", "honnya": "ほんや", "kinnyoubi": "きんようび",
        "onnna": "おんな", "konnnichiha": "こんにちは", "sannninn": "さんにん", "onna": "おんあ", "sanninn": "さんいん",
        "kon'ya": "こんや", "konya": "こにゃ", "kanji": "かんじ", "hon": "ほん", "konn": "こん", "shimbun": "しんぶん",
        "KONNYA": "コンヤ", "ｋｏｎｎｙａ": "こんや", "unn'": "うんっ",
    ])

    @Test(arguments: inputMethodN)
    func anInputMethodReadsNnAsN(_ test: ConversionCase) {
        #expect(Romaji.toKanaAsInputMethod(test.input) == test.expected)
    }

    @Test func toKanaStillReadsNnBeforeAVowelAsWanaKanaDoes() {
        #expect(Romaji.toKana("konnya") == "こんにゃ")
        #expect(Romaji.toKana("onna") == "おんな")
    }

    static let smallKana = ConversionCase.table([
        "xa": "ぁ", "la": "ぁ", "xi": "ぃ", "li": "ぃ", "xu": "ぅ", "lu": "ぅ", "xe": "ぇ",
        "le": "ぇ", "xo": "ぉ", "lo": "ぉ", "xtsu": "っ", "ltsu": "っ", "xtu": "っ", "ltu": "っ",
        "xya": "ゃ", "lya": "ゃ", "xyu": "ゅ", "lyu": "ゅ", "xyo": "ょ", "lyo": "ょ",
        "xwa": "ゎ", "lwa": "ゎ", "xka": "ゕ", "lka": "ゕ", "xke": "ゖ", "lke": "ゖ",
        "XKA": "ヵ", "XKE": "ヶ", "XTSU": "ッ", "fuxa": "ふぁ", "axtsu": "あっ", "xn": "ん",
    ])

    @Test(arguments: smallKana)
    func smallKanaUseXOrLPrefix(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let uppercase = ConversionCase.table([
        "KATAKANA": "カタカナ", "TOUKYOU": "トウキョウ", "KONNICHIHA": "コンニチハ",
        "ONNA": "オンナ", "MATCHA": "マッチャ", "SHIMBUN": "シンブン", "KAN'I": "カンイ",
        "HON": "ホン", "WO": "ヲ", "VU": "ヴ", "JA": "ジャ", "XYA": "ャ", "PA-TI-": "パーチー",
        "KARE-raisu": "カレーらいす", "hiraganaKATAKANA": "ひらがなカタカナ", "Nihon": "にほん",
        "SUshi": "スし", "Tokyo": "ときょ", "TENISU": "テニス",
    ])

    @Test(arguments: uppercase)
    func uppercaseGivesKatakana(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }
}
