/// The settings that narrow a session to part of the bank (``WordScope``).
extension Setting {
    /// The settings of the word scope: deck, level, tag and favourites.
    public static let scopeSettings: [Setting] = [.deck, .level, .tag, .favoritesOnly]

    /// Decks to practise, comma-separated (empty: every deck).
    public static let deck = nameList(configKey: "deck", environmentVariable: "KUCHI_DECK", flag: "--deck", replName: "deck",
                                      expectation: "deck names separated by commas (or all)", keyPath: \.decks,
                                      parse: WordScope.names)

    /// JLPT levels to practise, comma-separated (empty: every level, and words without one).
    public static let level = nameList(configKey: "level", environmentVariable: "KUCHI_LEVEL", flag: "--level", replName: "level",
                                       expectation: "N5, N4, N3, N2 or N1 (several separated by commas), or all",
                                       keyPath: \.levels, parse: WordScope.levels)

    /// Tags to practise, comma-separated (empty: any word, tagged or not).
    public static let tag = nameList(configKey: "tag", environmentVariable: "KUCHI_TAG", flag: "--tag", replName: "tag",
                                     expectation: "tags separated by commas (or all)", keyPath: \.tags, parse: WordScope.names)

    /// Only the learner's favourite words.
    public static let favoritesOnly = Setting(
        configKey: "favorites_only", environmentVariable: "KUCHI_FAVORITES_ONLY", flag: "--favorites", replName: "favorites",
        expectation: "true or false", choices: ["true", "false"],
        store: { text, values in
            guard let on = ["true": true, "yes": true, "on": true, "1": true,
                            "false": false, "no": false, "off": false, "0": false][text.lowercased()] else { return false }
            values.wordScope.favoritesOnly = on
            return true
        },
        describe: { $0.wordScope.favoritesOnly ? "true" : "false" }
    )

    private static func nameList(configKey: String, environmentVariable: String, flag: String, replName: String,
                                 expectation: String, keyPath: WritableKeyPath<WordScope, [String]> & Sendable,
                                 parse: @escaping @Sendable (String) -> [String]?) -> Setting {
        Setting(
            configKey: configKey, environmentVariable: environmentVariable, flag: flag, replName: replName,
            expectation: expectation, takesSeveral: true,
            store: { text, values in
                guard let names = parse(text) else { return false }
                values.wordScope[keyPath: keyPath] = names
                return true
            },
            describe: { values in
                let names = values.wordScope[keyPath: keyPath]
                return names.isEmpty ? "all" : WordScope.listText(names, separator: ", ")
            }
        )
    }
}
