/// Turns romaji into kana, one syllable at a time, for `Romaji.toKana(_:)`.
///
/// Full-width Latin letters (ｎｅｋｏ) are read as the ASCII letters they stand
/// for. At each position it tries, in order: the punctuation marks, ん (the n
/// rules), a small っ for a doubled consonant or an apostrophe after a letter
/// (a' → あっ, as `fromKana` writes a っ that doubles nothing), then the longest
/// syllable in `RomajiTable`. Letters that start no syllable are copied
/// unchanged. A chunk whose letters are all uppercase is written in katakana.
struct RomajiToKanaConverter {
    private let chars: [Character]
    /// Whether "nn" is ん wherever it is, as a Japanese input method reads it (`konnya` → こんや), rather than
    /// ん followed by the n row before a vowel or y, as WanaKana reads it (`onna` → おんな).
    private let nnIsAlwaysN: Bool
    private var index = 0
    private var output = ""

    /// Full-width punctuation for the ASCII marks that have a Japanese counterpart.
    private static let punctuation: [Character: String] = [
        ".": "。", ",": "、", "?": "？", "!": "！", "-": "ー",
    ]

    /// Characters that end "n" as ん and are consumed with it (ten'in).
    private static let apostrophes: Set<Character> = ["'", "’"]

    init(_ text: String, nnIsAlwaysN: Bool = false) {
        chars = Array(MacronVowels.expand(Self.halfWidthLetters(text)))
        self.nnIsAlwaysN = nnIsAlwaysN
    }

    /// `text` with full-width Latin letters (U+FF21–FF3A, U+FF41–FF5A) as ASCII letters, case kept.
    private static func halfWidthLetters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isFullWidthLetter) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let ascii = isFullWidthLetter(scalar) ? Unicode.Scalar(scalar.value - 0xFEE0) : nil
            scalars.append(ascii ?? scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` is a full-width Latin letter.
    static func isFullWidthLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFF21...0xFF3A).contains(scalar.value) || (0xFF41...0xFF5A).contains(scalar.value)
    }

    /// Converts the whole input.
    mutating func convert() -> String {
        while index < chars.count {
            step()
        }
        return output
    }

    private mutating func step() {
        let char = chars[index]
        guard let letter = Self.asciiLower(char) else {
            if Self.apostrophes.contains(char), index > 0, Self.readsAsSokuon(previous: chars[index - 1]) {
                emit("っ", katakana: output.unicodeScalars.last.map { (0x30A0...0x30FF).contains($0.value) } ?? false,
                     advance: 1)
            } else {
                output += Self.punctuation[char] ?? String(char)
                index += 1
            }
            return
        }
        let upper = char != letter
        let next = lower(at: index + 1)
        if letter == "n", let consumed = syllabicN(next: next) {
            emit("ん", katakana: upper, advance: consumed)
        } else if letter == "m", let next, "bpm".contains(next) {
            emit("ん", katakana: upper, advance: 1)
        } else if RomajiTable.doublableConsonants.contains(letter), next == letter {
            emit("っ", katakana: upper, advance: 1)
        } else if letter == "t", next == "c", lower(at: index + 2) == "h" {
            emit("っ", katakana: upper, advance: 1)
        } else if let (kana, length, allUpper) = longestSyllable() {
            emit(kana, katakana: allUpper, advance: length)
        } else {
            output.append(char)
            index += 1
        }
    }

    /// If the "n" at `index` is ん, returns how many characters it takes; nil when it
    /// starts a syllable of the n row (na, nya …).
    private func syllabicN(next: Character?) -> Int? {
        guard let next else {
            // Final n, or n before a non-letter; an apostrophe is swallowed.
            if index + 1 < chars.count, Self.apostrophes.contains(chars[index + 1]) { return 2 }
            return 1
        }
        if next == "n" {
            // "nn" + vowel or y is ん + the n row (onna, konnichiha), unless read as an input method reads it;
            // otherwise "nn" is ん.
            let after = lower(at: index + 2)
            if !nnIsAlwaysN, let after, "aiueoy".contains(after) { return 1 }
            return 2
        }
        if "aiueo".contains(next) { return nil }
        if next == "y", let after = lower(at: index + 2), "aiueo".contains(after) { return nil }
        return 1
    }

    /// The longest table syllable starting at `index`, its length, and whether
    /// all its letters are uppercase.
    private func longestSyllable() -> (String, Int, Bool)? {
        let maxLength = min(RomajiTable.longestKey, chars.count - index)
        guard maxLength > 0 else { return nil }
        for length in stride(from: maxLength, through: 1, by: -1) {
            var key = ""
            var allUpper = true
            for offset in 0..<length {
                let char = chars[index + offset]
                guard let letter = Self.asciiLower(char) else { break }
                key.append(letter)
                allUpper = allUpper && char != letter
            }
            if key.count == length, let kana = RomajiTable.syllables[key] {
                return (kana, length, allUpper)
            }
        }
        return nil
    }

    private mutating func emit(_ hiragana: String, katakana: Bool, advance: Int) {
        output += katakana ? KanaScript.katakana(hiragana) : hiragana
        index += advance
    }

    /// Whether an apostrophe after `previous` is a small っ: after a letter (a' → あっ; after n the
    /// apostrophe is taken with it as ん) or after another such apostrophe (a'' → あっっ).
    private static func readsAsSokuon(previous: Character) -> Bool {
        asciiLower(previous) != nil || apostrophes.contains(previous)
    }

    /// The lowercase ASCII letter at `position`, or nil if out of range or not a letter.
    private func lower(at position: Int) -> Character? {
        position < chars.count ? Self.asciiLower(chars[position]) : nil
    }

    /// `char` lowercased if it is an ASCII letter, otherwise nil.
    static func asciiLower(_ char: Character) -> Character? {
        guard let ascii = char.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return char
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Character(Unicode.Scalar(ascii + 32))
        default: return nil
        }
    }
}
