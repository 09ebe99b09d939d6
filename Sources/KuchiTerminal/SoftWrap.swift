/// Lines wider than a terminal window broken at spaces, as a reader expects, rather than wherever the window
/// ends (inside a word: "Tr" on one line, "y again." on the next).
public enum SoftWrap {
    /// A space no line is broken at, as between "Score:" and "2/5": written out as a plain space.
    public static let unbreakableSpace = "\u{A0}"

    /// `text` with each line wider than `width` columns broken at its last spaces that fit; the lines it
    /// continues on are indented as the line was. Escape sequences (colours) take no columns; a word wider
    /// than the window stays whole. Narrow windows (under 20 columns) are left to the terminal.
    /// Every ``unbreakableSpace`` is written as a plain space.
    public static func text(_ text: String, width: Int) -> String {
        guard width >= 20, text.utf8.count > width else { return plain(text) }
        return plain(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line(String($0), width: width) }
            .joined(separator: "\n"))
    }

    /// `text` with each ``unbreakableSpace`` written as a plain space, for text written whole (not wrapped).
    public static func plain(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{A0}") else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == "\u{A0}" ? " " : scalar) }
        return String(scalars)
    }

    private static func line(_ line: String, width: Int) -> String {
        guard columns(line) > width else { return line }
        let indent = String(repeating: " ", count: min(line.prefix { $0 == " " }.count, width / 2))
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let wordColumns = columns(Substring(word))
            if current.isEmpty {
                current = indent + word
                currentColumns = indent.count + wordColumns
            } else if currentColumns + 1 + wordColumns <= width {
                current += " " + word
                currentColumns += 1 + wordColumns
            } else if !word.isEmpty {
                lines.append(current)
                current = indent + word
                currentColumns = indent.count + wordColumns
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// The columns `text` takes, escape sequences (`ESC [ … letter`) taking none.
    static func columns(_ text: some StringProtocol) -> Int {
        var total = 0
        var inEscape = false
        var afterEscape = false
        for scalar in text.unicodeScalars {
            if afterEscape {
                afterEscape = false
                inEscape = scalar == "["
                continue
            }
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                afterEscape = true
                continue
            }
            total += DisplayWidth.columns(scalar)
        }
        return total
    }
}
