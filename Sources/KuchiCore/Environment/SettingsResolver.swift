/// One setting as the config file gives it: its key, its value as text, and the line it is on.
public struct ConfigEntry: Sendable, Equatable {
    /// The key, e.g. `questions_per_session`.
    public var key: String
    /// The value as text (a TOML string's contents, or a number as written).
    public var value: String
    /// The file and line.
    public var source: SettingSource

    /// Creates an entry.
    public init(key: String, value: String, source: SettingSource) {
        self.key = key
        self.value = value
        self.source = source
    }
}

/// Where a setting's value came from, and the value as it was written there (`n3`, where the setting holds `N3`).
public struct SettingOrigin: Sendable, Equatable {
    /// The layer and place.
    public var source: SettingSource
    /// The value as written, before it was checked and normalised: what a message quotes back to the learner.
    public var written: String

    /// Creates an origin.
    public init(source: SettingSource, written: String) {
        self.source = source
        self.written = written
    }
}

/// Every setting's value and the layer it came from, as `kuchi config` shows them.
public struct ResolvedSettings: Sendable {
    /// The environment with every layer applied.
    public var values: EnvironmentValues
    /// Where each setting's value came from, keyed by ``Setting/configKey``; absent for a default.
    public var origins: [String: SettingOrigin]
}

/// Builds the environment from every configuration layer, lowest to highest:
/// defaults, config file, environment variables, command-line options. The word scope (deck, level, tag,
/// favourites) is taken whole from the highest layer that names any part of it.
///
/// The REPL's `:set` is the last layer; it goes through ``Setting/apply(_:from:to:)`` directly.
public struct SettingsResolver: Sendable {
    /// The config file's settings, already read (see the `KuchiConfig` module).
    public var configEntries: [ConfigEntry]
    /// The process environment.
    public var environment: [String: String]
    /// Values given on the command line: keyed by ``Setting/flag`` for a setting's own option, or by
    /// ``Setting/configKey`` for `--set KEY=VALUE` (the option wins when both are given).
    public var commandLine: [String: String]

    /// Creates a resolver over the given layers.
    public init(configEntries: [ConfigEntry] = [], environment: [String: String] = [:], commandLine: [String: String] = [:]) {
        self.configEntries = configEntries
        self.environment = environment
        self.commandLine = commandLine
    }

    /// The environment with every layer applied in order.
    /// - Throws: ``SettingError`` for the first invalid value, naming its layer.
    public func resolve(startingFrom base: EnvironmentValues = EnvironmentValues()) throws(SettingError) -> EnvironmentValues {
        try resolveWithOrigins(startingFrom: base).values
    }

    /// The environment with every layer applied in order, and where each value came from.
    /// - Throws: ``SettingError`` for the first invalid value, naming its layer.
    public func resolveWithOrigins(startingFrom base: EnvironmentValues = EnvironmentValues()) throws(SettingError) -> ResolvedSettings {
        var resolved = ResolvedSettings(values: base, origins: [:])
        for entry in configEntries {
            let setting = try Setting.named(entry.key, source: entry.source)
            try resolved.apply(setting, entry.value, from: entry.source)
        }
        // The word scope (deck, level, tag, favourites) is one choice: a layer that names any part of it replaces
        // the scope of the layers below ("--deck fruit" practises the deck, not its N5 words only).
        if Setting.scopeSettings.contains(where: { !(environment[$0.environmentVariable] ?? "").isEmpty }) {
            resolved.resetScope(to: base)
        }
        for setting in Setting.all {
            if let text = environment[setting.environmentVariable], !text.isEmpty {
                try resolved.apply(setting, text, from: .environmentVariable(setting.environmentVariable))
            }
        }
        if Setting.scopeSettings.contains(where: { commandLine[$0.flag] != nil || commandLine[$0.configKey] != nil }) {
            resolved.resetScope(to: base)
        }
        for setting in Setting.all {
            if let text = commandLine[setting.flag] {
                try resolved.apply(setting, text, from: .commandLine(flag: setting.flag))
            } else if let text = commandLine[setting.configKey] {
                try resolved.apply(setting, text, from: .commandLine(flag: Setting.assignmentFlag))
            }
        }
        return resolved
    }
}

extension ResolvedSettings {
    fileprivate mutating func apply(_ setting: Setting, _ text: String, from source: SettingSource) throws(SettingError) {
        try setting.apply(text, from: source, to: &values)
        origins[setting.configKey] = SettingOrigin(source: source, written: text)
    }

    /// The word scope as `base` has it, with no origin: what a higher layer naming part of the scope starts from.
    fileprivate mutating func resetScope(to base: EnvironmentValues) {
        values.wordScope = base.wordScope
        values.scopeSources = base.scopeSources
        for setting in Setting.scopeSettings { origins[setting.configKey] = nil }
    }
}
