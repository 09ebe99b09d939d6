import Testing
@testable import KuchiCore

/// `Romaji.fromKana` in both styles.
@Suite struct KanaToRomajiTests {
    static let asWritten = ConversionCase.table([
        "ひらがな": "hiragana", "カタカナ": "katakana", "しんぶん": "shinbun", "てんいん": "ten'in",
        "かんい": "kan'i", "こんや": "kon'ya", "きんようび": "kin'youbi", "ほん": "hon",
        "おんな": "onna", "こんにちは": "konnichiha", "こんにゃく": "konnyaku", "しんねん": "shinnen",
        "きって": "kitte", "まっちゃ": "matcha", "ざっし": "zasshi", "みっつ": "mittsu",
        "がっこう": "gakkou", "いっしょ": "issho", "ろっぴゃく": "roppyaku", "ベッド": "beddo",
        "コーヒー": "koohii", "ラーメン": "raamen", "はなぢ": "hanaji", "つづく": "tsuzuku",
        "ぢゃ": "ja", "を": "o", "ほんをよむ": "hon'oyomu", "は": "ha", "ティ": "ti",
        "パーティー": "paatii", "ディズニー": "dizunii", "ファイル": "fairu", "ヴァイオリン": "vaiorin",
        "ヴ": "vu", "ウィ": "wi", "ウェ": "we", "ウォ": "wo", "ジェ": "je", "チェ": "che",
        "シェ": "she", "イェ": "ye", "フュ": "fyu", "ツァ": "tsa", "クァ": "kwa", "デュ": "dyu",
        "トゥ": "tu", "ドゥ": "du", "とうきょう": "toukyou", "おおきい": "ookii",
        "しゃしん": "shashin", "じゅぎょう": "jugyou", "ちょっと": "chotto", "にゃ": "nya",
        "ゐ": "i", "ゑ": "e", "ぁ": "xa", "ゃ": "xya", "ゎ": "xwa", "ヵ": "xka", "ヶ": "xke",
        "あっ": "a'", "きゃっ": "kya'", "あっあ": "a'a", "あっな": "a'na", "あっっ": "a''", "うんっ": "unn'",
        "ねっ、": "ne',", "っな": "'na", "ンー": "n-", "ー": "-", "んん": "n'n",
        "はい、そうです。": "hai,soudesu.", "なに？": "nani?", "日本ご": "日本go",
        "ジョン・スミス": "jon sumisu", "か\u{3099}": "ga", "abc": "abc",
    ])

    @Test(arguments: asWritten)
    func asWrittenSpellsOutEveryKana(_ test: ConversionCase) {
        #expect(Romaji.fromKana(test.input) == test.expected)
        #expect(Romaji.fromKana(test.input, style: .asWritten) == test.expected)
    }

    static let macrons = ConversionCase.table([
        "とうきょう": "tōkyō", "おおきい": "ōkii", "がっこう": "gakkō", "コーヒー": "kōhī",
        "すうがく": "sūgaku", "おかあさん": "okāsan", "おにいさん": "oniisan",
        "おねえさん": "onēsan", "せんせい": "sensei", "ラーメン": "rāmen", "ケーキ": "kēki",
        "きょう": "kyō", "ゆうびん": "yūbin", "べんきょう": "benkyō", "いいえ": "iie",
        "こおり": "kōri", "ほうおう": "hōō", "おおお": "ōo", "ヒーー": "hī", "ー": "-",
        "しんぶん": "shinbun", "てんいん": "ten'in", "まっちゃ": "matcha", "ほんや": "hon'ya",
    ])

    @Test(arguments: macrons)
    func macronStyleMarksLongVowels(_ test: ConversionCase) {
        #expect(Romaji.fromKana(test.input, style: .macrons) == test.expected)
    }

    @Test(arguments: ["あっ", "きゃっ", "ッ", "っあ", "っな", "っま", "んっ", "っっ", "ッー", "日本っ", "ねっ、", "っ。"])
    func smallTsuIsNeverWrittenXtsu(_ kana: String) {
        #expect(!Romaji.fromKana(kana).contains("xtsu"))
        #expect(!Romaji.fromKana(kana, style: .macrons).contains("xtsu"))
    }

    @Test func halfWidthKatakanaIsReadAsKatakana() {
        #expect(Romaji.fromKana("ｶﾀｶﾅ") == "katakana")
        #expect(Romaji.fromKana("ｶﾞｯｺｳ ﾃﾚﾋﾞ") == "gakkou terebi")
    }
}
