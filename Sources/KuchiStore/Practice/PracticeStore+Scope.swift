import Foundation
import GRDB
import KuchiData
import KuchiCore

/// Scopes: the words of some decks, levels, tags or favourites, and what the bank holds of each.
extension WordLookupStatements {
    /// Levels and favourites are matched in SQL; decks through `word_source` (a word is in every deck that
    /// holds it), by the names the bank spells them with; tags in Swift (they are case-insensitive beyond
    /// ASCII, which SQLite's `lower` is not). A removed deck's words kept for their history are in none.
    func wordIDs(in scope: WordScope, profileID: Int64) throws -> [Int64] {
        // A learner's suspended words are in no scope.
        try wordIDs(in: scope, profileID: profileID, suspended: false)
    }

    /// How many of the learner's suspended words `scope` would hold, were they not suspended (`kuchi decks` counts them).
    func suspendedWordCount(in scope: WordScope, profileID: Int64) throws -> Int {
        try wordIDs(in: scope, profileID: profileID, suspended: true).count
    }

    /// The ids of the words in `scope` that the learner did not suspend, or (`suspended`) did.
    private func wordIDs(in scope: WordScope, profileID: Int64, suspended: Bool) throws -> [Int64] {
        let suspension = "id \(suspended ? "IN" : "NOT IN") (SELECT word_id FROM suspended_word WHERE profile_id = ? AND kind = '')"
        var conditions = ["removed_at IS NULL", suspension]
        var arguments: StatementArguments = [profileID]
        if !scope.decks.isEmpty {
            let decks = try WordSources.storedDecks(matching: scope.decks, in: db)
            guard !decks.isEmpty else { return [] }
            conditions.append("id IN (SELECT word_id FROM word_source WHERE deck IN (\(Self.placeholders(decks.count))))")
            arguments += StatementArguments(decks)
        }
        if !scope.levels.isEmpty {
            conditions.append("level IN (\(Self.placeholders(scope.levels.count)))")
            arguments += StatementArguments(scope.levels)
        }
        if scope.favoritesOnly {
            conditions.append("id IN (SELECT word_id FROM favorite WHERE profile_id = ?)")
            arguments += [profileID]
        }
        let filter = " FROM word WHERE " + conditions.joined(separator: " AND ") + " ORDER BY \(CardColumns.wordOrder)"
        // Without tags to match, the ids are all that is read.
        guard !scope.tags.isEmpty else { return try Int64.fetchAll(db, sql: "SELECT id" + filter, arguments: arguments) }
        let sql = "SELECT id, tags" + filter
        var ids: [Int64] = []
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            if scope.admits(tags: row["tags"]) { ids.append(row["id"]) }
        }
        return ids
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

/// How many words a deck, level or tag holds, for `kuchi decks` and for a scope that finds none.
public struct ScopeCounts: Sendable, Equatable {
    /// Decks and their words (every word a deck holds, shared or not), largest first.
    public var decks: [(name: String, words: Int)]
    /// JLPT levels (N5 … N1, then `none`) and their words.
    public var levels: [(name: String, words: Int)]
    /// Tags and their words, largest first.
    public var tags: [(name: String, words: Int)]

    /// Counts as read.
    public init(decks: [(name: String, words: Int)], levels: [(name: String, words: Int)], tags: [(name: String, words: Int)]) {
        self.decks = decks
        self.levels = levels
        self.tags = tags
    }

    /// Equal when every deck, level and tag has the same name and count, in the same order.
    public static func == (lhs: ScopeCounts, rhs: ScopeCounts) -> Bool {
        lhs.decks.elementsEqual(rhs.decks, by: ==) && lhs.levels.elementsEqual(rhs.levels, by: ==)
            && lhs.tags.elementsEqual(rhs.tags, by: ==)
    }
}

extension PracticeStore {
    /// The names of the decks that hold words, in order.
    public func deckNames() throws(StoreError) -> [String] {
        try read { db in try WordSources.deckNames(in: db) }
    }

    /// The decks, levels and tags of the bank with their word counts (one scan for the tags). A deck counts
    /// every word it holds, so a word several decks hold counts in each.
    public func scopeCounts() throws(StoreError) -> ScopeCounts {
        try read { db in try Self.scopeCounts(db) }
    }

    static func scopeCounts(_ db: Database) throws -> ScopeCounts {
        let decks = inNaturalOrder(try Row.fetchAll(db, sql: "SELECT deck, count(*) AS words FROM word_source GROUP BY deck ORDER BY count(*) DESC, deck")
            .map { (name: $0["deck"] as String, words: $0["words"] as Int) })
        let levels = try Row.fetchAll(db, sql: """
            SELECT coalesce(level, 'none') AS name, count(*) AS words FROM word WHERE removed_at IS NULL GROUP BY level
            ORDER BY \(CardColumns.studyOrder)
            """).map { (name: $0["name"] as String, words: $0["words"] as Int) }
        var tagCounts: [String: Int] = [:]
        let rows = try String.fetchCursor(db, sql: "SELECT tags FROM word WHERE tags <> '' AND removed_at IS NULL")
        while let tags = try rows.next() {
            for tag in Set(tags.split(separator: " ")) { tagCounts[String(tag), default: 0] += 1 }
        }
        let tags = tagCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (name: $0.key, words: $0.value) }
        return ScopeCounts(decks: decks, levels: levels, tags: tags)
    }

    /// The bundled levels' decks first, in the order they are learnt (jlpt-n5, jlpt-n4 … jlpt-n1), then the
    /// other decks as given (largest first).
    static func inNaturalOrder(_ decks: [(name: String, words: Int)]) -> [(name: String, words: Int)] {
        let levels = ["N5", "N4", "N3", "N2", "N1"].map(BundledWordList.deck(level:))
        let bundled = levels.compactMap { level in decks.first { $0.name == level } }
        return bundled + decks.filter { !levels.contains($0.name) }
    }
}

extension PracticeStore {
    /// The learner's practice scope when they have met every word of it in the ways `kinds` train (so no new
    /// word comes until it widens), for `kuchi due` and the report; `nil` while a word is left to meet.
    public func scopeMet(_ scope: WordScope, kinds: [CardKind], profileID: Int64) throws(StoreError) -> ScopeMet? {
        try lookingUp { lookup in try ScopeMet.find(scope: scope, kinds: kinds, profileID: profileID, in: lookup) }
    }
}
