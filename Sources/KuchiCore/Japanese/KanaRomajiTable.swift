/// The spellings used by `Romaji.fromKana(_:style:)`: hiragana → Hepburn romaji.
///
/// Single kana are listed; two-kana combinations (きゃ, しゅ, ふぁ, ティ …) are
/// derived from them. ん, っ and ー depend on their neighbours and are handled
/// by `KanaToRomajiConverter`.
enum KanaRomajiTable {
    /// One hiragana → romaji.
    static let single: [Character: String] = {
        var table: [Character: String] = [
            "ゐ": "i", "ゑ": "e", "を": "o", "ゔ": "vu",
            "ぁ": "xa", "ぃ": "xi", "ぅ": "xu", "ぇ": "xe", "ぉ": "xo",
            "ゃ": "xya", "ゅ": "xyu", "ょ": "xyo", "ゎ": "xwa", "ゕ": "xka", "ゖ": "xke",
        ]
        let consonants = ["", "k", "g", "s", "z", "t", "d", "n", "h", "b", "p", "m", "r"]
        let kana = [
            "あいうえお", "かきくけこ", "がぎぐげご", "さしすせそ", "ざじずぜぞ", "たちつてと",
            "だぢづでど", "なにぬねの", "はひふへほ", "ばびぶべぼ", "ぱぴぷぺぽ", "まみむめも",
            "らりるれろ",
        ]
        for (consonant, row) in zip(consonants, kana) {
            for (char, vowel) in zip(row, ["a", "i", "u", "e", "o"]) {
                table[char] = consonant + vowel
            }
        }
        let hepburn: [Character: String] = [
            "し": "shi", "じ": "ji", "ち": "chi", "つ": "tsu", "ぢ": "ji", "づ": "zu", "ふ": "fu",
            "や": "ya", "ゆ": "yu", "よ": "yo", "わ": "wa",
        ]
        table.merge(hepburn) { _, spelling in spelling }
        return table
    }()

    /// Two hiragana (a kana and a small kana) → romaji.
    static let pairs: [String: String] = {
        var table: [String: String] = [
            "いぇ": "ye", "うぃ": "wi", "うぇ": "we", "うぉ": "wo",
            "てぃ": "ti", "でぃ": "di", "てゅ": "tyu", "でゅ": "dyu", "とぅ": "tu", "どぅ": "du",
            "ふゅ": "fyu", "ゔゃ": "vya", "ゔゅ": "vyu", "ゔょ": "vyo",
        ]
        // i-column + small ya/yu/yo/e: きゃ kya, しゃ sha, ちぇ che, じょ jo, ぢゃ ja.
        let smallY: [(Character, String)] = [("ゃ", "a"), ("ゅ", "u"), ("ょ", "o"), ("ぇ", "e")]
        for base in "きぎしじちぢにひびぴみり" {
            guard let spelling = single[base] else { continue }
            let stem = String(spelling.dropLast())
            let joiner = ["sh", "ch", "j"].contains(stem) ? "" : "y"
            for (small, vowel) in smallY {
                table[String(base) + String(small)] = stem + joiner + vowel
            }
        }
        // u-column + small a/i/e/o: ふぁ fa, ゔぃ vi, つぇ tse, くぁ kwa.
        let smallVowels: [(Character, String)] = [("ぁ", "a"), ("ぃ", "i"), ("ぇ", "e"), ("ぉ", "o")]
        for (base, stem) in [("ふ", "f"), ("ゔ", "v"), ("つ", "ts"), ("く", "kw"), ("ぐ", "gw")] {
            for (small, vowel) in smallVowels {
                table[base + String(small)] = stem + vowel
            }
        }
        return table
    }()

    /// Japanese punctuation → ASCII, the reverse of what `toKana` produces.
    static let punctuation: [Character: String] = [
        "。": ".", "、": ",", "？": "?", "！": "!", "　": " ", "・": " ",
    ]
}
