import Foundation
import KuchiCore
import TOMLKit

/// The config file's text, read as TOML: its settings, with their lines, and edits that keep the rest.
///
/// Settings sit at the top level (the canonical layout) or in a `[practice]` table. A value may be a
/// TOML string, integer, float or boolean; its text goes to ``Setting``, which checks it.
public struct ConfigDocument: Sendable {
    /// The table that may hold settings, besides the top level.
    public static let practiceTable = "practice"

    /// The file's path, for messages.
    public let path: String
    /// The file's text.
    public let text: String

    /// A document over `text`, read from `path`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Every setting in the file, in the order of their lines.
    /// - Throws: ``ConfigFileError`` for text that is not TOML, an unknown table or a setting given twice;
    ///   ``SettingError`` for an unknown key or a value that is a table or an array.
    public func entries() throws -> [ConfigEntry] {
        let table: TOMLTable
        if let line = KeyDepth.lineWithDeepKey(in: text) {
            throw ConfigFileError.invalidTOML(path: path, line: line, column: 1, reason: "a key or table name of more than "
                                              + "\(KeyDepth.maximumParts) dotted parts; settings are keys of one part, at the top level or in [practice]")
        }
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            throw ConfigFileError.invalidTOML(path: path, line: line, column: error.source.begin.column,
                                              reason: Self.unclosedString(line: line, in: text)
                                                  ?? error.description + Self.quotingHint(line: line, in: text))
        }
        let index = ConfigLineIndex(text)
        var entries: [ConfigEntry] = []
        for key in table.keys {
            guard let value = table[key] else { continue }
            if value.type == .table, let inner = value.table {
                guard key == Self.practiceTable else {
                    throw ConfigFileError.unknownTable(name: key, path: path, line: index.line(of: [key]) ?? 1)
                }
                for innerKey in inner.keys {
                    if let innerValue = inner[innerKey] {
                        entries.append(try entry([key, innerKey], innerValue, index: index))
                    }
                }
            } else {
                entries.append(try entry([key], value, index: index))
            }
        }
        entries.sort { $0.source.line < $1.source.line }
        var seen: [String: Int] = [:]
        for entry in entries {
            let setting = try Setting.named(entry.key, source: entry.source)
            if let first = seen[setting.configKey] {
                throw ConfigFileError.duplicate(key: setting.configKey, path: path, line: entry.source.line, firstLine: first)
            }
            seen[setting.configKey] = entry.source.line
        }
        return entries
    }

    /// One setting's entry; its value as text.
    private func entry(_ keyPath: [String], _ value: any TOMLValueConvertible, index: ConfigLineIndex) throws -> ConfigEntry {
        let name = keyPath.joined(separator: ".")
        // A key in an inline table has no line of its own: the table's line is where it is set.
        let line = index.line(of: keyPath) ?? index.tableLine(of: keyPath) ?? 0
        let source = SettingSource.configFile(path: path, line: line)
        let key = keyPath.last ?? name
        let setting = try Setting.named(key, source: source)
        let text: String? = switch value.type {
        case .string: value.string
        case .int: value.int.map(String.init)
        case .double: value.double.map { String($0) }
        case .bool: value.bool.map { String($0) }
        case .array where setting.takesSeveral: Self.names(value.array)
        default: nil
        }
        guard let text else {
            throw SettingError.notAValue(name: key, found: "a TOML \(value.type)", expected: setting.expectation, source: source)
        }
        return ConfigEntry(key: key, value: text, source: source)
    }
}

extension ConfigDocument {
    /// A TOML array of strings as a setting's comma-separated text; `nil` when an element is not a string.
    static func names(_ array: TOMLArray?) -> String? {
        guard let array else { return nil }
        var names: [String] = []
        for element in array {
            guard let name = element.string else { return nil }
            names.append(name)
        }
        return WordScope.listText(names)
    }

    /// ". Text needs quotes: answer_mode = "reading"" when line `number` of `text` sets a known setting to
    /// a bare word, which TOML cannot read; empty otherwise.
    /// What is wrong when line `number`'s value opens a one-line string it never closes (`level = "N5`): the
    /// TOML parser reports it as a control character (the line break it ran into). `nil` for other lines.
    static func unclosedString(line number: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return nil }
        let parts = lines[number - 1].split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let quote = parts[1].first, quote == "\"" || quote == "'",
              !parts[1].hasPrefix(String(repeating: quote, count: 3)) else { return nil }
        var escaped = false
        for character in parts[1].dropFirst() {
            if quote == "\"", character == "\\", !escaped { escaped = true; continue }
            if character == quote, !escaped { return nil }
            escaped = false
        }
        return "the text after \(parts[0]) = has no closing \(quote) on its line (\(parts[0]) = \(quote)…\(quote))"
    }

    static func quotingHint(line number: Int, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return "" }
        let parts = lines[number - 1].split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let key = parts[0].split(separator: ".").last.map(String.init), Setting.named(key) != nil else {
            return ""
        }
        let value = parts[1].split(separator: "#", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard value.contains(where: \.isLetter), !["\"", "'", "[", "{"].contains(value.first),
              !["true", "false", "inf", "nan"].contains(value) else { return "" }
        return ". Text needs quotes: \(parts[0]) = \"\(value)\""
    }
}

extension SettingSource {
    /// The config file line, or 0 for other layers.
    var line: Int {
        if case let .configFile(_, line) = self { return line }
        return 0
    }
}
