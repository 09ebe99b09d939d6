import Foundation
import GRDB
import KuchiCore

/// Finds the ids of the words a query matches, in rank order (see ``SearchStore/searchWords(_:)``).
struct WordSearcher {
    let db: Database
    let filter: ScopeFilter
    let limit: Int?

    /// How many FTS matches of one kind are ranked when the scope keeps every word: enough to rank
    /// the common and short words first, few enough to stay fast when a query matches half the bank.
    static let rankingWindow = 2_000

    /// The columns of `word_search_content` that hold `word_search`'s.
    private static let contentColumns = ["text": "c0", "reading": "c1"]

    func find(_ query: String) throws -> [(Int64, SearchMatch)] {
        var found: [(Int64, SearchMatch)] = []
        if query.allSatisfy(\.isWhitespace) {
            try collect("SELECT w.id, w.tags FROM word w WHERE 1\(filter.sql) ORDER BY w.id", filter.arguments, as: .listed,
                        into: &found, skipping: [])
            return found
        }
        let phrases = WordSearchPhrases(query: query)
        var seen = Set<Int64>()
        for match in [SearchMatch.exact, .prefix, .contains] {
            if let limit, found.count >= limit { break }
            let (candidates, arguments) = candidateSQL(phrases.formPhrases(match), meanings: phrases.meaningsExpression(match))
            // Within each kind of match: common words, then a beginner's before an advanced learner's (a word of
            // the learner's own list, without a level, beside N5), then the more frequent, then the shorter.
            let sql = """
                SELECT w.id, w.tags FROM word w WHERE w.id IN (\(candidates))\(filter.sql)
                ORDER BY w.is_common DESC,
                    CASE w.level WHEN 'N4' THEN 1 WHEN 'N3' THEN 2 WHEN 'N2' THEN 3 WHEN 'N1' THEN 4 ELSE 0 END,
                    ifnull(w.frequency_rank, 9223372036854775807), length(w.text), w.id
                """
            let before = found.count
            try collect(sql, arguments + filter.arguments, as: match, into: &found, skipping: seen)
            seen.formUnion(found[before...].map(\.0))
        }
        return found
    }

    /// The ids of the words matching any phrase of the written form or reading (one query of the trigram
    /// index for those it can find, a scan for shorter ones) or the meanings' expression (one query of the
    /// word index); each cut to ``rankingWindow`` when a limit is asked and the scope keeps every word.
    private func candidateSQL(_ phrases: [WordSearchPhrases.Phrase], meanings: String?) -> (String, StatementArguments) {
        let window = limit != nil && filter.keepsEveryWord ? " LIMIT \(max(Self.rankingWindow, (limit ?? 0) * 2))" : ""
        var parts: [String] = []
        var arguments = StatementArguments()
        let indexable = phrases.filter(WordSearchPhrases.isIndexable)
        if !indexable.isEmpty {
            parts.append("SELECT rowid FROM (SELECT rowid FROM word_search WHERE word_search MATCH ?\(window))")
            arguments += [WordSearchPhrases.matchExpression(indexable)]
        }
        if let meanings {
            parts.append("SELECT rowid FROM (SELECT rowid FROM word_meaning_search WHERE word_meaning_search MATCH ?\(window))")
            arguments += [meanings]
        }
        let short = phrases.filter { !WordSearchPhrases.isIndexable($0) && !$0.text.isEmpty }
        if !short.isEmpty {
            // FTS5's own copy of the rows, read as a plain table: a scan through the virtual table costs 4× more.
            let conditions = short.map { "instr(\(Self.contentColumns[$0.column] ?? "c0"), ?) > 0" }.joined(separator: " OR ")
            parts.append("SELECT id FROM (SELECT id FROM word_search_content WHERE \(conditions)\(window))")
            arguments += StatementArguments(short.map(\.text))
        }
        return (parts.isEmpty ? "SELECT NULL WHERE 0" : parts.joined(separator: " UNION ALL "), arguments)
    }

    /// Appends the rows of `sql` (id, tags) whose tags the scope admits, up to the limit.
    private func collect(_ sql: String, _ arguments: StatementArguments, as match: SearchMatch,
                         into found: inout [(Int64, SearchMatch)], skipping seen: Set<Int64>) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            if let limit, found.count >= limit { return }
            let id: Int64 = row["id"]
            if !seen.contains(id), filter.scope.admits(tags: row["tags"]) { found.append((id, match)) }
        }
    }
}
