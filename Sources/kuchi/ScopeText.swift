import KuchiConfig
import KuchiCore
import KuchiStore
import KuchiTerminal

/// How the command line words a scope that holds no words: what was asked, and what the bank has.
enum ScopeText {
    /// "No words in deck 'Core 2k'. Decks: jlpt-n5 (662), edict (266,921)." Without a learner yet
    /// (`hasLearner` false: favourites are a learner's) the text says to practise first. A part of the scope
    /// set in the config file or the environment (`origins`) is named with where it is and how to change it.
    static func empty(_ scope: WordScope, counts: ScopeCounts, hasLearner: Bool = true,
                      origins: [String: SettingOrigin] = [:]) -> String {
        var text = "No words in \(SafeText.singleLine(scope.summary))."
        if !scope.decks.isEmpty { text += " " + existing("Decks", counts.decks) }
        if !scope.levels.isEmpty { text += " " + existing("Levels", counts.levels) }
        if !scope.tags.isEmpty { text += " " + existing("Tags", counts.tags) }
        if scope.favoritesOnly {
            // Set in the config file or the environment, favourites stop a plain kuchi too: a scope named on the
            // command line replaces them for one session.
            let kept = SettingRemedy.sentence(for: .favoritesOnly, value: "true", from: origins[Setting.favoritesOnly.configKey]?.source) != nil
            let practise = kept ? "kuchi --level all, for once" : "run kuchi"
            text += hasLearner ? " Star words with :fav in a session, or kuchi words fav WORD."
                : " Practise first (\(practise)), then star words with :fav in a session, or kuchi words fav WORD."
        }
        for (setting, value) in narrowing(scope) {
            // Quoted as the learner wrote it (`n3`, not the `N3` the scope holds).
            let origin = origins[setting.configKey]
            if let remedy = SettingRemedy.sentence(for: setting, value: origin?.written ?? value, from: origin?.source) {
                text += " " + SafeText.singleLine(remedy)
            }
        }
        return text
    }

    /// The settings that narrow `scope`, each with its value as the config file holds it.
    private static func narrowing(_ scope: WordScope) -> [(Setting, String)] {
        [(Setting.deck, scope.decks), (Setting.level, scope.levels), (Setting.tag, scope.tags)]
            .filter { !$0.1.isEmpty }.map { ($0.0, $0.1.joined(separator: ", ")) }
            + (scope.favoritesOnly ? [(Setting.favoritesOnly, "true")] : [])
    }

    /// "Tags: kanji (12), verbs (3)." for the bank's `groups` of a kind (`Decks`, `Levels`, `Tags`), or "There are no
    /// tags yet." when it has none: "Tags: none." read as if a tag named "none" existed.
    static func existing(_ kind: String, _ groups: [(name: String, words: Int)]) -> String {
        groups.isEmpty ? "There are no \(kind.lowercased()) yet." : "\(kind): " + list(groups) + "."
    }

    /// `name (count), …`; at most 20 names.
    private static func list(_ groups: [(name: String, words: Int)]) -> String {
        let shown = groups.prefix(20).map { "\(SafeText.singleLine($0.name)) (\($0.words.groupedDigits))" }
        return shown.joined(separator: ", ") + (groups.count > 20 ? ", … (kuchi decks lists them all)" : "")
    }
}
