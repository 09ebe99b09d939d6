import Testing
@testable import KuchiCore

/// `Romaji.toKana` on whole text: punctuation, macrons, pass-through and completeness.
@Suite struct RomajiToKanaTextTests {
    static let punctuation = ConversionCase.table([
        "-": "ー", "ra-men": "らーめん", "RA-MEN": "ラーメン", "KO-HI-": "コーヒー", "e-to": "えーと",
        "sou desu ka?": "そう です か？", "hai!": "はい！", "hai, sou desu.": "はい、 そう です。",
        "konnichiha sekai": "こんにちは せかい", "  a  ": "  あ  ",
    ])

    @Test(arguments: punctuation)
    func punctuationAndLongVowelMarkBecomeJapanese(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let macrons = ConversionCase.table([
        "tōkyō": "とうきょう", "ā": "ああ", "ī": "いい", "ū": "うう", "ē": "ええ", "ō": "おう",
        "obāsan": "おばあさん", "ojīsan": "おじいさん", "kūkō": "くうこう", "onēsan": "おねえさん",
        "benkyō": "べんきょう", "tôkyô": "とうきょう", "shûkan": "しゅうかん", "Tōkyō": "とうきょう",
        "TŌKYŌ": "トーキョー", "KŌHĪ": "コーヒー", "RĀMEN": "ラーメン", "SÛPÂ": "スーパー",
        "to\u{0304}kyo\u{0304}": "とうきょう",
    ])

    @Test(arguments: macrons)
    func macronVowelsBecomeDoubledVowels(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let passThrough = ConversionCase.table([
        "かな": "かな", "カタカナ": "カタカナ", "日本": "日本", "日本go": "日本ご", "123": "123",
        "kanji漢字": "かんじ漢字", "": "", " ": " ", "にほんgo": "にほんご", "q": "q", "kyx": "kyx",
        "sh": "sh", "ts": "ts", "c": "c", "l": "l", "x": "x", "@": "@", "kaq": "かq",
        "katakana カタカナ": "かたかな カタカナ", "'": "'", "sush": "すsh",
    ])

    @Test(arguments: passThrough)
    func kanaAndUnconvertibleTextPassThrough(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    /// Full-width letters, as some Japanese keyboards type them, read like ASCII ones (case included).
    static let fullWidth = ConversionCase.table([
        "ｎｅｋｏ": "ねこ", "ＮＥＫＯ": "ネコ", "Ｎｅｋｏ": "ねこ", "ｓｈｉｎｂｕｎ": "しんぶん", "ｋｉｔｔｅ": "きって",
        "ｈａｎａｄｚｉ": "はなぢ", "ｔōｋｙō": "とうきょう", "ｎｅｋｏ ｇａ": "ねこ が", "ｋａｎ'ｉ": "かんい",
    ])

    @Test(arguments: fullWidth)
    func fullWidthLettersAreRead(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    @Test(arguments: ["sushi", "", "日本", "n", "kon'nichiha", "KATAKANA", "tōkyō", "xtsu", "-", "ｎｅｋｏ"])
    func completeInputLeavesNoLatinLetters(_ input: String) {
        #expect(Romaji.isComplete(input))
    }

    @Test(arguments: ["sush", "kyx", "q", "c", "tōky", "kanjiX", "ｓｕｓｈ", "ｎｅｋｚ"])
    func incompleteInputIsReported(_ input: String) {
        #expect(!Romaji.isComplete(input))
    }
}
