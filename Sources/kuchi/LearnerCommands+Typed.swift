import KuchiCore

extension LearnerCommands {
    /// The commands suggested to the user of this process: what they typed, on the bank named by `--database` or
    /// `KUCHI_DATABASE` (none: the default bank).
    static func typed(databaseOption: String?, environment: [String: String]) -> LearnerCommands {
        let database = [databaseOption, environment["KUCHI_DATABASE"]].compactMap { $0 }.first { !$0.isEmpty }
        return LearnerCommands(typed: Array(CommandLine.arguments.dropFirst()), database: database)
    }
}
