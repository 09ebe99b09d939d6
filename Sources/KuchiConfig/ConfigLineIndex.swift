import Foundation

/// Where each key and table header of a TOML document is, by line.
///
/// TOMLKit gives values but not their positions, so the document is scanned here for the lines of
/// `key = value` and `[table]`, following table headers and dotted keys, and skipping multi-line strings.
/// It runs only on text TOMLKit has accepted, so it need not diagnose anything.
struct ConfigLineIndex {
    /// A key's line, and the byte range on that line of what follows its `=`.
    struct KeyLine {
        var line: Int
        var afterEquals: Substring
    }

    private(set) var keys: [[String]: KeyLine] = [:]
    private(set) var tables: [[String]: Int] = [:]
    /// The lines of the text, without their line endings.
    let lines: [Substring]

    init(_ text: String) {
        // "\r\n" is one Character in Swift: split on it as on "\n".
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var table: [String] = []
        var openString: String?
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let delimiter = openString {
                if line.contains(delimiter) { openString = nil }
                continue
            }
            var scanner = KeyScanner(line.drop { $0 == " " || $0 == "\t" })
            if scanner.rest.hasPrefix("[") {
                let isArray = scanner.rest.hasPrefix("[[")
                scanner.rest = scanner.rest.dropFirst(isArray ? 2 : 1)
                table = scanner.dottedKey()
                if tables[table] == nil { tables[table] = number }
                continue
            }
            let key = scanner.dottedKey()
            scanner.skipSpaces()
            guard !key.isEmpty, scanner.rest.first == "=" else { continue }
            let value = scanner.rest.dropFirst()
            if keys[table + key] == nil { keys[table + key] = KeyLine(line: number, afterEquals: value) }
            for delimiter in ["\"\"\"", "'''"] where value.components(separatedBy: delimiter).count == 2 {
                openString = delimiter
            }
        }
    }

    /// The line of the key or table header `path` itself; `nil` when it has no line of its own (a key inside an
    /// inline table, `practice = { deck = "Genki" }`).
    func line(of path: [String]) -> Int? {
        keys[path]?.line ?? tables[path]
    }

    /// The line of the table holding `path`: its `[table]` header, or the key whose value is an inline table.
    func tableLine(of path: [String]) -> Int? {
        let table = Array(path.dropLast())
        return table.isEmpty ? nil : tables[table] ?? keys[table]?.line
    }

    /// The line setting `key` (at the top level or in the table `table`), if it is on the line `line`: the line an
    /// edit of that setting may change. `nil` when the key has no line of its own or is on another line.
    func keyLine(_ key: String, in table: String, at line: Int) -> KeyLine? {
        [[key], [table, key]].lazy.compactMap { keys[$0] }.first { $0.line == line }
    }
}

/// Reads TOML keys (bare, "basic" or 'literal', joined by dots) from the start of a line.
private struct KeyScanner {
    var rest: Substring

    init(_ text: Substring) { rest = text }

    mutating func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }

    mutating func dottedKey() -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            guard let part = simpleKey() else { return parts }
            parts.append(part)
            skipSpaces()
            guard rest.first == "." else { return parts }
            rest = rest.dropFirst()
        }
    }

    private mutating func simpleKey() -> String? {
        guard let first = rest.first else { return nil }
        if first == "\"" || first == "'" {
            var key = ""
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex, rest[index] != first {
                if first == "\"", rest[index] == "\\", rest.index(after: index) < rest.endIndex { index = rest.index(after: index) }
                key.append(rest[index])
                index = rest.index(after: index)
            }
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[index...]
            return key
        }
        let bare = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard !bare.isEmpty else { return nil }
        rest = rest.dropFirst(bare.count)
        return String(bare)
    }
}
