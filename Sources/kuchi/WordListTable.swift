import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal

extension WordListText {
    /// The longest the meanings column of a table gets when the terminal's width is not known; on a terminal, the
    /// meanings take what the other columns leave.
    static let meaningsWidth = 32

    /// Aligned columns: word, reading, romaji, first meanings, deck, level, ★, and with a learner their
    /// accuracy, and card state and due day when they have cards. On a terminal `width` columns wide, a table
    /// that would not fit shortens its meanings (from the whole width, to 12 columns at least), then leaves out the romaji, the deck, the
    /// level, an empty ★ and the accuracy, then shortens the meanings to 8 columns, then leaves out the ★ and the
    /// card state, rather than let the terminal break its lines; a terminal too narrow for even that (20 columns) gets a
    /// list, one word after another (``records(_:header:)``). A word or reading wider than the terminal still wraps.
    /// Piped output (`width` nil) keeps every column.
    static func table(_ hits: [WordSearchHit], hasLearner: Bool, width: Int? = nil) -> String {
        let hasCards = hits.contains { $0.cardState != nil }
        var header = ["word", "reading", "romaji", "meanings", "deck", "level", "★"]
        if hasLearner { header.append("accuracy") }
        if hasCards { header += ["state", "due"] }
        func rows(meaningsWidth: Int) -> [[String]] {
            hits.map { hit in
                var row = [hit.word.text, hit.word.hasDistinctWrittenForm ? hit.word.reading : "", hit.word.pronunciation,
                           hit.word.meanings.prefix(3).joined(separator: "; ").abbreviated(to: meaningsWidth), hit.deck,
                           hit.word.level ?? "", hit.isFavorite ? "★" : ""].map(SafeText.singleLine)
                if hasLearner {
                    row.append(hit.accuracy.map { "\(Int(($0 * 100).rounded()))% of \(hit.answers)" } ?? "")
                }
                if hasCards { row += [hit.cardState ?? "", hit.due.map { String($0.prefix(10)) } ?? ""] }
                return row
            }
        }
        let roomiest = width.map { max(meaningsWidth, $0) } ?? meaningsWidth
        var table = [header] + rows(meaningsWidth: roomiest)
        guard let width else { return lines(table).joined(separator: "\n") + "\n" }
        var shortened = roomiest
        /// Shortens the meanings, down to `least` columns, until the table fits; the columns left out stay out.
        func shortenMeanings(to least: Int) {
            while widest(table) > width, shortened > least {
                shortened = max(least, shortened - (widest(table) - width))
                let kept = Set(table[0]), all = [header] + rows(meaningsWidth: shortened)
                let columns = all[0].indices.filter { kept.contains(all[0][$0]) }
                table = all.map { row in columns.map { row[$0] } }
            }
        }
        shortenMeanings(to: 12)
        // Then the columns said elsewhere or least needed to pick a word out, in this order (an empty ★ column
        // first); the meanings give up to 4 more columns before the ★ and the card state go. The due day stays.
        let favorites = hits.contains(where: \.isFavorite)
        let steps = [("romaji", false), ("deck", false), ("level", false), (favorites ? "" : "★", false), ("accuracy", false),
                     ("★", true), ("state", false)]
        for (dropped, shortenFirst) in steps where widest(table) > width {
            if shortenFirst { shortenMeanings(to: 8) }
            guard widest(table) > width, let column = table[0].firstIndex(of: dropped) else { continue }
            table = table.map { row in var row = row; row.remove(at: column); return row }
        }
        // Still too wide (a terminal of 20 columns or so): one word after another, as a list.
        let list = records(rows(meaningsWidth: Int.max), header: header)
        return RecordLayout.table(lines(table), orRecords: list.rows, labels: list.labels, width: width).joined(separator: "\n") + "\n"
    }

    /// `rows` (under `header`) as records for a terminal too narrow for any table (``RecordLayout``): the word and its
    /// ★, then its reading, meanings, accuracy, card state and due day, each on its own indented line (broken between
    /// words); the romaji, deck and level, which the table leaves out first, are left out.
    private static func records(_ rows: [[String]], header: [String]) -> (rows: [[String]], labels: [String?]) {
        let shown: [(column: String, label: String?)] = [("reading", nil), ("meanings", nil), ("accuracy", nil),
                                                           ("state", "card"), ("due", "due")]
        let columns = shown.compactMap { name, label in header.firstIndex(of: name).map { ($0, label) } }
        let word = header.firstIndex(of: "word") ?? 0, star = header.firstIndex(of: "★")
        let records = rows.map { row in
            [row[word] + (star.map { row[$0].isEmpty ? "" : " " + row[$0] } ?? "")] + columns.map { row[$0.0] }
        }
        return (records, [nil] + columns.map(\.1))
    }

    /// The rows of `table` aligned in columns two spaces apart, without trailing spaces.
    private static func lines(_ table: [[String]]) -> [String] {
        let widths = (table.first ?? []).indices.map { column in table.map { displayWidth($0[column]) }.max() ?? 0 }
        return table.map { row in
            row.indices.map { column in
                row[column] + String(repeating: " ", count: widths[column] - displayWidth(row[column]))
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    /// The columns the widest aligned line of `table` takes.
    private static func widest(_ table: [[String]]) -> Int {
        lines(table).map(displayWidth).max() ?? 0
    }

    /// The columns `text` takes on a terminal: two for East Asian wide characters (kanji, kana,
    /// full-width forms), none for combining marks, one otherwise.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0x3099...0x309A: width
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
                 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: width + 2
            default: width + 1
            }
        }
    }
}
