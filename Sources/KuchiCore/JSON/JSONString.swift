/// The one escaping rule of the JSON Kuchi writes (protocol events, reports, exports, `--format json`),
/// so that the text is exact and safe to print.
///
/// Quotes and backslashes are escaped, newline, tab and carriage return use their short escapes, and
/// every character ``TerminalControl`` names (C0 controls, DEL, C1 controls, bidirectional formatting
/// characters) plus the separators U+2028 and U+2029 are written as `\u` escapes, so the output is also
/// valid JavaScript and cannot reorder or hide what a terminal shows.
public enum JSONString {
    /// A JSON string literal, quotes included.
    public static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = escape(for: scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Writes the UTF-8 text `bytes` as a JSON string literal, quotes included, for loops over many rows
    /// (an export). The escaping is ``literal(_:)``'s; a malformed byte sequence is written as U+FFFD.
    public static func writeLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(0x22)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C {   // printable ASCII: the common case
                output.append(byte)
                index += 1
                continue
            }
            if byte < 0x80 {
                if let escape = escape(for: Unicode.Scalar(byte)) {
                    output.append(contentsOf: escape.utf8)
                } else {
                    output.append(byte)
                }
                index += 1
                continue
            }
            let (scalar, length) = decodeScalar(bytes, at: index)
            if let escape = escape(for: scalar) {
                output.append(contentsOf: escape.utf8)
            } else if scalar == "\u{FFFD}" {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
            }
            index += length
        }
        output.append(0x22)
    }

    /// The escape written for `scalar`, or `nil` when it is written as itself.
    static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            guard TerminalControl.contains(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// The scalar whose UTF-8 encoding starts at `index` (a byte ≥ 0x80) and its length in bytes;
    /// U+FFFD with length 1 when the bytes there are not well-formed UTF-8.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        var iterator = bytes[index..<min(bytes.count, index + 4)].makeIterator()
        var decoder = Unicode.UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) {
            return (scalar, UTF8.width(scalar))
        }
        return ("\u{FFFD}", 1)
    }
}
