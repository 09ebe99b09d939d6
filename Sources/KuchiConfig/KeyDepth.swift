/// Finds a dotted key or table header of more parts than Kuchi reads (`a.a.a… = 1` with 150,000 parts): the TOML
/// parser builds a table for each part, and a chain that long overflowed the stack while it was walked or freed. Its
/// own limit of 256 covers nested arrays and inline tables only.
enum KeyDepth {
    /// The most parts a key may have (the parser's own nesting limit): Kuchi's settings have one or two.
    static let maximumParts = 256

    /// The first line of `text` holding a key of more than ``maximumParts`` parts (dots outside strings and comments,
    /// between two of `=`, `[`, `]`, `{`, `}`, `,` or line ends), or `nil`. One pass over its bytes.
    static func lineWithDeepKey(in text: String) -> Int? {
        var line = 1, dots = 0
        var quote: UInt8? = nil, escaped = false, inComment = false
        for byte in text.utf8 {
            if byte == 0x0A {
                line += 1
                dots = 0
                inComment = false   // a string left open goes on: a multi-line one's dots are no key's
                continue
            }
            if inComment { continue }
            if let open = quote {
                if escaped { escaped = false } else if open == 0x22, byte == 0x5C { escaped = true } else if byte == open { quote = nil }
                continue
            }
            switch byte {
            case 0x22, 0x27: quote = byte
            case 0x23: inComment = true
            case 0x2E:
                dots += 1
                if dots >= maximumParts { return line }
            case 0x3D, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C: dots = 0
            default: break
            }
        }
        return nil
    }
}
