import Foundation

/// JSON: an array of objects, or JSON Lines (one object per line). Keys as CSV headers
/// (word, reading, meanings, level, tags, deck, common; `glossary` as other tools name the meanings); meanings and
/// tags may be arrays or strings, a meaning a Yomitan gloss object. The term banks of Yomitan (Yomichan) dictionaries,
/// arrays of arrays, are read too. A list none of whose objects names the meanings is refused whole
/// (``MeaningKeys``), before any row is read.
struct JSONWordSource: WordSource {
    private var items: [Any] = []
    private var index = 0
    private var lines: LineSplitter?
    private let overrides: [ColumnMapping.Field: String]
    private let totalBytes: Int

    /// JSON Lines, streamed.
    init(lines reader: ByteReader, overrides: [ColumnMapping.Field: String]) {
        lines = LineSplitter(reader: reader)
        self.overrides = overrides
        totalBytes = 0
    }

    /// A JSON array, read whole (JSON arrays cannot be streamed by line).
    init(array data: Data, path: String, overrides: [ColumnMapping.Field: String]) throws {
        self.overrides = overrides
        totalBytes = data.count
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw TransferError.unusableList(place: path, reason: data.isEmpty ? "the file is empty" : "not valid JSON (\(Self.describe(error)))")
        }
        guard let array = parsed as? [Any] else {
            throw TransferError.unusableList(place: path, reason: "expected a JSON array of word objects")
        }
        var keys = MeaningKeys(overrides: overrides)
        for item in array where !keys.found { keys.look(at: item) }
        try keys.refuseWithout(path: path)
        items = array
    }

    /// Reads the JSON Lines of `reader` up to the first object that names the meanings (the first line, in a list that
    /// has them), and refuses the list when none does.
    static func refuseWithoutMeaningKey(lines reader: ByteReader, path: String, overrides: [ColumnMapping.Field: String]) throws {
        var lines = LineSplitter(reader: reader)
        var keys = MeaningKeys(overrides: overrides)
        while !keys.found, let line = lines.next() {
            guard case let .bytes(bytes) = line, let object = try? JSONSerialization.jsonObject(with: Data(Self.withoutMark(bytes))) else { continue }
            keys.look(at: object)
        }
        if lines.failure == nil { try keys.refuseWithout(path: path) }
    }

    /// A line without the byte-order mark a first line may start with.
    private static func withoutMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }

    var bytesRead: Int { lines?.bytesRead ?? (items.isEmpty ? totalBytes : totalBytes * index / items.count) }
    var numbersLines: Bool { lines != nil }
    var readFailure: Int32? { lines?.failure }

    mutating func next() throws -> SourceItem? {
        if lines != nil { return nextLine() }
        guard index < items.count else { return nil }
        index += 1
        return SourceItem(line: index, word: word(from: items[index - 1]))
    }

    private mutating func nextLine() -> SourceItem? {
        while let line = lines?.next() {
            let number = lines?.lineNumber ?? 0
            switch line {
            case .tooLong:
                return SourceItem(line: number, word: .failure(RowProblem(LineSplitter.tooLongReason)))
            case let .bytes(bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                guard String(validating: bytes, as: UTF8.self) != nil else {
                    return SourceItem(line: number, word: .failure(RowProblem("invalid UTF-8")))
                }
                let body = number == 1 ? Array(Self.withoutMark(bytes)) : bytes
                guard let object = try? JSONSerialization.jsonObject(with: Data(body)) else {
                    return SourceItem(line: number, word: .failure(RowProblem("not a JSON object")))
                }
                return SourceItem(line: number, word: word(from: object))
            }
        }
        return nil
    }

    private func word(from object: Any) -> Result<RawWord, RowProblem> {
        if let entry = object as? [Any], let raw = YomitanTerm.word(from: entry) { return .success(raw) }
        guard let dictionary = object as? [String: Any] else { return .failure(RowProblem("not a JSON object")) }
        let keys = Array(dictionary.keys)
        guard let mapping = try? ColumnMapping(header: keys, overrides: overrides) else {
            return .failure(RowProblem("no key for a mapped column"))
        }
        var raw = mapping.word(from: keys.map { Self.text(dictionary[$0]) }, readsHTML: true)
        // Lists stay lists: a meaning may itself contain a comma or a semicolon. An item that is HTML is read as text
        // (its `<br>` then separates meanings); the field was counted once, read joined above.
        if let index = mapping.columns[.meanings], let list = dictionary[keys[index]] as? [Any] {
            raw.meanings = list.flatMap { item -> [String] in
                // A Yomitan gloss (`{"type": "text"}`, structured content) as a Yomitan-style export writes it.
                if item is [String: Any] { return YomitanTerm.glosses(item) }
                let text = Self.text(item)
                return [HTMLText.plainIfMarkup(text) ?? text]
            }
        }
        if let index = mapping.columns[.tags], let list = dictionary[keys[index]] as? [Any] {
            raw.tags = list.map { Self.text($0) }
        }
        return .success(raw)
    }

    private static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        case let list as [Any]: list.map { text($0) }.joined(separator: "; ")
        default: ""
        }
    }

    private static func describe(_ error: Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
    }
}

/// Whether a JSON list names its meanings: the keys of its objects, looked at one by one until one has a key for the
/// meanings (or the list holds Yomitan terms, whose glossary is their meanings).
private struct MeaningKeys {
    /// Keys are kept up to this many (a hostile list could have a new key in every object).
    static let keysKept = 1000
    let overrides: [ColumnMapping.Field: String]
    /// A key for the meanings was found (or `--columns` names one).
    private(set) var found: Bool
    private var keys: Set<String> = []
    /// Keys whose value is text other than Japanese: a likely meaning.
    private var textKeys: Set<String> = []

    init(overrides: [ColumnMapping.Field: String]) {
        self.overrides = overrides
        found = overrides[.meanings] != nil
    }

    mutating func look(at item: Any) {
        if let term = item as? [Any], YomitanTerm.word(from: term) != nil { found = true }
        guard let object = item as? [String: Any] else { return }
        if ColumnMapping.bestColumn(for: .meanings, names: Array(object.keys)) != nil { found = true }
        for (key, value) in object where keys.count < Self.keysKept && !keys.contains(key) {
            keys.insert(key)
            let text = (value as? String) ?? (value as? [Any])?.first as? String ?? ""
            if text.contains(where: \.isLetter), !Furigana.mayHoldJapanese(text) { textKeys.insert(key) }
        }
    }

    /// Refuses a list of objects none of which names the meanings (a list without objects is judged row by row).
    func refuseWithout(path: String) throws {
        guard !found, !keys.isEmpty else { return }
        throw TransferError.unusableList(place: path, reason: MissingMeaningColumn.jsonReason(keys: keys, textKeys: textKeys, overrides: overrides))
    }
}
