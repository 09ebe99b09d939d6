/// Rows laid out one after another, for a terminal too narrow to hold them as a table's aligned columns: each row's
/// first cell on a line of its own, then each other cell that is not empty on a line indented two columns, after its
/// label when it has one (`due 2026-12-03`). A line wider than the terminal is broken between words, its next lines
/// indented under its text; a word wider than the terminal (a long Japanese word) stays whole, for the terminal to
/// wrap.
public enum RecordLayout {
    /// The indent of a row's cells after its first.
    static let indent = "  "

    /// How every listing lays out a table (`kuchi learners`, `decks`, `words`): its `aligned` lines (each after
    /// `indent`) when they fit a terminal `width` columns wide, or when the width is not known (a pipe: scripts read the
    /// table as it always was); else its `rows` one after another (``lines(_:labels:width:)``), so no line is wider than
    /// the terminal and the terminal breaks none mid-word.
    public static func table(_ aligned: [String], orRecords rows: [[String]], labels: [String?], width: Int?,
                             indent: String = "") -> [String] {
        guard let width, aligned.contains(where: { indent.count + DisplayWidth.columns($0) > width }) else {
            return aligned.map { indent + $0 }
        }
        return lines(rows, labels: labels, width: max(1, width - indent.count)).map { indent + $0 }
    }

    /// The lines of `rows`, `labels[i]` naming the cells of column `i` (`nil`: shown bare), on a terminal `width`
    /// columns wide.
    public static func lines(_ rows: [[String]], labels: [String?], width: Int) -> [String] {
        rows.flatMap { row -> [String] in
            guard let first = row.first else { return [] }
            var lines = broken(first, indent: "", width: width)
            for (column, cell) in row.enumerated().dropFirst() where !cell.isEmpty {
                let label = labels.indices.contains(column) ? labels[column] : nil
                lines += broken(label.map { $0 + " " + cell } ?? cell, indent: indent, width: width)
            }
            return lines
        }
    }

    /// `text` after `indent`; wider than `width` columns, broken between words (a run of spaces kept where no line
    /// breaks), the next lines indented two columns more.
    private static func broken(_ text: String, indent: String, width: Int) -> [String] {
        guard indent.count + DisplayWidth.columns(text) > width else { return [indent + text] }
        let continuation = indent + "  "
        var lines: [String] = []
        var line = indent, lineColumns = indent.count, lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let columns = DisplayWidth.columns(String(word))
            if lineIsEmpty {
                guard !word.isEmpty else { continue }
                line += word
                lineColumns += columns
                lineIsEmpty = false
            } else if lineColumns + 1 + columns <= width {
                line += " " + word
                lineColumns += 1 + columns
            } else if !word.isEmpty {
                lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
                line = continuation + word
                lineColumns = continuation.count + columns
            }
        }
        lines.append(line)
        return lines
    }
}
