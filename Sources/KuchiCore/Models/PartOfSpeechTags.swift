import Foundation

/// JMdict's part-of-speech tags at the start of a meaning (`(n) transfer`, `(conj; exp; int) Thank you`,
/// `(v5r, vi) to take the place of`), as EDICT-style lists copy them into their meanings column: no part of
/// the meaning, so an import drops them.
///
/// Only a parenthesised group made wholly of such codes goes; a note in words stays (`(not) always`,
/// `(a) joy`, `(in the) neighbourhood`), and so does a group with nothing after it. The bundled lists are
/// cleaned by the same rule (`scripts/pos_tags.py`).
public enum PartOfSpeechTags {
    /// `meaning` without the part-of-speech groups it starts with.
    public static func removingLeading(from meaning: String) -> String {
        var text = Substring(meaning).drop { $0 == " " }
        while text.first == "(", let close = text.firstIndex(of: ")") {
            let inside = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...].drop { $0 == " " }
            let codes = inside.split(whereSeparator: { $0 == ";" || $0 == "," }).map { String($0.filter { $0 != " " }) }
            guard !codes.isEmpty, !inside.contains("("), codes.allSatisfy(isCode), !rest.isEmpty else { break }
            text = rest
        }
        return String(text)
    }

    /// `meaning` without a part-of-speech group it ends with (`study (n, vs)`, `quiet (adj-na)`, as Anki decks built from
    /// EDICT write them): only a last parenthesised group made wholly of codes, after some text, goes; a note in words
    /// stays (`(informal)`, `(e.g. behind doors)`, `(a) joy`).
    public static func removingTrailing(from meaning: String) -> String {
        guard meaning.last == ")", let open = meaning.lastIndex(of: "(") else { return meaning }
        let inside = meaning[meaning.index(after: open)..<meaning.index(before: meaning.endIndex)]
        let before = meaning[..<open].trimmingCharacters(in: .whitespaces)
        let codes = inside.split(whereSeparator: { $0 == ";" || $0 == "," }).map { String($0.filter { $0 != " " }) }
        guard !before.isEmpty, !codes.isEmpty, !inside.contains(")"), codes.allSatisfy(isCode) else { return meaning }
        return before
    }

    private static let plainCodes: Set<String> = [
        "n", "n-adv", "n-t", "n-suf", "n-pref", "n-pr", "adj", "adv", "adv-to", "aux", "aux-v", "aux-adj", "conj", "cop",
        "cop-da", "ctr", "exp", "int", "num", "pn", "pref", "prt", "suf", "unc", "vi", "vt", "vk", "vn", "vr", "vz", "vs",
        "vs-s", "vs-i", "vs-c", "iv", "uk", "abbr", "P",
    ]

    /// A JMdict part-of-speech code: one of ``plainCodes``, `adj-…` (adj-i, adj-na …) or a verb class (`v1`, `v5r`, `v5k-s`).
    private static func isCode(_ code: String) -> Bool {
        if plainCodes.contains(code) { return true }
        if code.hasPrefix("adj-") { return code.dropFirst(4).allSatisfy { $0.isASCII && $0.isLowercase } && code.count > 4 }
        guard code.first == "v", code.count >= 2, let digit = code.dropFirst().first, ("1"..."5").contains(digit) else { return false }
        return code.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}
