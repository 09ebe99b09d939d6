/// Tab-separated lines sorted by their first field in UTF-8 byte order, compiled in or built in memory, and
/// searched by that field with a binary search over the bytes: nothing is parsed before a look-up, and each
/// costs a few dozen comparisons whatever the text's size.
struct SortedLines: Sendable {
    private enum Storage: Sendable {
        case literal(StaticString)
        case bytes([UInt8])
    }

    private let storage: Storage

    /// Lines compiled into the binary.
    init(text: StaticString) {
        storage = .literal(text)
    }

    /// Lines of `fields`, sorted here.
    init(rows: [[String]]) {
        let lines = rows.map { $0.joined(separator: "\t") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        storage = .bytes(Array(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// The fields of every line whose first field is `key`, in the text's order.
    func rows(withKey key: String) -> [[String]] {
        let key = Array(key.utf8)
        guard !key.isEmpty, !key.contains(0x09), !key.contains(0x0A) else { return [] }
        return withBytes { bytes in
            var found: [[String]] = []
            var start = firstLine(notBefore: key, in: bytes)
            while start < bytes.count, compareKey(at: start, with: key, in: bytes) == 0 {
                let end = lineEnd(from: start, in: bytes)
                found.append(bytes[start..<end].split(separator: 0x09, omittingEmptySubsequences: false)
                    .map { String(decoding: $0, as: UTF8.self) })
                start = end + 1
            }
            return found
        }
    }

    /// Whether a line has `key` as its first field.
    func contains(_ key: String) -> Bool {
        let key = Array(key.utf8)
        guard !key.isEmpty, !key.contains(0x09), !key.contains(0x0A) else { return false }
        return withBytes { bytes in
            let start = firstLine(notBefore: key, in: bytes)
            return start < bytes.count && compareKey(at: start, with: key, in: bytes) == 0
        }
    }

    /// Whether a line's first field starts with `prefix`: one binary search, nothing parsed.
    func containsKey(withPrefix prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        guard !prefix.isEmpty, !prefix.contains(0x09), !prefix.contains(0x0A) else { return false }
        return withBytes { bytes in
            let start = firstLine(notBefore: prefix, in: bytes)
            guard start + prefix.count <= bytes.count else { return false }
            return prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] }
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

    /// The start of the first line whose key is not below `key`.
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

    /// The order of the key of the line at `start` against `key`: negative, zero or positive.
    private func compareKey(at start: Int, with key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        for byte in key {
            guard index < bytes.count, bytes[index] != 0x09, bytes[index] != 0x0A else { return -1 }
            if bytes[index] != byte { return Int(bytes[index]) - Int(byte) }
            index += 1
        }
        return index < bytes.count && bytes[index] != 0x09 && bytes[index] != 0x0A ? 1 : 0
    }
}
