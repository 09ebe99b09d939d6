import KuchiCore

/// The names a learner may type to choose part of the bank, as completions offer them: the shell's (`--deck`,
/// `--level`, `--tag`) and a session's (`:set deck`, `:set level`, `:set tag`) read them here, so both offer the same.
extension ScopeCounts {
    /// Every deck, each nested one preceded by its parents not named already (`Genki`, then `Genki::Lesson 1`): what a
    /// setting that takes a deck and the decks under it accepts.
    public var deckScopes: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for name in decks.map(\.name) {
            let parts = name.components(separatedBy: "::")
            for end in 1...max(1, parts.count) {
                let prefix = parts[..<end].joined(separator: "::")
                if seen.insert(prefix).inserted { result.append(prefix) }
            }
        }
        return result
    }

    /// The JLPT levels the bank has words of (not `none`, which no setting takes).
    public var knownLevels: [String] {
        levels.map(\.name).filter(WordScope.knownLevels.contains)
    }

    /// The names `setting` takes from the bank: decks with their parents, levels or tags; none for any other setting.
    public func names(for setting: Setting) -> [String] {
        switch setting.configKey {
        case Setting.deck.configKey: deckScopes
        case Setting.level.configKey: knownLevels
        case Setting.tag.configKey: tags.map(\.name)
        default: []
        }
    }
}
