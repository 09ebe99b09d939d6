/// Searches a text's UTF-8 bytes for an ASCII marker (`[sound:`, `sentence`), without Foundation's search, which
/// on Linux copies the text into UTF-16 for each call (tens of thousands of notes, several fields each).
///
/// An ASCII marker is found where its bytes are: no other character's UTF-8 holds ASCII bytes, so a match always
/// starts and ends on a character's scalar boundary.
enum ByteSearch {
    /// The offset of the first `marker` in `bytes` at or after `start`, or `nil`.
    static func firstOffset(of marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = marker.first, bytes.count >= marker.count else { return nil }
        var index = start
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < marker.count, bytes[index + matched] == marker[matched] { matched += 1 }
                if matched == marker.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `text` holds the bytes of `marker`.
    static func contains(_ marker: [UInt8], in text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstOffset(of: marker, in: $0) != nil }
    }
}
