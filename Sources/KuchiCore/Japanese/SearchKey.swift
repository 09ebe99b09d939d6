/// The forms the word browser (`kuchi words QUERY`) compares words in, so that a word is found however
/// it is typed: kanji, kana in either script, romaji in any spelling Kuchi reads, with or without its
/// long vowels (`benkyou`, `benkyō`, `benkyo` all find 勉強 べんきょう), or English.
public enum SearchKey {
    /// A reading in a form where spellings of the same sound are equal, long vowels included:
    /// ``ReadingMatcher/comparable(_:)``, then a vowel that only lengthens the one before it is dropped
    /// (ああ → あ, おう and おお → お, えい → え, ー → nothing): べんきょう and べんきょ are both べんきょ.
    public static func reading(_ kana: String) -> String {
        if let key = kanaLettersReading(kana) { return key }
        var result: [Character] = []
        for character in ReadingMatcher.comparable(kana) {
            if let previous = result.last, let vowel = ReadingMatcher.vowel(of: previous), lengthens(character, vowel) { continue }
            result.append(character)
        }
        return String(result)
    }

    /// ``reading(_:)`` of a reading made only of kana that are each a character of their own (no combining
    /// mark), computed scalar by scalar: the same steps without a grapheme break or a `Character` comparison
    /// at each kana (the search index computes a key for every word an import adds). `nil` for other text.
    static func kanaLettersReading(_ kana: String) -> String? {
        var comparable: [UInt32] = []
        comparable.reserveCapacity(kana.utf8.count / 3 + 1)
        for scalar in kana.unicodeScalars {
            var value = scalar.value
            switch value {
            case 0x3041...0x3096, 0x309B...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF: break
            default: return nil
            }
            // `KanaScript.hiragana`, then `ReadingMatcher.comparable`.
            if (0x30A1...0x30F6).contains(value) || (0x30FD...0x30FE).contains(value) { value -= 0x60 }
            switch value {
            case 0x30FC: value = comparable.last.flatMap(ReadingMatcher.vowel(ofScalar:)) ?? value   // ー
            case 0x3062: value = 0x3058   // ぢ → じ
            case 0x3065: value = 0x305A   // づ → ず
            case 0x3092: value = 0x304A   // を → お
            default: break
            }
            comparable.append(value)
        }
        var key = String.UnicodeScalarView()
        var previous: UInt32?
        for value in comparable {
            if let previous, let vowel = ReadingMatcher.vowel(ofScalar: previous), lengthens(value, vowel) { continue }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            key.append(scalar)
            previous = value
        }
        return String(key)
    }

    /// ``lengthens(_:_:)`` for scalar values.
    private static func lengthens(_ value: UInt32, _ vowel: UInt32) -> Bool {
        switch value {
        case 0x3042, 0x3044, 0x3046, 0x3048, 0x304A:   // あいうえお
            value == vowel || (value == 0x3046 && vowel == 0x304A) || (value == 0x3044 && vowel == 0x3048)
        default: false
        }
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
