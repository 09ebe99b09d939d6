import KuchiCore

extension LearnerCommands {
    /// The commands suggested to the user of this process: what they typed, on the bank named by `--database` or
    /// `KUCHI_DATABASE` (none: the default bank).
    static func typed(databaseOption: String?, environment: [String: String]) -> LearnerCommands {
        LearnerCommands(typed: Array(CommandLine.arguments.dropFirst()),
                        database: BankCommand.typed(databaseOption: databaseOption, environment: environment).database)
    }
}

extension BankCommand {
    /// Commands for the bank this process works on: the one `--database` (`databaseOption`) or `KUCHI_DATABASE` names,
    /// else the default bank (no `--database` in them).
    static func typed(databaseOption: String?, environment: [String: String]) -> BankCommand {
        BankCommand(database: [databaseOption, environment["KUCHI_DATABASE"]].compactMap { $0 }.first { !$0.isEmpty })
    }
}
