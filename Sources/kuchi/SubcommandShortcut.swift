import ArgumentParser

/// A command line that starts with a subcommand's name (`kuchi due …`), parsed by that subcommand alone.
///
/// The whole parser first builds the definitions of every command and option Kuchi has, and the Swift runtime
/// looks up the types of each of them: about a third of the CPU of a short command such as `kuchi due`
/// (docs/decisions.md). The subcommand alone needs only its own. Whatever it does not parse cleanly (its help,
/// `--version`, a mistake) is left to the whole parser, whose messages and help name the full command path.
enum SubcommandShortcut {
    /// The subcommand `arguments` (the command line without the program's name) ask for, parsed and ready to
    /// run; nil when the first argument names no subcommand or the subcommand alone does not parse them.
    static func parse(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first, !name.hasPrefix("-"),
              let command = Kuchi.configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return nil }
        // A request for help parses too, as the argument parser's own help command: left to the whole parser.
        guard let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())),
              isCommand(type(of: parsed), within: command)
        else { return nil }
        return parsed
    }

    /// Whether `parsed` is `command` or one of its subcommands, at any depth.
    private static func isCommand(_ parsed: ParsableCommand.Type, within command: ParsableCommand.Type) -> Bool {
        parsed == command || command.configuration.subcommands.contains { isCommand(parsed, within: $0) }
    }
}
