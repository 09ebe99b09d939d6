import Foundation

import KuchiStore

/// The formats `kuchi export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    case csv, tsv, json, jsonl
}

/// Writes exported rows in one format. Text that a spreadsheet would run as a formula is defused in
/// CSV and TSV; JSON is escaped per RFC 8259.
struct ExportWriter {
    let format: ExportFormat
    let columns: [String]
    let sink: OutputSink
    private var rows = 0

    init(format: ExportFormat, columns: [String], sink: OutputSink) {
        self.format = format
        self.columns = columns
        self.sink = sink
    }

    mutating func begin() {
        switch format {
        case .csv: sink.write(columns.joined(separator: ",") + "\r\n")
        case .tsv: sink.write(columns.joined(separator: "\t") + "\n")
        case .json: sink.write("[")
        case .jsonl: break
        }
    }

    mutating func write(_ values: [ExportValue]) {
        switch format {
        case .csv, .tsv:
            let separator = format == .csv ? "," : "\t"
            var line = ""
            for (index, value) in values.enumerated() {
                if index > 0 { line += separator }
                line += Self.delimited(value, separator: separator)
            }
            sink.write(line + (format == .csv ? "\r\n" : "\n"))
        case .json, .jsonl:
            var object = format == .json ? (rows == 0 ? "\n" : ",\n") : ""
            object += "{"
            for (index, value) in values.enumerated() {
                if index > 0 { object += "," }
                object += JSONText.quoted(columns[index]) + ":" + Self.json(value)
            }
            sink.write(object + (format == .jsonl ? "}\n" : "}"))
        }
        rows += 1
    }

    mutating func end() {
        if format == .json { sink.write(rows == 0 ? "]\n" : "\n]\n") }
    }

    /// A CSV/TSV cell: defused, then quoted when it holds the separator, a quote or a line break.
    static func delimited(_ value: ExportValue, separator: String) -> String {
        switch value {
        case .null: return ""
        case let .integer(number): return String(number)
        case let .boolean(flag): return flag ? "1" : "0"
        case let .time(text): return text
        case let .text(text):
            let safe = SpreadsheetSafety.defuse(text)
            guard safe.contains(where: { $0 == "\"" || $0 == "\n" || $0 == "\r" || String($0) == separator }) else { return safe }
            return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }

    static func json(_ value: ExportValue) -> String {
        switch value {
        case .null: "null"
        case let .integer(number): String(number)
        case let .boolean(flag): flag ? "true" : "false"
        case let .text(text), let .time(text): JSONText.quoted(text)
        }
    }
}

/// Defuses text cells that a spreadsheet would run as a formula (OWASP "CSV injection").
public enum SpreadsheetSafety {
    /// `text` with a leading `'` when it starts with `=`, `+`, `-`, `@`, tab or carriage return and is
    /// not simply a number (numbers stay numbers).
    public static func defuse(_ text: String) -> String {
        guard let first = text.first, "=+-@\t\r".contains(first) else { return text }
        if Double(text) != nil { return text }
        return "'" + text
    }
}

/// JSON string literals.
enum JSONText {
    /// `text` as a quoted JSON string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
