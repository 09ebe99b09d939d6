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
}
