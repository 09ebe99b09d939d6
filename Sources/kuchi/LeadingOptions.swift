/// `kuchi --database FILE due`: the option every command that opens a bank takes, typed before the subcommand's
/// name as `kuchi --help` shows it, is moved after the name, so that the subcommand parses it as its own.
enum LeadingOptions {
    /// The options moved: each takes a value, given as the next argument or after `=`.
    static let names: Set<String> = ["--database"]

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
        guard index > 0, index < arguments.count, subcommands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }
}
