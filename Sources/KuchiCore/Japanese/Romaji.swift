/// Conversion between romaji (Latin letters) and kana.
///
/// `fromKana` writes Hepburn romaji for showing a word's pronunciation;
/// `toKana` reads what a learner types, in Hepburn, Kunrei-shiki or Nihon-shiki
/// spelling, the way a Japanese IME (and WanaKana) does. The rules and the
/// choices made where romanisation systems differ are described in
/// docs/japanese.md.
public enum Romaji {
    /// Hepburn romaji for kana text (hiragana and katakana); other characters pass through unchanged.
    ///
    /// - ん is written n, also before b, p and m (しんぶん → `shinbun`), and
    ///   `n'` before a vowel or y (てんいん → `ten'in`).
    /// - っ doubles the next consonant (きって → `kitte`); before ch it is t
    ///   (まっちゃ → `matcha`). Where nothing can be doubled (あっ, きゃっ) it is an
    ///   apostrophe: `a'`, `kya'`.
    /// - ー lengthens the previous vowel: コーヒー → `koohii` (`.asWritten`)
    ///   or `kōhī` (`.macrons`).
    /// - ぢ and づ are `ji` and `zu`, を is `o`, は is always `ha`.
    /// - Japanese punctuation 。、？！ becomes `. , ? !`.
    ///
    /// The result is lowercase. With `.asWritten`, `toKana` of the result gives
    /// back the hiragana of `text`, except where Hepburn itself merges sounds
    /// (ぢ/じ, づ/ず, を/お, ティ/チ …; see docs/japanese.md).
    ///
    /// - Parameters:
    ///   - text: Kana (half-width katakana too), possibly mixed with other text.
    ///   - style: How long vowels are written.
    /// - Returns: The romaji spelling.
    public static func fromKana(_ text: String, style: RomajiStyle = .asWritten) -> String {
        KanaToRomajiConverter(style: style).convert(KanaScript.fullWidth(text))
    }

    /// Kana for romaji text; lowercase gives hiragana, UPPERCASE gives katakana (as WanaKana does).
    ///
    /// - Hepburn, Kunrei-shiki and Nihon-shiki spellings are all read
    ///   (shi/si, chi/ti, tsu/tu, fu/hu, ji/zi, sha/sya, cha/tya/cya …).
    /// - A doubled consonant is a small っ (`kitte` → きって, `matcha` → まっちゃ).
    /// - n is ん before a consonant, at the end, before an apostrophe
    ///   (`kan'i` → かんい), and as `nn` (`konn` → こん); `nn` before a vowel
    ///   or y is ん followed by the n row (`onna` → おんな). m before b, p or m
    ///   is ん (`shimbun` → しんぶん).
    /// - ぢ and づ are read from di/dji/dzi and du/dzu, ぢゃ from dya or dja; every
    ///   small-vowel combination WanaKana reads works too (fyi, kye, qa, swi, twu, wha …).
    /// - An apostrophe after a letter other than a closing n is っ (`a'` → あっ).
    /// - `x` or `l` before a vowel, ya/yi/yu/ye/yo, tsu, wa, ka or ke gives the small kana.
    /// - Full-width letters are read as ASCII letters (`ｎｅｋｏ` → ねこ, `ＮＥＫＯ` → ネコ).
    /// - `-` becomes ー and `. , ? !` become 。、？！; spaces are kept.
    /// - Macron and circumflex vowels are spelled out: ō → ou, ā → aa, ī → ii,
    ///   ū → uu, ē → ee (`tōkyō` → とうきょう); uppercase ones take ー (`KŌHĪ` → コーヒー).
    /// - A chunk (syllable, っ or ん) whose letters are all uppercase is katakana.
    /// - Text that is already kana, and any other character, passes through.
    ///
    /// Letters that form no syllable are left in the output as they are, so
    /// `toKana("kyx")` is `"kyx"`. Use `isComplete(_:)` to check for them.
    ///
    /// - Parameter text: What the learner typed.
    /// - Returns: The kana spelling, with unconvertible letters left in place.
    public static func toKana(_ text: String) -> String {
        var converter = RomajiToKanaConverter(text)
        return converter.convert()
    }

    /// Kana for romaji text as a Japanese input method (IME) reads it: as ``toKana(_:)``, except that `nn` is
    /// always ん, before a vowel or y too (`konnya` → こんや, `gennin` → げんいん, `onnna` → おんな), where
    /// `toKana` reads ん followed by the n row (`konnya` → こんにゃ, `onna` → おんな: an input method gives おんあ).
    ///
    /// - Parameter text: What the learner typed.
    /// - Returns: The kana spelling, with unconvertible letters left in place.
    public static func toKanaAsInputMethod(_ text: String) -> String {
        var converter = RomajiToKanaConverter(text, nnIsAlwaysN: true)
        return converter.convert()
    }

    /// Whether `toKana(text)` converts every Latin letter of `text` into kana.
    ///
    /// `isComplete("sushi")` is true; `isComplete("sush")` is false, because the
    /// trailing "sh" starts no syllable. Text without Latin letters is complete.
    ///
    /// - Parameter text: Romaji input, as given to `toKana(_:)`.
    /// - Returns: False if any ASCII letter would remain in the kana.
    public static func isComplete(_ text: String) -> Bool {
        !toKana(text).contains { RomajiToKanaConverter.asciiLower($0) != nil }
    }
}
