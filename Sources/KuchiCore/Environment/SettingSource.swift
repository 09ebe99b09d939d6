/// Where a setting's value came from; named in every error so the learner knows what to fix.
public enum SettingSource: Sendable, Equatable, CustomStringConvertible {
    /// A line of the config file.
    case configFile(path: String, line: Int)
    /// An environment variable.
    case environmentVariable(String)
    /// A command-line flag.
    case commandLine(flag: String)
    /// The REPL's `:set` command.
    case repl

    public var description: String {
        switch self {
        case let .configFile(path, line): "config file \(path), line \(line)"
        case let .environmentVariable(name): "environment variable \(name)"
        case let .commandLine(flag): "command-line option \(flag)"
        case .repl: ":set"
        }
    }
}

/// A setting that could not be applied.
public enum SettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value is not valid for the setting.
    case invalidValue(setting: String, value: String, expected: String, source: SettingSource)
    /// The config file names a setting Kuchi does not know.
    case unknownSetting(name: String, source: SettingSource)
    /// A config file line is not of the form `key = value`.
    case malformedLine(text: String, source: SettingSource)

    /// The layer the bad value came from.
    public var source: SettingSource {
        switch self {
        case let .invalidValue(_, _, _, source), let .unknownSetting(_, source), let .malformedLine(_, source): source
        }
    }

    public var description: String {
        switch self {
        case let .invalidValue(setting, value, expected, source):
            "\(source): \(setting) must be \(expected), not \"\(value)\"."
        case let .unknownSetting(name, source):
            "\(source): unknown setting \"\(name)\". Known settings: \(Setting.all.map(\.configKey).joined(separator: ", "))."
        case let .malformedLine(text, source):
            "\(source): expected `name = value`, found \"\(text)\"."
        }
    }
}
