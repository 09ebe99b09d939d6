import GRDB
import KuchiCore

/// Why the word bank could not be opened, read or written. Each message names the file and says what to do.
public enum StoreError: KuchiError, Equatable {
    /// The file is not a SQLite database (or is truncated or damaged).
    case notADatabase(path: String)
    /// The database was written by a newer Kuchi.
    case newerSchema(path: String)
    /// The database file, or its directory, cannot be written.
    case readOnly(path: String)
    /// Another process holds a lock on the database.
    case busy(path: String)
    /// A file or directory could not be created.
    case cannotCreate(path: String, reason: String)
    /// The disk or the database's size limit is full.
    case full(path: String)
    /// Reading or writing failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notADatabase(path):
            "\(path) is not a Kuchi database, or it is damaged. The file was left untouched. Restore it from a backup, or point Kuchi at another file with --database PATH."
        case let .newerSchema(path):
            "\(path) was written by a newer version of Kuchi. Upgrade Kuchi to use it; the file was left untouched."
        case let .readOnly(path):
            "Cannot write to \(path): it (or its folder) is read-only. Make it writable (chmod u+w), or choose another file with --database PATH."
        case let .busy(path):
            "\(path) is busy: another Kuchi is writing to it. Try again in a moment."
        case let .cannotCreate(path, reason):
            "Cannot create \(path): \(reason). Choose another location with --database PATH."
        case let .full(path):
            "Cannot write to \(path): the disk (or the database's size limit) is full. Everything answered before this was saved. Free some space and start again."
        case let .io(path, reason):
            "Reading or writing \(path) failed: \(reason)."
        }
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .notADatabase, .newerSchema: .dataError
        case .readOnly: .permission
        case .busy: .busy
        case .cannotCreate: .cannotCreate
        case .full, .io: .ioError
        }
    }

    /// The store error for a SQLite error on the database at `path`.
    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        case .SQLITE_FULL: self = .full(path: path)
        case .SQLITE_CANTOPEN: self = .cannotCreate(path: path, reason: error.message ?? "SQLite could not open it")
        default: self = .io(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
