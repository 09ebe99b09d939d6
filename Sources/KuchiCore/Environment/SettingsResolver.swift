/// Builds the environment from every configuration layer, lowest to highest:
/// defaults, config file, environment variables, command-line flags.
///
/// The REPL's `:set` is the last layer; it goes through ``Setting/apply(_:from:to:)`` directly.
public struct SettingsResolver: Sendable {
    /// The config file's text and path, if the file exists.
    public var configFile: (path: String, text: String)?
    /// The process environment.
    public var environment: [String: String]
    /// Values given on the command line, keyed by ``Setting/flag``.
    public var commandLine: [String: String]

    /// Creates a resolver over the given layers.
    public init(configFile: (path: String, text: String)? = nil, environment: [String: String] = [:], commandLine: [String: String] = [:]) {
        self.configFile = configFile
        self.environment = environment
        self.commandLine = commandLine
    }

    /// The environment with every layer applied in order.
    /// - Throws: ``SettingError`` for the first invalid value, naming its layer.
    public func resolve(startingFrom base: EnvironmentValues = EnvironmentValues()) throws(SettingError) -> EnvironmentValues {
        var values = base
        if let configFile {
            try ConfigFile.apply(configFile.text, path: configFile.path, to: &values)
        }
        for setting in Setting.all {
            if let text = environment[setting.environmentVariable], !text.isEmpty {
                try setting.apply(text, from: .environmentVariable(setting.environmentVariable), to: &values)
            }
        }
        for setting in Setting.all {
            if let text = commandLine[setting.flag] {
                try setting.apply(text, from: .commandLine(flag: setting.flag), to: &values)
            }
        }
        return values
    }
}

/// The config file: `name = value` lines; `#` starts a comment; values may be in double quotes.
public enum ConfigFile {
    /// Applies every setting in `text` to `values`.
    /// - Throws: ``SettingError`` naming the file and line of the first bad line.
    public static func apply(_ text: String, path: String, to values: inout EnvironmentValues) throws(SettingError) {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let source = SettingSource.configFile(path: path, line: index + 1)
            let line = String(rawLine.prefix { $0 != "#" }).trimmingWhitespace
            if line.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else { throw .malformedLine(text: line, source: source) }
            let name = String(line[..<equals]).trimmingWhitespace
            var value = String(line[line.index(after: equals)...]).trimmingWhitespace
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard let setting = Setting.named(name) else { throw .unknownSetting(name: name, source: source) }
            try setting.apply(value, from: source, to: &values)
        }
    }
}
