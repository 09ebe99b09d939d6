/// Turns kana into Hepburn romaji for `Romaji.fromKana(_:style:)`.
///
/// The text is first cut into tokens (a syllable, ん, っ, ー, or anything
/// else), then written out; ん, っ and ー are spelled by looking at their
/// neighbours.
struct KanaToRomajiConverter {
    private enum Token: Equatable {
        /// A kana or kana pair with a fixed spelling; `bareVowel` is true for あいうえお.
        case syllable(String, bareVowel: Bool)
        case syllabicN
        case sokuon
        case longMark
        case other(String)
    }

    private let style: RomajiStyle

    init(style: RomajiStyle) {
        self.style = style
    }

    /// Converts `text`; katakana is read as hiragana first.
    func convert(_ text: String) -> String {
        let tokens = tokenize(KanaScript.hiragana(text))
        var output = ""
        var lastVowel: Character?
        for (position, token) in tokens.enumerated() {
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            switch token {
            case .syllable(let spelling, let bareVowel):
                if style == .macrons, bareVowel, let previous = lastVowel,
                   let first = spelling.first, Self.isLongVowel(previous, first),
                   let long = MacronVowels.macron(previous) {
                    output.removeLast()
                    output.append(long)
                    lastVowel = nil
                } else {
                    output += spelling
                    lastVowel = spelling.last.flatMap { "aiueo".contains($0) ? $0 : nil }
                }
            case .syllabicN:
                output += "n"
                // ten'in, kin'youbi: an apostrophe keeps n from joining what follows.
                if case .syllable(let spelling, _)? = next, let first = spelling.first, "aiueoy".contains(first) {
                    output += "'"
                } else if next == .syllabicN {
                    output += "'"
                } else if next == .sokuon, Self.doubledConsonant(before: tokens.dropFirst(position + 2).first) == nil {
                    output += "n" // うんっ → unn': "n'" alone would be read back as ん.
                }
                lastVowel = nil
            case .sokuon:
                output += Self.doubledConsonant(before: next) ?? "'"
                lastVowel = nil
            case .longMark:
                lengthen(&output, lastVowel: &lastVowel)
            case .other(let text):
                output += text
                lastVowel = nil
            }
        }
        return output
    }

    /// Writes ー: the previous vowel again, or a macron over it; "-" after no vowel.
    private func lengthen(_ output: inout String, lastVowel: inout Character?) {
        guard let vowel = lastVowel else {
            if style == .macrons, let last = output.last, MacronVowels.hasMacron(last) { return }
            output += "-"
            return
        }
        if style == .macrons, let long = MacronVowels.macron(vowel) {
            output.removeLast()
            output.append(long)
            lastVowel = nil
        } else {
            output.append(vowel)
        }
    }

    /// The letter っ is written as before `next`: its consonant doubled (ch → tch). Nil where nothing
    /// follows that can be doubled (a vowel, n, m, the end: a glottal stop, as in あっ or きゃっ); っ is
    /// then written as an apostrophe (`a'`, `kya'`), one of the usual spellings, which `toKana` reads back.
    private static func doubledConsonant(before next: Token?) -> String? {
        guard case .syllable(let spelling, _)? = next, let first = spelling.first,
              RomajiTable.doublableConsonants.contains(first) else { return nil }
        return spelling.hasPrefix("ch") ? "t" : String(first)
    }

    /// Whether vowel `second` after `first` is written as one long vowel with a macron:
    /// aa, uu, ee, oo and ou. Kana "ii" stays "ii" as in Hepburn dictionaries
    /// (おおきい → ōkii, おにいさん → oniisan); ī comes only from ー (コーヒー → kōhī).
    private static func isLongVowel(_ first: Character, _ second: Character) -> Bool {
        (first == second && first != "i") || (first == "o" && second == "u")
    }

    private func tokenize(_ text: String) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if index + 1 < chars.count, let spelling = KanaRomajiTable.pairs[String(char) + String(chars[index + 1])] {
                tokens.append(.syllable(spelling, bareVowel: false))
                index += 2
                continue
            }
            switch char {
            case "ん": tokens.append(.syllabicN)
            case "っ": tokens.append(.sokuon)
            case "ー": tokens.append(.longMark)
            default:
                if let spelling = KanaRomajiTable.single[char] {
                    tokens.append(.syllable(spelling, bareVowel: "あいうえお".contains(char)))
                } else {
                    tokens.append(.other(KanaRomajiTable.punctuation[char] ?? String(char)))
                }
            }
            index += 1
        }
        return tokens
    }
}
