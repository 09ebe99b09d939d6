/// Makes untrusted text (words from files anyone can write) safe to print on a terminal.
///
/// Control characters are shown, never sent: C0 controls other than tab and newline become Unicode
/// control pictures (ESC → ␛), DEL becomes ␡, and C1 controls and bidirectional overrides
/// (U+202A–U+202E, U+2066–U+2069, plus U+200E, U+200F and U+061C) become `<U+XXXX>`, as do the other
/// invisible formatting characters (zero-width spaces and joiners, U+FEFF, soft hyphens:
/// ``TerminalControl/isInvisible(at:in:)``; a joiner inside an emoji sequence is kept) and the line and paragraph separators U+2028 and U+2029, so that
/// two look-alike words are told apart on screen.
/// So an OSC title or clipboard sequence, a screen clear, or a Trojan-Source reordering prints as
/// harmless visible text.
public enum SafeText {
    /// `text` with every control character made visible.
    public static func visible(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            switch scalar.value {
            // A zero-width joiner between two emoji is part of the emoji (👨‍👩‍👧), not a hidden character.
            case _ where !TerminalControl.contains(scalar) && !TerminalControl.isInvisible(at: index, in: scalars)
                        && !TerminalControl.isLineSeparator(scalar):
                result.append(scalar)
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            default:
                // C1 controls, bidirectional marks, invisible formatting characters and line separators.
                result.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>".unicodeScalars)
            }
        }
        return String(result)
    }

    /// `text` made visible and confined to one line (newlines and tabs shown as well).
    public static func singleLine(_ text: String) -> String {
        visible(text).replacingControlPictures(for: ["\n", "\t"])
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    fileprivate func replacingControlPictures(for characters: Set<Character>) -> String {
        String(map { character -> Character in
            guard characters.contains(character), let scalar = character.unicodeScalars.first,
                  let picture = Unicode.Scalar(0x2400 + scalar.value) else { return character }
            return Character(picture)
        })
    }
}
