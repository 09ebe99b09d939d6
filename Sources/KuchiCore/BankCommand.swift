/// A `kuchi` command a message suggests (to undo a change, to back up, to list learners), written for the shell and
/// for the bank the user is working on: `--database PATH` right after `kuchi` only when that bank is not the default
/// one, so the command typed as printed acts on the same bank and the default bank's reads as a learner would type it.
public struct BankCommand: Equatable, Sendable {
    /// The bank's path when it is not the default one (named by `--database` or `KUCHI_DATABASE`), else nil.
    public var database: String?

    /// Commands for the bank at `database` (nil or empty: the default bank).
    public init(database: String?) {
        self.database = database.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `kuchi` with `arguments` (`["restore", name]`), each word quoted for the shell where it needs it.
    public func line(_ arguments: [String]) -> String {
        (["kuchi"] + (database.map { ["--database", $0] } ?? []) + arguments).map(ShellWord.quoted).joined(separator: " ")
    }

    /// `kuchi COMMAND --database PATH ARGUMENTS…` (`"restore"`, `[backup]`): the one line meant for an older Kuchi,
    /// the one an upgrade replaced. Kuchis built before `--database` could come ahead of a command's name (November
    /// 2026) refuse `kuchi --database PATH restore`, while every Kuchi takes the option after the name.
    public func lineForAnOlderKuchi(_ command: String, _ arguments: [String]) -> String {
        (["kuchi", command] + (database.map { ["--database", $0] } ?? []) + arguments).map(ShellWord.quoted).joined(separator: " ")
    }
}
