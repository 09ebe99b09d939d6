import KuchiFiles

/// The files that are a word bank on disk, whatever name reaches them: the bank, the log, log index and journal SQLite
/// keeps beside it, and its backup folder. Kuchi's exports, reports and copies never write over any of them.
///
/// The bank is resolved through its links first (``ResolvedPath/bank(_:)``), as SQLite resolves it to name the log, so
/// a bank named through a symbolic link is the same bank; the bank file itself is also told by device and inode, so a
/// hard link to it is too.
public struct BankFiles: Sendable {
    /// The bank's path, its links followed.
    public let bankPath: String

    /// The files of the bank at `bankPath` (as given on the command line).
    public init(bankPath: String) {
        self.bankPath = ResolvedPath.bank(bankPath)
    }

    /// Whether `path` (existing or not) is the bank itself or its log, log index or journal.
    public func isBankOrCompanion(_ path: String) -> Bool {
        let names = ([""] + WriterLock.sqliteCompanions).map { bankPath + $0 }
        if let file = FileIdentity(path: path), names.contains(where: { FileIdentity(path: $0) == file }) { return true }
        guard let target = ResolvedPath.target(path) else { return false }
        return names.contains { ResolvedPath.target($0) == target }
    }

    /// Whether the file `path` (or, when there is none, the folder it would be made in) lies in the bank's backup folder.
    public func isInBackupFolder(_ path: String) -> Bool {
        guard let folder = ResolvedPath.existing(BackupFolder(databasePath: bankPath).path),
              let target = ResolvedPath.target(path) else { return false }
        return target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
