import KuchiCore

/// Every layer of settings below the REPL's `:set`: defaults, the config file, the environment and
/// command-line options.
public enum ConfigLayers {
    /// The settings and their origins, reading the config file at `configPath` if there is one.
    /// - Throws: ``ConfigFileError`` or ``SettingError`` (each naming the file and line, the variable or the option).
    public static func resolve(configPath: String, environment: [String: String],
                               commandLine: [String: String]) throws -> ResolvedSettings {
        let entries = try ConfigFileStore.read(configPath)?.entries() ?? []
        return try SettingsResolver(configEntries: entries, environment: environment, commandLine: commandLine).resolveWithOrigins()
    }

    /// One line per setting, in the order of ``Setting/all``: `key = value` as TOML, then where it came
    /// from, as `git config --show-origin` shows it.
    public static func listing(_ resolved: ResolvedSettings) -> [String] {
        let settings = Setting.all.map { setting in
            (setting, "\(setting.configKey) = \(TOMLLiteral.value(setting.describe(resolved.values)))")
        }
        let width = settings.map(\.1.count).max() ?? 0
        return settings.map { setting, assignment in
            let padding = String(repeating: " ", count: width - assignment.count)
            return assignment + padding + "  # " + origin(resolved.origins[setting.configKey]?.source)
        }
    }

    /// Where a value came from, in a word and a place.
    static func origin(_ source: SettingSource?) -> String {
        switch source {
        case nil: "default"
        case let .configFile(path, line)?: line > 0 ? "file \(path):\(line)" : "file \(path)"
        case let .environmentVariable(name)?: "environment \(name)"
        case let .commandLine(flag)?: "option \(flag)"
        case .repl?: ":set"
        case .configCommand?: "kuchi config set"
        case .configUnset?: "kuchi config unset"
        }
    }
}
