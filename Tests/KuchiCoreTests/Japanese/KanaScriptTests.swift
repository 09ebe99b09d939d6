import Testing
@testable import KuchiCore

/// `KanaScript`: hiragana ↔ katakana and the kana-only test.
@Suite struct KanaScriptTests {
    static let toHiragana = ConversionCase.table([
        "カタカナ": "かたかな", "コーヒー": "こーひー", "ヴ": "ゔ", "ヵヶ": "ゕゖ", "ヽヾ": "ゝゞ",
        "ッャュョ": "っゃゅょ", "日本カタカナabc": "日本かたかなabc", "ジョン・スミス": "じょん・すみす",
        "ひらがな": "ひらがな", "ヷ": "ヷ", "": "",
    ])

    @Test(arguments: toHiragana)
    func katakanaBecomesHiragana(_ test: ConversionCase) {
        #expect(KanaScript.hiragana(test.input) == test.expected)
    }

    static let toKatakana = ConversionCase.table([
        "ひらがな": "ヒラガナ", "こーひー": "コーヒー", "ゔ": "ヴ", "ゕゖ": "ヵヶ", "ゝゞ": "ヽヾ",
        "っゃゅょ": "ッャュョ", "日本ひらがなabc": "日本ヒラガナabc", "カタカナ": "カタカナ", "": "",
    ])

    @Test(arguments: toKatakana)
    func hiraganaBecomesKatakana(_ test: ConversionCase) {
        #expect(KanaScript.katakana(test.input) == test.expected)
    }

    @Test(arguments: ["ひらがな", "カタカナ", "コーヒー", "ジョン・スミス", "ー", "ゔ", "か\u{3099}", "ヶ"])
    func kanaOnlyTextIsKana(_ text: String) {
        #expect(KanaScript.isKana(text))
    }

    @Test(arguments: ["", "かa", "日本", "か な", "kana", "ｶﾀｶﾅ", "かな。"])
    func textWithOtherCharactersIsNotKana(_ text: String) {
        #expect(!KanaScript.isKana(text))
    }

    @Test(arguments: ["あいうえおかきくけこがぎぐげごさしすせそざじずぜぞたちつてとだぢづでど",
                      "なにぬねのはひふへほばびぶべぼぱぴぷぺぽまみむめもやゆよらりるれろわゐゑをんゔ"])
    func scriptConversionRoundTrips(_ hiragana: String) {
        #expect(KanaScript.hiragana(KanaScript.katakana(hiragana)) == hiragana)
        #expect(KanaScript.katakana(hiragana) != hiragana)
    }
}
