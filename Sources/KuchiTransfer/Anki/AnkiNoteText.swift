import Foundation

/// A note's fields and tags from the bytes Anki stored: refused, for that note alone, when they are not
/// UTF-8, hold a NUL character (which would cut the text short) or have a field longer than the limit.
enum NoteText {
    /// The fields (separated by U+001F) and tags (separated by spaces), or why the note cannot be read.
    static func decode(fields: Data, tags: Data, fieldLimit: Int) -> Result<(fields: [String], tags: [String]), RowProblem> {
        if fields.contains(0) || tags.contains(0) { return .failure(RowProblem("a field or tag holds a NUL character")) }
        var longest = 0, current = 0
        for byte in fields {
            current = byte == 0x1F ? 0 : current + 1
            longest = max(longest, current)
        }
        if longest > fieldLimit {
            return .failure(RowProblem("a field holds \(longest >> 10) KiB, more than the \(fieldLimit >> 20) MiB a field may hold"))
        }
        guard let text = String(validating: fields, as: UTF8.self), let tagText = String(validating: tags, as: UTF8.self) else {
            return .failure(RowProblem("a field or tag is not valid UTF-8 text"))
        }
        return .success((text.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                         tagText.split(separator: " ").map(String.init)))
    }
}
