import Foundation

/// A word as a learner names it on the command line: its kanji, its kana, its romaji in any spelling
/// Kuchi accepts (`benkyou`, `benkyō`, `benkyo`), or `TEXT[READING]` to pick one of several words
/// written alike (`今日[きょう]`).
public struct WordName: Sendable, Equatable {
    /// The text as given, NFC-normalised and trimmed.
    public var given: String
    /// The spellings a word's text or reading may equal: the text itself, and for romaji its kana in
    /// hiragana and katakana.
    public var forms: [String]
    /// The reading asked for with `TEXT[READING]`, in hiragana spellings; `nil` when any reading will do
    /// (then a word's text or its reading may match; with a reading, only its text).
    public var readings: [String]?

    /// Parses what the learner typed; `nil` for an empty name.
    public init?(_ text: String) {
        let given = text.precomposedStringWithCanonicalMapping.trimmingWhitespace
        guard !given.isEmpty else { return nil }
        self.given = given
        if given.hasSuffix("]"), let open = given.firstIndex(of: "["), open > given.startIndex {
            let written = String(given[..<open]).trimmingWhitespace
            let reading = String(given[given.index(after: open)..<given.index(before: given.endIndex)]).trimmingWhitespace
            forms = [written]
            readings = (reading.isEmpty ? [written] : Self.spellings(of: reading)).map { ReadingMatcher.comparable($0) }
        } else {
            forms = Self.spellings(of: given)
            readings = nil
        }
    }

    /// Whether `word` is one this name may stand for.
    /// A word written or read with `/`-joined alternatives (`見る/観る`) matches any one of them too.
    public func matches(_ word: Word) -> Bool {
        let written = Set([word.text] + word.writtenForms)
        guard let readings else {
            return forms.contains { written.contains($0) || $0 == word.reading || word.readings.contains($0) }
        }
        let wordReadings = Set(([word.reading] + word.readings).map { ReadingMatcher.comparable($0) })
        return forms.contains(where: written.contains) && readings.contains(where: wordReadings.contains)
    }

    /// How a word is shown among candidates, in a form this type parses back to that word alone: `今日[きょう]`.
    public static func label(of word: Word) -> String {
        "\(word.text)[\(word.reading)]"
    }

    private static func spellings(of text: String) -> [String] {
        let kana = ReadingMatcher.romajiSpellings(text)
        var forms = [text]
        // A katakana word is written with ー where romaji (or kana) writes the vowel again: koohii, kōhī and こーひー name コーヒー.
        // Loanword syllables too (paatii: ティ, not チ), as Kuchi prints them.
        let marked = (kana + ReadingMatcher.loanwordKana(from: text) + [text]).map(withLongVowelMarks)
        for spelling in kana + kana.map(KanaScript.katakana) + [KanaScript.hiragana(text), KanaScript.katakana(text)] + marked
        where !forms.contains(spelling) {
            forms.append(spelling)
        }
        return forms
    }

    /// `kana` in katakana, each vowel that lengthens the sound before it (the same vowel, or う after an o sound) written
    /// ー, as loanwords are: こおひい → コーヒー, ぱあてぃい → パーティー, こうひい → コーヒー.
    static func withLongVowelMarks(_ kana: String) -> String {
        var result: [Character] = []
        var previousVowel: Character?
        for character in KanaScript.hiragana(kana) {
            let vowel = ReadingMatcher.vowel(of: character)
            let lengthens = "あいうえお".contains(character) && previousVowel != nil
                && (previousVowel == character || (character == "う" && previousVowel == "お"))
            result.append(lengthens ? "ー" : character)
            if character != "ー" { previousVowel = lengthens ? previousVowel : vowel }
        }
        return KanaScript.katakana(String(result))
    }
}
