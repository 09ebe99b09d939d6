extension String {
    /// The line as the learner meant it: without the white space and the invisible format characters (Unicode's Cf:
    /// the zero-width space U+200B, the joiners U+200C and U+200D, the word joiner U+2060, the byte order mark U+FEFF …)
    /// at its ends, so that a line of nothing else is empty, as a blank one is. Those inside are kept: a joiner within
    /// a word is part of it.
    var trimmingInvisibleEnds: String {
        let scalars = unicodeScalars
        // The usual line starts and ends with printable ASCII: nothing to look at.
        if let first = scalars.first, let last = scalars.last, (0x21...0x7E).contains(first.value), (0x21...0x7E).contains(last.value) {
            return self
        }
        func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isInvisible(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isInvisible(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}
