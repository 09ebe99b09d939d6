/// One written form and reading of a dictionary entry, with every gloss of every sense.
public struct DictionaryEntry: Sendable, Equatable {
    /// The written form looked up (kanji, or kana for a word written in kana).
    public var form: String
    /// The reading of this spelling, in kana.
    public var reading: String
    /// Every English gloss of every sense, in the dictionary's order.
    public var glosses: [String]
    /// The entry's other written forms and readings (終る for 終わる, みょうにち for 明日 あした).
    public var otherSpellings: [String]

    /// Creates an entry.
    public init(form: String, reading: String, glosses: [String], otherSpellings: [String] = []) {
        self.form = form
        self.reading = reading
        self.glosses = glosses
        self.otherSpellings = otherSpellings
    }
}

/// A read-only Japanese–English dictionary (JMdict's glosses for common and JLPT words, bundled at build
/// time), looked up by written form.
///
/// The text is lines of `form<TAB>reading<TAB>gloss/gloss…<TAB>spelling/spelling…`, sorted by form in
/// UTF-8 byte order. Look-ups are binary searches over the bytes: nothing is parsed before the first
/// look-up, and each costs a few dozen comparisons, whatever the dictionary's size.
public struct WordDictionary: Sendable {
    private enum Storage: Sendable {
        case literal(StaticString)
        case bytes([UInt8])
    }

    private let storage: Storage

    /// A dictionary over a compiled-in text (``BundledDictionary/text`` in the executable).
    public init(text: StaticString) {
        storage = .literal(text)
    }

    /// A dictionary over `entries` (tests, small dictionaries).
    public init(entries: [DictionaryEntry]) {
        let lines = entries.map { entry in
            [entry.form, entry.reading, entry.glosses.joined(separator: "/"), entry.otherSpellings.joined(separator: "/")]
                .joined(separator: "\t")
        }
        let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        storage = .bytes(Array(sorted.map { $0 + "\n" }.joined().utf8))
    }

    /// A dictionary that knows no word.
    public static let empty = WordDictionary(entries: [])

    /// The entries written as `form`, in the dictionary's order; empty when it has none.
    public func entries(writtenAs form: String) -> [DictionaryEntry] {
        let key = Array(form.utf8)
        guard !key.isEmpty, !key.contains(0x09), !key.contains(0x0A) else { return [] }
        return withBytes { bytes in
            var found: [DictionaryEntry] = []
            var start = firstLine(notBefore: key, in: bytes)
            while start < bytes.count, compareKey(at: start, with: key, in: bytes) == 0 {
                let end = lineEnd(from: start, in: bytes)
                if let entry = Self.entry(bytes[start..<end]) { found.append(entry) }
                start = end + 1
            }
            return found
        }
    }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case let .literal(text):
            body(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        case let .bytes(bytes):
            bytes.withUnsafeBufferPointer(body)
        }
    }

    /// The start of the first line whose form is not below `key`.
    private func firstLine(notBefore key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = bytes.count
        while low < high {
            var start = (low + high) / 2
            while start > low, bytes[start - 1] != 0x0A { start -= 1 }
            if compareKey(at: start, with: key, in: bytes) < 0 {
                low = lineEnd(from: start, in: bytes) + 1
            } else {
                high = start
            }
        }
        return low
    }

    private func lineEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The order of the form of the line at `start` against `key`: negative, zero or positive.
    private func compareKey(at start: Int, with key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        for byte in key {
            guard index < bytes.count, bytes[index] != 0x09, bytes[index] != 0x0A else { return -1 }
            if bytes[index] != byte { return Int(bytes[index]) - Int(byte) }
            index += 1
        }
        return index < bytes.count && bytes[index] != 0x09 && bytes[index] != 0x0A ? 1 : 0
    }

    private static func entry(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> DictionaryEntry? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 3 else { return nil }
        func list(_ text: String) -> [String] { text.split(separator: "/").map(String.init) }
        return DictionaryEntry(form: fields[0], reading: fields[1], glosses: list(fields[2]),
                               otherSpellings: fields.count > 3 ? list(fields[3]) : [])
    }
}
