import KuchiCore

/// What a list that names no meaning column is refused with: the columns (or JSON keys) it has, and a `--columns`
/// option built from them that maps one to the meanings (and the word, when no name says which column holds it).
enum MissingMeaningColumn {
    /// At most this many names are listed, each cut to ``longestName`` characters.
    static let namesListed = 12
    static let longestName = 40

    /// The reason a CSV or TSV header with a word (or reading) column and no meaning column is refused.
    static func headerReason(_ header: [String], mapping: ColumnMapping, overrides: [ColumnMapping.Field: String]) -> String {
        let names = header.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let unread = mapping.unreadColumns(of: header)
        return "the header (\(listed(names))) names no meaning column; name the column that holds the meanings with "
            + option(meanings: unread.first(where: fits), word: nil, overrides: overrides)
    }

    /// The reason a JSON list none of whose objects has a meaning key is refused: `keys`, every key its objects have;
    /// `textKeys`, those holding text other than Japanese (a likely meaning), tried first for the example.
    static func jsonReason(keys: Set<String>, textKeys: Set<String>, overrides: [ColumnMapping.Field: String]) -> String {
        let sorted = keys.sorted()
        let mapping = (try? ColumnMapping(header: sorted, overrides: overrides)) ?? (try? ColumnMapping(header: sorted))
        let unread = mapping?.unreadColumns(of: sorted) ?? sorted
        let needsWord = mapping.map { $0.columns[.word] == nil && $0.columns[.reading] == nil } ?? true
        // The meanings' key: one holding text other than Japanese first; the word's, when one must be named, from the others.
        let usable = unread.filter(fits)
        let meanings = usable.first(where: textKeys.contains) ?? usable.first
        let others = usable.filter { $0 != meanings }
        let word = needsWord ? others.first(where: { !textKeys.contains($0) }) ?? others.first ?? "COLUMN" : nil
        let known = ColumnMapping.synonyms[.meanings, default: []].prefix(8).joined(separator: ", ")
        return "no key of its objects names the meanings (Kuchi reads a key named \(known), …; its objects' keys: \(listed(sorted))); "
            + "name the key that holds them with " + option(meanings: meanings, word: word, overrides: overrides)
    }

    /// `names` for a message: on one line, control characters shown, each shortened, at most ``namesListed``.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(namesListed).map { name -> String in
            let line = SafeText.singleLine(name)
            return line.count > longestName ? String(line.prefix(longestName - 1)) + "…" : line
        }
        return shown.joined(separator: ", ") + (names.count > namesListed ? " and \(names.count - namesListed) more" : "")
    }

    /// Whether `--columns` can name the column `name`: no comma or equals sign, no control character, not too long.
    private static func fits(_ name: String) -> Bool {
        !name.contains(",") && !name.contains("=") && name.count <= longestName && SafeText.singleLine(name) == name
    }

    /// `--columns word=…,meanings=…` with the fields `overrides` maps already; a column not known stands as COLUMN.
    private static func option(meanings: String?, word: String?, overrides: [ColumnMapping.Field: String]) -> String {
        var pairs = overrides
        if let word, pairs[.word] == nil { pairs[.word] = word }
        pairs[.meanings] = meanings ?? "COLUMN"
        let text = ColumnMapping.Field.allCases.compactMap { field in pairs[field].map { "\(field.rawValue)=\($0)" } }.joined(separator: ",")
        return "--columns " + ShellWord.quoted(text)
    }
}
