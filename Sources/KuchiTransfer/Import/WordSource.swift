import Foundation

/// One item read from a word list: a word, or a row that cannot be read.
struct SourceItem {
    /// The 1-based line (or, for a JSON array, item) number.
    var line: Int
    var word: Result<RawWord, RowProblem>
}

/// A parser of one word-list format, read one item at a time.
protocol WordSource {
    /// The next item, or `nil` at the end.
    mutating func next() throws -> SourceItem?
    /// Bytes of the file consumed so far, for progress.
    var bytesRead: Int { get }
    /// The errno of a failed read, if reading stopped on an error rather than at the end of the file.
    var readFailure: Int32? { get }
    /// Whether items are numbered by line (`file:line`) rather than by position in a JSON array (`file:item`).
    var numbersLines: Bool { get }
    /// Cloze notes passed over so far (Anki's text export lists them beside the words): no word, and no bad row.
    var skippedClozeNotes: Int { get }
    /// Dictionary entries with no meaning passed over so far (EDICT): no word, and no bad row.
    var skippedWithoutMeaning: Int { get }
    /// The columns a header names that no field of a word reads (`備考`, `colour`), which the import names.
    var unreadColumns: [String] { get }
    /// Which named column became which field of a word, when the list names its columns in a way a learner may not
    /// expect to be read (Anki's `#columns:` line), for the import's summary; `nil` to say nothing.
    var columnUse: String? { get }
}

extension WordSource {
    var numbersLines: Bool { true }
    var skippedClozeNotes: Int { 0 }
    var skippedWithoutMeaning: Int { 0 }
    var unreadColumns: [String] { [] }
    var columnUse: String? { nil }
}

/// CSV or TSV: with a header row naming the columns, or without one (as Quizlet and many hand-made lists
/// are written), when the first row is already a word: each row's fields are then told apart by their
/// text, as for Anki notes.
struct DelimitedWordSource: WordSource {
    private var parser: DelimitedParser
    /// `nil` for a file without a header row.
    private let mapping: ColumnMapping?
    /// The first row of a file without a header: a word to give first.
    private var firstRow: [String]?
    /// The line of the header row (or of the first row of a file without one).
    private let headerLine: Int
    /// How many columns the header names, up to its last name (a trailing separator names none).
    private let headerColumns: Int
    /// The separator, named in messages.
    private let delimiter: UInt8
    let unreadColumns: [String]

    init(reader: ByteReader, delimiter: UInt8, overrides: [ColumnMapping.Field: String], path: String, firstLine: Int = 1) throws {
        parser = DelimitedParser(reader: reader, delimiter: delimiter, firstLine: firstLine)
        guard case let .fields(header)? = parser.next() else {
            if let failure = parser.failure { throw TransferError.cannotRead(path: path, reason: String(cString: strerror(failure))) }
            if parser.bytesRead == 0 { throw TransferError.unusableList(place: path, reason: "the file is empty") }
            throw TransferError.unusableList(place: "\(path):\(firstLine)", reason: "no header row naming the columns (word, reading, meanings, …)")
        }
        headerLine = parser.recordLine
        headerColumns = (header.lastIndex { !$0.trimmingWhitespace.isEmpty } ?? -1) + 1
        self.delimiter = delimiter
        let named = try ColumnMapping(header: header, overrides: overrides)
        unreadColumns = named.isUsable ? named.unreadColumns(of: header) : []
        if named.isUsable {
            mapping = named
        } else if overrides.isEmpty, !ColumnMapping.namesColumns(header), Self.isWord(header) {
            mapping = nil
            firstRow = header
        } else if header.count == 1, let other = [("\t", "tab", "tsv"), (";", "semicolon", nil), (",", "comma", "csv")]
                    .first(where: { header[0].contains($0.0) && $0.0 != String(UnicodeScalar(delimiter)) }) {
            // One column holding another separator: the file is not separated as it was read.
            let format = other.2.map { "; import it with --format \($0)" } ?? ""
            throw TransferError.unusableList(place: "\(path):\(headerLine)", reason: "the header is one column holding \(other.1)s: the file looks \(other.1)-separated\(format)")
        } else if named.columns[.meanings] == nil, named.columns[.word] != nil || named.columns[.reading] != nil {
            // The word is there, only the meanings' column is not: said so, with the option that maps it.
            throw TransferError.unusableList(place: "\(path):\(headerLine)",
                                             reason: MissingMeaningColumn.headerReason(header, mapping: named, overrides: overrides))
        } else {
            throw TransferError.unusableList(place: "\(path):\(headerLine)", reason: "the header (\(header.joined(separator: ", "))) names no word and meaning columns; map them with --columns word=…,reading=…,meanings=…")
        }
    }

    var bytesRead: Int { parser.bytesRead }
    var readFailure: Int32? { parser.failure }

    mutating func next() throws -> SourceItem? {
        if let row = firstRow {
            firstRow = nil
            return SourceItem(line: headerLine, word: .success(word(from: row)))
        }
        guard let record = parser.next() else { return nil }
        switch record {
        case let .fields(fields):
            if fields.allSatisfy({ $0.trimmingWhitespace.isEmpty }) { return try next() }   // a blank spreadsheet row
            if let problem = fieldsPastTheHeader(fields) { return SourceItem(line: parser.recordLine, word: .failure(problem)) }
            return SourceItem(line: parser.recordLine, word: .success(word(from: fields)))
        case let .invalid(reason): return SourceItem(line: parser.recordLine, word: .failure(RowProblem(reason)))
        }
    }

    /// A row with text in more fields than the header names would lose it: most often a meaning list written with
    /// the file's own separator and no quotes (`海老,えび,shrimp, prawn`). Empty fields past the header (a
    /// spreadsheet's trailing separators) lose nothing.
    private func fieldsPastTheHeader(_ fields: [String]) -> RowProblem? {
        guard mapping != nil, fields.count > headerColumns,
              let lost = fields[headerColumns...].first(where: { !$0.trimmingWhitespace.isEmpty }) else { return nil }
        let advice = switch delimiter {
        case 0x2C: #"put a field that holds a comma in double quotes ("shrimp, prawn"), or separate meanings with “;”"#
        case 0x09: "a tab splits a field: separate meanings with “;”"
        default: #"put a field that holds a “\#(Character(UnicodeScalar(delimiter)))” in double quotes"#
        }
        let shown = lost.count > 40 ? String(lost.prefix(39)) + "…" : lost
        return RowProblem("\(fields.count) fields where the header names \(headerColumns): “\(shown.trimmingWhitespace)” would be lost; \(advice)")
    }

    private func word(from fields: [String]) -> RawWord {
        guard let mapping else {
            let undefused = fields.map(ColumnMapping.undoFormulaDefusing)
            let plain = undefused.map { CardFields.plainText($0) }
            var raw = AnkiWordSource.guess(CardFields.expand(plain), skipping: [])
            raw.htmlFields = zip(undefused, plain).count { $0 != $1 }
            // Without column names the meaning's field is not known: a field that was markup alone stands for it when the
            // row gives no meaning.
            raw.meaningsOnlyMarkup = raw.meanings.isEmpty && zip(undefused, plain).contains { $0 != $1 && HTMLText.leavesNoText($1) }
            if raw.reading.isEmpty, let (word, reading) = Furigana.split(raw.text) {
                raw.text = word
                raw.reading = reading
            }
            return raw
        }
        return mapping.word(from: fields, readsHTML: true)
    }

    /// Whether a first row is a word rather than column names: Japanese in one field, a meaning in another.
    private static func isWord(_ fields: [String]) -> Bool {
        let guessed = AnkiWordSource.guess(CardFields.expand(fields.map { CardFields.plainText($0) }), skipping: [])
        return !guessed.text.isEmpty && !guessed.meanings.isEmpty
    }
}
