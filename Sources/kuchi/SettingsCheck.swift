import KuchiConfig
import KuchiCore
import KuchiStore

/// The settings check of the commands about a learner's study that do not use every setting themselves
/// (`kuchi due`, `kuchi words`, `kuchi export`): a bad value in any layer (the config file, a `KUCHI_…`
/// variable) stops them as it stops practice (exit 64, naming the file and line or the variable), so a
/// mistake is said at the first command typed after it, not at the next session.
enum SettingsCheck {
    /// Throws the error practice would throw for the settings of `environment` and its config file; returns
    /// the settings resolved.
    @discardableResult
    /// `commandLine`: the settings given as options (`kuchi due --level N5`), keyed as ``SettingsResolver`` takes them.
    static func refuseBadSettings(environment: [String: String], commandLine: [String: String] = [:]) throws -> EnvironmentValues {
        try ConfigLayers.resolve(configPath: FileLocations(environment: environment).configFile,
                                     environment: environment, commandLine: commandLine).values
    }
}
