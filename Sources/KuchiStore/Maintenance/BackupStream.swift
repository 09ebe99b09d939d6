import Foundation
import KuchiFiles

/// `kuchi backup` into a character device or a named pipe (`kuchi backup /dev/stdout | ssh …`): the
/// checked copy is made as a temporary file in the backup folder, its bytes are written into the stream,
/// and the temporary file is removed. The device or pipe is never created, truncated or replaced.
enum BackupStream {
    /// Copies the database through a temporary checked copy into the stream at `target`.
    /// - Parameters:
    ///   - folder: the backup folder, where the temporary copy lives (a killed copy is cleaned up at the
    ///     next start, as any backup's: ``BackupFolder/removeLeftovers()``).
    ///   - makeCopy: writes the checked copy to the given new path.
    /// - Throws: as `makeCopy`; ``StoreError/io(path:reason:)`` (exit 74) when the stream cannot be written.
    static func copy(into target: String, folder: BackupFolder, makeCopy: (String) throws(StoreError) -> Void) throws(StoreError) {
        let staged = folder.path + "/.tmp-stream-" + BackupFolder.stamp(Date()) + "-\(getpid()).sqlite"
        defer { unlink(staged) }
        try makeCopy(staged)
        // Locked as its writer's, so that a Kuchi starting meanwhile does not take it for abandoned.
        let staging = open(staged, O_RDONLY | O_CLOEXEC)
        guard staging >= 0, WriterLock.claim(staging, at: staged) else {
            if staging >= 0 { close(staging) }
            throw .io(path: staged, reason: "the checked copy went away before it could be streamed")
        }
        let source = FileHandle(fileDescriptor: staging, closeOnDealloc: true)
        let descriptor: Int32
        switch StreamTarget.openForWriting(target) {
        case let .success(opened): descriptor = opened
        case let .failure(.system(code)): throw .cannotWriteCopy(path: target, reason: String(cString: strerror(code)))
        case .failure(.notAStream): throw .cannotWriteCopy(path: target, reason: "it changed while it was opened; nothing was written")
        }
        defer { close(descriptor) }
        while true {
            let chunk: Data
            do { chunk = try source.read(upToCount: 1 << 20) ?? Data() } catch { throw .io(path: staged, reason: "\(error)") }
            if chunk.isEmpty { return }
            let outcome = chunk.withUnsafeBytes { DescriptorWriter.writeAll(descriptor, $0) }
            switch outcome {
            case .written: continue
            case .closedPipe: StandardStream.endAtClosedPipe()   // `kuchi backup /dev/stdout | head`: quietly, as any command
            case let .failed(code): throw .io(path: target, reason: String(cString: strerror(code)))
            }
        }
    }
}
