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
        if let refusal = unknownSubcommand(in: arguments) { return refusal }
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

    /// The commands whose default subcommand takes no word: a second word that names none of their subcommands is one
    /// mistyped (`kuchi learners delete Hana`), not two stray arguments of the default (`learners list`).
    private static let parentsOfWordlessDefaults: Set<String> = ["learners", "decks", "config"]

    /// Words people type for a subcommand under another name.
    private static let synonyms = ["delete": "remove", "del": "remove", "rm": "remove", "erase": "remove", "mv": "rename",
                                   "ls": "list", "show": "list"]

    /// "kuchi learners has no subcommand “delete”: list, rename or remove. Did you mean “kuchi learners remove”?", with
    /// the guess only when it is close to what was typed (or a usual synonym of it); `nil` for any other line.
    static func unknownSubcommand(in arguments: [String]) -> String? {
        guard arguments.count >= 2, let parent = Kuchi.configuration.subcommands.first(where: { names(of: $0).contains(arguments[0]) }),
              parentsOfWordlessDefaults.contains(parent._commandName) else { return nil }
        let word = arguments[1]
        let subcommands = parent.configuration.subcommands
        guard !word.hasPrefix("-"), !subcommands.contains(where: { names(of: $0).contains(word) }) else { return nil }
        let list = subcommands.map { $0._commandName }
        let typed = word.lowercased()
        let guess = synonyms[typed].flatMap { list.contains($0) ? $0 : nil }
            ?? list.first { EditDistance.between(typed, $0, limit: $0.count <= 4 ? 1 : 2) != nil }
        let path = "kuchi " + parent._commandName
        let listed = list.dropLast().joined(separator: ", ") + " or " + (list.last ?? "")
        return "\(path) has no subcommand “\(SafeText.singleLine(word))”: \(listed)."
            + (guess.map { " Did you mean “\(path) \($0)”?" } ?? "")
            + "\n  See '\(path) --help' for more information."
    }

    private static func names(of command: ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }
}
