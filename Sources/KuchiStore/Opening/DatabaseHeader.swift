import Foundation

/// A file's device and inode: which file a path named when it was opened.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path` now, or `nil` when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension DatabaseFile {
    /// Cheap checks of a database file's 100-byte header before SQLite opens it, costing one read.
    ///
    /// Refuses a non-empty file that does not start as a SQLite database, and a database shorter than its
    /// header says (truncated: a copy that stopped half-way) unless a journal is there to repair it.
    /// - Returns: whether the file is empty, i.e. a new database about to be set up.
    /// - Throws: ``StoreError/notADatabase(path:)`` or ``StoreError/damaged(path:problem:)``.
    static func checkHeader(path: String) throws(StoreError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }  // SQLite will say what is wrong
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        if info.st_size == 0 { return true }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
        guard count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { throw .notADatabase(path: path) }
        func integer(_ offset: Int, _ width: Int) -> UInt64 {
            header[offset..<(offset + width)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let rawPageSize = integer(16, 2)
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        let pageCount = integer(28, 4)
        // The page count is valid only when its "version valid for" matches the change counter (SQLite ≥ 3.7).
        let countIsValid = pageCount > 0 && integer(92, 4) == integer(24, 4)
        let repairable = FileManager.default.fileExists(atPath: path + "-journal") || FileManager.default.fileExists(atPath: path + "-wal")
        if countIsValid, !repairable, UInt64(info.st_size) < pageCount * pageSize {
            throw .damaged(path: path, problem: "it is \(info.st_size) bytes long but its header says \(pageCount * pageSize): it was cut short")
        }
        return false
    }
}
