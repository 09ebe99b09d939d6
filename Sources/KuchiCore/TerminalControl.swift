/// The characters that must never reach a terminal from untrusted text (a word list anyone can write).
public enum TerminalControl {
    /// Whether `scalar` is one: C0 controls other than tab and newline, DEL, C1 controls, and the
    /// bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A–U+202E,
    /// U+2066–U+2069) that can reorder what is shown (Trojan Source).
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first character of `text` that a word list may not bring into the bank: a C0 control other than
    /// tab, line feed and carriage return (which are white space in a field), DEL, or a C1 control. An escape
    /// sequence starts with one (ESC, or CSI and OSC as C1 controls), so a field that holds any part of one is
    /// found whole, never stored in part. Bidirectional marks are no terminal controls: they may be stored,
    /// and are shown visibly (``contains(_:)``). `nil` when there is none.
    public static func firstInField(_ text: String) -> Unicode.Scalar? {
        // Looked for byte by byte first: nearly every field of a large import has none of the bytes that
        // start one (C0, DEL, and 0xC2, the UTF-8 lead byte of the C1 controls).
        func mayHoldOne(_ bytes: some Sequence<UInt8>) -> Bool {
            bytes.contains { byte in (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2 }
        }
        // In place over the string's own bytes when it has them contiguous (a native string: every imported field).
        guard text.utf8.withContiguousStorageIfAvailable(mayHoldOne) ?? mayHoldOne(text.utf8) else { return nil }
        return text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
    }

    /// How `scalar` is named in a message: `U+001B (ESC)`, `U+0007 (BEL)`, `U+202E`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let names: [UInt32: String] = [0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC"]
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }
}
