import ArgumentParser

/// `kuchi help NAME…` for a command Kuchi does not have: the argument parser would print the main help
/// and exit 0, as if the command were found; Kuchi says which name is unknown and lists the commands.
enum HelpTopic {
    /// The refusal for `arguments` (the command line without the program's name) when it asks for the
    /// help of a command that does not exist, else nil.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        var command: ParsableCommand.Type = Kuchi.self
        var path = "kuchi"
        for name in arguments.dropFirst() where !name.hasPrefix("-") && name != "help" {
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { names(of: $0).contains(name) }) else {
                let list = subcommands.map { $0._commandName }.joined(separator: ", ")
                return "\(path) has no such command “\(name)”. Commands: \(list)."
            }
            command = next
            path += " " + next._commandName
        }
        return nil
    }

    private static func names(of command: ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }
}
