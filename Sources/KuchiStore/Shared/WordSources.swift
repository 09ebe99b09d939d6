import Foundation
import GRDB
import KuchiCore

/// The `word_source` table: which decks hold a word, and the meanings each gives it.
///
/// A word is one row of `word` however many decks hold it. `word.deck` is its home deck (the first that
/// held it, or the next one when that deck is removed) and `word.meanings` the home deck's meanings: what
/// the word shows. Each deck that holds the word has a `word_source` row with its own meanings, so an
/// import of another deck never changes what a word shows: the other decks' meanings are accepted as
/// answers only, and a session scoped to a deck shows that deck's meanings.
enum WordSources {
    /// Creates the table, fills it from every word's home deck, and adds `word.removed_at` (migration
    /// `v10-word-sources`). One `INSERT … SELECT`, then the deck index built over the filled table.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE word_source (
                word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                deck TEXT NOT NULL,
                meanings TEXT NOT NULL,
                added_at TEXT NOT NULL,
                PRIMARY KEY (word_id, deck)
            ) WITHOUT ROWID;
            INSERT INTO word_source (word_id, deck, meanings, added_at) SELECT id, deck, meanings, added_at FROM word;
            CREATE INDEX word_source_deck ON word_source (deck, word_id);
            DROP INDEX word_deck;
            ALTER TABLE word ADD COLUMN removed_at TEXT;
            """)
    }

    /// What a word shows and accepts, given its sources: the meanings of the deck that the first of `decks`
    /// (a scope's names, compared as scopes compare them) selecting one of its decks selects (its home deck
    /// when that name selects it, else the first such deck by name), else of its home deck; and the glosses
    /// of its other decks that the shown ones lack, accepted as answers only.
    static func meanings(sources: [(deck: String, meanings: String)], home: String, homeMeanings: String,
                         shownFrom decks: [String]) -> (shown: [String], others: [String]) {
        let (shownDeck, shownColumn) = shownSource(sources: sources, home: home, homeMeanings: homeMeanings, shownFrom: decks)
        let shown = Word.meanings(fromColumn: shownColumn)
        var seen = Set(shown.map { $0.lowercased() })
        var others: [String] = []
        // The home deck's meanings first, then the other decks' in name order (the table's order).
        let ordered = sources.filter { $0.deck == home } + sources.filter { $0.deck != home }
        for source in ordered where source.deck != shownDeck {
            for gloss in Word.meanings(fromColumn: source.meanings) where seen.insert(gloss.lowercased()).inserted {
                others.append(gloss)
            }
        }
        return (shown, others)
    }

    /// The deck whose meanings a word shows in a scope of `decks` (as ``meanings(sources:home:homeMeanings:shownFrom:)``
    /// chooses it), with those meanings as stored.
    static func shownSource(sources: [(deck: String, meanings: String)], home: String, homeMeanings: String,
                            shownFrom decks: [String]) -> (deck: String, meanings: String) {
        for wanted in decks {
            if WordScope.deck(wanted, selects: home) { break }
            if let source = sources.first(where: { WordScope.deck(wanted, selects: $0.deck) }) { return source }
        }
        return (home, homeMeanings)
    }

    // Every writer of `word` gives a new word the row of its deck after its insert
    // (``LeanWords/homeSourceSQL(lean:)``; an import, all its new words' at its end: ``insertHomeRows``). Not a trigger: an INSERT with a trigger makes SQLite look, for every
    // new word, for rows that point at it in each table referring to `word` — a scan of the cards, favourites and
    // accepted answers, whose keys lead with the learner — which doubled the time of an import into a new bank.

    /// Gives each word whose id is `condition` (`> ?`, `= ?`, bound to `id`) the row of its home deck, unless it
    /// has that row: how an import writes the rows of the words it added, all at once at its end (or one word's
    /// early, before a merge into it reads them). In the layout of v30 (`lean`) the row copies nothing of its
    /// word (``LeanWords``); before it, the row holds the word's meanings and time.
    static func insertHomeRows(ofWordsWithID condition: String, _ id: Int64, lean: Bool, in db: Database) throws {
        try db.cachedStatement(sql: lean ? """
            INSERT INTO word_source (word_id, deck)
            SELECT id, deck FROM word WHERE id \(condition) ORDER BY id
            ON CONFLICT (word_id, deck) DO NOTHING
            """ : """
            INSERT INTO word_source (word_id, deck, meanings, added_at)
            SELECT id, deck, meanings, added_at FROM word WHERE id \(condition) ORDER BY id
            ON CONFLICT (word_id, deck) DO NOTHING
            """).execute(arguments: [id])
    }

    /// A word's sources, in deck order (each deck's meanings, the word's own where its row holds `NULL`).
    static func sources(of id: Int64, in db: Database) throws -> [(deck: String, meanings: String)] {
        try Row.fetchAll(db.cachedStatement(sql: sourcesSQL), arguments: [id])
            .map { (deck: $0["deck"], meanings: $0["meanings"]) }
    }

    /// A word's decks and their meanings, in deck order (the word's id the one argument).
    private static let sourcesSQL = """
        SELECT s.deck, \(LeanWords.meanings(source: "s", word: "w")) AS meanings
        FROM word_source s JOIN word w ON w.id = s.word_id WHERE s.word_id = ? ORDER BY s.deck
        """

    /// Every meaning of a word, home deck first, as stored (`; `-separated): what `word_search` indexes,
    /// so `kuchi words` finds a word by the meaning of any deck that holds it.
    static func indexedMeanings(of id: Int64, home: String, in db: Database) throws -> String {
        // Run once per merged word of an import: the sources read by column position (``sources(of:in:)``'s query).
        let statement = try db.cachedStatement(sql: sourcesSQL)
        let raw = RawStatement(statement)
        raw.reset()
        raw.bind(int64: id, at: 1)
        var sources: [(deck: String, meanings: String)] = []
        while try raw.step(sql: statement.sql) { sources.append((deck: raw.text(0), meanings: raw.text(1))) }
        var seen = Set<String>()
        var glosses: [String] = []
        for source in sources.filter({ $0.deck == home }) + sources.filter({ $0.deck != home }) {
            for gloss in Word.meanings(fromColumn: source.meanings) where seen.insert(gloss.lowercased()).inserted {
                glosses.append(gloss)
            }
        }
        return glosses.joined(separator: Word.meaningSeparator)
    }

    /// The deck names the bank stores that a scope's `names` select: each name's deck and the decks under
    /// it (`name::…`), compared case-insensitively after NFC (``WordScope/deck(_:selects:)``).
    static func storedDecks(matching names: [String], in db: Database) throws -> [String] {
        try deckNames(in: db).filter { deck in names.contains { WordScope.deck($0, selects: deck) } }
    }

    /// The deck names the bank stores for exactly `name` (compared case-insensitively after NFC), without
    /// the decks under it: what `kuchi decks remove` removes.
    static func storedDecks(named name: String, in db: Database) throws -> [String] {
        let wanted = WordScope.comparable(name)
        return try deckNames(in: db).filter { WordScope.comparable($0) == wanted }
    }

    /// Every deck name, in order: one index seek per deck (not a walk of the whole index).
    static func deckNames(in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            WITH RECURSIVE deck(name) AS (
                SELECT min(deck) FROM word_source
                UNION ALL SELECT (SELECT min(deck) FROM word_source WHERE deck > deck.name) FROM deck WHERE deck.name IS NOT NULL
            ) SELECT name FROM deck WHERE name IS NOT NULL
            """)
    }

    /// `?, ?, ?` for `count` values.
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
