/// Where a setting's value came from; named in every error so the learner knows what to fix.
public enum SettingSource: Sendable, Equatable, CustomStringConvertible {
    /// A line of the config file.
    case configFile(path: String, line: Int)
    /// An environment variable.
    case environmentVariable(String)
    /// A command-line option.
    case commandLine(flag: String)
    /// The REPL's `:set` command.
    case repl
    /// `kuchi config set NAME VALUE`.
    case configCommand
    /// `kuchi config unset NAME`.
    case configUnset

    public var description: String {
        switch self {
        case let .configFile(path, line): "config file \(path), line \(line)"
        case let .environmentVariable(name): "environment variable \(name)"
        case let .commandLine(flag): "command-line option \(flag)"
        case .repl: ":set"
        case .configCommand: "kuchi config set"
        case .configUnset: "kuchi config unset"
        }
    }
}

/// A setting that could not be applied.
public enum SettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value is not valid for the setting.
    case invalidValue(setting: String, value: String, expected: String, source: SettingSource)
    /// The config file names a setting Kuchi does not know.
    case unknownSetting(name: String, source: SettingSource)
    /// A config file value is a table or an array where a setting's value belongs.
    case notAValue(name: String, found: String, expected: String, source: SettingSource)

    /// The layer the bad value came from.
    public var source: SettingSource {
        switch self {
        case let .invalidValue(_, _, _, source), let .unknownSetting(_, source), let .notAValue(_, _, _, source): source
        }
    }

    public var description: String {
        switch self {
        case let .invalidValue(setting, value, expected, .commandLine(flag)) where setting == flag:
            "command-line option \(flag) must be \(expected), not \"\(value)\"."
        case let .invalidValue(setting, value, expected, source):
            "\(source): \(setting) must be \(expected), not \"\(value)\"."
        case let .unknownSetting(name, source):
            "\(source): unknown setting \"\(name)\"."
                + (Setting.closest(to: name).map { " Did you mean \($0.configKey)?" } ?? "")
                + " Known settings: \(Setting.all.map(\.configKey).joined(separator: ", "))."
        case let .notAValue(name, found, expected, source):
            "\(source): \(name) must be \(expected), not \(found)."
        }
    }
}
