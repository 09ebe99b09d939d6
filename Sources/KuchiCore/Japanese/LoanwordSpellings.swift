/// The Hepburn spellings of loanword kana that `Romaji.toKana(_:)` reads as native kana, and the IME
/// spellings that reach the loanword kana instead: `ti` is ち to `toKana`, but it is also how Kuchi
/// writes ティ (パーティー → `paatii`), which an IME spells `thi`.
///
/// ``ReadingMatcher`` tries these spellings as well, so `paatii` reaches ぱあてぃい and matches
/// パーティー, while the reading ちち is still matched by `titi` through ち, and never by ティ: a native
/// reading has none of these kana, so nothing new matches it.
enum LoanwordSpellings {
    /// Hepburn spelling → the IME spelling of the loanword kana Kuchi writes that way.
    private static let respellings: [(hepburn: String, ime: String)] = [
        ("tyu", "thu"),   // テュ
        ("dyu", "dhu"),   // デュ
        ("ti", "thi"),    // ティ
        ("di", "dhi"),    // ディ
        ("tu", "twu"),    // トゥ
        ("du", "dwu"),    // ドゥ
        ("wo", "who"),    // ウォ
    ]

    /// At most this many spellings per text: each loanword syllable doubles them.
    static let limit = 16

    /// The ways to read lowercase romaji `text` with loanword kana: every combination of keeping or
    /// respelling each Hepburn syllable above, the text itself first. The text alone when it has none.
    static func expansions(of text: String) -> [String] {
        let characters = Array(text)
        var results = [""]
        var index = 0
        while index < characters.count {
            if let (hepburn, ime) = respelling(in: characters, at: index) {
                let next = results.flatMap { [$0 + hepburn, $0 + ime] }
                results = next.count <= limit ? next : results.map { $0 + hepburn }
                index += hepburn.count
            } else {
                results = results.map { $0 + String(characters[index]) }
                index += 1
            }
        }
        return results
    }

    /// The respelling of the syllable starting at `index`, if it is one of ``respellings`` and starts a
    /// syllable there: after a non-letter, a vowel, n, or its own consonant doubled (`tti` is っティ), so
    /// that `xtu` (small っ) and `two` (とぉ) are left alone.
    private static func respelling(in characters: [Character], at index: Int) -> (String, String)? {
        let first = characters[index]
        guard "tdw".contains(first) else { return nil }
        if index > 0 {
            let previous = characters[index - 1]
            let startsSyllable = RomajiToKanaConverter.asciiLower(previous) == nil || "aiueon".contains(previous)
                || previous == first
            guard startsSyllable else { return nil }
        }
        return respellings.first { entry in
            let end = index + entry.hepburn.count
            return end <= characters.count && String(characters[index..<end]) == entry.hepburn
        }
    }
}
