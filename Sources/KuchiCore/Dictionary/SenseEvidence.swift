import Foundation

/// Which later WordNet senses of a gloss a word's other glosses bear out (the fourth field of a thesaurus line,
/// `scripts/update-thesaurus.py`): for nouns and adverbs, the positions of the synonyms only later senses lend, and
/// for each gloss that bears out some sense (holds it, or its broader, narrower or derived words do), those it
/// keeps. 水 "water; liquid; fluid": "liquid" bears out the first sense only, so "water" lends no "urine" or "pee";
/// a word none of whose other glosses bears out a sense keeps every synonym, but another kind a later sense lends (`n!:`,
/// "hunger" lends "thirst" only beside "desire"). For a key glossed both as a verb and
/// as something else, it also says which synonyms only its verbs lend (none to 水's noun "water": no "irrigate"),
/// which of those a verbal noun keeps (離婚 "divorce": "split up"), and which only its other parts of speech lend
/// (none to 跳ぶ's "to jump": no "parachuting").
///
/// Read once per gloss (the thesaurus line is remembered), and weighed at each answer with the word's glosses.
struct SenseEvidence: Sendable {
    /// A later sense's doubtful positions (`n:3-8`), or the positions a gloss bearing it out keeps (`n.liquid=`).
    private struct Entry: Sendable {
        var part: Substring
        var other: String?
        var positions: IndexSet
    }

    private var entries: [Entry] = []
    /// Another kind a later sense lends (`n!:1-2`): left out unless a gloss of the word bears that sense out, whether or
    /// not any gloss bears out another (空腹 "hunger" lends no "thirst", a need of its own).
    private var otherKinds: [Entry] = []
    /// The positions only the key's verbs lend, those of them a verbal noun keeps, and those only its nouns,
    /// adjectives and adverbs lend.
    private var verbOnly = IndexSet(), derivedVerbs = IndexSet(), otherOnly = IndexSet()

    /// No evidence: every synonym is lent.
    static let none = SenseEvidence()

    /// Whether the line has nothing to narrow.
    let isEmpty: Bool

    private init() { isEmpty = true }

    /// The evidence of a thesaurus line's fourth field: `n:3-8;n.liquid=;n.pointer=4-5;n!:6;r:2;v:9;d:9;x:0-8`.
    init(field: Substring) {
        for entry in field.split(separator: ";") {
            if let equals = entry.firstIndex(of: "="), let dot = entry.firstIndex(of: "."), dot < equals {
                entries.append(Entry(part: entry[..<dot], other: String(entry[entry.index(after: dot)..<equals]),
                                     positions: Self.positions(entry[entry.index(after: equals)...])))
            } else if let colon = entry.firstIndex(of: ":") {
                let part = entry[..<colon], positions = Self.positions(entry[entry.index(after: colon)...])
                switch part {
                case _ where part.hasSuffix(Self.otherKindMark):
                    otherKinds.append(Entry(part: part.dropLast(), other: nil, positions: positions))
                case "v": verbOnly = positions
                case "d": derivedVerbs = positions
                case "x": otherOnly = positions
                default: entries.append(Entry(part: part, other: nil, positions: positions))
                }
            }
        }
        isEmpty = entries.isEmpty && verbOnly.isEmpty && otherOnly.isEmpty && otherKinds.isEmpty
    }

    /// After a part of speech: the positions of another kind only a later sense lends (``otherKinds``).
    static let otherKindMark = "!"

    /// The positions left out for a word whose glosses, in simple form, are `keys`: in each part of speech where
    /// one of them bears out a sense, the doubtful positions none of them keeps; for a verb's gloss (`verbGloss`)
    /// those only other parts of speech lend, for another's those only verbs lend (but a verbal noun's derived verbs).
    func leftOut(amongKeys keys: @autoclosure () -> Set<String>, verbGloss: Bool, verbalNoun: Bool) -> IndexSet {
        var left = verbGloss ? otherOnly : verbalNoun ? verbOnly.subtracting(derivedVerbs) : verbOnly
        guard entries.contains(where: { $0.other != nil }) || !otherKinds.isEmpty else { return left }
        let keys = keys()
        for kinds in otherKinds {
            let kept = entries.filter { $0.part == kinds.part && $0.other.map(keys.contains) == true }
                .reduce(into: IndexSet()) { $0.formUnion($1.positions) }
            left.formUnion(kinds.positions.subtracting(kept))
        }
        for doubtful in entries where doubtful.other == nil {
            var kept = IndexSet(), borne = false
            for entry in entries where entry.part == doubtful.part {
                if let other = entry.other, keys.contains(other) {
                    borne = true
                    kept.formUnion(entry.positions)
                }
            }
            if borne { left.formUnion(doubtful.positions.subtracting(kept)) }
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
