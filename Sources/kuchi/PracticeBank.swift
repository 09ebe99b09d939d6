import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal

/// Opening the word bank for practice.
enum PracticeBank {
    /// Opens (or creates) the word bank, makes the day's backup and marks sessions killed midway.
    ///
    /// A `scope` without words for the learner is a usage error found before anything is written: no
    /// bank is created (a new one is tried in memory), no learner, no backup, no session. Its message says
    /// where the scope came from (`origins`) when that was the config file or the environment.
    static func open(at path: String, refusingEmpty scope: WordScope, origins: [String: SettingOrigin], for learner: String?,
                     refusingName: (PracticeStore) throws -> Void = { _ in }, notice: (String) -> Void) throws -> KuchiDatabase {
        if !scope.isWholeBank, !FileManager.default.fileExists(atPath: path) {
            try refuseEmpty(scope, in: KuchiDatabase.inMemory(seedWords: BundledWords.load(), levelWords: BundledLevels.entries()).practice,
                            origins: origins, for: learner)
        }
        let database = try KuchiDatabase.open(path: path, seedWords: BundledWords.load)
        // A slip for a learner's name is said as one before the scope is found empty for a learner who does not exist.
        try refusingName(database.practice)
        if !scope.isWholeBank { try refuseEmpty(scope, in: database.practice, origins: origins, for: learner) }
        // At most once a day; a damaged database (the copy fails SQLite's check) stops here, untouched.
        if case let .failed(error) = try database.maintenance.dailyBackup() {
            notice("Today's backup could not be made: " + error.description(
                ifFull: "Practice goes on without it, and every answer is still saved while the bank has room; free some space, "
                    + "and the next start makes the backup."))
        }
        try database.practice.markInterruptedSessions()
        return database
    }

    /// Refuses, before anything is created, a word bank named on the command line or in `KUCHI_DATABASE`
    /// (`named`) whose folder is not there, when no one at a terminal can see what is made: in a script a
    /// mistyped path would leave a new folder and bank behind, and a name prompt in a log. Exit 66 (the bank
    /// to open is not there), which a script tells from a usage error and from a failed write.
    static func refuseMissingFolder(of path: String, named: Bool, interactive: Bool, jsonLines: Bool = false) throws {
        guard named, !FileManager.default.fileExists(atPath: path) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        // A `~` the shell did not expand (quoted, from a unit file or an .env file) is refused at a terminal too.
        guard !interactive || MissingBankFolder.startsWithTilde(folder) else { return }
        throw MissingBankFolder(path: path, folder: folder, jsonLines: jsonLines)
    }

    /// Throws a usage error when `scope` holds no words for `learner` (named, else the last one, else a
    /// new one without favourites), naming what the bank has; looks only, creating nothing. A session's start and
    /// `kuchi due` given a scope refuse alike (exit 64).
    static func refuseEmpty(_ scope: WordScope, in practice: PracticeStore, origins: [String: SettingOrigin],
                                    for learner: String?) throws {
        let profile: Profile? = if let learner { try practice.profile(named: learner) } else { try practice.lastUsedProfile() }
        // A learner not yet created has no favourites: no id matches one.
        let ids = try practice.lookingUp { try $0.wordIDs(in: scope, profileID: profile?.id ?? -1) }
        if ids.isEmpty { throw CommandError.usage(ScopeText.empty(scope, counts: try practice.scopeCounts(), hasLearner: profile != nil,
                                                                       origins: origins)) }
    }
}

/// A word bank named for a script (standard input not a terminal) in a folder that is not there.
struct MissingBankFolder: KuchiError {
    let path: String
    let folder: String
    /// `--json`, refused even at a terminal: running Kuchi at one does not help, so the message leaves it out.
    var jsonLines = false

    /// Whether `folder` starts with a `~` that only a shell expands (`~`, `~/…`).
    static func startsWithTilde(_ folder: String) -> Bool {
        folder == "~" || folder.hasPrefix("~/")
    }

    var description: String {
        if Self.startsWithTilde(folder), let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
            let expanded = home + path.dropFirst()
            return "No word bank at \(SafeText.singleLine(path)): ~ is not expanded here (a shell expands it only unquoted), so "
                + "it names a folder called ~ in the current folder. Nothing was created. Use $HOME instead "
                + "(\(SafeText.singleLine(ShellWord.quoted(expanded))))."
        }
        return "No word bank at \(SafeText.singleLine(path)), and its folder \(SafeText.singleLine(folder)) does not exist: a mistyped "
            + "path? Nothing was created. To start a new bank there, create the folder first (mkdir -p "
            + "\(ShellWord.quoted(folder)))" + (jsonLines ? "." : ", or run Kuchi at a terminal.")
    }

    var exitCode: KuchiExitCode { .noInput }
}
