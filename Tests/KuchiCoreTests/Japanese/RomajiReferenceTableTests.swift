import Testing
@testable import KuchiCore

/// A differential test of `Romaji.toKana` against a reference table: every spelling WanaKana's
/// romaji-to-kana tree holds, rebuilt here from the rules that tree is made of (the facts come from WanaKana's
/// `romajiToKanaMap`, MIT licence; this code is Kuchi's own). Each entry must give the same kana in Kuchi,
/// except the few differences `docs/japanese.md` lists as Kuchi's choices.
@Suite("Romaji against WanaKana's reference table")
struct RomajiReferenceTableTests {
    /// Kunrei-shiki rows (WanaKana's "basic" table; ぢゃ is dya there, not zya).
    private static let basic: [String: [Character: String]] = [
        "": ["a": "あ", "i": "い", "u": "う", "e": "え", "o": "お"],
        "k": ["a": "か", "i": "き", "u": "く", "e": "け", "o": "こ"],
        "s": ["a": "さ", "i": "し", "u": "す", "e": "せ", "o": "そ"],
        "t": ["a": "た", "i": "ち", "u": "つ", "e": "て", "o": "と"],
        "n": ["a": "な", "i": "に", "u": "ぬ", "e": "ね", "o": "の"],
        "h": ["a": "は", "i": "ひ", "u": "ふ", "e": "へ", "o": "ほ"],
        "m": ["a": "ま", "i": "み", "u": "む", "e": "め", "o": "も"],
        "y": ["a": "や", "u": "ゆ", "o": "よ"],
        "r": ["a": "ら", "i": "り", "u": "る", "e": "れ", "o": "ろ"],
        "w": ["a": "わ", "o": "を"],
        "g": ["a": "が", "i": "ぎ", "u": "ぐ", "e": "げ", "o": "ご"],
        "z": ["a": "ざ", "i": "じ", "u": "ず", "e": "ぜ", "o": "ぞ"],
        "d": ["a": "だ", "i": "ぢ", "u": "づ", "e": "で", "o": "ど"],
        "b": ["a": "ば", "i": "び", "u": "ぶ", "e": "べ", "o": "ぼ"],
        "p": ["a": "ぱ", "i": "ぴ", "u": "ぷ", "e": "ぺ", "o": "ぽ"],
        "v": ["a": "ゔぁ", "i": "ゔぃ", "u": "ゔ", "e": "ゔぇ", "o": "ゔぉ"],
    ]
    /// Consonants that take y + a vowel, with the i-kana the small kana follows (kyo → き + ょ).
    private static let yConsonants: [String: String] = [
        "k": "き", "s": "し", "t": "ち", "n": "に", "h": "ひ", "m": "み", "r": "り", "g": "ぎ", "z": "じ",
        "d": "ぢ", "b": "び", "p": "ぴ", "v": "ゔ", "q": "く", "f": "ふ",
    ]
    private static let smallY: [String: String] = ["ya": "ゃ", "yi": "ぃ", "yu": "ゅ", "ye": "ぇ", "yo": "ょ"]
    private static let smallVowels: [String: String] = ["a": "ぁ", "i": "ぃ", "u": "ぅ", "e": "ぇ", "o": "ぉ"]
    /// Beginnings that take any small vowel (wha → うぁ, qi → くぃ, tsa → つぁ).
    private static let vowelConstructions: [String: String] = [
        "wh": "う", "qw": "く", "q": "く", "gw": "ぐ", "sw": "す", "ts": "つ", "th": "て", "tw": "と", "dh": "で",
        "dw": "ど", "fw": "ふ", "f": "ふ",
    ]
    /// Spellings typed as another (sha as sya, cho as tyo); the exceptions shi, chi, tsu, ji, fu follow.
    private static let aliases: [(String, String)] = [
        ("sh", "sy"), ("ch", "ty"), ("cy", "ty"), ("chy", "ty"), ("shy", "sy"), ("j", "zy"), ("jy", "zy"),
    ]
    private static let aliasExceptions: [String: String] = ["shi": "し", "chi": "ち", "tsu": "つ", "ji": "じ", "fu": "ふ"]
    /// Small kana after x or l (xtu, ltsu → っ).
    private static let smallLetters: [String: String] = smallVowels.merging(smallY) { $1 }
        .merging(["tu": "っ", "tsu": "っ", "wa": "ゎ", "ka": "ヵ", "ke": "ヶ"]) { $1 }
    /// Spellings that follow no pattern; they override the rest.
    private static let special: [String: String] = [
        "yi": "い", "wu": "う", "ye": "いぇ", "wi": "うぃ", "we": "うぇ", "kwa": "くぁ", "whu": "う",
        "tha": "てゃ", "thu": "てゅ", "tho": "てょ", "dha": "でゃ", "dhu": "でゅ", "dho": "でょ",
        "n": "ん", "n'": "ん", "xn": "ん",
    ]

    /// The reference table: every complete spelling, with its kana.
    static let reference: [String: String] = {
        var table: [String: String] = [:]
        for (consonant, row) in basic {
            for (vowel, kana) in row { table[consonant + String(vowel)] = kana }
        }
        for (consonant, iKana) in yConsonants {
            for (y, small) in smallY { table[consonant + y] = iKana + small }
        }
        for (start, kana) in vowelConstructions {
            for (vowel, small) in smallVowels { table[start + vowel] = kana + small }
        }
        // c is k, except where an alias below makes it ch or cy.
        for (key, kana) in table where key.hasPrefix("k") { table["c" + key.dropFirst()] = kana }
        for (alias, target) in aliases {
            for (key, kana) in table where key.hasPrefix(target) && key.count > target.count {
                table[alias + key.dropFirst(target.count)] = kana
            }
        }
        table.merge(aliasExceptions) { $1 }
        // Mirrors the order the reference builds its tree in: f + u was a small-vowel construction, until
        // fu became hu; ts + u, until tsu became tu.
        for (letters, kana) in smallLetters {
            table["x" + letters] = kana
            table["l" + letters] = kana
        }
        table["xca"] = "ヵ"; table["lca"] = "ヵ"; table["xce"] = "ヶ"; table["lce"] = "ヶ"
        table.merge(special) { $1 }
        return table
    }()

    /// Where Kuchi gives other kana on purpose (docs/japanese.md, "Differences from WanaKana").
    static let kuchiChoices: [String: String] = [
        // Lowercase gives hiragana, so the small ka and ke are the hiragana ゕ and ゖ.
        "xka": "ゕ", "lka": "ゕ", "xke": "ゖ", "lke": "ゖ", "xca": "ゕ", "lca": "ゕ", "xce": "ゖ", "lce": "ゖ",
    ]

    static let cases: [ConversionCase] = reference.sorted { $0.key < $1.key }
        .map { ConversionCase(input: $0.key, expected: kuchiChoices[$0.key] ?? $0.value) }

    @Test func theTableCoversEverySpellingTheIssueNames() {
        for spelling in ["di", "du", "fyi", "fye", "kye", "qa", "wha", "tsa", "dwe", "xtsu", "ltu", "jye", "chyu", "shyo"] {
            #expect(Self.reference[spelling] != nil, "\(spelling)")
        }
        #expect(Self.reference.count == 293)
    }

    @Test(arguments: cases)
    func everyReferenceSpellingGivesTheSameKana(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input) == test.expected)
        #expect(Romaji.isComplete(test.input))
    }

    /// The same spellings in capitals give the katakana, and in full-width letters the same kana.
    @Test(arguments: cases)
    func everyReferenceSpellingInCapitalsAndFullWidthToo(_ test: ConversionCase) {
        #expect(Romaji.toKana(test.input.uppercased()) == KanaScript.katakana(test.expected))
        let fullWidth = String(String.UnicodeScalarView(test.input.unicodeScalars.map {
            (0x61...0x7A).contains($0.value) ? Unicode.Scalar($0.value + 0xFEE0) ?? $0 : $0
        }))
        #expect(Romaji.toKana(fullWidth) == test.expected, "\(fullWidth)")
    }

    /// After a vowel, a doubled first letter is っ (akka → あっか), as WanaKana's tree doubles every consonant
    /// but n (nn is ん) and, in Kuchi, m (mm is ん, as in traditional Hepburn: amma).
    @Test(arguments: cases.filter { $0.input.first.map { "kstrhgzdbpvqfcywj".contains($0) } == true })
    func aDoubledFirstLetterIsSmallTsu(_ test: ConversionCase) {
        #expect(Romaji.toKana("a" + String(test.input.first ?? "a") + test.input) == "あっ" + test.expected)
    }
}
