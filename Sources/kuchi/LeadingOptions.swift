import ArgumentParser
import KuchiCore

/// `kuchi --database FILE due`: the options every command that opens a bank (`--database`) or names a learner
/// (`--name`, `--profile`) takes, typed before the subcommand's name as `kuchi --help` allows, are moved after the
/// name (an alias such as `practise` too), so that the subcommand parses them as its own; before `help` they are
/// dropped (help opens no bank). Any other option before a subcommand's name is refused, once the default practice
/// could not parse the line, with the line put right.
enum LeadingOptions {
    /// The options moved: each takes a value, given as the next argument or after `=`.
    static let names: Set<String> = ["--database", "--name", "--profile"]

    /// Every name a subcommand answers to: its name and its aliases.
    static func subcommandNames(_ commands: [ParsableCommand.Type]) -> Set<String> {
        Set(commands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases })
    }

    /// `arguments` (without the program's name) with the options of ``names`` that come before a subcommand's name moved
    /// right after it; as given when none come first or no subcommand follows them (`kuchi --database FILE` practises).
    static func reordered(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if names.contains(argument) {
                index += 2
            } else if let equals = argument.firstIndex(of: "="), names.contains(String(argument[..<equals])) {
                index += 1
            } else {
                break
            }
        }
        guard index > 0, index < arguments.count else { return arguments }
        if arguments[index] == "help" { return Array(arguments[index...]) }
        guard subcommands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// "Put options after the command name: kuchi due --json": for `arguments` the default practice refused with
    /// `message` ("Unexpected argument 'due'"), when they start with an option and name a subcommand (before any `--`)
    /// that the refusal is about; `nil` otherwise.
    static func misplaced(_ arguments: [String], message: String, subcommands: Set<String>) -> String? {
        guard arguments.first?.hasPrefix("-") == true else { return nil }
        let options = arguments.prefix { $0 != "--" }
        guard let index = options.firstIndex(where: { subcommands.contains($0) || $0 == "help" }),
              message.contains("Unexpected argument '\(arguments[index])'")
        else { return nil }
        let line = ([arguments[index]] + arguments[..<index] + arguments[(index + 1)...]).map(ShellWord.quoted)
        return "Put options after the command name: kuchi \(line.joined(separator: " "))"
    }
}
