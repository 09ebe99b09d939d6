import ArgumentParser
import Foundation
import KuchiConfig
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

extension ConfigCommand {
    /// `kuchi config unset NAME`: the setting's line leaves the config file, so the setting falls back to its default.
    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset",
            abstract: "Remove a setting from the config file (keeping its other lines), back to its default.",
            usage: "kuchi config unset <name>",
            discussion: HelpExamples.after("NAME is a config file key (or the short name :set uses): "
                + "\(Setting.all.map(\.configKey).joined(separator: ", ")).", [
                    ("kuchi config unset answer_mode", "back to choosing the meaning"),
                ])
        )

        @Argument(help: ArgumentHelp("The setting.", valueName: "name"), completion: .list(Setting.all.map(\.configKey)))
        var name: String

        func run() throws {
            try reportingErrors { environment in
                let configPath = FileLocations(environment: environment).configFile
                let key = Setting.named(name)?.configKey ?? SafeText.singleLine(name)
                guard let document = try ConfigFileStore.read(configPath), let edited = try document.unsetting(name) else {
                    _ = try Setting.named(name, source: .configUnset)   // an unknown name is refused, with its suggestion
                    return StandardStream.output.line("\(key) is not set in \(SafeText.singleLine(configPath)): nothing to unset.")
                }
                try ConfigFileStore.write(edited)
                StandardStream.output.line("Unset \(key) in \(SafeText.singleLine(configPath)): it is back to its default.")
            }
        }
    }
}

/// The decks a `deck` setting names, checked against the word bank's, and the config file's naming of a removed deck.
enum ConfigDecks {
    /// The decks `value` names (as the `deck` setting reads it), none for `all`.
    static func named(in value: String) throws -> [String] {
        var scratch = EnvironmentValues()
        try Setting.deck.apply(value, from: .configCommand, to: &scratch)
        return scratch.wordScope.decks
    }

    /// Refuses a `deck` value naming a deck the bank at `bankPath` does not have (neither a deck nor a parent of
    /// one), listing the bank's decks. A bank not created yet is not checked.
    static func refuseUnknown(_ value: String, bankPath: String) throws {
        let decks = try named(in: value)
        if let empty = decks.first(where: WordScope.isNoDeckName) {
            throw CommandError.usage("“\(SafeText.singleLine(empty))” is only '::' separators or spaces, not a deck name: nothing was set. "
                                     + "Name a deck (kuchi decks lists them), or all.")
        }
        guard !decks.isEmpty, FileManager.default.fileExists(atPath: bankPath) else { return }
        let known = try KuchiDatabase.openForReading(path: bankPath).practice.deckNames()
        let missing = decks.filter { deck in !known.contains { WordScope.deck(deck, selects: $0) } }
        guard let first = missing.first else { return }
        let names = missing.map { "'\(SafeText.singleLine($0))'" }.joined(separator: ", ")
        throw CommandError.usage("No deck \(names) in the word bank \(SafeText.singleLine(bankPath)), the bank checked: nothing was set. "
            + "Decks: \(known.map(SafeText.singleLine).joined(separator: ", ")). "
            + "kuchi import FILE --deck \(ShellWord.quoted(SafeText.singleLine(first))) makes one; the config file is shared by every bank, "
            + "and --database PATH (or KUCHI_DATABASE) checks another.")
    }

    /// After `removed` (the names of one removed deck) left the bank: what to do when the config file at
    /// `configPath` still names it in `deck`; nil when it does not (or cannot be read).
    static func removedDeckNotice(_ removed: [String], configPath: String) -> String? {
        guard let document = try? ConfigFileStore.read(configPath),
              let entry = try? document.entries().first(where: { Setting.named($0.key)?.configKey == Setting.deck.configKey }),
              let decks = try? named(in: entry.value) else { return nil }
        let gone = Set(removed.map(WordScope.comparable))
        let left = decks.filter { !gone.contains(WordScope.comparable($0)) }
        guard left.count < decks.count else { return nil }
        let fix = left.isEmpty ? "kuchi config unset deck"
            : "kuchi config set deck \(ShellWord.quoted(left.joined(separator: ",")))"
        let line = if case let .configFile(_, line) = entry.source, line > 0 { "line \(line): " } else { "" }
        return "The config file \(SafeText.singleLine(configPath)) still names it (\(line)deck = "
            + "\"\(SafeText.singleLine(entry.value))\"): \(fix) clears it."
    }
}
