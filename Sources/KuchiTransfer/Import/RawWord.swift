import KuchiCore
import KuchiStore

/// A word as a source file gives it, before it is checked: any field may be missing.
struct RawWord {
    var text = ""
    var reading = ""
    var meanings: [String] = []
    var level: String?
    var tags: [String] = []
    var deck: String?
    var isCommon = false

    /// The checked entry, or the reason the row is refused.
    func entry(defaultDeck: String, extraTags: [String]) -> Result<WordEntry, RowProblem> {
        var text = text.trimmingWhitespaceAndControls, reading = reading.trimmingWhitespaceAndControls
        if text.isEmpty, reading.isEmpty { return .failure(RowProblem("missing word")) }
        text = Self.alternatives(text)
        reading = Self.alternatives(reading)
        if text.isEmpty { text = reading }
        if reading.isEmpty {
            // A word written without kanji is its own reading (あそこ, テレビ, あぼ〜ん).
            guard !Word.containsKanji(text) else { return .failure(RowProblem("missing reading for “\(text)”")) }
            reading = text
        }
        let meanings = meanings.map(\.trimmingWhitespaceAndControls).filter { !$0.isEmpty }
        if meanings.isEmpty { return .failure(RowProblem("missing meaning for “\(text)”")) }
        let deck = (deck?.trimmingWhitespaceAndControls).flatMap { $0.isEmpty ? nil : $0 } ?? defaultDeck
        let level = level.flatMap(RawWord.jlptLevel)
        let allTags = tags.isEmpty && extraTags.isEmpty ? [] : Array(Set(tags + extraTags)).filter { !$0.isEmpty }.sorted()
        return .success(WordEntry(text: text, reading: reading, meanings: meanings, level: level, deck: deck,
                                  tags: allTags, isCommon: isCommon))
    }

    /// Japanese alternatives joined with a plain `/`: `きゅう / く` and `見る 観る` become `きゅう/く` and
    /// `見る/観る` (text with Latin letters keeps its spaces).
    static func alternatives(_ text: String) -> String {
        let hasLatin = text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard !hasLatin, text.contains(where: { $0 == " " || $0 == "\u{3000}" || $0 == "/" }) else { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "/" }).joined(separator: "/")
    }

    /// `N1`…`N5` from "N3", "n3", "3", "JLPT N3", "jlpt-n3"; `nil` otherwise.
    static func jlptLevel(_ text: String) -> String? {
        let digits = text.filter(\.isNumber)
        guard digits.count == 1, let level = Int(digits), (1...5).contains(level) else { return nil }
        return "N\(level)"
    }

    /// Whether every alternative of `text` is written in kana.
    static func isKanaOnly(_ text: String) -> Bool {
        text.split(separator: "/").allSatisfy { KanaScript.isKana(String($0)) }
    }
}

/// Why a row was refused.
struct RowProblem: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension String {
    /// Unicode's white space characters, without a property look-up (this runs for every imported field).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Without surrounding white space; tabs and line breaks inside become spaces, other C0 controls go.
    var trimmingWhitespaceAndControls: String {
        // Fast path, taken by nearly every field of a large import: no controls, no space at either end.
        if !utf8.contains(where: { $0 < 0x20 }), let first = unicodeScalars.first, let last = unicodeScalars.last,
           !Self.isSpace(first), !Self.isSpace(last) {
            return self
        }
        let cleaned = unicodeScalars.contains { $0.value < 0x20 }
            ? String(String.UnicodeScalarView(unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: " "
                case 0..<0x20: nil
                default: scalar
                }
            }))
            : self
        var slice = Substring(cleaned)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
