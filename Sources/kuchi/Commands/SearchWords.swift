import ArgumentParser
import Foundation
import KuchiCore
import KuchiData
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// How `kuchi words` writes the words it finds.
enum WordListFormat: String, CaseIterable, ArgumentChoice {
    /// Aligned columns for reading (the default on a terminal).
    case table
    /// Comma-separated values with a header.
    case csv
    /// Tab-separated values with a header (the default to a pipe or file).
    case tsv
    /// One JSON array.
    case json
    /// One JSON object per line.
    case jsonl
}

/// `kuchi words [QUERY]`: finds words by kanji, kana, romaji or English, in a scope.
struct SearchWords: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find words by kanji, kana, romaji or English meaning (the default of kuchi words).",
        discussion: HelpExamples.after("""
            Without a query, lists the words of the scope. On a terminal at most 20 words are shown unless \
            --limit says otherwise; to a pipe, every word found, as TSV unless --format says otherwise. \
            The ★ marks the learner's favourites; accuracy, card state and due date are the learner's \
            (the state of a word the learner suspended is "suspended").
            """, [
                ("kuchi words benkyou", "勉強 first, then words that start with it"),
                ("kuchi words --level N5 --format csv", "every N5 word, as CSV")
            ])
    )

    @Argument(help: ArgumentHelp("What to find: kanji, kana, romaji or English (omit to list words).", valueName: "query"))
    var query: [String] = []

    @Option(help: ArgumentHelp("Only words of this deck and the decks under it (repeat for several; case does not matter).", valueName: "name"),
            completion: BankCompletion.deckScopes)
    var deck: [String] = []

    @Option(help: ArgumentHelp("Only words of this JLPT level, N5–N1 (repeat for several).", valueName: "level"),
            completion: BankCompletion.levels)
    var level: [String] = []

    @Option(help: ArgumentHelp("Only words with this tag (repeat for several).", valueName: "tag"),
            completion: BankCompletion.tags)
    var tag: [String] = []

    @Flag(help: "Only the learner's favourite words.")
    var favorites = false

    // Unconditional, so that `--limit -1` is refused as a number out of range rather than as a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("At most this many words (default: 20 on a terminal, all to a pipe).", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("How to write the words (default: table on a terminal, tsv to a pipe).", valueName: "format"))
    var format: WordListFormat?

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("Show this learner's favourites, accuracy and cards (default: the last one).", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            let settings = try SettingsCheck.refuseBadSettings(environment: environment)
            let scope = try self.scope()
            if let limit, limit < 1 { throw CommandError.usage("--limit: expected a number of words, 1 or more, not \(limit).") }
            let isTerminal = Terminal.isTerminal(STDOUT_FILENO)
            let path = databaseOptions.path(environment: environment)
            var info = stat()
            // No bank yet: the bundled lists are searched as a new bank would hold them, in memory (nothing is written).
            let database = lstat(path, &info) == 0 ? try KuchiDatabase.openForReading(path: path)
                : try KuchiDatabase.inMemory(seedWords: BundledWords.load(), levelWords: BundledLevels.entries())
            let learner = try profile.map { try WordMarkingOptions.learner($0, in: database.practice) } ?? database.practice.lastUsedProfile()
            if favorites, learner == nil { throw CommandError.usage("--favorites: there is no learner yet, so no favourites.") }
            let format = format ?? (isTerminal ? .table : .tsv)
            let shown = limit ?? (isTerminal ? 20 : nil)
            // A table asks for one word more than it shows, to say that more are found.
            // A word shows the meanings practice shows it with: those of the deck --deck names, else of the deck the
            // practice scope names (an imported deck's, not the built-in list's), else its home deck's.
            let search = WordSearch(query: query.joined(separator: " "), scope: scope, profileID: learner?.id,
                                    limit: shown.map { format == .table ? $0 + 1 : $0 },
                                    meaningsFrom: scope.decks.isEmpty ? settings.wordScope.decks : scope.decks)
            var hits = try database.search.searchWords(search)
            let hasMore = format == .table && shown.map { hits.count > $0 } == true
            if hasMore, let shown { hits = Array(hits.prefix(shown)) }
            // The dictionary's spellings tell whether a last は is the particle (こんにちは: konnichiwa).
            let dictionary = WordDictionary(text: BundledDictionary.text)
            for index in hits.indices { hits[index].word = dictionary.withParticleSpellings(hits[index].word) }
            if hits.isEmpty, format == .table {
                let counts = try database.practice.scopeCounts()
                let message = scope.isWholeBank ? "No words found." : ScopeText.empty(scope, counts: counts)
                Self.say(search.query.isEmpty ? message : "No words match “\(SafeText.singleLine(search.query))”" + (scope.isWholeBank ? "." : " in \(SafeText.singleLine(scope.summary))."))
                if Self.listingWords.contains(search.query.lowercased()) { Self.say(Self.listingHint) }
                return
            }
            StandardStream.output.write(WordListText.render(hits, format: format, hasLearner: learner != nil,
                                                            kanji: KanjiDictionary(text: BundledKanji.text),
                                                            examples: ExampleSentences(text: BundledExamples.text),
                                                            mediaFolder: MediaPaths.folder(of: database.mediaFolder),
                                                            style: TextStyle.detect(isTerminal: isTerminal, environment: environment),
                                                            width: Terminal.columns(STDOUT_FILENO)))
            if hasMore, let shown {
                Self.say("… more words than " + (shown == 1 ? "this one" : "these \(shown)") + " were found: --limit N shows more.")
            }
            if format == .table, Self.listingWords.contains(search.query.lowercased()) {
                Self.say("(These are words meaning “\(search.query)”.) " + Self.listingHint)
            }
        }
    }

    /// Writes `text` as a line, broken at spaces on a terminal narrower than it (not wherever the window ends).
    private static func say(_ text: String) {
        StandardStream.output.wrappedLine(text)
    }

    /// Queries a new user may type to list words (`kuchi words list`): searched as English, with a note on how to list.
    static let listingWords: Set<String> = ["list", "ls", "all"]
    /// How to list the words instead.
    static let listingHint = "To list the words, run kuchi words with no query (--limit N shows more than 20)."

    /// The scope the filters name.
    /// - Throws: a usage error (exit 64) for an empty name or an unknown level.
    private func scope() throws -> WordScope {
        for (flag, names) in [("--deck", deck), ("--tag", tag), ("--level", level)] where names.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw CommandError.usage("\(flag): a name cannot be empty.")
        }
        let levels = level.map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        if let unknown = levels.first(where: { !WordScope.knownLevels.contains($0) }) {
            throw CommandError.usage("--level: expected N5, N4, N3, N2 or N1, not “\(SafeText.singleLine(unknown))”.")
        }
        let names = { (list: [String]) in list.map { $0.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces) } }
        return WordScope(decks: names(deck), levels: levels, tags: names(tag), favoritesOnly: favorites)
    }
}
