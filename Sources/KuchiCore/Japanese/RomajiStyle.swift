/// How `Romaji.fromKana(_:style:)` writes long vowels.
///
/// Japanese long vowels are written with two kana (とう, おお, すう) in hiragana
/// and usually with the long-vowel mark ー in katakana (コーヒー).
public enum RomajiStyle: Sendable, Equatable {
    /// Every kana is spelled out, so long vowels show as doubled letters:
    /// とうきょう → `toukyou`, コーヒー → `koohii`.
    ///
    /// This is the style to show when the learner is expected to type the
    /// romaji back: `Romaji.toKana(_:)` reads it back to the same kana.
    case asWritten

    /// Long vowels get a macron, as in the Hepburn used by dictionaries and
    /// textbooks: とうきょう → `tōkyō`, おおきい → `ōkii`, コーヒー → `kōhī`.
    case macrons
}
