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
    /// after the whole subcommand path (`kuchi --name Chie words fav 猫` is `words fav --name Chie 猫`); as given when
    /// none come first or no subcommand of `root` follows them (`kuchi --database FILE` practises).
    static func reordered(_ arguments: [String], root: ParsableCommand.Type) -> [String] {
        let index = leadingCount(arguments)
        guard index > 0, index < arguments.count else { return arguments }
        if arguments[index] == "help" { return Array(arguments[index...]) }
        let path = commandPath(arguments[index...], root: root)
        guard !path.isEmpty else { return arguments }
        let end = index + path.count
        return Array(arguments[index..<end] + arguments[..<index] + arguments[end...])
    }

    /// "kuchi doctor has no --name option": for `arguments` (as typed) whose leading option the command they name
    /// does not take, which the argument parser refused with `message` ("Unknown option '--name'"); `nil` otherwise.
    static func unsupported(_ arguments: [String], message: String, root: ParsableCommand.Type) -> String? {
        let index = leadingCount(arguments)
        guard index < arguments.count else { return nil }
        let path = commandPath(arguments[index...], root: root)
        guard !path.isEmpty else { return nil }
        let typed = arguments[..<index].map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 }
        guard let option = typed.first(where: { names.contains($0) && message.contains("Unknown option '\($0)'") }) else { return nil }
        return "kuchi \(path.joined(separator: " ")) has no \(option) option"
    }

    /// `arguments` without the options of ``names`` (and their values) at the start: `learners delete Zoe` for
    /// `--database FILE learners delete Zoe`.
    static func afterLeading(_ arguments: [String]) -> [String] {
        Array(arguments.dropFirst(leadingCount(arguments)))
    }

    /// How many of `arguments` are options of ``names`` with their values, at the start.
    private static func leadingCount(_ arguments: [String]) -> Int {
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
        return min(index, arguments.count)
    }

    /// The words at the start of `words` that name a subcommand of `root`, then one of that subcommand, and so on.
    private static func commandPath(_ words: ArraySlice<String>, root: ParsableCommand.Type) -> [String] {
        var command = root
        var path: [String] = []
        for word in words {
            let child = command.configuration.subcommands.first { subcommandNames([$0]).contains(word) }
            guard let child else { break }
            path.append(word)
            command = child
        }
        return path
    }

    /// "Put options after the command name: kuchi due --format json": for `arguments` that start with options (any
    /// the default practice does not take, `--format`, `--limit`, `--force`) and name a subcommand (before any `--`),
    /// when the line with those options moved after the subcommand's name parses; `nil` otherwise.
    static func movable(_ arguments: [String], subcommands: Set<String>, root: ParsableCommand.Type) -> String? {
        guard let index = commandIndex(arguments, names: subcommands, root: root) else { return nil }
        let path = commandPath(arguments[index...], root: root)
        guard !path.isEmpty else { return nil }
        let end = index + path.count
        let line = Array(arguments[index..<end] + arguments[..<index] + arguments[end...])
        guard (try? root.parseAsRoot(line)) != nil else { return nil }
        return "Put options after the command name: kuchi \(line.map(ShellWord.quoted).joined(separator: " "))"
    }

    /// "Put options after the command name: kuchi due --json": for `arguments` the default practice refused with
    /// `message` ("Unexpected argument 'due'"), when they start with an option and name a subcommand (before any `--`)
    /// that the refusal is about; `nil` otherwise.
    static func misplaced(_ arguments: [String], message: String, subcommands: Set<String>, root: ParsableCommand.Type) -> String? {
        guard let index = commandIndex(arguments, names: subcommands.union(["help"]), root: root),
              message.contains("Unexpected argument '\(arguments[index])'")
        else { return nil }
        let moved = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        // An option the command does not take either (`kuchi --new-learner due`) is no line to suggest: say so instead.
        do {
            _ = try root.parseAsRoot(moved)
        } catch {
            let refusal = root.message(for: error)
            let leading = arguments[..<index].map { String($0.split(separator: "=", maxSplits: 1).first ?? "") }
            if let option = leading.first(where: { $0.hasPrefix("-") && refusal.contains("Unknown option '\($0)'") }) {
                return "kuchi \(arguments[index]) has no \(option) option"
            }
        }
        return "Put options after the command name: kuchi \(moved.map(ShellWord.quoted).joined(separator: " "))"
    }

    /// Where `arguments`, starting with an option, name one of `names` (before any `--`), a word that is an option's
    /// value aside; `nil` when they start otherwise or name none.
    private static func commandIndex(_ arguments: [String], names: Set<String>, root: ParsableCommand.Type) -> Int? {
        guard arguments.first?.hasPrefix("-") == true else { return nil }
        let options = arguments.prefix { $0 != "--" }
        return options.indices.first { names.contains(options[$0]) && !isOptionValue(options, at: $0, root: root) }
    }

    /// Whether `arguments[index]` is the value of the option before it, not a command's name (`--deck review due`:
    /// "review" is a deck's name): that option, alone at the start or after this word, is refused for a missing value.
    private static func isOptionValue(_ arguments: ArraySlice<String>, at index: Int, root: ParsableCommand.Type) -> Bool {
        guard index > arguments.startIndex else { return false }
        let option = arguments[index - 1]
        guard option.hasPrefix("-"), !option.contains("=") else { return false }
        return [[option], [arguments[index], option]].contains { line in
            do {
                _ = try root.parseAsRoot(line)
                return false
            } catch {
                return root.message(for: error).contains("Missing value for '\(option)")
            }
        }
    }
}
