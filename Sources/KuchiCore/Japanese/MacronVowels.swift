/// Long vowels written with a macron (ō) or a circumflex (ô).
///
/// `toKana` accepts them by spelling them out before conversion, and
/// `fromKana(_:style: .macrons)` writes them. Swift compares `Character`s by
/// canonical equivalence, so a precomposed "ō" and "o" + U+0304 are the same
/// key here.
enum MacronVowels {
    /// Macron and circumflex vowels → their plain lowercase vowel.
    private static let lowercase: [Character: Character] = [
        "ā": "a", "ī": "i", "ū": "u", "ē": "e", "ō": "o",
        "â": "a", "î": "i", "û": "u", "ê": "e", "ô": "o",
    ]

    /// Uppercase macron and circumflex vowels → their plain uppercase vowel.
    private static let uppercase: [Character: Character] = [
        "Ā": "A", "Ī": "I", "Ū": "U", "Ē": "E", "Ō": "O",
        "Â": "A", "Î": "I", "Û": "U", "Ê": "E", "Ô": "O",
    ]

    /// Plain vowel → vowel with a macron.
    private static let withMacron: [Character: Character] = [
        "a": "ā", "i": "ī", "u": "ū", "e": "ē", "o": "ō",
    ]

    /// Spells out long vowels so the syllable table can read them.
    ///
    /// A lowercase long vowel becomes the doubled vowel, except ō, which
    /// becomes "ou" (the usual kana spelling: tōkyō → toukyou → とうきょう).
    /// An uppercase long vowel becomes the vowel and "-" (ー), since uppercase
    /// means katakana, where long vowels take the long-vowel mark (KŌHĪ → コーヒー).
    static func expand(_ text: String) -> String {
        var result = ""
        for char in text {
            if let vowel = lowercase[char] {
                result.append(vowel)
                result.append(vowel == "o" ? "u" : vowel)
            } else if let vowel = uppercase[char] {
                result.append(vowel)
                result.append("-")
            } else {
                result.append(char)
            }
        }
        return result
    }

    /// The vowel with a macron, or nil if `vowel` is not a plain lowercase vowel.
    static func macron(_ vowel: Character) -> Character? {
        withMacron[vowel]
    }

    /// Whether `char` already carries a macron.
    static func hasMacron(_ char: Character) -> Bool {
        withMacron.values.contains(char)
    }
}
