/// The syllable table used by `Romaji.toKana(_:)`: lowercase romaji → hiragana.
///
/// The table accepts Hepburn, Kunrei-shiki and Nihon-shiki spellings side by
/// side (shi/si, chi/ti, tsu/tu, fu/hu, ji/zi, ja/zya/jya …), the common IME
/// spellings for extended katakana (thi, dhi, twu …), the spellings of ぢ and
/// づ learners use (di/dji/dzi, du/dzu, dya/dja …), every small-vowel
/// combination WanaKana accepts (fyi, kye, qa, swi, wha …), c for k (ca, co) and the x/l
/// prefixes for small kana. It is built once from a few rows rather than
/// listed by hand.
/// The sokuon (doubled consonants) and ん are handled by `RomajiToKanaConverter`.
enum RomajiTable {
    /// The longest key in the table (`xtsu`, `ltsu`, `shyi`, `chya`).
    static let longestKey = 4

    /// Consonants whose doubling means a small っ (kitte, zasshi). Not n (nn is ん),
    /// not m (mm is ん, as in Hepburn's "amma"), and not x and l, the small-kana prefixes.
    static let doublableConsonants: Set<Character> = Set("bcdfghjkpqrstvwyz")

    /// Lowercase romaji syllable → hiragana.
    static let syllables: [String: String] = build()

    private static let vowels: [Character] = ["a", "i", "u", "e", "o"]

    /// Small kana for a following a/i/u/e/o, used to build the extended combinations.
    private static let smallVowels = ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ"]

    /// Consonant rows in a-i-u-e-o order, spelled the Nihon-shiki way (si, ti, tu, hu, di, du).
    private static let rows: [(String, [String])] = [
        ("k", ["か", "き", "く", "け", "こ"]), ("g", ["が", "ぎ", "ぐ", "げ", "ご"]),
        ("s", ["さ", "し", "す", "せ", "そ"]), ("z", ["ざ", "じ", "ず", "ぜ", "ぞ"]),
        ("t", ["た", "ち", "つ", "て", "と"]), ("d", ["だ", "ぢ", "づ", "で", "ど"]),
        ("n", ["な", "に", "ぬ", "ね", "の"]), ("h", ["は", "ひ", "ふ", "へ", "ほ"]),
        ("b", ["ば", "び", "ぶ", "べ", "ぼ"]), ("p", ["ぱ", "ぴ", "ぷ", "ぺ", "ぽ"]),
        ("m", ["ま", "み", "む", "め", "も"]), ("r", ["ら", "り", "る", "れ", "ろ"]),
        // c as k, as WanaKana reads it (ca, ci, cu, ce, co); cha, chi, cya … are longer keys and win.
        ("c", ["か", "き", "く", "け", "こ"]),
    ]

    /// Prefixes that combine a kana with small ゃ/ぃ/ゅ/ぇ/ょ (kya, kyi, fye, qyo).
    /// "sh", "ch", "j", "dj", "th" and "dh" combine directly (sha, dja); their i
    /// forms (shi, chi, ji, dji, thi, dhi) are in `specials`.
    private static let palatalPrefixes: [(String, String)] = [
        ("ky", "き"), ("gy", "ぎ"), ("sy", "し"), ("sh", "し"), ("shy", "し"), ("zy", "じ"),
        ("j", "じ"), ("jy", "じ"), ("ty", "ち"), ("ch", "ち"), ("chy", "ち"), ("cy", "ち"),
        ("dy", "ぢ"), ("dj", "ぢ"), ("ny", "に"), ("hy", "ひ"), ("by", "び"), ("py", "ぴ"),
        ("my", "み"), ("ry", "り"), ("fy", "ふ"), ("vy", "ゔ"), ("qy", "く"), ("th", "て"),
        ("dh", "で"),
    ]

    /// Prefixes that combine a kana with a small vowel (fa → ふぁ, tsa → つぁ, qi → くぃ,
    /// twu → とぅ). Where the u form is a plain kana (fu, vu, tsu, whu) `specials` says so.
    private static let vowelPrefixes: [(String, String)] = [
        ("f", "ふ"), ("fw", "ふ"), ("v", "ゔ"), ("ts", "つ"), ("kw", "く"), ("qw", "く"),
        ("q", "く"), ("gw", "ぐ"), ("sw", "す"), ("tw", "と"), ("dw", "ど"), ("wh", "う"),
    ]

    /// Spellings that do not fit a pattern, and Hepburn spellings that override
    /// a pattern (shi, chi, tsu, fu, ji, vu, thi, dhi, and the w and y rows).
    private static let specials: [String: String] = [
        "shi": "し", "chi": "ち", "tsu": "つ", "fu": "ふ", "ji": "じ", "vu": "ゔ", "whu": "う",
        "thi": "てぃ", "dhi": "でぃ", "dji": "ぢ", "dzi": "ぢ", "dzu": "づ",
        "ya": "や", "yi": "い", "yu": "ゆ", "yo": "よ", "ye": "いぇ",
        "wa": "わ", "wi": "うぃ", "wu": "う", "we": "うぇ", "wo": "を",
        "xtsu": "っ", "ltsu": "っ", "xtu": "っ", "ltu": "っ",
        "xya": "ゃ", "lya": "ゃ", "xyi": "ぃ", "lyi": "ぃ", "xyu": "ゅ", "lyu": "ゅ",
        "xye": "ぇ", "lye": "ぇ", "xyo": "ょ", "lyo": "ょ",
        "xwa": "ゎ", "lwa": "ゎ", "xka": "ゕ", "lka": "ゕ", "xke": "ゖ", "lke": "ゖ",
        "xca": "ゕ", "lca": "ゕ", "xce": "ゖ", "lce": "ゖ",
        "xn": "ん",
    ]

    private static func build() -> [String: String] {
        var table: [String: String] = [:]
        for (index, vowel) in vowels.enumerated() {
            table[String(vowel)] = ["あ", "い", "う", "え", "お"][index]
            table["x" + String(vowel)] = smallVowels[index]
            table["l" + String(vowel)] = smallVowels[index]
        }
        for (consonant, kana) in rows {
            for (index, vowel) in vowels.enumerated() {
                table[consonant + String(vowel)] = kana[index]
            }
        }
        let palatalEndings: [(String, String)] = [("a", "ゃ"), ("i", "ぃ"), ("u", "ゅ"), ("e", "ぇ"), ("o", "ょ")]
        for (prefix, base) in palatalPrefixes {
            for (vowel, small) in palatalEndings {
                table[prefix + vowel] = base + small
            }
        }
        for (prefix, base) in vowelPrefixes {
            for (index, vowel) in vowels.enumerated() {
                table[prefix + String(vowel)] = base + smallVowels[index]
            }
        }
        table.merge(specials) { _, special in special }
        return table
    }
}
