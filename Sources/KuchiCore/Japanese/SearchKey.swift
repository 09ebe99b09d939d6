/// The forms the word browser (`kuchi words QUERY`) compares words in, so that a word is found however
/// it is typed: kanji, kana in either script, romaji in any spelling Kuchi reads, with or without its
/// long vowels (`benkyou`, `benkyō`, `benkyo` all find 勉強 べんきょう), or English.
public enum SearchKey {
    /// A reading in a form where spellings of the same sound are equal, long vowels included:
    /// ``ReadingMatcher/comparable(_:)``, then a vowel that only lengthens the one before it is dropped
    /// (ああ → あ, おう and おお → お, えい → え, ー → nothing): べんきょう and べんきょ are both べんきょ.
    public static func reading(_ kana: String) -> String {
        var result: [Character] = []
        for character in ReadingMatcher.comparable(kana) {
            if let previous = result.last, let vowel = ReadingMatcher.vowel(of: previous), lengthens(character, vowel) { continue }
            result.append(character)
        }
        return String(result)
    }

    /// The reading keys a query may stand for: its own for kana, those of its kana spellings for romaji
    /// that converts completely; none for anything else (kanji, English).
    public static func readings(ofQuery query: String) -> [String] {
        let folded = KanaScript.fullWidth(query)
        let kana = KanaScript.isKana(folded.filter { !$0.isWhitespace }) ? [folded] : ReadingMatcher.romajiSpellings(query)
        var keys: [String] = []
        for key in kana.map({ reading(String($0.filter { !$0.isWhitespace })) }) where !key.isEmpty && !keys.contains(key) {
            keys.append(key)
        }
        return keys
    }

    /// The query as the written form and the meanings are compared in: NFC, spaces collapsed, lowercase.
    public static func text(_ query: String) -> String {
        query.precomposedStringWithCanonicalMapping.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    private static func lengthens(_ character: Character, _ vowel: Character) -> Bool {
        switch character {
        case "あ", "い", "う", "え", "お": character == vowel || (character == "う" && vowel == "お") || (character == "い" && vowel == "え")
        default: false
        }
    }
}
