/// Example sentences of the bundled words (Tatoeba pairs compiled in by the executable,
/// `Data/BundledExamples.swift`), found by a binary search over the word: nothing is parsed before.
public struct ExampleSentences: Sendable {
    private let lines: SortedLines

    /// No sentences at all (the default of ``EnvironmentValues/exampleSentences``).
    public static let empty = ExampleSentences(rows: [])

    /// Lines of `word<TAB>reading<TAB>Japanese<TAB>English`, sorted by word in UTF-8 byte order.
    public init(text: StaticString) {
        lines = SortedLines(text: text)
    }

    /// The given sentences, filed under each word's written form and reading (for tests and small tools).
    public init(_ entries: [(text: String, reading: String, example: WordExample)]) {
        self.init(rows: entries.map { [$0.text, $0.reading, $0.example.japanese, $0.example.english ?? ""] })
    }

    private init(rows: [[String]]) {
        lines = SortedLines(rows: rows)
    }

    /// The sentences filed under `word` (its written form and reading), in the data's order; none for a word
    /// the data does not know.
    public func examples(for word: Word) -> [WordExample] {
        lines.rows(withKey: word.text).compactMap { fields in
            guard fields.count >= 4, fields[1] == word.reading, !fields[2].isEmpty else { return nil }
            return WordExample(japanese: fields[2], english: fields[3].isEmpty ? nil : fields[3])
        }
    }

    /// The sentence shown for `word`: the bank's own (``Word/example``, from its deck), else the first
    /// bundled one.
    public func example(for word: Word) -> WordExample? {
        word.example ?? examples(for: word).first
    }
}

/// The bundled example sentences lessons, wrong answers and `:example` fall back on.
public enum ExampleSentencesKey: EnvironmentKey {
    /// None: the executable sets the bundled Tatoeba pairs.
    public static let defaultValue = ExampleSentences.empty
}

extension EnvironmentValues {
    /// The bundled example sentences (default: none); a word's own example comes first.
    public var exampleSentences: ExampleSentences {
        get { self[ExampleSentencesKey.self] }
        set { self[ExampleSentencesKey.self] = newValue }
    }
}
