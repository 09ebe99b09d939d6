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

    /// Whether `scalar` is an invisible formatting character: a zero-width space, joiner or non-joiner (U+200B–U+200D),
    /// a word joiner or invisible operator (U+2060–U+2064), a byte-order mark inside text (U+FEFF), a soft hyphen
    /// (U+00AD), the Mongolian vowel separator (U+180E), or a bidirectional mark, embedding, override or isolate
    /// (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069). None shows, so two texts differing only by them
    /// look alike; none carries meaning in a Japanese word or reading.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether `scalar` is Unicode's line or paragraph separator (U+2028, U+2029): a line break most programs do
    /// not show as one.
    public static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Whether `text` may hold an invisible character or a line separator: only their UTF-8 lead bytes are looked
    /// for (0xC2, 0xD8, 0xE1, 0xE2, 0xEF), so that nearly every field (kana, kanji, ASCII) is passed over at once.
    public static func mayHoldInvisible(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0xE2 || $0 == 0xEF || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE1 }
    }

    /// How `scalar` is named in a message: `U+001B (ESC)`, `U+0007 (BEL)`, `U+202E`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let names: [UInt32: String] = [0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC"]
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }
}
