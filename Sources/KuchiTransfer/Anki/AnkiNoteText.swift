import Foundation

/// A note's fields and tags from the bytes Anki stored: refused, for that note alone, when they are not
/// UTF-8, hold a NUL character (which would cut the text short) or have a field longer than the limit.
enum NoteText {
    /// The fields (separated by U+001F) and tags (separated by spaces), or why the note cannot be read.
    static func decode(fields: Data, tags: Data, fieldLimit: Int) -> Result<(fields: [String], tags: [String]), RowProblem> {
        // One pass over the bytes (every note of a package goes through here): a NUL, and the longest field.
        let (holdsNUL, longest) = fields.withUnsafeBytes { bytes in
            var holdsNUL = false, longest = 0, start = 0
            for (index, byte) in bytes.enumerated() where byte <= 0x1F {
                if byte == 0 { holdsNUL = true }
                if byte == 0x1F { longest = max(longest, index - start); start = index + 1 }
            }
            return (holdsNUL, max(longest, bytes.count - start))
        }
        if holdsNUL || tags.contains(0) { return .failure(RowProblem("a field or tag holds a NUL character")) }
        if longest > fieldLimit {
            return .failure(RowProblem("a field holds \(longest >> 10) KiB, more than the \(fieldLimit >> 20) MiB a field may hold"))
        }
        guard let text = String(validating: fields, as: UTF8.self), let tagText = String(validating: tags, as: UTF8.self) else {
            return .failure(RowProblem("a field or tag is not valid UTF-8 text"))
        }
        // Split at the separator's byte, not by `Character`: U+001F is one byte in UTF-8, never part of another
        // character's, and a control character, which is a grapheme of its own, so the pieces are the same.
        let pieces = text.utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(Substring($0)) }
        return .success((pieces, tagText.split(separator: " ").map(String.init)))
    }
}
