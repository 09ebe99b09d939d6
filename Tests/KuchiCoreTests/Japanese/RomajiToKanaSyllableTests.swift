import Testing
@testable import KuchiCore

/// `Romaji.toKana` on plain syllables, in every romanisation system it accepts.
@Suite struct RomajiToKanaSyllableTests {
    static let hepburn = ConversionCase.table([
        "aiueo": "あいうえお", "kakikukeko": "かきくけこ", "sashisuseso": "さしすせそ",
        "tachitsuteto": "たちつてと", "naninuneno": "なにぬねの", "hahifuheho": "はひふへほ",
        "mamimumemo": "まみむめも", "yayuyo": "やゆよ", "rarirurero": "らりるれろ",
        "wawo": "わを", "gagigugego": "がぎぐげご", "zajizuzezo": "ざじずぜぞ",
        "dadidudedo": "だぢづでど", "babibubebo": "ばびぶべぼ", "papipupepo": "ぱぴぷぺぽ",
        "sushi": "すし", "sakura": "さくら", "arigatou": "ありがとう", "taberu": "たべる",
        "watashi": "わたし", "fujisan": "ふじさん", "tsukue": "つくえ", "mizu": "みず",
    ])

    @Test(arguments: hepburn)
    func hepburnSyllablesBecomeHiragana(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let kunreiAndNihon = ConversionCase.table([
        "si": "し", "ti": "ち", "tu": "つ", "hu": "ふ", "zi": "じ", "di": "ぢ", "du": "づ",
        "sya": "しゃ", "syu": "しゅ", "syo": "しょ", "zya": "じゃ", "zyu": "じゅ", "zyo": "じょ",
        "jya": "じゃ", "jyu": "じゅ", "jyo": "じょ", "tya": "ちゃ", "tyu": "ちゅ", "tyo": "ちょ",
        "cya": "ちゃ", "cyu": "ちゅ", "cyo": "ちょ", "dya": "ぢゃ", "dyu": "ぢゅ", "dyo": "ぢょ",
        "husi": "ふし", "tikatetu": "ちかてつ", "sinbun": "しんぶん", "zisyo": "じしょ",
        "tyotto": "ちょっと", "hutatu": "ふたつ",
    ])

    @Test(arguments: kunreiAndNihon)
    func kunreiAndNihonSpellingsAreAccepted(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let palatal = ConversionCase.table([
        "kya": "きゃ", "kyu": "きゅ", "kyo": "きょ", "gya": "ぎゃ", "gyu": "ぎゅ", "gyo": "ぎょ",
        "sha": "しゃ", "shu": "しゅ", "sho": "しょ", "ja": "じゃ", "ju": "じゅ", "jo": "じょ",
        "cha": "ちゃ", "chu": "ちゅ", "cho": "ちょ", "nya": "にゃ", "nyu": "にゅ", "nyo": "にょ",
        "hya": "ひゃ", "hyu": "ひゅ", "hyo": "ひょ", "bya": "びゃ", "byu": "びゅ", "byo": "びょ",
        "pya": "ぴゃ", "pyu": "ぴゅ", "pyo": "ぴょ", "mya": "みゃ", "myu": "みゅ", "myo": "みょ",
        "rya": "りゃ", "ryu": "りゅ", "ryo": "りょ", "kyou": "きょう", "ryokou": "りょこう",
        "shashin": "しゃしん", "jugyou": "じゅぎょう", "benkyou": "べんきょう", "hyaku": "ひゃく",
        "sanbyaku": "さんびゃく", "nyuugaku": "にゅうがく", "ocha": "おちゃ",
    ])

    @Test(arguments: palatal)
    func palatalCombinationsUseSmallYaYuYo(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    static let extended = ConversionCase.table([
        "she": "しぇ", "che": "ちぇ", "je": "じぇ", "ye": "いぇ", "wi": "うぃ", "we": "うぇ",
        "wo": "を", "thi": "てぃ", "dhi": "でぃ", "thu": "てゅ", "dhu": "でゅ", "twu": "とぅ",
        "dwu": "どぅ", "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ", "fyu": "ふゅ",
        "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ", "tsa": "つぁ",
        "tsi": "つぃ", "tse": "つぇ", "tso": "つぉ", "kwa": "くぁ", "gwa": "ぐぁ",
        "FAIRU": "ファイル", "PA-THI-": "パーティー", "SHE-KU": "シェーク",
        "UINDOU": "ウインドウ", "WINDOU": "ウィンドウ", "VAIORIN": "ヴァイオリン",
        "DHISUKU": "ディスク", "CHEKKU": "チェック", "JE-MUZU": "ジェームズ",
    ])

    @Test(arguments: extended)
    func extendedCombinationsGiveSmallVowels(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    /// ぢ and づ in every spelling learners use: Nihon-shiki (di, du, dya), and the dj/dz forms.
    static let voicedChiAndTsu = ConversionCase.table([
        "di": "ぢ", "dji": "ぢ", "dzi": "ぢ", "du": "づ", "dzu": "づ", "dya": "ぢゃ", "dyu": "ぢゅ",
        "dyo": "ぢょ", "dye": "ぢぇ", "dyi": "ぢぃ", "dja": "ぢゃ", "dju": "ぢゅ", "djo": "ぢょ", "dje": "ぢぇ",
        "hanadi": "はなぢ", "hanadji": "はなぢ", "hanadzi": "はなぢ", "tsuduku": "つづく", "tsudzuku": "つづく",
        "chidimu": "ちぢむ", "chidjimu": "ちぢむ", "kidzuku": "きづく", "DZU": "ヅ", "DJA": "ヂャ", "kaddzu": "かっづ",
    ])

    @Test(arguments: voicedChiAndTsu)
    func voicedChiAndTsuHaveEverySpelling(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }

    /// The small-vowel combinations WanaKana reads (its romajiToKanaMap: consonant + ya/yi/yu/ye/yo,
    /// wh/q/qw/kw/gw/sw/ts/th/tw/dh/dw/fw/f + a vowel, yi, wu, whu, xyi, xye).
    static let smallVowels = ConversionCase.table([
        "kyi": "きぃ", "kye": "きぇ", "gyi": "ぎぃ", "syi": "しぃ", "shyi": "しぃ", "shya": "しゃ", "zyi": "じぃ",
        "jyi": "じぃ", "tyi": "ちぃ", "cyi": "ちぃ", "chyi": "ちぃ", "chyu": "ちゅ", "nyi": "にぃ", "hyi": "ひぃ",
        "byi": "びぃ", "pyi": "ぴぃ", "myi": "みぃ", "ryi": "りぃ", "fya": "ふゃ", "fyi": "ふぃ", "fye": "ふぇ",
        "fyo": "ふょ", "vyi": "ゔぃ", "vye": "ゔぇ", "qya": "くゃ", "qyi": "くぃ", "qa": "くぁ", "qi": "くぃ",
        "qu": "くぅ", "qe": "くぇ", "qo": "くぉ", "qwa": "くぁ", "qwi": "くぃ", "kwi": "くぃ", "gwi": "ぐぃ",
        "gwu": "ぐぅ", "swa": "すぁ", "swi": "すぃ", "swu": "すぅ", "twa": "とぁ", "twi": "とぃ", "dwa": "どぁ",
        "dwe": "どぇ", "fwa": "ふぁ", "fwu": "ふぅ", "wha": "うぁ", "whi": "うぃ", "whu": "う", "whe": "うぇ",
        "who": "うぉ", "tha": "てゃ", "the": "てぇ", "tho": "てょ", "dha": "でゃ", "dhe": "でぇ", "dho": "でょ",
        "yi": "い", "wu": "う", "xyi": "ぃ", "lyi": "ぃ", "xye": "ぇ", "lye": "ぇ", "konyi": "こにぃ",
        "FYI": "フィ", "QA": "クァ", "WHO": "ウォ",
    ])

    @Test(arguments: smallVowels)
    func everySmallVowelCombinationIsRead(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
    }
}
