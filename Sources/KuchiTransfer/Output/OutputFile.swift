import Foundation
import KuchiCore
import KuchiFiles
import KuchiStore

/// Writes an export or a report: to standard output (`-`), or to a file as an ``AtomicFile``.
///
/// A file is private (0600), synced, and given its name only when complete: readers never see half a
/// file, and a failure (a full disk) leaves no file behind. An existing file is replaced only with
/// `force`; a symbolic link is never followed.
public enum OutputFile {
    /// Runs `body` with a sink on the destination, then commits it.
    /// - Parameters:
    ///   - path: the file to write, or `-` (or `nil`) for standard output.
    ///   - force: replace an existing file.
    ///   - databasePath: the word bank read from, never replaced, with or without `force`: nor its log (`-wal`), its
    ///     log's index (`-shm`) or its journal, whatever name reaches them (a link, `./`, another spelling).
    public static func write(to path: String?, force: Bool, sparing databasePath: String? = nil, _ body: (OutputSink) throws -> Void) throws {
        if let path, path != "-", let databasePath {
            let bank = BankFiles(bankPath: databasePath)
            if bank.isBankOrCompanion(path) {
                throw TransferError.cannotCreate(path: path, reason: "it is the word bank itself (or its log), which an export or a report never replaces")
            }
            if bank.isInBackupFolder(path) {
                throw TransferError.cannotCreate(path: path, reason: "it is in the word bank's backup folder, which only kuchi backup writes into "
                    + "(an export or a report there could replace a backup)")
            }
        }
        guard let path, path != "-" else {
            let sink = OutputSink(descriptor: STDOUT_FILENO)
            try body(sink)
            sink.flush()
            if let failure = sink.failure {
                if failure == EPIPE { StandardStream.endAtClosedPipe() }
                throw TransferError.standardOutputFailed(reason: String(cString: strerror(failure)))
            }
            return
        }
        switch AtomicFile.obstacle(at: path, replace: force) {
        case .symbolicLink: throw TransferError.outputIsSymlink(path: path)
        case .folder: throw TransferError.cannotCreate(path: path, reason: "it is a folder; give the name of a file in it")
        case .file: throw TransferError.outputExists(path: path)
        case .special: throw TransferError.cannotCreate(path: path, reason: "it is not a regular file, and Kuchi replaces only regular files")
        case .stream: return try stream(to: path, body)
        case nil: break
        }
        do {
            try AtomicFile.write(to: path, replace: force) { temporary in
                let sink = OutputSink(descriptor: temporary.descriptor)
                try body(sink)
                try finish(sink, path: path)
            }
        } catch let failure as AtomicFile.Failure {
            switch failure {
            case .exists: throw TransferError.outputExists(path: path)
            case .notARegularFile:
                throw TransferError.cannotCreate(path: path, reason: "it became something other than a regular file, which Kuchi never replaces")
            case let .system(code, .sync): throw TransferError.writeFailed(path: path, reason: String(cString: strerror(code)))
            case let .system(code, _): throw creating(path, failedWith: code)
            }
        }
    }

    /// The error for `path` not created with `code`: ``TransferError/notPermitted(path:reason:)`` (exit 77) for a
    /// permission denied or a read-only file system, else ``TransferError/cannotCreate(path:reason:)`` (73).
    static func creating(_ path: String, failedWith code: Int32) -> TransferError {
        [EACCES, EPERM, EROFS].contains(code) ? .notPermitted(path: path, reason: String(cString: strerror(code)))
            : .cannotCreate(path: path, reason: reason(code, creating: path))
    }

    /// Why `path` could not be created: for a folder that is not there, which one and how to make it.
    static func reason(_ code: Int32, creating path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        if code == ENOENT, !folder.isEmpty, stat(folder, &info) != 0 {
            return "the folder \(folder) does not exist (create it first: mkdir -p \(ShellWord.quoted(folder)))"
        }
        return String(cString: strerror(code))
    }

    /// Writes into a character device or a named pipe named explicitly (`--output /dev/stdout`), which is
    /// never created, truncated or replaced.
    private static func stream(to path: String, _ body: (OutputSink) throws -> Void) throws {
        let descriptor: Int32
        switch StreamTarget.openForWriting(path) {
        case let .success(opened): descriptor = opened
        case let .failure(.system(code)): throw creating(path, failedWith: code)
        case .failure(.notAStream):
            throw TransferError.cannotCreate(path: path, reason: "it changed while it was opened; nothing was written")
        }
        defer { close(descriptor) }
        let sink = OutputSink(descriptor: descriptor)
        try body(sink)
        sink.flush()
        if let failure = sink.failure {
            // The reader of a pipe went away (`--output /dev/stdout | head`): quietly, as any command.
            if failure == EPIPE { StandardStream.endAtClosedPipe() }
            throw TransferError.streamFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Flushes `sink`, and reports a write into the file `path` that failed on the way.
    private static func finish(_ sink: OutputSink, path: String) throws {
        sink.flush()
        if let failure = sink.failure {
            throw TransferError.writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }
}
