import Foundation
import KuchiCore
import KuchiFiles

/// Why a backup was made; part of its file name.
public enum BackupReason: String, Sendable, CaseIterable {
    /// Before the schema of an existing database was upgraded.
    case migration
    /// Before an import (not a dry run) into a bank that was there before it.
    case `import`
    /// The first practice of the day (at most one in 24 hours).
    case daily
    /// `kuchi backup` with no file named.
    case manual
    /// The database that `kuchi restore` replaced.
    case beforeRestore = "before-restore"
    /// Before `kuchi decks remove`.
    case removeDeck = "remove-deck"
    /// Before `kuchi learners remove`.
    case removeLearner = "remove-learner"
}

/// The automatic backups of one database: the folder `<database>.backups/` beside it.
///
/// Each backup is a complete SQLite database named `<UTC time>-<reason>.sqlite`
/// (`20260322T101500.123Z-import.sqlite`), so names sort by age. Only the newest ``kept`` are kept.
public struct BackupFolder: Sendable, Equatable {
    /// One backup file.
    public struct Backup: Sendable, Equatable {
        /// The file's path.
        public var path: String
        /// When it was made (UTC, from its name).
        public var date: Date
        /// Why it was made.
        public var reason: BackupReason

        /// The file's name in the backup folder, as `ls` shows it.
        public var name: String { String(path.split(separator: "/").last ?? Substring(path)) }

        /// The file's size in bytes, or `nil` when it cannot be read.
        public var size: Int64? {
            var info = stat()
            return stat(path, &info) == 0 ? Int64(info.st_size) : nil
        }
    }

    /// How many backups are kept per database; older ones are deleted after each new backup, except the
    /// newest of each ``BackupReason`` (so a run of imports cannot push out the last daily or pre-migration
    /// backup): at most ``kept`` plus the number of reasons.
    public static let kept = 10

    /// The database the backups are of, its links followed (``ResolvedPath/bank(_:)``).
    public let databasePath: String
    /// The folder holding them: beside the file a link to the bank leads to, so that every name of the bank has the same.
    public var path: String { databasePath + ".backups" }

    /// The backup folder of the database at `databasePath` (a link to it is followed).
    public init(databasePath: String) {
        self.databasePath = ResolvedPath.bank(databasePath)
    }

    /// Every backup in the folder, newest first. Files with other names are ignored.
    public func list() -> [Backup] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.compactMap { name in
            Self.parse(name).map { Backup(path: path + "/" + name, date: $0.date, reason: $0.reason) }
        }.sorted { $0.path > $1.path }
    }

    /// The path of the backup called `name` in this folder (a bare file name, as `ls` of the folder shows it), or
    /// `nil` when `name` has a `/` or the folder holds no such file.
    public func backup(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        let candidate = path + "/" + name
        var info = stat()
        return stat(candidate, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? candidate : nil
    }

    /// The newest backup, if there is one.
    public var newest: Backup? { list().first }

    /// The path for a new backup made at `date` for `reason`.
    func newPath(reason: BackupReason, at date: Date) -> String {
        path + "/" + Self.stamp(date) + "-" + reason.rawValue + ".sqlite"
    }

    /// Deletes all but the newest ``kept`` backups and the newest of each reason, and what killed backups left.
    func prune(now: Date = Date()) {
        let backups = list()
        var keep = Set(backups.prefix(Self.kept).map(\.path))
        for reason in BackupReason.allCases {
            if let newest = backups.first(where: { $0.reason == reason }) { keep.insert(newest.path) }
        }
        for backup in backups where !keep.contains(backup.path) { unlink(backup.path) }
        removeLeftovers()
    }

    /// Removes the temporary files (`.tmp-…`, with their SQLite journals, logs and indexes) of backups whose process was
    /// killed: those no living process holds the writer's lock of (``WriterLock``). A backup being made by
    /// another Kuchi at the same moment is left alone. Run at every start that opens the word bank, so a
    /// backup killed during an import leaves nothing after the next start. Returns how many were removed.
    @discardableResult
    public func removeLeftovers() -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return 0 }
        var removed = 0
        // A companion is never taken for a temporary file: its writer holds the lock of the file, not of its companions.
        for name in names where name.hasPrefix(".tmp-") && WriterLock.companionOwner(name) == nil {
            if WriterLock.removeIfAbandoned(path + "/" + name) { removed += 1 }
        }
        // A journal, log or index whose file is gone (removed above, or by SQLite's writer before it was killed).
        for name in names where name.hasPrefix(".tmp-") {
            guard let file = WriterLock.companionOwner(name) else { continue }
            if access(path + "/" + file, F_OK) != 0, unlink(path + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    // MARK: - Names

    /// `20260322T101500.123Z`: fixed width, so names sort chronologically.
    static func stamp(_ date: Date) -> String { UTCTime(date).compact }

    /// The date and reason of a backup file name, or `nil` for any other name.
    static func parse(_ name: String) -> (date: Date, reason: BackupReason)? {
        let characters = Array(name)
        guard characters.count > 29, name.hasSuffix(".sqlite"), characters[20] == "-", characters[8] == "T",
              characters[15] == ".", characters[19] == "Z" else { return nil }
        let reasonText = String(characters[21..<(characters.count - 7)])
        guard let reason = BackupReason(rawValue: reasonText) else { return nil }
        func number(_ range: Range<Int>) -> Int32? { Int32(String(characters[range])) }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), let hour = number(9..<11),
              let minute = number(11..<13), let second = number(13..<15), let millis = number(16..<19) else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        let seconds = timegm(&parts)
        return (Date(timeIntervalSince1970: Double(seconds) + Double(millis) / 1000), reason)
    }

    // MARK: - Messages

    /// What to do about a damaged database at `databasePath`: restore its newest backup, if it has one; else
    /// say that its backup folder holds none.
    public static func restoreHint(for databasePath: String) -> String {
        guard databasePath != ":memory:" else {
            return "Restore it from a backup (kuchi restore FILE), or point Kuchi at another file with --database PATH."
        }
        let folder = BackupFolder(databasePath: databasePath)
        guard let newest = folder.newest else {
            return "Its backup folder (\(folder.path)) holds no backup: if you keep one elsewhere, put it back with "
                + BankCommand(database: databasePath).line(["restore", "FILE"]) + "; or point Kuchi at another file with --database PATH."
        }
        return "Its newest backup is from \(describe(newest.date)): put it back with "
            + BankCommand(database: databasePath).line(["restore", newest.path])
            + " (the damaged file is kept in \(folder.path))."
    }

    /// `2026-03-22 19:15 +09:00`: a backup's time in `timeZone` (the learner's, `TZ`), with its offset from UTC, as
    /// `kuchi restore`, `kuchi doctor` and the advice naming a backup print it (its file name keeps UTC).
    public static func describe(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let local = UTCTime(date.addingTimeInterval(TimeInterval(offset))).readable
        let minutes = abs(offset) / 60
        return local.dropLast(" UTC".count) + " \(offset < 0 ? "-" : "+")\((minutes / 60).zeroPadded(2)):\((minutes % 60).zeroPadded(2))"
    }
}
