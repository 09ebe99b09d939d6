/// The kanji a word is written with, looked up in KANJIDIC's lines (compiled in by the executable):
/// a binary search per kanji, nothing parsed before.
public struct KanjiDictionary: Sendable {
    private let lines: SortedLines

    /// No kanji at all (the default of ``EnvironmentValues/kanji``).
    public static let empty = KanjiDictionary(rows: [])

    /// Lines of `kanji<TAB>strokes<TAB>grade<TAB>JLPT level<TAB>on readings<TAB>kun readings<TAB>meanings`,
    /// sorted by kanji in UTF-8 byte order, readings space-separated and meanings `; `-separated
    /// (`Data/BundledKanji.swift`).
    public init(text: StaticString) {
        lines = SortedLines(text: text)
    }

    /// The given kanji (for tests and small tools).
    public init(_ kanji: [Kanji]) {
        self.init(rows: kanji.map { kanji in
            [kanji.character, String(kanji.strokes), kanji.grade.map(String.init) ?? "", kanji.jlptLevel ?? "",
             kanji.onReadings.joined(separator: " "), kanji.kunReadings.joined(separator: " "),
             kanji.meanings.joined(separator: "; ")]
        })
    }

    private init(rows: [[String]]) {
        lines = SortedLines(rows: rows)
    }

    /// The kanji `character`, or nil when the dictionary does not have it (kana, Latin, a rare character).
    public func kanji(_ character: String) -> Kanji? {
        guard let fields = lines.rows(withKey: character).first, fields.count >= 7, let strokes = Int(fields[1]) else {
            return nil
        }
        func list(_ text: String, _ separator: String) -> [String] {
            text.split(separator: separator).map(String.init)
        }
        return Kanji(character: fields[0], meanings: list(fields[6], "; "), onReadings: list(fields[4], " "),
                     kunReadings: list(fields[5], " "), strokes: strokes, grade: Int(fields[2]),
                     jlptLevel: fields[3].isEmpty ? nil : fields[3])
    }

    /// Each kanji of `text` the dictionary has, once, in the order they are written (`勉強する`: 勉, 強);
    /// the kanji of every `/` alternative.
    public func kanji(in text: String) -> [Kanji] {
        var seen = Set<String>()
        var found: [Kanji] = []
        for character in text where Word.containsKanji(String(character)) {
            let name = String(character)
            guard seen.insert(name).inserted, let kanji = kanji(name) else { continue }
            found.append(kanji)
        }
        return found
    }
}

/// The kanji dictionary lessons and word details describe a word's kanji from.
public enum KanjiKey: EnvironmentKey {
    /// None: the executable sets the bundled KANJIDIC.
    public static let defaultValue = KanjiDictionary.empty
}

extension EnvironmentValues {
    /// The kanji dictionary lessons describe a word's kanji from (default: none).
    public var kanji: KanjiDictionary {
        get { self[KanjiKey.self] }
        set { self[KanjiKey.self] = newValue }
    }
}
