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

    /// The words in `format`. The table is followed by a kanji line and an example sentence for each word the
    /// query names exactly (at most ``kanjiLinesShown``, the word in the sentence in bold with `style`); JSON
    /// gives every word's kanji (``KanjiDictionary``) and example (``ExampleSentences``).
    static func render(_ hits: [WordSearchHit], format: WordListFormat, hasLearner: Bool,
                       kanji: KanjiDictionary = .empty, examples: ExampleSentences = .empty, mediaFolder: String? = nil,
                       style: TextStyle = .plain, width: Int? = nil) -> String {
        switch format {
        case .table:
            table(hits, hasLearner: hasLearner, width: width)
                + detailLines(hits, kanji: kanji, examples: examples, mediaFolder: mediaFolder, style: style, width: width)
        case .csv: delimited(hits, separator: ",", end: "\r\n", cell: csvCell)
        case .tsv: delimited(hits, separator: "\t", end: "\n", cell: tsvCell)
        case .json: "[" + hits.map { json($0, kanji: kanji, examples: examples, mediaFolder: mediaFolder) }.joined(separator: ",\n") + "]\n"
        case .jsonl: hits.map { json($0, kanji: kanji, examples: examples, mediaFolder: mediaFolder) + "\n" }.joined()
        }
    }

    /// The most kanji lines under a table.
    static let kanjiLinesShown = 5

    /// For each exact match (at most ``kanjiLinesShown``), after a blank line: `漢 勉強  勉 exertion, endeavour
    /// (ベン, つと.める; 10 strokes, grade 3, kanji N4) · 強 …` when it is written with kanji, and `例 勉強  毎日**勉強**
    /// します。  “I study every day.”` when it has an example sentence, and `♪ 勉強  /path/to/bank.media/benkyou.mp3`
    /// when it has a sound (from an Anki package; `:play` plays it in practice); empty when there is none. On a
    /// terminal `width` columns wide, a line wider than it is broken between words, its next lines indented under its text.
    private static func detailLines(_ hits: [WordSearchHit], kanji dictionary: KanjiDictionary, examples: ExampleSentences,
                                    mediaFolder: String?, style: TextStyle, width: Int?) -> String {
        // The kanji line once for each way of writing (土産 みやげ and 土産 どさん share theirs).
        var written = Set<String>()
        let lines = hits.filter { $0.match == .exact }.prefix(kanjiLinesShown).flatMap { hit -> [String] in
            let name = SafeText.singleLine(hit.word.text)
            let kanji = written.insert(hit.word.text).inserted
                ? Kanji.line(dictionary.kanji(in: hit.word.text)).map { "漢 " + name + "  " + SafeText.singleLine($0) } : nil
            let example = examples.example(for: hit.word).map { example in
                "例 " + name + "  " + ExampleText.line(ShownExample(example, of: hit.word), style: style).dropFirst(2)
            }
            let sound = soundPath(hit.word, mediaFolder: mediaFolder).map { "♪ " + name + "  " + SafeText.singleLine($0) }
            return [kanji, example, sound].compactMap { $0 }
        }.flatMap { line -> [String] in
            guard let width, width > 8, DisplayWidth.columns(line) > width else { return [line] }
            // Broken between words (a Japanese sentence, which has no spaces, stays whole), next lines under the text.
            let broken = DisplayWidth.wrap(line, width: width - 3)
            return [broken[0]] + broken.dropFirst().map { "   " + $0 }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n"
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
    static func csvCell(_ value: String) -> String {
        let cell = SpreadsheetSafety.defuse(value)
        guard cell.contains(where: { ",\"\r\n".contains($0) }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A TSV cell: defused, tabs and line breaks shown as visible symbols (TSV cannot hold them).
    static func tsvCell(_ value: String) -> String {
        SafeText.singleLine(SpreadsheetSafety.defuse(value))
    }

    /// Where `word`'s sound file is: in the bank's media folder, or just its name for a bank without one.
    private static func soundPath(_ word: Word, mediaFolder: String?) -> String? {
        word.audio.map { file in mediaFolder.map { $0 + "/" + file } ?? file }
    }

    private static func json(_ hit: WordSearchHit, kanji dictionary: KanjiDictionary, examples: ExampleSentences,
                             mediaFolder: String?) -> String {
        JSONValue.object([
            ("word", .string(hit.word.text)), ("reading", .string(hit.word.reading)),
            ("romaji", .string(hit.word.pronunciation)), ("meanings", .strings(hit.word.meanings)),
            ("deck", .string(hit.deck)), ("level", .optional(hit.word.level, JSONValue.string)),
            ("favorite", .bool(hit.isFavorite)), ("answers", .int(hit.answers)), ("correct", .int(hit.correct)),
            ("state", .optional(hit.cardState, JSONValue.string)), ("due", .optional(hit.due) { .string(isoDue($0)) }),
            ("match", .string(hit.match.rawValue)),
            ("kanji", .array(dictionary.kanji(in: hit.word.text).map(\.jsonValue))),
            ("example", .optional(examples.example(for: hit.word)) { ShownExample($0, of: hit.word).jsonValue }),
            ("audio", .optional(soundPath(hit.word, mediaFolder: mediaFolder), JSONValue.string)),
        ]).compact
    }

    /// A stored UTC time (`2026-03-22 10:15:00.000`) as ISO 8601 (`2026-03-22T10:15:00Z`).
    static func isoDue(_ stored: String) -> String {
        String(stored.prefix(10)) + "T" + String(stored.dropFirst(11).prefix(8)) + "Z"
    }
}
