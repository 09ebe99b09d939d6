import Foundation
import KuchiConfig
import KuchiCore
import KuchiData

/// A new learner starts with the words they came for. When a command creates the word bank at its default
/// place and no setting narrows it (deck, level, tag or favourites, from the config file, the environment or the
/// command line), the scope is written into the config file once, so the sessions after it draw from it until
/// the learner widens it:
/// - a practice session, or an import that only merged bundled words, writes `level = "N5"` (the bank holds
///   every bundled level, N5 to N1): widened with `kuchi config set level N4,N5`, `all`, or `:set level`;
/// - an import that added words to decks of its own (an Anki deck, a CSV list) writes `deck = "…"`, their
///   top-level names (a name selects the decks under it): widened with `kuchi config set deck all` or `:set deck`.
///
/// A bank named with `--database` or `KUCHI_DATABASE` is a script's or a second bank: the config file, shared
/// by every bank, is left alone, but its first session starts on N5 all the same and says so (``applyToSession(_:origins:)``),
/// so that a new learner's words do not depend on how the bank's path was given. The scope never hides a due card from `kuchi review` or `kuchi due`
/// (``ReviewsWholeBankKey``): it chooses the new words.
enum NewBankScope {
    /// The level a new learner starts with.
    static let startingLevel = "N5"

    /// What an import that created the bank wrote into the config file.
    struct ImportOutcome: Equatable {
        /// The line to show.
        let notice: String
        /// Whether the config file now scopes practice to the decks the import added words to (false for
        /// `level = "N5"`, or a file that could not be written).
        let practisesTheImport: Bool
    }

    /// Whether the word bank is the one at its default place: neither `--database` (`databaseOption`) nor
    /// `KUCHI_DATABASE` names one.
    static func isDefaultBank(databaseOption: String?, environment: [String: String]) -> Bool {
        (databaseOption ?? "").isEmpty && (environment["KUCHI_DATABASE"] ?? "").isEmpty
    }

    /// Scopes `settings` to N5 and writes the setting to the config file at `configPath`, when no layer set a
    /// deck, level, tag or favourites; returns the notice to show, or nil when nothing was changed. A config
    /// file that cannot be written leaves only this session scoped (the notice says so).
    static func apply(to settings: inout EnvironmentValues, origins: [String: SettingOrigin], configPath: String) -> String? {
        guard isUnscoped(origins) else { return nil }
        settings.wordScope.levels = [startingLevel]
        let widen = levelWidening
        do {
            try write(Setting.level, startingLevel, configPath: configPath)
            // The file's path (long, one unbreakable word) goes last, so the lines before it fill the window.
            return "New word bank: practising the JLPT N5 words; \(widen). Kept as level = \"N5\" in \(configPath)."
        } catch {
            return "New word bank: practising the JLPT N5 words this session (the config file could not be written: "
                + "\(reason(error))); \(widen)."
        }
    }

    /// Scopes `settings` to N5 for this session only, when no layer set a deck, level, tag or favourites: the first
    /// session of a new bank named with `--database` (whose config file, shared by every bank, is left alone).
    /// Returns the notice to show, or nil when nothing was changed.
    static func applyToSession(_ settings: inout EnvironmentValues, origins: [String: SettingOrigin]) -> String? {
        guard isUnscoped(origins) else { return nil }
        settings.wordScope.levels = [startingLevel]
        return "New word bank: practising the JLPT N5 words this session, as a new learner does; --level all for every word. "
            + "The config file, shared by every bank, is left alone for a bank named with --database or KUCHI_DATABASE: "
            + "--level N5 (or KUCHI_LEVEL=N5) keeps N5 in its later sessions."
    }

    /// After a committed import created the bank, whose decks are now `bankDecks`: writes the scope of the
    /// decks it added words to (`deck`), or `level = "N5"` when it merged only bundled words (`addedWords` 0), unless
    /// a layer of `environment` or the config file at `configPath` sets one. Returns what was written or why nothing
    /// was; nil when a scope was set already, or words were added to the bundled decks only (N5 would hide them).
    static func afterImport(bankDecks: [String], addedWords: Int, environment: [String: String], configPath: String) -> ImportOutcome? {
        let origins: [String: SettingOrigin]
        do {
            origins = try ConfigLayers.resolve(configPath: configPath, environment: environment, commandLine: [:]).origins
        } catch {
            return ImportOutcome(notice: "New word bank: kuchi practises every word; no scope was kept, as the settings could not "
                                 + "be read (\(reason(error)))", practisesTheImport: false)
        }
        guard isUnscoped(origins) else { return nil }
        let own = ownDecks(bankDecks)
        if own.isEmpty, addedWords > 0 { return nil }
        if let unnamable = own.first(where: { WordScope.comparable($0).isEmpty }) {
            return ImportOutcome(notice: "New word bank: kuchi practises every word; no deck scope was kept, as the setting cannot "
                                 + "name the deck “\(unnamable)”. kuchi --deck NAME practises one deck.", practisesTheImport: false)
        }
        // A name with a comma, or `All`, is quoted in the setting (`"Vocab, Verbs"`), which reads it back whole.
        let (setting, value, practises, widen) = own.isEmpty
            ? (Setting.level, startingLevel, "the JLPT N5 words", levelWidening)
            : (Setting.deck, WordScope.listText(own, literalAll: true),
               (own.count == 1 ? "the deck " : "the decks ") + own.joined(separator: ", "),
               "kuchi config set deck all for every word, :set deck all for one session")
        do {
            try write(setting, value, configPath: configPath)
            return ImportOutcome(notice: "New word bank: kuchi practises \(practises); \(widen). "
                                 + "Kept as \(setting.configKey) = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\" in \(configPath).",
                                 practisesTheImport: !own.isEmpty)
        } catch {
            return ImportOutcome(notice: "New word bank: kuchi practises every word; no scope was kept, as the config file could not "
                                 + "be written (\(reason(error)))", practisesTheImport: false)
        }
    }

    /// The names that select `decks` other than the bundled ones (`jlpt-n5` … `jlpt-n1`), each once, in order: a
    /// deck's top-level name when that name selects it and is no bundled deck's, else the deck's whole name
    /// (`Core 2k :: Lesson 1`, whose top part with its spaces selects nothing; `jlpt-n5::mine`).
    static func ownDecks(_ decks: [String]) -> [String] {
        var seen: Set<String> = []
        return decks.compactMap { deck in
            guard !isBundled(deck) else { return nil }
            // Trimmed as the deck setting trims it, so the setting names a deck that is in the bank.
            let top = Setting.trimmed(deck.components(separatedBy: "::").first ?? deck)
            let name = !top.isEmpty && !isBundled(top) && WordScope.deck(top, selects: deck) ? top : Setting.trimmed(deck)
            guard seen.insert(WordScope.comparable(name)).inserted else { return nil }
            return name
        }
    }

    /// Whether `deck` is a bundled level's deck (`jlpt-n5` … `jlpt-n1`).
    private static func isBundled(_ deck: String) -> Bool {
        WordScope.knownLevels.contains { WordScope.comparable(BundledWordList.deck(level: $0)) == WordScope.comparable(deck) }
    }

    /// Whether the `deck` setting can name `deck`: its list is split at commas, and "all" (or nothing) means every deck.
    private static let levelWidening = "kuchi config set level all (or N4,N5) for more, :set level all for one session"

    /// Whether no layer set a deck, level, tag or favourites.
    private static func isUnscoped(_ origins: [String: SettingOrigin]) -> Bool {
        Setting.scopeSettings.allSatisfy { origins[$0.configKey] == nil }
    }

    private static func write(_ setting: Setting, _ value: String, configPath: String) throws {
        let document = try ConfigFileStore.read(configPath) ?? ConfigDocument(path: configPath, text: "")
        try ConfigFileStore.write(document.setting(setting.configKey, to: value))
    }

    private static func reason(_ error: any Error) -> String {
        (error as? any KuchiError).map { ErrorReporter.message(for: $0) } ?? "\(error)"
    }
}
