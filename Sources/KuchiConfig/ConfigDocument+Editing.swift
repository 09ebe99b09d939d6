import Foundation
import KuchiCore

extension ConfigDocument {
    /// The document with `key` set to `value`: the value is replaced on its own line (keeping the line's
    /// comment and every other line as written), or added at the end when the file does not set it yet.
    /// - Throws: what ``entries()`` throws for the file as it is, ``SettingError`` for an unknown setting or
    ///   a bad value, ``ConfigFileError/cannotEdit(key:path:line:)`` for a value that spans lines.
    public func setting(_ key: String, to value: String) throws -> ConfigDocument {
        let setting = try Setting.named(key, source: .configCommand)
        var scratch = EnvironmentValues()
        try setting.apply(value, from: .configCommand, to: &scratch)
        // Trimmed as a setting trims it, so the file names a deck that is in the bank.
        let literal = TOMLLiteral.value(Setting.trimmed(value))
        let existing = try entries().first { Setting.named($0.key)?.configKey == setting.configKey }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        guard let existing else {
            let separator = text.isEmpty || text.last == "\n" || text.last == "\r\n" ? "" : newline
            return try ConfigDocument(path: path, text: text + separator + "\(setting.configKey) = \(literal)" + newline).checked()
        }
        let line = existing.source.line
        let index = ConfigLineIndex(text)
        let keyLine = try editableLine(of: existing, as: setting.configKey, in: index)
        guard let valueEnd = TOMLLiteral.endOfValue(in: keyLine.afterEquals) else {
            throw ConfigFileError.cannotEdit(key: setting.configKey, path: path, line: line)
        }
        // The index's lines are slices of `text`: replace the value in place, leaving every other byte.
        let edited = text.replacingCharacters(in: keyLine.afterEquals.startIndex..<valueEnd, with: " " + literal)
        return try ConfigDocument(path: path, text: edited).checked()
    }

    /// The document without the line setting `key` (every other line kept as written), so that the setting falls back
    /// to its default; `nil` when the file does not set it.
    /// - Throws: what ``entries()`` throws for the file as it is, ``SettingError`` for an unknown setting,
    ///   ``ConfigFileError/cannotEdit(key:path:line:)`` for a value that spans lines.
    public func unsetting(_ key: String) throws -> ConfigDocument? {
        let setting = try Setting.named(key, source: .configUnset)
        guard let existing = try entries().first(where: { Setting.named($0.key)?.configKey == setting.configKey }) else { return nil }
        let line = existing.source.line
        let index = ConfigLineIndex(text)
        let keyLine = try editableLine(of: existing, as: setting.configKey, in: index)
        guard TOMLLiteral.endOfValue(in: keyLine.afterEquals) != nil else {
            throw ConfigFileError.cannotEdit(key: setting.configKey, path: path, line: line)
        }
        // The line goes whole, with its line ending: from its start to the next line's.
        let lineText = index.lines[line - 1]
        let end = lineText.endIndex < text.endIndex ? text.index(after: lineText.endIndex) : text.endIndex
        var edited = text
        edited.removeSubrange(lineText.startIndex..<end)
        return try ConfigDocument(path: path, text: edited).checked()
    }

    /// The line that sets `entry` on a line of its own, with that key on it: the only line an edit may change.
    /// - Throws: ``ConfigFileError/inInlineTable(key:path:line:)`` when the key sits inside an inline table (or
    ///   cannot be found on its line), so that nothing else is edited in its place.
    private func editableLine(of entry: ConfigEntry, as key: String, in index: ConfigLineIndex) throws -> ConfigLineIndex.KeyLine {
        guard let keyLine = index.keyLine(entry.key, in: Self.practiceTable, at: entry.source.line) else {
            throw ConfigFileError.inInlineTable(key: key, path: path, line: entry.source.line)
        }
        return keyLine
    }

    /// The document itself, once its text has been read back as valid settings.
    private func checked() throws -> ConfigDocument {
        _ = try entries()
        return self
    }
}

/// Writing and measuring TOML values on one line.
enum TOMLLiteral {
    /// `text` as a TOML value: `true`/`false` as it is, a number written as TOML writes it (`010` as `10`, `00.9` as
    /// `0.9`: TOML refuses leading zeros, which the option and the variable take), anything else as a basic string.
    static func value(_ text: String) -> String {
        if text == "true" || text == "false" { return text }
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }) {
            if text.range(of: #"^[+-]?(0|[1-9][0-9]*)(\.[0-9]+)?$"#, options: .regularExpression) != nil { return text }
            if let integer = Int(text) { return String(integer) }
            if let number = Double(text), number.isFinite { return String(number) }
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Where the single-line value at the start of `text` (after optional spaces) ends, or `nil` for a
    /// multi-line string or array.
    static func endOfValue(in text: Substring) -> Substring.Index? {
        let start = text.drop { $0 == " " || $0 == "\t" }
        if start.hasPrefix("\"\"\"") || start.hasPrefix("'''") || start.hasPrefix("[") || start.hasPrefix("{") { return nil }
        guard let quote = start.first, quote == "\"" || quote == "'" else {
            return start.firstIndex { $0 == " " || $0 == "\t" || $0 == "#" } ?? start.endIndex
        }
        var index = start.index(after: start.startIndex)
        while index < start.endIndex {
            if start[index] == quote { return start.index(after: index) }
            if quote == "\"", start[index] == "\\" { index = start.index(after: index) }
            if index < start.endIndex { index = start.index(after: index) }
        }
        return nil
    }
}
