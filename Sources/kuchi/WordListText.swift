import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import KuchiTerminal

/// The text of `kuchi words`: an aligned table for a terminal, or CSV, TSV, JSON or JSON Lines rows.
///
/// Text from the bank is made safe before it is printed: control characters shown (``SafeText``),
/// CSV and TSV cells a spreadsheet would run as formulas defused (``SpreadsheetSafety``), JSON escaped
/// exactly (``JSONString``).
enum WordListText {
    /// The columns of CSV and TSV, and the keys of JSON.
    static let columns = ["word", "reading", "romaji", "meanings", "deck", "level", "favorite", "answers", "correct",
                          "state", "due"]

    static func render(_ hits: [WordSearchHit], format: WordListFormat, hasLearner: Bool) -> String {
        switch format {
        case .table: table(hits, hasLearner: hasLearner)
        case .csv: delimited(hits, separator: ",", end: "\r\n", cell: csvCell)
        case .tsv: delimited(hits, separator: "\t", end: "\n", cell: tsvCell)
        case .json: "[" + hits.map(json).joined(separator: ",\n") + "]\n"
        case .jsonl: hits.map { json($0) + "\n" }.joined()
        }
    }

    /// The plain values of a hit, in ``columns`` order.
    private static func values(_ hit: WordSearchHit) -> [String] {
        [hit.word.text, hit.word.reading, hit.word.pronunciation, hit.word.meanings.joined(separator: Word.meaningSeparator),
         hit.deck, hit.word.level ?? "", hit.isFavorite ? "1" : "0", String(hit.answers), String(hit.correct),
         hit.cardState ?? "", hit.due.map(isoDue) ?? ""]
    }

    private static func delimited(_ hits: [WordSearchHit], separator: String, end: String, cell: (String) -> String) -> String {
        ([columns.joined(separator: separator)] + hits.map { values($0).map(cell).joined(separator: separator) })
            .joined(separator: end) + end
    }

    /// A CSV cell: defused, and quoted when it holds a comma, a quote or a line break.
    private static func csvCell(_ value: String) -> String {
        let cell = SpreadsheetSafety.defuse(value)
        guard cell.contains(where: { ",\"\r\n".contains($0) }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A TSV cell: defused, tabs and line breaks shown as visible symbols (TSV cannot hold them).
    private static func tsvCell(_ value: String) -> String {
        SafeText.singleLine(SpreadsheetSafety.defuse(value))
    }

    private static func json(_ hit: WordSearchHit) -> String {
        JSONValue.object([
            ("word", .string(hit.word.text)), ("reading", .string(hit.word.reading)),
            ("romaji", .string(hit.word.pronunciation)), ("meanings", .strings(hit.word.meanings)),
            ("deck", .string(hit.deck)), ("level", .optional(hit.word.level, JSONValue.string)),
            ("favorite", .bool(hit.isFavorite)), ("answers", .int(hit.answers)), ("correct", .int(hit.correct)),
            ("state", .optional(hit.cardState, JSONValue.string)), ("due", .optional(hit.due) { .string(isoDue($0)) }),
            ("match", .string(hit.match.rawValue)),
        ]).compact
    }

    /// A stored UTC time (`2026-03-22 10:15:00.000`) as ISO 8601 (`2026-03-22T10:15:00Z`).
    static func isoDue(_ stored: String) -> String {
        String(stored.prefix(10)) + "T" + String(stored.dropFirst(11).prefix(8)) + "Z"
    }
}
