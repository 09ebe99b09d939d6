import ArgumentParser
import Foundation
import KuchiConfig
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi config`: every setting with its value and where it came from; `set` writes the config file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show every setting, its value and where it came from; or set one in the config file.",
        // Written out, not worked out from `Show`'s options at every start: a test holds it to what the argument
        // parser writes for `kuchi config show`.
        usage: """
            kuchi config <options>
            kuchi config set <name> <value>
            kuchi config unset <name>
            """,
        discussion: HelpExamples.after("""
            The config file is TOML: $XDG_CONFIG_HOME/kuchi/config.toml (~/.config/kuchi/config.toml). \
            Settings go at its top level, as `questions_per_session = 10` or `answer_mode = "mixed"`; a \
            [practice] table is read too. Each setting is read from, lowest to highest: its default, the \
            config file, its environment variable, the command line, and `:set` in a session.
            """, [
                ("kuchi config", "every setting and its origin"),
                ("kuchi config set questions_per_session 10", "ten right answers a session")
            ]),
        subcommands: [Show.self, Set.self, Unset.self],
        defaultSubcommand: Show.self
    )

    /// "kuchi config has no --name option: …" for `arguments` (as typed) naming `kuchi config` (or its `show`, `set`,
    /// `unset`) and holding `--name` or `--profile` before any `--`, wherever (`kuchi --name Ko config set deck all` too,
    /// where the value would take the words it does not know): settings belong to no learner. `nil` otherwise.
    static func learnerOptionRefusal(_ arguments: [String]) -> String? {
        let options = arguments.prefix { $0 != "--" }
        let isLearnerOption = { (word: String) in ["--name", "--profile"].contains { word == $0 || word.hasPrefix($0 + "=") } }
        guard let index = options.firstIndex(where: isLearnerOption) else { return nil }
        let option = arguments[index].hasPrefix("--profile") ? "--profile" : "--name"
        var rest = arguments
        rest.removeSubrange(index..<min(rest.count, index + (arguments[index] == option ? 2 : 1)))   // with its value
        // The command is `config` when it is the first word left that is no option (`--database FILE` aside).
        var words = rest.prefix { $0 != "--" }.makeIterator()
        var command = "kuchi config"
        while let word = words.next() {
            if word == "--database" { _ = words.next(); continue }
            if word.hasPrefix("-") { continue }
            guard word == "config" else { return nil }
            if let next = words.next(), ["show", "set", "unset"].contains(next) { command += " " + next }
            break
        }
        guard rest.contains("config") else { return nil }
        // config takes no --database either (it opens no bank): the line suggested leaves it out too.
        var kept: [String] = []
        var remaining = rest.makeIterator()
        var ended = false
        while let word = remaining.next() {
            if !ended, word == "--database" { _ = remaining.next(); continue }
            if !ended, word.hasPrefix("--database=") { continue }
            if word == "--" { ended = true }
            kept.append(word)
        }
        return "\(command) has no \(option) option: settings are not per learner, the config file is shared by every "
            + "learner (and every word bank). Leave \(option) out: " + (["kuchi"] + kept).map(ShellWord.quoted).joined(separator: " ")
    }

    /// `kuchi config [--path]`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print each setting as `key = value  # origin` (default, file and line, environment, option).",
            discussion: HelpExamples.paragraph([
                ("kuchi config show --mode reading", "the settings with --mode reading"),
                ("kuchi config show --path", "where the config file is"),
            ])
        )

        /// Said once under the listing: nobody looks for a learner's own settings in vain.
        static let sharedNote = "# These settings are shared by every learner of the bank (and by every bank): none is per learner."

        @Flag(help: "Print only the config file's path.")
        var path = false

        @OptionGroup(title: "Settings") var settings: SettingOptions

        @OptionGroup(title: "Settings") var scheduling: SchedulerOption

        @OptionGroup(title: "Settings") var count: QuestionsOption

        func run() throws {
            try reportingErrors { environment in
                let configPath = FileLocations(environment: environment).configFile
                if path { return StandardStream.output.line(SafeText.singleLine(configPath)) }
                let resolved = try ConfigLayers.resolve(configPath: configPath, environment: environment,
                                                        commandLine: count.adding(to: scheduling.adding(to: settings.commandLine())))
                for line in ConfigLayers.listing(resolved) { StandardStream.output.line(SafeText.visible(line)) }
                StandardStream.output.line(Self.sharedNote)
            }
        }
    }

    /// `kuchi config set NAME VALUE`.
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Write a setting into the config file (atomically, mode 0600, keeping its comments).",
            usage: "kuchi config set <name> <value> [--database <path>]",
            discussion: HelpExamples.after("NAME is a config file key (or the short name :set uses): "
                + "\(Setting.all.map(\.configKey).joined(separator: ", ")). A deck is checked against the word bank --database "
                + "(or KUCHI_DATABASE) names; the config file is shared by every bank.", [
                    ("kuchi config set answer_mode reading", "sessions ask for readings"),
                    ("kuchi config set level N5,N4", "practise the N5 and N4 words"),
                ], exitCodes: "64 for an unknown setting or a value it does not take (nothing is written).")
        )

        /// The bank a `deck` value is checked against; the config file itself is the same for every bank.
        @OptionGroup var databaseOptions: DatabaseOptions

        @Argument(help: ArgumentHelp("The setting.", valueName: "name"),
                  completion: .list(Setting.all.map(\.configKey)))
        var name: String

        // Taken as typed even when it starts with a dash (`reviews_per_day -1`), so that the setting, not the
        // option parser, says what is wrong with it.
        @Argument(parsing: .allUnrecognized,
                  help: ArgumentHelp("Its new value.", valueName: "value"),
                  completion: .custom { words, index, _ in
                      // The word before the value names the setting; numbers and names have no fixed values.
                      guard index >= 1, words.indices.contains(index - 1), let setting = Setting.named(words[index - 1]) else { return [] }
                      return setting.choices
                  })
        var values: [String] = []

        func validate() throws {
            if let refusal = ConfigCommand.learnerOptionRefusal(Array(CommandLine.arguments.dropFirst())) { throw ValidationError(refusal) }
            let values = Array(values.drop { $0 == "--" })
            guard values.count == 1 else {
                throw ValidationError(values.isEmpty ? "Missing expected argument '<value>'."
                                                     : "Expected one value, got \(values.count): quote a value with spaces.")
            }
        }

        func run() throws {
            let value = values.drop { $0 == "--" }.first ?? ""
            try reportingErrors { environment in
                let configPath = FileLocations(environment: environment).configFile
                let document = try ConfigFileStore.read(configPath) ?? ConfigDocument(path: configPath, text: "")
                let edited = try document.setting(name, to: value)
                if Setting.named(name)?.configKey == Setting.deck.configKey {
                    try ConfigDecks.refuseUnknown(value, bankPath: databaseOptions.path(environment: environment))
                }
                if Setting.named(name)?.configKey == Setting.tag.configKey {
                    try ConfigTags.refuseUnknown(value, bankPath: databaseOptions.path(environment: environment))
                }
                do {
                    try ConfigFileStore.write(edited)
                } catch ConfigFileError.cannotWrite(let path, let reason, let code) where code == .permission {
                    let setting = Setting.named(name)
                    throw ConfigFileError.settingNotWritten(path: path, reason: reason, assignment: "\(setting?.configKey ?? name)=\(value)",
                                                            environmentVariable: setting?.environmentVariable)
                }
                StandardStream.output.line("Set \(Setting.named(name)?.configKey ?? SafeText.singleLine(name)) = \(SafeText.singleLine(value)) in \(SafeText.singleLine(configPath)).")
            }
        }
    }
}
