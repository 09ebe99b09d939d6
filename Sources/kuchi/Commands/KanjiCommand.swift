import ArgumentParser
import Foundation
import KuchiCore
import KuchiData
import KuchiFiles
import KuchiStore
import KuchiTerminal

/// `kuchi kanji 勉`: what a kanji means, how it reads, its strokes and levels, and the bank's words that use it.
struct KanjiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji",
        abstract: "Show a kanji: meanings, on and kun readings, strokes, school grade and JLPT level, and the words that use it.",
        discussion: HelpExamples.after("""
            Given a word (勉強), shows each of its kanji. The kanji data is KANJIDIC's (EDRDG), compiled in; \
            the words are the word bank's, easiest level first (all of them with --limit 0).
            """, [
                ("kuchi kanji 勉", "its meanings, readings, strokes and words"),
                ("kuchi kanji 勉強 --limit 0", "both kanji, with every word of each")
            ])
    )

    /// The most words listed per kanji by default.
    static let defaultLimit = 20

    @Argument(help: ArgumentHelp("A kanji, or a word whose kanji to show.", valueName: "kanji"))
    var text: String

    // Unconditional, so that `--limit -1` is refused as a number out of range rather than as a missing value; the
    // help names no default of its own, since the argument parser adds it.
    @Option(parsing: .unconditional, help: ArgumentHelp("At most this many words per kanji, 0 for all", valueName: "n"))
    var limit: Int = defaultLimit

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            if limit < 0 { throw CommandError.usage("--limit: expected a number of words, 0 or more, not \(limit).") }
            let dictionary = KanjiDictionary(text: BundledKanji.text)
            let kanji = dictionary.kanji(in: text.precomposedStringWithCanonicalMapping)
            guard !kanji.isEmpty else {
                throw CommandError.usage("“\(SafeText.singleLine(text))” has no kanji that KANJIDIC knows: give one such as 勉.")
            }
            let database: KuchiDatabase?
            do {
                database = try KuchiDatabase.openForReading(path: databaseOptions.path(environment: environment))
            } catch StoreError.noDatabase {
                database = nil
            }
            var blocks: [String] = []
            for entry in kanji {
                let words = try database.map { try Self.words(using: entry.character, in: $0.search) }
                blocks.append(Self.text(entry, words: words, limit: limit == 0 ? nil : limit))
            }
            StandardStream.output.write(blocks.joined(separator: "\n"))
        }
    }

    /// The bank's words written with `character`, easiest level first, then most common.
    static func words(using character: String, in search: SearchStore) throws -> [WordSearchHit] {
        let levels = WordScope.knownLevels
        return try search.searchWords(WordSearch(query: character, limit: nil))
            .filter { $0.word.text.contains(character) }
            .enumerated()
            .sorted { lhs, rhs in
                let (left, right) = (levels.firstIndex(of: lhs.element.word.level ?? "") ?? levels.count,
                                     levels.firstIndex(of: rhs.element.word.level ?? "") ?? levels.count)
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The kanji's description, then its words (nil: no word bank).
    static func text(_ kanji: Kanji, words: [WordSearchHit]?, limit: Int?) -> String {
        var lines = [kanji.character + "  " + kanji.levelsText]
        lines.append("  meanings: " + (kanji.meanings.isEmpty ? "none listed" : kanji.meanings.joined(separator: "; ")))
        lines.append("  on:       " + (kanji.onReadings.isEmpty ? "none" : kanji.onReadings.joined(separator: "、")))
        lines.append("  kun:      " + (kanji.kunReadings.isEmpty ? "none" : kanji.kunReadings.joined(separator: "、")))
        guard let words else {
            return (lines + ["  (No word bank yet: practise first, or name one with --database PATH.)"]).joined(separator: "\n") + "\n"
        }
        let shown = limit.map { Array(words.prefix($0)) } ?? words
        lines.append("  words:    " + (words.isEmpty ? "none in the word bank" : "\(words.count.groupedDigits) in the word bank"
                                         + (shown.count < words.count ? ", the first \(shown.count) (--limit 0 for all)" : "")))
        let columns = shown.map { hit in
            [SafeText.singleLine(hit.word.text), hit.word.hasDistinctWrittenForm ? SafeText.singleLine(hit.word.reading) : "",
             SafeText.singleLine(hit.word.meanings.prefix(3).joined(separator: "; ")), hit.word.level ?? ""]
        }
        let widths = (0..<3).map { column in columns.map { WordListText.displayWidth($0[column]) }.max() ?? 0 }
        for row in columns {
            let cells = (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - WordListText.displayWidth(row[$0])) }
            lines.append(("    " + cells.joined(separator: "  ") + "  " + row[3]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
