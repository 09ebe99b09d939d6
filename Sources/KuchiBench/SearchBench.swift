import Foundation
import KuchiCore
import KuchiStore

/// The word browser of issue 11: `kuchi words QUERY` over the largest bank, target ≤ 100 ms.
enum SearchBench {
    /// Queries as learners type them: romaji, kana, kanji, English (a gloss every word of the generated
    /// banks has, so the substring matches are many), and a query that matches nothing.
    static let queries = ["kaki", "かき", "日月", "gloss 97", "meaning 12345", "nothing-like-this"]

    /// Times each query (a terminal's search: at most 20 words) on the bank at `path` and adds the slowest
    /// query's median to `table`.
    static func run(bank path: String, words: Int, table: inout ResultTable) throws {
        let database = try KuchiDatabase.open(path: path)
        _ = try database.search.searchWords(WordSearch(query: "warm up"))
        var medians: [Double] = []
        for query in queries {
            var samples: [Double] = []
            for _ in 0..<5 {
                samples.append(try Measure.seconds { _ = try database.search.searchWords(WordSearch(query: query, limit: 20)) })
            }
            medians.append(Measure.percentile(samples, 0.5))
        }
        let slowest = medians.max() ?? 0
        table.add("search \(words.groupedDigits) words, slowest of \(queries.count) queries (median of 5)", ours: slowest,
                  unit: .milliseconds, target: "≤ 100 ms", passes: slowest <= 0.1)
        // One kanji that few words hold: too short for the trigram index, so the written forms and readings are scanned.
        var short: [Double] = []
        for _ in 0..<5 { short.append(try Measure.seconds { _ = try database.search.searchWords(WordSearch(query: "犬", limit: 20)) }) }
        table.add("search \(words.groupedDigits) words for one kanji few words hold (`犬`, a scan; median of 5)",
                  ours: Measure.percentile(short, 0.5), unit: .milliseconds, target: "—", passes: nil)
    }
}
