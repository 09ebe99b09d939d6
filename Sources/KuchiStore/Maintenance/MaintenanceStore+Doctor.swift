import Foundation
import GRDB

extension MaintenanceStore {
    /// Examines the database at `path` without changing it: its header and size, SQLite's `quick_check`
    /// (or the slower `integrity_check` when `full`), foreign keys, the schema version, the contents and the backups.
    ///
    /// Problems are reported in the result, not thrown: the point is to say what is wrong.
    /// - Throws: ``StoreError/noDatabase(path:)`` when there is no file; ``StoreError/busy(path:)`` when
    ///   another process holds the database for longer than the busy timeout; ``StoreError/full(path:)`` when the disk
    ///   is full and a log beside the bank (or another process using it) keeps it from being read as it is.
    public static func diagnose(path: String, full: Bool = false, busyTimeout: TimeInterval = KuchiDatabase.defaultBusyTimeout) throws(StoreError) -> DoctorReport {
        var report = DoctorReport(path: path)
        report.checkName = full ? "integrity_check" : "quick_check"
        try DatabaseFile.refuseUnusualFile(path)
        var info = stat()
        guard stat(path, &info) == 0 else { throw .noDatabase(path: path) }
        report.fileSize = Int64(info.st_size)
        report.backups = BackupFolder(databasePath: path).list()
        report.hasJournal = FileManager.default.fileExists(atPath: path + "-journal")
        if info.st_mode & S_IFMT == S_IFDIR {
            report.problems.append("it is a folder, not a file")
            return report
        }
        if info.st_size == 0 {
            report.problems.append("the file is empty")
            return report
        }
        do {
            _ = try DatabaseFile.checkHeader(path: path)
        } catch {
            if case let .damaged(_, problem) = error { report.problems.append(problem) } else {
                report.problems.append("it is not a SQLite database")
                return report
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        // Looked at before this process opens the bank: afterwards its own connection is one of those using it.
        let leftover = WriteAheadLog.leftover(path: path)
        // A bank that cannot be written here (read-only file or folder) is checked read-only, never called damaged
        // for it; with no log beside it, as a file that does not change (SQLite could not make a log index).
        var location = path
        do { try DatabaseFile.prepare(path: path) } catch .readOnly {
            report.isReadOnly = true
            configuration.readonly = true
            if leftover == nil { location = WriteAheadLog.immutableURI(of: path) }
        } catch {}
        do {
            try examine(location, configuration, leftover: leftover, into: &report, full: full)
        } catch let error as DatabaseError {
            let storeError = StoreError(error, path: path)
            if case .busy = storeError { throw storeError }
            // A full disk (or file-size limit) is no damage: SQLite could not make the log index it reads a bank in WAL
            // mode through. With no log beside the bank and no one using it, the bank is checked as a file that does
            // not change; otherwise the disk is named, and the bank left as it is.
            if case .full = storeError {
                guard leftover == nil, !WriteAheadLog.isOpenElsewhere(path: path) else { throw storeError }
                report.isOnFullDisk = true
                configuration.readonly = true
                do {
                    try examine(WriteAheadLog.immutableURI(of: path), configuration, leftover: nil, into: &report, full: full)
                } catch {
                    throw storeError
                }
                return report
            }
            // A log left in a folder that cannot be written: SQLite cannot make the index it needs to read it.
            if report.isReadOnly, leftover != nil { throw StoreError.logUnreadable(path: path) }
            report.problems.append("SQLite could not read it: \(error.message ?? "\(error.resultCode)")")
        } catch {
            report.problems.append("it could not be read: \(error)")
        }
        return report
    }

    /// Opens the bank at `location` and examines it, recovering a log left beside it (unless read-only).
    private static func examine(_ location: String, _ configuration: Configuration, leftover: WriteAheadLog.Leftover?,
                                into report: inout DoctorReport, full: Bool) throws {
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        defer { try? queue.close() }
        try queue.inDatabase { db in try examine(db, into: &report, full: full) }
        if let leftover {
            report.log = report.isReadOnly ? .leftBehind(pages: leftover.pages, copied: false, problem: "the bank cannot be written")
                : queue.inDatabase { db in recover(leftover, db, path: report.path) }
        }
    }

    /// A log beside the bank: when no other process has the bank open, a Kuchi that was killed (or a computer
    /// that stopped) left it, and its pages are copied into the bank now; one in use is left to its owner.
    private static func recover(_ leftover: WriteAheadLog.Leftover, _ db: Database, path: String) -> DoctorReport.Log {
        guard !leftover.inUse else { return .inUse(pages: leftover.pages) }
        do {
            let checkpoint = try WriteAheadLog.checkpoint(db, path: path)
            return .leftBehind(pages: leftover.pages, copied: checkpoint.complete, problem: nil)
        } catch {
            let reason: String = switch error {
            case let .checkpointFailed(_, reason): reason
            case .readOnly: "the bank cannot be written"
            default: error.description
            }
            return .leftBehind(pages: leftover.pages, copied: false, problem: reason)
        }
    }

    private static func examine(_ db: Database, into report: inout DoctorReport, full: Bool) throws {
        report.pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
        report.pageCount = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        report.freePages = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        report.schema = try schemaState(db)
        switch report.schema {
        case let .newer(unknown):
            report.problems.append("it was written by a newer Kuchi (migrations \(unknown.joined(separator: ", "))): upgrade Kuchi to use it")
        case .notKuchi:
            report.problems.append("it is a SQLite database of another program, not a Kuchi word bank")
        default:
            break
        }
        switch report.schema {
        case .upToDate, .older, .unfinished:
            let foreign = try ForeignSchemaCode.foreign(in: db)
            if !foreign.isEmpty { report.problems.append(ForeignSchemaCode.problem(foreign)) }
        default:
            break
        }
        report.checkMessages = try Self.check(db, full: full)
        if report.checkMessages != ["ok"] {
            report.problems.append("SQLite's \(report.checkName) found damage: " + (report.checkMessages.first ?? "no answer"))
        }
        if report.schema != .notKuchi {
            // A damaged table may not be countable; the check above has already said so.
            for (table, label) in [("word", "word"), ("profile", "learner"), ("session", "session"), ("answer", "answer")] {
                if let rows = try? Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") {
                    report.counts.append((rows == 1 ? label : label + "s", rows))
                }
            }
        }
        var missing: [String: Int] = [:]
        for row in (try? Row.fetchAll(db, sql: "PRAGMA foreign_key_check")) ?? [] {
            let table: String = row["table"]
            let parent: String = row["parent"]
            missing["\(table) → \(parent)", default: 0] += 1
        }
        report.foreignKeyProblems = missing.sorted { $0.key < $1.key }.map { key, count in
            let parts = key.components(separatedBy: " → ")
            return "\(count) row(s) of \(parts[0]) refer to missing rows of \(parts.last ?? "")"
        }
        report.problems += report.foreignKeyProblems
    }

    /// The messages of `quick_check` (or `integrity_check` when `full`), one per line, without the
    /// "*** in database main ***" headers: `["ok"]` for a sound database. SQLite may stop with an error
    /// after some messages when a page cannot be read at all; that error is the last message.
    static func check(_ db: Database, full: Bool = false) throws -> [String] {
        var rows: [String] = []
        do {
            let cursor = try String.fetchCursor(db, sql: full ? "PRAGMA integrity_check" : "PRAGMA quick_check")
            while let row = try cursor.next() { rows.append(row) }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            rows.append(error.message ?? "database disk image is malformed")
        }
        let lines = rows.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("*** in database") }
        return lines.isEmpty ? ["no answer"] : lines
    }

    private static func schemaState(_ db: Database) throws -> DoctorReport.Schema {
        let migrator = KuchiDatabase.migrator(seedWords: { [] })
        let known = migrator.migrations
        let applied = try db.tableExists("grdb_migrations")
            ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
        if applied.isEmpty {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") ?? 0
            return tables > 0 ? .notKuchi : .older(pending: known)
        }
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { return .newer(unknown: unknown) }
        let pending = known.filter { !applied.contains($0) }
        if pending.isEmpty { return .upToDate(migrations: applied.count) }
        return try UnfinishedBank.isUnfinished(db) ? .unfinished(pending: pending) : .older(pending: pending)
    }
}
