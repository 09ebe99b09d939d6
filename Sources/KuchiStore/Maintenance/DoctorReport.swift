import Foundation

/// What `kuchi doctor` found about a database file: its size and contents, SQLite's checks, the schema
/// version and the backups; every problem in plain words.
public struct DoctorReport: Sendable {
    /// The state of the schema compared with the migrations this Kuchi knows.
    public enum Schema: Sendable, Equatable {
        /// Every known migration ran, and no other.
        case upToDate(migrations: Int)
        /// An older Kuchi's database: these migrations will run (after a backup) the next time Kuchi opens it.
        case older(pending: [String])
        /// A new bank whose setting up was cut short (a full disk): these migrations will run the next time Kuchi opens it.
        case unfinished(pending: [String])
        /// Written by a newer Kuchi: it ran migrations this one does not know.
        case newer(unknown: [String])
        /// A SQLite database of some other program.
        case notKuchi
        /// The schema could not be read.
        case unreadable
    }

    /// A write-ahead log (`<bank>-wal`) found beside the bank.
    public enum Log: Sendable, Equatable {
        /// Left by a Kuchi that stopped without closing the bank; `copied` when doctor copied its pages into
        /// the bank, else `problem` says why not (they stay in the log, nothing is lost).
        case leftBehind(pages: Int, copied: Bool, problem: String?)
        /// Another process has the bank open: the log is its own.
        case inUse(pages: Int)
    }

    /// The database file.
    public var path: String
    /// The file's size in bytes.
    public var fileSize: Int64 = 0
    /// SQLite's page size, page count and free pages.
    public var pageSize = 0, pageCount = 0, freePages = 0
    /// The schema version.
    public var schema = Schema.unreadable
    /// Rows per table (words, learners, sessions, answers), when they could be counted.
    public var counts: [(table: String, rows: Int)] = []
    /// The check that ran: `quick_check`, or `integrity_check` with `--full`.
    public var checkName = "quick_check"
    /// Its messages: `["ok"]` for a sound file.
    public var checkMessages: [String] = []
    /// Rows that refer to missing rows, as sentences.
    public var foreignKeyProblems: [String] = []
    /// Whether a rollback journal is beside the file (an interrupted write that SQLite will undo).
    public var hasJournal = false
    /// The write-ahead log found beside the bank, if any.
    public var log: Log?
    /// Whether the file or its folder cannot be written: the bank was checked read-only, and nothing (a left-over
    /// log included) was written.
    public var isReadOnly = false
    /// Whether the disk (or the file-size limit) is full: SQLite could not make the bank's log index, so the bank was
    /// checked read-only, as a file that does not change.
    public var isOnFullDisk = false
    /// The backups, newest first.
    public var backups: [BackupFolder.Backup] = []
    /// Everything wrong, in plain words; empty for a healthy database.
    public var problems: [String] = []

    /// Whether nothing is wrong.
    public var isHealthy: Bool { problems.isEmpty }

    /// The error to exit with (65) when something is wrong: its message says what to do.
    public var verdict: StoreError? {
        guard let first = problems.first else { return nil }
        if case .newer = schema, problems.count == 1 { return .newerSchema(path: path) }
        if case .notKuchi = schema { return .notADatabase(path: path) }
        return .damaged(path: path, problem: problems.count == 1 ? first : "\(first); and \(problems.count - 1) more problem(s)")
    }

    /// The report as lines of text.
    public var lines: [String] {
        var lines = ["Database: \(path)"]
        var size = "  size:         \(Self.bytes(fileSize))"
        if pageCount > 0 { size += " (\(pageCount) pages of \(pageSize) bytes, \(freePages) free)" }
        lines.append(size)
        lines.append("  schema:       " + describeSchema())
        if !counts.isEmpty {
            lines.append("  contents:     " + counts.map { "\($0.rows) \($0.table)" }.joined(separator: ", "))
        }
        if !checkMessages.isEmpty {
            lines.append("  \(checkName):  " + checkMessages[0])
            for message in checkMessages.dropFirst().prefix(4) { lines.append("                " + message) }
            if checkMessages.count > 5 { lines.append("                … and \(checkMessages.count - 5) more") }
        }
        if pageCount > 0 {   // only for a file SQLite could read
            lines.append("  foreign keys: " + (foreignKeyProblems.isEmpty ? "ok" : foreignKeyProblems.joined(separator: "; ")))
        }
        if hasJournal {
            lines.append("  journal:      a write was interrupted; SQLite undoes it the next time the file is opened for writing")
        }
        if let log { lines.append("  log:          " + Self.describe(log)) }
        if isReadOnly {
            lines.append("  access:       read-only (the file or its folder cannot be written): checked without writing;"
                         + " practice, reviews and imports need it writable (chmod u+w)")
        }
        if isOnFullDisk {
            lines.append("  access:       the disk is full (or the file-size limit, ulimit -f, is reached): SQLite cannot make the"
                         + " bank’s \((path as NSString).lastPathComponent)-shm beside it, so it was checked without writing; free some space before"
                         + " practising (the bank can be read meanwhile: kuchi backup and kuchi export to another disk)")
        }
        let folder = BackupFolder(databasePath: path).path
        if let newest = backups.first {
            lines.append("  backups:      \(backups.count) in \(folder); newest \(BackupFolder.describe(newest.date)) (\(newest.reason.rawValue))")
        } else {
            lines.append("  backups:      none yet (they go to \(folder))")
        }
        if isHealthy, case .unfinished = schema {
            lines.append("The database is healthy, only unfinished: free some space, and the next kuchi finishes setting it up.")
        } else if isHealthy {
            lines.append("The database is healthy.")
        } else {
            lines.append("Problems:")
            lines += problems.map { "  - " + $0 }
        }
        return lines
    }

    private static func describe(_ log: Log) -> String {
        switch log {
        case let .leftBehind(pages, true, _):
            "\(pages) page(s) of committed changes were left in the write-ahead log by a Kuchi that stopped without closing the bank; copied into the file, nothing lost"
        case let .leftBehind(pages, false, problem):
            "\(pages) page(s) left in the write-ahead log by a Kuchi that stopped without closing the bank could not be copied into the file"
                + (problem.map { " (\($0))" } ?? " (another process is reading)") + "; they stay in the log, nothing is lost"
        case let .inUse(pages):
            "\(pages) page(s) in the write-ahead log of a Kuchi that has the bank open; it copies them into the file itself"
        }
    }

    private func describeSchema() -> String {
        switch schema {
        case let .upToDate(count): "up to date (\(count) migrations)"
        case let .older(pending): "from an older Kuchi: \(pending.count) migration(s) will run, after a backup, the next time Kuchi opens it"
        case let .unfinished(pending): "a new bank whose setting up was cut short (a full disk?): its last \(pending.count) "
            + "migration(s) will run the next time Kuchi opens it, once the disk has room"
        case let .newer(unknown): "from a newer Kuchi (unknown migrations: \(unknown.joined(separator: ", ")))"
        case .notKuchi: "not a Kuchi database (no Kuchi migrations)"
        case .unreadable: "could not be read"
        }
    }

    /// `11.1 MiB`, `512 bytes`: a file's size as doctor and `kuchi restore`'s list of backups show it.
    public static func bytes(_ count: Int64) -> String {
        if count < 1024 { return "\(count) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
