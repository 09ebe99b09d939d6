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
}

extension WordSource {
    var numbersLines: Bool { true }
}

/// CSV or TSV with a header row naming the columns.
struct DelimitedWordSource: WordSource {
    private var parser: DelimitedParser
    private let mapping: ColumnMapping

    init(reader: ByteReader, delimiter: UInt8, overrides: [ColumnMapping.Field: String], path: String) throws {
        parser = DelimitedParser(reader: reader, delimiter: delimiter)
        guard case let .fields(header)? = parser.next() else {
            if let failure = parser.failure { throw TransferError.cannotRead(path: path, reason: String(cString: strerror(failure))) }
            throw TransferError.invalidRows(["\(path):1: no header row naming the columns (word, reading, meanings, …)"], more: 0)
        }
        mapping = try ColumnMapping(header: header, overrides: overrides)
        guard mapping.isUsable else {
            throw TransferError.invalidRows(["\(path):1: the header (\(header.joined(separator: ", "))) names no word and meaning columns; map them with --columns word=…,reading=…,meanings=…"], more: 0)
        }
    }

    var bytesRead: Int { parser.bytesRead }
    var readFailure: Int32? { parser.failure }

    mutating func next() throws -> SourceItem? {
        guard let record = parser.next() else { return nil }
        switch record {
        case let .fields(fields):
            if fields.allSatisfy({ $0.trimmingWhitespaceAndControls.isEmpty }) { return try next() }   // a blank spreadsheet row
            return SourceItem(line: parser.recordLine, word: .success(mapping.word(from: fields)))
        case let .invalid(reason): return SourceItem(line: parser.recordLine, word: .failure(RowProblem(reason)))
        }
    }
}
