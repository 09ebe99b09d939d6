import Foundation
import KuchiCore

/// A word as it comes from a word list, before it has an id.
public struct WordEntry: Sendable, Equatable {
    /// The written form.
    public var text: String
    /// The kana reading.
    public var reading: String
    /// English glosses, most common first.
    public var meanings: [String]
    /// The JLPT level, if any.
    public var level: String?
    /// The list the word came from.
    public var deck: String
    /// Labels, without spaces (Anki's convention).
    public var tags: [String]
    /// Whether a dictionary marks the word as common (EDICT's `(P)`).
    public var isCommon: Bool
    /// Other written forms the word's line gives it (EDICT2's `鯖;鯖魚`: 鯖魚), found by the word browser; stored NFC.
    public var otherForms: [String] = [] {
        didSet { otherForms = otherForms.map(NFC.normalize) }
    }
    /// An example sentence the list gives the word (an Anki Sentence field), kept in `word_example`.
    public var example: WordExample? {
        didSet { example = example.map { WordExample(japanese: NFC.normalize($0.japanese), english: $0.english.map(NFC.normalize)) } }
    }

    /// Creates an entry; text is stored NFC-normalised.
    public init(text: String, reading: String, meanings: [String], level: String? = nil, deck: String = "default",
                tags: [String] = [], isCommon: Bool = false) {
        self.text = NFC.normalize(text)
        self.reading = NFC.normalize(reading)
        self.meanings = meanings.map(NFC.normalize)
        self.level = level
        self.deck = NFC.normalize(deck)
        self.tags = tags.map { NFC.normalize($0).replacingOccurrences(of: " ", with: "_") }
        self.isCommon = isCommon
    }
}

/// Unicode NFC, with a fast path for text that is already NFC by construction (ASCII, kana without
/// combining marks, CJK ideographs, full-width forms): imports normalise millions of fields.
public enum NFC {
    /// `text` in Normalization Form C.
    public static func normalize(_ text: String) -> String {
        text.unicodeScalars.allSatisfy(isStable) ? text : text.precomposedStringWithCanonicalMapping
    }

    private static func isStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x3000...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF00...0xFFEF: true
        default: false
        }
    }
}

/// Reads the bundled list's format: a header line, then `word<TAB>reading<TAB>meanings<TAB>level`,
/// meanings separated by "; ".
public enum WordListTSV {
    /// A line that does not fit the format.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        /// The 1-based line number.
        public var line: Int
        /// What is wrong with it.
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses the whole list (lines ended by LF), putting every word in `deck`.
    public static func parse(_ text: String, deck: String) throws(Malformed) -> [WordEntry] {
        var entries: [WordEntry] = []
        for (index, line) in lines(of: text).enumerated() where index > 0 {
            let fields = tabFields(of: line)
            if fields.allSatisfy({ $0.isEmpty }) { continue }
            guard fields.count >= 3 else { throw Malformed(line: index + 1, reason: "expected 4 tab-separated fields, found \(fields.count)") }
            let meanings = Word.meanings(fromColumn: fields[2])
            guard !fields[0].isEmpty, !fields[1].isEmpty, !meanings.isEmpty else {
                throw Malformed(line: index + 1, reason: "word, reading and meanings must not be empty")
            }
            entries.append(WordEntry(text: fields[0], reading: fields[1], meanings: meanings,
                                     level: fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil, deck: deck))
        }
        return entries
    }

    /// The lines of `text`, split at each LF byte. Split by UTF-8 bytes, not by `Character` (every new bank parses
    /// thousands of bundled lines): LF and TAB are ASCII, never part of another character, and each is a
    /// grapheme of its own, so the pieces are the ones a split by `Character` gives for text without CR LF.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The TAB-separated fields of one line, as `lines(of:)` splits lines.
    static func tabFields(of line: Substring) -> [String] {
        line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// Reads and parses the list at `url`; the deck is the file's name without its extension.
    public static func load(_ url: URL) throws -> [WordEntry] {
        try parse(String(contentsOf: url, encoding: .utf8), deck: url.deletingPathExtension().lastPathComponent)
    }
}
