import Foundation

/// Writes an export or a report: to standard output (`-`), or atomically to a file.
///
/// A file is written to a temporary file (mode 0600) in the same folder, synced, then moved into place:
/// readers never see half a file, and a failure (a full disk) leaves no file behind. An existing file is
/// replaced only with `force`; a symbolic link is never followed.
public enum OutputFile {
    /// Runs `body` with a sink on the destination, then commits it.
    /// - Parameters:
    ///   - path: the file to write, or `-` (or `nil`) for standard output.
    ///   - force: replace an existing file.
    public static func write(to path: String?, force: Bool, _ body: (OutputSink) throws -> Void) throws {
        guard let path, path != "-" else {
            let sink = OutputSink(descriptor: STDOUT_FILENO)
            try body(sink)
            sink.flush()
            if let failure = sink.failure {
                throw TransferError.writeFailed(path: "standard output", reason: String(cString: strerror(failure)))
            }
            return
        }
        try checkDestination(path, force: force)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".kuchi-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            throw TransferError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }
        fchmod(descriptor, 0o600)
        let sink = OutputSink(descriptor: descriptor, startsWriteback: true)
        do {
            try body(sink)
        } catch {
            close(descriptor)
            throw error
        }
        sink.flush()
        let syncFailed = fsync(descriptor) != 0 ? errno : nil
        close(descriptor)
        if let failure = sink.failure ?? syncFailed {
            throw TransferError.writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
        if force {
            guard rename(temporary, path) == 0 else {
                throw TransferError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
        } else {
            // link() fails if the name was taken meanwhile: never replaces a file that appeared since the check.
            guard link(temporary, path) == 0 else {
                if errno == EEXIST { throw TransferError.outputExists(path: path) }
                throw TransferError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
            unlink(temporary)
        }
        committed = true
        syncDirectory(directory)
    }

    /// Refuses a symbolic link, and an existing file unless `force` will be used.
    private static func checkDestination(_ path: String, force: Bool) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFLNK { throw TransferError.outputIsSymlink(path: path) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw TransferError.cannotCreate(path: path, reason: "it is a folder; give the name of a file in it")
        }
        if !force { throw TransferError.outputExists(path: path) }
    }

    /// Whether `path` exists (without following a link).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
