import Foundation

/// Where Kuchi keeps its files, following the XDG Base Directory specification.
///
/// The only place that knows file paths. Relative XDG values are ignored, as the specification asks.
public struct FileLocations: Sendable, Equatable {
    /// The word bank and history database.
    public var database: String
    /// The optional config file (`key = value` lines).
    public var configFile: String
    /// The REPL's line history.
    public var history: String

    /// Locations for the given environment; `databaseOverride` comes from `--database`.
    public init(environment: [String: String], databaseOverride: String? = nil) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        let dataHome = base("XDG_DATA_HOME", fallback: ".local/share")
        let configHome = base("XDG_CONFIG_HOME", fallback: ".config")
        let stateHome = base("XDG_STATE_HOME", fallback: ".local/state")
        if let override = databaseOverride, !override.isEmpty {
            database = override
        } else if let fromEnvironment = environment["KUCHI_DATABASE"], !fromEnvironment.isEmpty {
            database = fromEnvironment
        } else {
            database = dataHome + "/kuchi/kuchi.sqlite"
        }
        configFile = configHome + "/kuchi/config.toml"
        history = stateHome + "/kuchi/history"
    }
}
