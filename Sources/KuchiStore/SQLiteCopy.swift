import Foundation
import GRDB

/// Writes a copy of a database to a new file with SQLite's online backup, all or nothing.
///
/// The copy goes to a private temporary file (0600) in the destination's folder, is checked with
/// `PRAGMA quick_check`, synced, and only then given its name. A copy that failed leaves no file behind.
enum SQLiteCopy {
    /// Copies into `destination`.
    /// - Parameters:
    ///   - sourcePath: the database being copied, for messages.
    ///   - replace: replace an existing `destination` (else it is refused, even if it appears meanwhile).
    ///   - backup: performs the online backup into the given destination connection.
    /// - Throws: ``StoreError/damaged(path:problem:)`` when the copy fails SQLite's check (the source is
    ///   damaged); ``StoreError/full(path:)``, ``StoreError/cannotCreate(path:reason:)`` or
    ///   ``StoreError/io(path:reason:)`` when it cannot be written.
    static func copy(sourcePath: String, to destination: String, replace: Bool,
                     backup: (Database) throws -> Void) throws(StoreError) {
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        try PrivateFiles.createDirectory(directory)
        let temporary = try makeTemporaryFile(in: directory, for: destination)
        var committed = false
        defer {
            if !committed {
                unlink(temporary)
                unlink(temporary + "-journal")
            }
        }
        do {
            let target = try DatabaseQueue(path: temporary, configuration: SQLiteSetup.configuration())
            try target.writeWithoutTransaction { db in try backup(db) }
            // Outside a transaction: after a damaged page, committing a read transaction fails too.
            let check = try target.inDatabase { db in try KuchiDatabase.check(db) }
            try target.close()
            if check != ["ok"] {
                throw StoreError.damaged(path: sourcePath, problem: "SQLite's quick_check found damage: " + check[0])
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: throw StoreError(error, path: sourcePath)
            case .SQLITE_BUSY, .SQLITE_LOCKED: throw StoreError.busy(path: sourcePath)
            default: throw StoreError(error, path: destination)
            }
        } catch {
            throw .io(path: destination, reason: "\(error)")
        }
        try sync(temporary, path: destination)
        if replace {
            guard rename(temporary, destination) == 0 else { throw failure(errno, path: destination) }
        } else {
            // link() refuses a name that exists, even one that appeared since any earlier check.
            guard link(temporary, destination) == 0 else {
                if errno == EEXIST { throw .cannotCreate(path: destination, reason: "it already exists (add --force to replace it)") }
                throw failure(errno, path: destination)
            }
            unlink(temporary)
        }
        committed = true
        sync(directory: directory)
    }

    /// A new empty 0600 file beside `destination`, named `.tmp-<name>-XXXXXX`.
    private static func makeTemporaryFile(in directory: String, for destination: String) throws(StoreError) -> String {
        let name = URL(fileURLWithPath: destination).lastPathComponent
        var template = Array((directory + "/.tmp-" + name + "-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw failure(errno, path: destination) }
        fchmod(descriptor, 0o600)
        close(descriptor)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func sync(_ file: String, path: String) throws(StoreError) {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, path: path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(errno, path: path) }
    }

    /// Makes a rename in `directory` durable.
    static func sync(directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The store error for a failed system call on `path`.
    static func failure(_ code: Int32, path: String) -> StoreError {
        switch code {
        case ENOSPC, EFBIG, EDQUOT: .full(path: path)
        case EACCES, EPERM, EROFS: .readOnly(path: path)
        default: .cannotCreate(path: path, reason: String(cString: strerror(code)))
        }
    }
}
