import Foundation
import GRDB
import KuchiCore

/// Word search in one bank (`kuchi search`, `:search`) and the upkeep of its index.
///
/// Given by ``KuchiDatabase/search``.
public final class SearchStore: BankStore, Sendable {
    let connection: BankConnection

    init(connection: BankConnection) {
        self.connection = connection
    }
}

extension SearchStore {
    /// The words `search` finds, exact matches first, then prefixes, then substrings; within each,
    /// common words, then shorter ones, then the bank's order.
    ///
    /// Each kind of match is one FTS5 query on `word_search` for written forms and readings (a phrase
    /// shorter than three characters, which the trigram index cannot find, is looked for by a scan instead)
    /// and one on `word_meaning_search` for the meanings, which are searched by words (see ``WordSearchIndex``).
    public func searchWords(_ search: WordSearch) throws(StoreError) -> [WordSearchHit] {
        try read { db in
            guard let filter = try ScopeFilter(search.scope, profileID: search.profileID, db: db) else { return [] }
            let found = try WordSearcher(db: db, filter: filter, limit: search.limit).find(search.query)
            return try found.compactMap { id, match in
                try hit(id: id, match: match, profileID: search.profileID, decks: search.meaningsFrom, db: db)
            }
        }
    }

    /// The word `id` as found: in a scope of `decks`, with the deck (and its meanings) the scope selects, as a
    /// session in that scope shows it (猫 imported into "animals" shows "animals", not the built-in deck).
    private func hit(id: Int64, match: SearchMatch, profileID: Int64?, decks: [String], db: Database) throws -> WordSearchHit? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT text, reading, meanings, level, deck FROM word WHERE id = ?"),
                                         arguments: [id]) else { return nil }
        var shown: (deck: String, meanings: String) = (row["deck"], row["meanings"])
        if !decks.isEmpty {
            shown = WordSources.shownSource(sources: try WordSources.sources(of: id, in: db), home: shown.deck,
                                            homeMeanings: shown.meanings, shownFrom: decks)
        }
        var word = Word(id: id, text: row["text"], reading: row["reading"], meanings: Word.meanings(fromColumn: shown.meanings),
                        level: row["level"])
        word.example = try WordExamples.first(wordID: id, in: db)
        word.audio = try WordAudio.file(wordID: id, in: db)
        var hit = WordSearchHit(word: word, deck: shown.deck, match: match, isFavorite: false, answers: 0, correct: 0)
        guard let profileID else { return hit }
        hit.isFavorite = try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM favorite WHERE profile_id = ? AND word_id = ?"),
                                           arguments: [profileID, id]) ?? false
        // Answers only, as `kuchi report` counts them: a lesson (the word shown whole) is neither right nor wrong.
        if let answers = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) AS answers, coalesce(sum(a.is_correct), 0) AS correct FROM answer a JOIN session s ON s.id = a.session_id
            WHERE a.word_id = ? AND s.profile_id = ? AND \(AnswerWalk.isAnswer("a"))
            """), arguments: [id, profileID]) {
            (hit.answers, hit.correct) = (answers["answers"], answers["correct"])
        }
        if let card = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT state, due_ms FROM card WHERE profile_id = ? AND word_id = ? ORDER BY due_ms LIMIT 1
            """), arguments: [profileID, id]) {
            // A due date out of range is not shown (kuchi doctor reports it).
            (hit.cardState, hit.due) = (CardStateCode.codes.shownName(card["state"]), StoredDates.date(card["due_ms"]).map { UTCTime($0).stored })
        }
        if try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM suspended_word WHERE profile_id = ? AND word_id = ? AND kind = ''"),
                             arguments: [profileID, id]) ?? false {
            hit.cardState = "suspended"
        }
        return hit
    }
}

/// A scope as SQL conditions on `word w`, with its tags checked in Swift (as ``WordScope/admits(tags:)``).
struct ScopeFilter {
    let scope: WordScope
    let conditions: [String]
    let arguments: StatementArguments

    /// `nil` when the scope names decks the bank does not have, or favourites without a learner: no word is in it.
    init?(_ scope: WordScope, profileID: Int64?, db: Database) throws {
        self.scope = scope
        // A removed deck's words kept for their history are not in the bank any more.
        var conditions = ["w.removed_at IS NULL"]
        var arguments = StatementArguments()
        if !scope.decks.isEmpty {
            let decks = try WordSources.storedDecks(matching: scope.decks, in: db)
            guard !decks.isEmpty else { return nil }
            conditions.append("w.id IN (SELECT word_id FROM word_source WHERE deck IN (\(WordSources.placeholders(decks.count))))")
            arguments += StatementArguments(decks)
        }
        if !scope.levels.isEmpty {
            conditions.append("w.level IN (\(Array(repeating: "?", count: scope.levels.count).joined(separator: ", ")))")
            arguments += StatementArguments(scope.levels)
        }
        if scope.favoritesOnly {
            guard let profileID else { return nil }
            conditions.append("EXISTS (SELECT 1 FROM favorite f WHERE f.profile_id = ? AND f.word_id = w.id)")
            arguments += [profileID]
        }
        self.conditions = conditions
        self.arguments = arguments
    }

    /// Whether every word of an FTS match is kept, so the matches may be cut short before filtering.
    var keepsEveryWord: Bool { scope.isWholeBank }

    /// ` AND …` for a WHERE clause.
    var sql: String { conditions.map { " AND " + $0 }.joined() }
}
