import Foundation
import KuchiCore
import KuchiStore

/// The formats `kuchi export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case csv, tsv, json, jsonl

    /// The format a file's extension names (`.csv`, `.tsv`, `.json`, `.jsonl` or `.ndjson`; any case), or `nil`.
    public init?(extensionOf path: String) {
        let name = (path as NSString).pathExtension.lowercased()
        self.init(rawValue: name == "ndjson" ? "jsonl" : name)
    }

    /// The extension of `path` when it names a spreadsheet's own format, which Kuchi does not write (`xlsx`, `xls`,
    /// `ods`, `numbers`): CSV under that name would be refused by the spreadsheet that opens it.
    public static func unwritableSpreadsheet(_ path: String) -> String? {
        let name = (path as NSString).pathExtension.lowercased()
        return ["xlsx", "xlsm", "xls", "ods", "numbers"].contains(name) ? name : nil
    }

    /// The extension of `path` when it names a document, a web page or an image (`pdf`, `docx`, `html`, `md` …),
    /// which `kuchi export` does not write: CSV under that name would not open in the program its name promises
    /// (a progress report as a page or a PDF is `kuchi report`'s).
    public static func unwritableDocument(_ path: String) -> String? {
        let name = (path as NSString).pathExtension.lowercased()
        let documents: Set<String> = ["pdf", "doc", "docx", "odt", "rtf", "pages", "epub", "png", "jpg", "jpeg", "svg",
                                      "xml", "html", "htm", "md", "markdown"]
        return documents.contains(name) ? name : nil
    }
}

/// Writes exported rows in one format, byte by byte from SQLite's buffers into the output buffer.
/// Text that a spreadsheet would run as a formula is defused in CSV and TSV; JSON is escaped per RFC 8259.
struct ExportWriter {
    let format: ExportFormat
    let columns: [String]
    let sink: OutputSink
    private var rows = 0
    private let keys: [[UInt8]]
    /// The row being formatted: bytes go here first and reach the sink once per row, which keeps the
    /// per-byte work free of the exclusivity checks a class's stored buffer would need.
    private var line: [UInt8] = []

    /// Whether a cell an import would read as HTML is written escaped (``markupEscaped(_:)``): for words, which
    /// `kuchi import` reads back; an answer or a session is written as stored.
    private let escapesMarkup: Bool

    init(format: ExportFormat, columns: [String], sink: OutputSink, escapesMarkup: Bool = false) {
        self.format = format
        self.columns = columns
        self.sink = sink
        self.escapesMarkup = escapesMarkup
        keys = columns.map { Array(JSONString.literal($0).utf8) + [0x3A] }
    }

    func begin() {
        switch format {
        case .csv: sink.write(columns.joined(separator: ",") + "\r\n")
        case .tsv: sink.write(columns.joined(separator: "\t") + "\n")
        case .json: sink.write("[")
        case .jsonl: break
        }
    }

    mutating func write(_ row: ExportRow) {
        line.removeAll(keepingCapacity: true)
        switch format {
        case .csv, .tsv:
            let separator: UInt8 = format == .csv ? 0x2C : 0x09
            for column in row.kinds.indices {
                if column > 0 { append(byte: separator) }
                writeDelimited(row, column, separator: separator)
            }
            if format == .csv { append(byte: 0x0D) }
            append(byte: 0x0A)
        case .json, .jsonl:
            if format == .json { append(rows == 0 ? "\n" : ",\n") }
            append(byte: 0x7B)
            for column in row.kinds.indices {
                if column > 0 { append(byte: 0x2C) }
                append(bytes: keys[column])
                writeJSON(row, column)
            }
            append(byte: 0x7D)
            if format == .jsonl { append(byte: 0x0A) }
        }
        sink.write(bytes: line)
        rows += 1
    }

    func end() {
        if format == .json { sink.write(rows == 0 ? "]\n" : "\n]\n") }
    }

    private mutating func append(byte: UInt8) {
        line.append(byte)
    }

    private mutating func append(bytes: some Sequence<UInt8>) {
        line.append(contentsOf: bytes)
    }

    private mutating func append(_ text: String) {
        line.append(contentsOf: text.utf8)
    }

    /// The decimal digits of `value`, written without making a `String`.
    private mutating func append(integer value: Int64) {
        if value < 0 { append(byte: 0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 20 digits at most: 24 bytes of room
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
            } while magnitude > 0
            line.append(contentsOf: buffer[index...])
        }
    }

    private mutating func writeDelimited(_ row: ExportRow, _ column: Int, separator: UInt8) {
        // A NULL cell is empty, as an empty text is: only numbers need asking (NULL is not 0).
        switch row.kinds[column] {
        case .integer: if !row.isNull(column) { append(integer: row.integer(column)) }
        case .boolean: if !row.isNull(column) { append(byte: row.integer(column) != 0 ? 0x31 : 0x30) }
        case .time:
            let bytes = row.text(column)
            if !bytes.isEmpty { writeTime(bytes) }
        case .milliseconds: if !row.isNull(column) { writeTime(milliseconds: row.integer(column)) }
        case .text:
            let bytes = row.text(column)
            if escapesMarkup, let escaped = Self.markupEscaped(bytes) {
                escaped.withUnsafeBufferPointer { writeDelimited(text: $0, separator: separator) }
            } else {
                writeDelimited(text: bytes, separator: separator)
            }
        }
    }

    /// A text cell: quoted when it holds a quote, a line break or the separator; defused when it starts like a formula.
    private mutating func writeDelimited(text bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) {
        let defuse = SpreadsheetSafety.needsDefusing(bytes)
        // One look at each byte: whether the cell needs quotes, and whether it holds a control character
        // other than a line break or tab (ESC …, stored by an older build), which is left out.
        var quote = false, control = false
        for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x7F || byte == separator {
            if byte == 0x22 || byte == 0x0A || byte == 0x0D || byte == separator { quote = true } else if byte != 0x09 { control = true }
        }
        if quote { append(byte: 0x22) }
        if defuse { append(byte: 0x27) }
        if quote || control {
            for byte in bytes where byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if byte == 0x7F { continue }
                if byte == 0x22 && quote { append(byte: 0x22) }
                append(byte: byte)
            }
            if quote { append(byte: 0x22) }
        } else {
            append(bytes: bytes)
        }
    }

    private mutating func writeJSON(_ row: ExportRow, _ column: Int) {
        if row.isNull(column) { return append("null") }
        switch row.kinds[column] {
        case .integer: append(integer: row.integer(column))
        case .boolean: append(row.integer(column) != 0 ? "true" : "false")
        case .time:
            append(byte: 0x22)
            writeTime(row.text(column))
            append(byte: 0x22)
        case .milliseconds:
            append(byte: 0x22)
            writeTime(milliseconds: row.integer(column))
            append(byte: 0x22)
        case .text:
            let bytes = row.text(column)
            if escapesMarkup, let escaped = Self.markupEscaped(bytes) {
                escaped.withUnsafeBufferPointer { JSONString.writeLiteral(utf8: $0, to: &line) }
            } else {
                JSONString.writeLiteral(utf8: bytes, to: &line)
            }
        }
    }

    /// A text cell an import would read as HTML (``HTMLText/isMarkup(_:)``: a meaning typed `cow <b>` or `a &amp; b`)
    /// with its `&` and `<` written as character references, so that `kuchi import` reads it back as it is; `nil` for
    /// any other cell, written as it is (`x < y`, `<3`, `salt & pepper`).
    private static func markupEscaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard bytes.contains(where: { $0 == 0x3C || $0 == 0x26 }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return HTMLText.isMarkup(text) ? Array(HTMLText.escaped(text).utf8) : nil
    }

    /// Milliseconds since 1970 as `2026-11-22T03:18:00.000Z`: what ``writeTime(_:)`` writes for the same
    /// instant stored as text.
    private mutating func writeTime(milliseconds: Int64) {
        UTCTime(milliseconds: milliseconds).appendStored(to: &line, separator: 0x54)
        append(byte: 0x5A)
    }

    /// `2026-11-22 03:18:00.000` as `2026-11-22T03:18:00.000Z`.
    private mutating func writeTime(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte: byte == 0x20 ? 0x54 : byte) }
        append(byte: 0x5A)
    }
}

/// Defuses text cells that a spreadsheet would run as a formula (OWASP "CSV injection").
public enum SpreadsheetSafety {
    /// `text` with a leading `'` when it starts with `=`, `+`, `-`, `@`, tab or carriage return and is
    /// not simply a number (numbers stay numbers).
    public static func defuse(_ text: String) -> String {
        var text = text
        return text.withUTF8 { needsDefusing($0) } ? "'" + text : text
    }

    /// Whether the cell's bytes start like a formula and are not a plain number.
    static func needsDefusing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains(first) else { return false }
        return Double(String(decoding: bytes, as: UTF8.self)) == nil
    }
}
