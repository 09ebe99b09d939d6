/// A zero-width joiner (U+200D) is invisible between letters, but between two emoji it is part of the emoji:
/// 👨‍👩‍👧 (man, joiner, woman, joiner, girl) and 🏳️‍🌈 (white flag, U+FE0F, joiner, rainbow) show as one picture,
/// and without their joiners fall apart into several. So a joiner is hidden only where it joins no emoji.
extension TerminalControl {
    /// Whether the scalar at `index` of `scalars` is an invisible formatting character there
    /// (``isInvisible(_:)``), except a zero-width joiner between two emoji (``joinsEmoji(at:in:)``).
    public static func isInvisible(at index: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView) -> Bool {
        let scalar = scalars[index]
        guard scalar.value == 0x200D else { return isInvisible(scalar) }
        return !joinsEmoji(at: index, in: scalars)
    }

    /// Whether the zero-width joiner at `index` joins two emoji into one sequence: an emoji before it (or its
    /// variation selector U+FE0F, or a skin-tone modifier) and an emoji after it. A joiner at either end of the
    /// text, or beside a letter, kana or digit, joins none.
    public static func joinsEmoji(at index: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView) -> Bool {
        guard scalars[index].value == 0x200D, index > scalars.startIndex else { return false }
        let next = scalars.index(after: index)
        guard next < scalars.endIndex else { return false }
        let previous = scalars[scalars.index(before: index)]
        return (previous.value == 0xFE0F || isEmoji(previous)) && isEmoji(scalars[next])
    }

    /// Whether `text` holds a hidden character: an invisible one (``isInvisible(at:in:)``) or a line separator.
    public static func holdsHidden(_ text: String) -> Bool {
        guard mayHoldInvisible(text) else { return false }
        let scalars = text.unicodeScalars
        return scalars.indices.contains { isInvisible(at: $0, in: scalars) || isLineSeparator(scalars[$0]) }
    }

    /// An emoji of Unicode's emoji data, not one of the ASCII characters it also lists (digits, `#`, `*`: keycap bases).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }
}
