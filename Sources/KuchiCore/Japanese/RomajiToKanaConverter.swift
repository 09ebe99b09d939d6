/// Turns romaji into kana, one syllable at a time, for `Romaji.toKana(_:)`.
///
/// At each position it tries, in order: the punctuation marks, ん (the n
/// rules), a small っ for a doubled consonant, then the longest syllable in
/// `RomajiTable`. Letters that start no syllable are copied unchanged.
/// A chunk whose letters are all uppercase is written in katakana.
struct RomajiToKanaConverter {
    private let chars: [Character]
    private var index = 0
    private var output = ""

    /// Full-width punctuation for the ASCII marks that have a Japanese counterpart.
    private static let punctuation: [Character: String] = [
        ".": "。", ",": "、", "?": "？", "!": "！", "-": "ー",
    ]

    /// Characters that end "n" as ん and are consumed with it (ten'in).
    private static let apostrophes: Set<Character> = ["'", "’"]

    init(_ text: String) {
        chars = Array(MacronVowels.expand(text))
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
            output += Self.punctuation[char] ?? String(char)
            index += 1
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
            // "nn" + vowel or y is ん + the n row (onna, konnichiha); otherwise "nn" is ん.
            let after = lower(at: index + 2)
            if let after, "aiueoy".contains(after) { return 1 }
            return 2
        }
        if "aiueo".contains(next) { return nil }
        if next == "y", let after = lower(at: index + 2), "aueo".contains(after) { return nil }
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
