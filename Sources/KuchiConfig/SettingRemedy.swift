import KuchiCore

/// How a learner changes a setting that stopped a command, named by where its value came from: the config
/// file (its path and line, and the `kuchi config set` that changes it) or an environment variable.
public enum SettingRemedy {
    /// A sentence saying where `setting`'s value came from and how to change it, or `nil` when there is
    /// nothing to point to: the value was typed on this command line, or is the default.
    ///
    /// `deck` from line 2 of the config file: "deck = "X" is set in the config file …/config.toml, line 2: change it
    /// with kuchi config set deck NAME, or kuchi config set deck all to practise every deck."
    public static func sentence(for setting: Setting, value: String, from source: SettingSource?) -> String? {
        let everything = setting.configKey == Setting.favoritesOnly.configKey ? "false" : "all"
        switch source {
        case let .configFile(path, line)?:
            let widen = "kuchi config set \(setting.configKey) \(everything) to \(widening(for: setting))."
            let place = "\(setting.configKey) = \(TOMLLiteral.value(value)) is set in the config file \(path), line \(line): "
            guard let placeholder = placeholder(for: setting) else { return place + "run " + widen }
            return place + "change it with kuchi config set \(setting.configKey) \(placeholder), or " + widen
        case let .environmentVariable(name)?:
            return "\(setting.configKey) comes from the environment variable \(name)=\(value): "
                + "unset \(name), or set it to \(everything) to \(widening(for: setting))."
        case .commandLine?, .repl?, .configCommand?, .configUnset?, nil:
            return nil
        }
    }

    /// What the value is, in `kuchi config set`'s usage: `NAME` for a deck or a tag, `LEVEL`; `nil` for favourites
    /// (on or off: only turning it off widens the scope).
    private static func placeholder(for setting: Setting) -> String? {
        switch setting.configKey {
        case Setting.level.configKey: "LEVEL"
        case Setting.favoritesOnly.configKey: nil
        default: "NAME"
        }
    }

    /// What the widest value does.
    private static func widening(for setting: Setting) -> String {
        switch setting.configKey {
        case Setting.deck.configKey: "practise every deck"
        case Setting.level.configKey: "practise every level"
        case Setting.tag.configKey: "practise words of any tag"
        case Setting.favoritesOnly.configKey: "practise every word, starred or not"
        default: "set it back"
        }
    }
}
