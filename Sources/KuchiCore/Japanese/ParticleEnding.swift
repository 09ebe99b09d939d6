/// A reading that ends in the particle は or へ, which is said "wa" and "e" (こんにちは is konnichiwa, では is dewa),
/// told apart from a reading whose last kana is part of a word (歯 は, 母 はは, 学派 がくは keep "ha").
///
/// Kana alone cannot tell them apart; how the word is written can:
/// - A written form with kanji that ends in kana は or へ (今日は, 実は, 又は, 其れでは, 或いは): no Japanese
///   content word ends in that kana after its kanji (verbs end in the u row, adjectives in い), so the kana is the
///   particle. A noun whose は is the kanji's own sound (歯, 葉, 派, 爆破, 父母) never ends in kana.
/// - A word written in kana only, whose は follows the particle で, に or と, or the て of a verb's te-form
///   (では, それでは, には, とは, ひいては, にあっては): after those only the particle can stand.
/// A word written in kana only otherwise (こんにちは, または) counts by the dictionary's spellings of it (今日は, 又は),
/// passed as `spellings`; one without such a spelling keeps "ha" (いろは, おは, あはは).
public enum ParticleEnding {
    /// `reading` as it is said, its last kana made わ (for は) or え (for へ) when that kana is the particle; `nil`
    /// when it is not, or when the reading is the kana alone (は could be 歯 or 葉).
    ///
    /// - Parameters:
    ///   - reading: The word's reading in kana.
    ///   - text: The word's written form.
    ///   - spellings: Other written forms of the same word, such as the dictionary gives (今日は for こんにちは).
    public static func spokenReading(_ reading: String, text: String, spellings: [String] = []) -> String? {
        guard let last = reading.last, let said = spoken[last], reading.count > 1 else { return nil }
        let beforeLast = reading.dropLast()
        let afterParticle = !Word.containsKanji(text) && particlesBefore.contains(beforeLast.last ?? " ")
        let kanaAfterKanji = ([text] + spellings).contains { $0.last == last && $0.count > 1 && Word.containsKanji($0) }
        guard afterParticle || kanaAfterKanji else { return nil }
        return String(beforeLast) + String(said)
    }

    /// `reading` as ``spokenReading(_:text:spellings:)`` says it, or the reading itself.
    public static func said(_ reading: String, text: String, spellings: [String] = []) -> String {
        spokenReading(reading, text: text, spellings: spellings) ?? reading
    }

    /// The particle kana and how each is said.
    private static let spoken: [Character: Character] = ["は": "わ", "へ": "え"]

    /// The kana after which a final は can only be the particle: the particles で, に, と and a te-form's て.
    private static let particlesBefore: Set<Character> = ["で", "に", "と", "て"]
}
