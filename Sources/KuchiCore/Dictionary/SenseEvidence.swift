import Foundation

/// Which later WordNet senses of a gloss a word's other glosses bear out (the fourth field of a thesaurus line,
/// `scripts/update-thesaurus.py`): for nouns and adverbs, the positions of the synonyms only later senses lend, and
/// for each gloss that bears out some sense (holds it, or its broader, narrower or derived words do), those it
/// keeps. 水 "water; liquid; fluid": "liquid" bears out the first sense only, so "water" lends no "urine" or "pee";
/// a word none of whose other glosses bears out a sense keeps every synonym. For a key glossed both as a verb and
/// as something else, it also says which synonyms only its verbs lend (none to 水's noun "water": no "irrigate"),
/// which of those a verbal noun keeps (離婚 "divorce": "split up"), and which only its other parts of speech lend
/// (none to 跳ぶ's "to jump": no "parachuting").
struct SenseEvidence: Sendable {
    /// One part of speech's doubtful positions, and those each bearing gloss keeps.
    private struct Part: Sendable {
        var doubtful = IndexSet()
        var kept: [String: IndexSet] = [:]
    }

    private var parts: [Part] = []
    /// The positions only the key's verbs lend, those of them a verbal noun keeps, and those only its nouns,
    /// adjectives and adverbs lend.
    private var verbOnly = IndexSet(), derivedVerbs = IndexSet(), otherOnly = IndexSet()

    /// No evidence: every synonym is lent.
    static let none = SenseEvidence()

    /// Whether the line has nothing to narrow.
    var isEmpty: Bool { parts.isEmpty && verbOnly.isEmpty && otherOnly.isEmpty }

    private init() {}

    /// The evidence of a thesaurus line's fourth field: `n:3-8;n.liquid=;n.pointer=4-5;r:2`.
    init(field: String) {
        var byPart: [String: Part] = [:], order: [String] = []
        for entry in field.split(separator: ";") {
            if let equals = entry.firstIndex(of: "="), let dot = entry.firstIndex(of: "."), dot < equals {
                let part = String(entry[..<dot])
                byPart[part, default: Part()].kept[String(entry[entry.index(after: dot)..<equals])] =
                    Self.positions(entry[entry.index(after: equals)...])
            } else if let colon = entry.firstIndex(of: ":") {
                let part = String(entry[..<colon]), positions = Self.positions(entry[entry.index(after: colon)...])
                switch part {
                case "v": verbOnly = positions; continue
                case "d": derivedVerbs = positions; continue
                case "x": otherOnly = positions; continue
                default: break
                }
                if !order.contains(part) { order.append(part) }
                byPart[part, default: Part()].doubtful = Self.positions(entry[entry.index(after: colon)...])
            }
        }
        parts = order.compactMap { byPart[$0] }.filter { !$0.doubtful.isEmpty }
    }

    /// The positions left out for a word whose glosses, in simple form, are `keys`: in each part of speech where
    /// one of them bears out a sense, the doubtful positions none of them keeps; for a verb's gloss (`verbGloss`)
    /// those only other parts of speech lend, for another's those only verbs lend (but a verbal noun's derived verbs).
    func leftOut(amongKeys keys: Set<String>, verbGloss: Bool, verbalNoun: Bool) -> IndexSet {
        var left = verbGloss ? otherOnly : verbOnly.subtracting(verbalNoun ? derivedVerbs : IndexSet())
        for part in parts {
            let bearing = part.kept.filter { keys.contains($0.key) }
            guard !bearing.isEmpty else { continue }
            var kept = IndexSet()
            for positions in bearing.values { kept.formUnion(positions) }
            left.formUnion(part.doubtful.subtracting(kept))
        }
        return left
    }

    /// Positions written as ranges ("0-2,5": 0, 1, 2, 5).
    static func positions(_ text: Substring) -> IndexSet {
        var found = IndexSet()
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            if let first = bounds.first, let last = bounds.last, first <= last { found.insert(integersIn: first...last) }
        }
        return found
    }
}
