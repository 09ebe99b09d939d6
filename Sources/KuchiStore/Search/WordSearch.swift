import Foundation
import KuchiCore

/// A search of the word bank (`kuchi words QUERY`): what to find, where, and for whom.
public struct WordSearch: Sendable, Equatable {
    /// What the learner typed: kanji, kana, romaji in any spelling a session accepts, or English.
    /// Empty lists every word of the scope.
    public var query: String
    /// The decks, levels, tags and favourites to search in.
    public var scope: WordScope
    /// The learner whose favourites, accuracy and cards are shown (and whose favourites `scope` may ask for).
    public var profileID: Int64?
    /// At most this many words; `nil` for every match.
    public var limit: Int?
    /// The deck names whose meanings a word found shows when one of them holds it, as a session scoped to them shows
    /// it (猫 imported into "animals" shows that deck's meanings, not the built-in deck's); else its home deck's.
    public var meaningsFrom: [String]

    /// A search as given; `meaningsFrom` defaults to the scope's decks.
    public init(query: String, scope: WordScope = WordScope(), profileID: Int64? = nil, limit: Int? = 20, meaningsFrom: [String]? = nil) {
        self.query = query
        self.scope = scope
        self.profileID = profileID
        self.limit = limit
        self.meaningsFrom = meaningsFrom ?? scope.decks
    }
}

/// How a word matched a search; results come in this order.
public enum SearchMatch: String, Sendable, Comparable, CaseIterable {
    /// The query is the word, its reading or one of its meanings (`study` for "to study").
    case exact
    /// The word, its reading or a meaning starts with the query.
    case prefix
    /// The query is inside the word, its reading or a meaning.
    case contains
    /// No query: every word of the scope is listed.
    case listed

    public static func < (lhs: SearchMatch, rhs: SearchMatch) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A word found, with what the learner knows of it.
public struct WordSearchHit: Sendable, Equatable {
    /// The word.
    public var word: Word
    /// The deck it came from.
    public var deck: String
    /// How it matched.
    public var match: SearchMatch
    /// Whether the learner starred it.
    public var isFavorite: Bool
    /// The learner's answers to it, and how many were right.
    public var answers: Int, correct: Int
    /// The state of the learner's card for it that falls due first (`new`, `learning`, `review`,
    /// `relearning`), or `suspended` for a word the learner suspended; `nil` when the learner has no card
    /// for it and has not suspended it.
    public var cardState: String?
    /// When that card falls due, as stored (UTC, `YYYY-MM-DD HH:MM:SS.SSS`).
    public var due: String?

    /// The share of answers that were right, 0…1; `nil` before the first answer.
    public var accuracy: Double? { answers == 0 ? nil : Double(correct) / Double(answers) }
}

/// The FTS5 queries of one search: per kind of match, the phrases each column is searched for.
struct WordSearchPhrases {
    /// A column and the text it is searched for.
    typealias Phrase = (column: String, text: String)

    let text: String
    let readings: [String]
    /// Whether the query is romaji by its own sign, an apostrophe after n (`n'`, `kin'en`), and converts whole into
    /// kana: no English meaning is written so, and its letters alone ("n") would list every meaning they start.
    let isMarkedRomaji: Bool

    init(query: String) {
        text = SearchKey.text(query).replacingOccurrences(of: WordSearchIndex.start, with: "")
            .replacingOccurrences(of: WordSearchIndex.end, with: "")
        readings = SearchKey.readings(ofQuery: query)
        isMarkedRomaji = text.contains("n'") && !readings.isEmpty
    }

    /// The phrases of the trigram index for `match`: the written form as typed, the reading in its search keys.
    func formPhrases(_ match: SearchMatch) -> [Phrase] {
        let (start, end) = (WordSearchIndex.start, WordSearchIndex.end)
        let wrap: (String) -> String = switch match {
        case .exact: { start + $0 + end }
        case .prefix: { start + $0 }
        case .contains, .listed: { $0 }
        }
        return [("text", wrap(text))] + readings.map { ("reading", wrap($0)) }
    }

    /// The FTS5 query of the meanings' word index for `match`, `nil` when it has none: a whole gloss
    /// (`"␂ to study ␃"`), the start of one (`"␂ stud" *`), or words anywhere in one (`"stud" *`; not for
    /// fewer than three characters, which start too many words to be worth it). A meaning is also looked
    /// for with "to " before it, as verbs are glossed.
    func meaningsExpression(_ match: SearchMatch) -> String? {
        guard !isMarkedRomaji, text.unicodeScalars.contains(where: { CharacterSet.alphanumerics.contains($0) }) else { return nil }
        let (start, end) = (WordSearchIndex.start, WordSearchIndex.end)
        let quoted: (String) -> String = { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        switch match {
        case .exact: return [text, "to " + text].map { quoted(start + " " + $0 + " " + end) }.joined(separator: " OR ")
        case .prefix: return [text, "to " + text].map { quoted(start + " " + $0) + " *" }.joined(separator: " OR ")
        case .contains: return text.count >= 3 ? quoted(text) + " *" : nil
        case .listed: return nil
        }
    }

    /// Whether the trigram index can find `phrase`: it needs three characters.
    static func isIndexable(_ phrase: Phrase) -> Bool {
        phrase.text.count >= 3
    }

    /// An FTS5 query for any of `phrases`: `text : "…" OR reading : "…"`.
    static func matchExpression(_ phrases: [Phrase]) -> String {
        phrases.map { "\($0.column) : \"" + $0.text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: " OR ")
    }
}
