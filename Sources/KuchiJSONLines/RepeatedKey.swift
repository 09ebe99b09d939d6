import Foundation

/// Finds a key written twice in a request's object (`{"answer": "a", "answer": "b"}`), which Foundation's parser reads
/// as its last value without a word: the client meant one of the two, and Kuchi cannot tell which.
enum RepeatedKey {
    /// The first key of `json`'s outer object that an earlier key of it already named (escapes read, so `"\u0061nswer"`
    /// is `"answer"`), or `nil`. `json` must be a valid JSON object; one pass over its bytes.
    static func first(in json: String) -> String? {
        var seen: Set<String> = []
        var depth = 0
        var expectsKey = false
        var bytes = json.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
                expectsKey = depth == 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","): expectsKey = depth == 1
            case UInt8(ascii: "\""):
                let literal = string(from: &bytes)
                guard expectsKey else { continue }
                expectsKey = false
                let key = decoded(literal)
                if !seen.insert(key).inserted { return key }
            default: break
            }
        }
        return nil
    }

    /// The bytes of a string literal whose opening quote was just read, up to its closing quote (consumed), escapes
    /// as written.
    private static func string(from bytes: inout String.UTF8View.Iterator) -> [UInt8] {
        var literal: [UInt8] = []
        var escaped = false
        while let byte = bytes.next() {
            if !escaped, byte == UInt8(ascii: "\"") { break }
            escaped = !escaped && byte == UInt8(ascii: "\\")
            literal.append(byte)
        }
        return literal
    }

    /// A key's text with its escapes read (`\u0061` is `a`); as written when it has none, as nearly every key does.
    private static func decoded(_ literal: [UInt8]) -> String {
        guard literal.contains(UInt8(ascii: "\\")) else { return String(decoding: literal, as: UTF8.self) }
        let quoted = Data([UInt8(ascii: "\"")] + literal + [UInt8(ascii: "\"")])
        return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
            ?? String(decoding: literal, as: UTF8.self)
    }
}
