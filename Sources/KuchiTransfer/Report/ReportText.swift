import KuchiCore

/// Makes text from the database safe in a report: every word, reading, meaning, answer, learner, level and
/// deck name goes through one of these functions before it is written.
public enum ReportText {
    /// Whether a scalar must never reach a terminal (see ``TerminalControl``).
    public static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        TerminalControl.contains(scalar)
    }

    /// `text` without terminal control characters: a report printed to a terminal cannot send escape
    /// sequences (a screen clear, a window title) or reorder what is shown.
    public static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isTerminalControl($0) })
        return String(scalars)
    }

    /// `text` on one line: terminal-safe, with newlines and tabs as spaces.
    public static func singleLine(_ text: String) -> String {
        String(terminalSafe(text).map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }

    /// The one escaping function for HTML and SVG: terminal-safe (which also drops every character XML 1.0
    /// forbids but U+FFFE/U+FFFF, dropped too), then `&`, `<`, `>`, `"` and `'` as character references.
    /// Safe in element content and in quoted attribute values alike.
    public static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where !isTerminalControl(scalar) && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for Markdown (a table cell, a list item, a heading): on one line, terminal-safe, with a backslash before
    /// each character Markdown would read as markup where it stands (`|` always; `*`, `[d](e)`, `<b>`, `&amp;` …), so
    /// it shows as typed and cannot break a table or inject formatting. Other characters, `{}` `!` `&` `#` included,
    /// are left alone. The rules are in ``MarkdownEscaper``.
    public static func markdown(_ text: String) -> String {
        MarkdownEscaper.escape(singleLine(text))
    }
}
