import ArgumentParser
import KuchiCore

/// `kuchi help NAME…` for a command Kuchi does not have: the argument parser would print the main help
/// and exit 0, as if the command were found; Kuchi says which name is unknown and lists the commands.
enum HelpTopic {
    /// The refusal for `arguments` (the command line without the program's name) when it asks for the
    /// help of a command that does not exist, else nil.
    static func unknownCommand(in arguments: [String]) -> String? {
        // A first word that names no command is one mistyped (practice, the default, takes no word): say which
        // command it is closest to, rather than the practice options' "Unexpected argument".
        if let first = arguments.first, first != "help", !first.hasPrefix("-"),
           !Kuchi.configuration.subcommands.contains(where: { names(of: $0).contains(first) }) {
            let commands = Kuchi.configuration.subcommands.map { $0._commandName }
            let closest = commands.filter { EditDistance.between(first.lowercased(), $0, limit: 2) != nil }
            let guess = closest.first.map { " Did you mean “kuchi \($0)”?" } ?? ""
            return "kuchi has no such command “\(first)”.\(guess) Commands: \(commands.joined(separator: ", "))."
        }
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
