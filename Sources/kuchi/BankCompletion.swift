import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal

/// Tab completion of names the word bank holds: its decks, JLPT levels and tags. Read from the bank the
/// command line names (`--database`, else `$KUCHI_DATABASE`, else the default), opened read-only; a
/// bank that is not there or cannot be read completes nothing (levels: N5 to N1).
enum BankCompletion {
    /// The deck names of the bank.
    static let decks = CompletionKind.custom { words, _, _ in forShell(names(words) { $0.decks.map(\.name) } ?? []) }

    /// The deck names of the bank with the parents of nested decks (`Genki` before `Genki::Lesson 1`): what an
    /// option that takes a deck and the decks under it (`--deck`) accepts.
    static let deckScopes = CompletionKind.custom { words, _, _ in forShell(names(words) { $0.deckScopes } ?? []) }

    /// The JLPT levels the bank has words of.
    static let levels = CompletionKind.custom { words, _, _ in names(words) { $0.knownLevels } ?? WordScope.knownLevels }

    /// The learners' names of the bank.
    static let learners = CompletionKind.custom { words, _, _ in
        let path = FileLocations(environment: ProcessInfo.processInfo.environment, databaseOverride: databaseOption(in: words)).database
        guard FileManager.default.fileExists(atPath: path),
              let names = try? KuchiDatabase.openForReading(path: path, busyTimeout: 0.5).practice.learnerNames() else { return [] }
        return forShell(names)
    }

    /// The tags of the bank.
    static let tags = CompletionKind.custom { words, _, _ in forShell(names(words) { $0.tags.map(\.name) } ?? []) }

    /// `names` as the shell asking takes them, one a line. A name with a control, format or line-break character
    /// (``SafeText`` would change it) is left out: printed, it could drive the terminal or split into two, and it
    /// cannot be typed anyway. zsh's `_describe` reads a `:` as the start of a description (`Genki::Lesson 1` would
    /// be offered as `Genki`), so for zsh each colon is escaped (`Genki\:\:Lesson 1`). bash's `compgen -W` expands
    /// each name (split at newlines only), running `$(…)` and backquotes and expanding braces and `~`, so for bash
    /// those characters, quotes and backslashes are escaped with a backslash, which the expansion takes off again.
    static func forShell(_ names: [String], shell: CompletionShell? = CompletionShell.requesting) -> [String] {
        let typable = names.filter { SafeText.singleLine($0) == $0 }
        switch shell {
        case .zsh: return typable.map { $0.replacingOccurrences(of: ":", with: "\\:") }
        case .bash: return typable.map { name in name.map { expandedByBash.contains($0) ? "\\\($0)" : String($0) }.joined() }
        default: return typable
        }
    }

    /// The characters bash's `compgen -W` would expand or take off (quote removal) in a name.
    private static let expandedByBash = Set("\\'\"$`{}~")

    /// `pick` of the bank's scope counts, or `nil` when there is no bank to read.
    private static func names(_ words: [String], _ pick: (ScopeCounts) -> [String]) -> [String]? {
        let path = FileLocations(environment: ProcessInfo.processInfo.environment, databaseOverride: databaseOption(in: words)).database
        guard FileManager.default.fileExists(atPath: path),
              let counts = try? KuchiDatabase.openForReading(path: path, busyTimeout: 0.5).practice.scopeCounts() else { return nil }
        return pick(counts)
    }

    /// The value of `--database` on the command line being completed, if given.
    static func databaseOption(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == "--database", words.indices.contains(index + 1) { return words[index + 1] }
            if word.hasPrefix("--database=") { return String(word.dropFirst("--database=".count)) }
        }
        return nil
    }
}
