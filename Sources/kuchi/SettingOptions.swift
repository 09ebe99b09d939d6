import ArgumentParser
import Foundation
import KuchiCore

/// The options that set a ``Setting`` for this run: one per setting (`--scheduler` is ``SchedulerOption``,
/// which `kuchi review` has not, and `--questions` ``QuestionsOption``, which its help does not list), and `--set NAME=VALUE` for every setting in ``Setting/all`` (so a new
/// setting is reachable from the command line at once).
struct SettingOptions: ParsableArguments {
    // The numbers are parsed unconditionally, so that `--choices -1` is refused as out of range (with the range)
    // rather than as a missing value. (`--questions` is ``QuestionsOption``.)
    @Option(name: .long, help: ArgumentHelp("How to answer (default choice).", valueName: "mode"))
    var mode: AnswerMode?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Choices per multiple-choice question, 2–8 (default 4).", valueName: "n"))
    var choices: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Recall probability at which a card falls due, 0.70–0.99 (default 0.90; spaced repetition).", valueName: "share"))
    var retention: String?

    @Option(name: .customLong("new-words"), parsing: .unconditional, help: ArgumentHelp(
        "New words per study day, 0–9999 (default 20; spaced repetition).", valueName: "n"))
    var newWords: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Reviews per study day, 0–9999 (default 200; spaced repetition): past it, no more reviews or new words that day.",
        valueName: "n"))
    var reviews: String?

    @OptionGroup var scope: ScopeOptions

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set any setting for this run, by its config file key (repeatable; see kuchi config).", valueName: "name=value"),
        completion: .list(Setting.all.map { $0.configKey + "=" }))
    var assignments: [String] = []

    /// The values given, as ``SettingsResolver`` takes them: keyed by ``Setting/configKey`` from `--set`,
    /// by ``Setting/flag`` from a setting's own option (which wins when both are given).
    /// - Throws: ``SettingError`` for `--set` with an unknown name, or without `=`.
    func commandLine() throws(SettingError) -> [String: String] {
        var values: [String: String] = [:]
        let source = SettingSource.commandLine(flag: Setting.assignmentFlag)
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            let setting = try Setting.named((parts.first ?? "").trimmingCharacters(in: .whitespaces), source: source)
            guard parts.count == 2 else {
                throw .invalidValue(setting: setting.configKey, value: "", expected: setting.expectation, source: source)
            }
            values[setting.configKey] = parts[1]
        }
        if let mode { values[Setting.answerMode.flag] = mode.rawValue }
        if let choices { values[Setting.choicesPerChallenge.flag] = choices }
        if let retention { values[Setting.desiredRetention.flag] = retention }
        if let newWords { values[Setting.newWordsPerDay.flag] = newWords }
        if let reviews { values[Setting.reviewsPerDay.flag] = reviews }
        return scope.adding(to: values)
    }

    /// The first scope option given an empty name, with its flag (`--deck ""`): a usage error.
    var emptyScopeName: (flag: String, value: String)? { scope.emptyName }
}

/// Which words: `--deck`, `--level`, `--tag` and `--favorites`, shared by practice and review (among their settings)
/// and by `kuchi due`, which counts the cards of that scope.
struct ScopeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Only words of this deck and the decks under it (repeat for several; case does not matter).", valueName: "name"),
            completion: BankCompletion.deckScopes)
    var deck: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only words of this JLPT level, N5–N1 (repeat for several).", valueName: "level"),
            completion: BankCompletion.levels)
    var level: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only words with this tag (repeat for several).", valueName: "tag"),
            completion: BankCompletion.tags)
    var tag: [String] = []

    @Flag(name: .long, help: "Only your favourite words (:fav, kuchi words fav).")
    var favorites = false

    /// Whether any scope option was given.
    var isGiven: Bool { !deck.isEmpty || !level.isEmpty || !tag.isEmpty || favorites }

    /// `commandLine` with the scope given, keyed as ``SettingsResolver`` takes it.
    func adding(to commandLine: [String: String]) -> [String: String] {
        var values = commandLine
        // Repeated scope options are alternatives, as the settings' comma-separated lists are; each option names one
        // deck or tag whole (`--deck All` is the deck named so; `--level all` is every level), so a name holding a comma
        // is quoted for the list.
        for (setting, names) in scopes where !names.isEmpty {
            values[setting.flag] = WordScope.listText(names, literalAll: setting.flag == Setting.deck.flag)
        }
        if favorites { values[Setting.favoritesOnly.flag] = "true" }
        return values
    }

    /// The first scope option given an empty name, with its flag (`--deck ""`): a usage error.
    var emptyName: (flag: String, value: String)? {
        for (setting, names) in scopes {
            // `--deck ::` names no deck either: nothing but the separators.
            if let empty = names.first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty || (setting.flag == Setting.deck.flag && WordScope.isNoDeckName($0)) }) {
                return (setting.flag, empty)
            }
        }
        return nil
    }

    /// The refusal of a scope option given no name (``emptyName``): `--deck: a name cannot be empty (“”).`, or for a deck
    /// of only separators, `--deck: “::” is only '::' separators or spaces, no deck name…`.
    static func refusal(_ empty: (flag: String, value: String)) -> String {
        guard empty.flag == Setting.deck.flag, empty.value.contains(":") else {
            return "\(empty.flag): a name cannot be empty (“\(empty.value)”)."
        }
        return "\(empty.flag): “\(empty.value)” is only '::' separators or spaces, no deck name: name the deck (kuchi decks lists them)."
    }

    private var scopes: [(Setting, [String])] { [(.deck, deck), (.level, level), (.tag, tag)] }
}
