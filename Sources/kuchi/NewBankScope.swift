import KuchiConfig
import KuchiCore

/// A new learner starts with the JLPT N5 words: when a session creates the word bank at its default place
/// (which holds every bundled level, N5 to N1) and no setting narrows it, `level = "N5"` is written into the
/// config file, so this session and the next ones draw from N5 until the learner widens it
/// (`kuchi config set level N4,N5`, `all`, or `:set level` for one session). A bank named with `--database`
/// or `KUCHI_DATABASE` is a script's or a second bank: the config file, shared by every bank, is left alone.
enum NewBankScope {
    /// The level a new learner starts with.
    static let startingLevel = "N5"

    /// Scopes `settings` to N5 and writes the setting to the config file at `configPath`, when no layer set a
    /// deck, level, tag or favourites; returns the notice to show, or nil when nothing was changed. A config
    /// file that cannot be written leaves only this session scoped (the notice says so).
    static func apply(to settings: inout EnvironmentValues, origins: [String: SettingSource], configPath: String) -> String? {
        let scopeKeys = Setting.scopeSettings.map(\.configKey)
        guard scopeKeys.allSatisfy({ origins[$0] == nil }) else { return nil }
        settings.wordScope.levels = [startingLevel]
        let widen = "kuchi config set level all (or N4,N5) for more, :set level all for one session"
        do {
            let document = try ConfigFileStore.read(configPath) ?? ConfigDocument(path: configPath, text: "")
            try ConfigFileStore.write(document.setting(Setting.level.configKey, to: startingLevel))
            // The file's path (long, one unbreakable word) goes last, so the lines before it fill the window.
            return "New word bank: practising the JLPT N5 words; \(widen). Kept as level = \"N5\" in \(configPath)."
        } catch {
            let reason = (error as? any KuchiError).map(ErrorReporter.message(for:)) ?? "\(error)"
            return "New word bank: practising the JLPT N5 words this session (the config file could not be written: "
                + "\(reason)); \(widen)."
        }
    }
}
