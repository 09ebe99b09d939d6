import Foundation
import KuchiCore
import KuchiFiles

/// Reads the config file, and replaces it atomically (mode 0600) for `kuchi config set`.
public enum ConfigFileStore {
    /// The document at `path`, or `nil` when there is no file there.
    /// - Throws: ``ConfigFileError`` for a folder in its place, an unreadable file, or text that is not UTF-8.
    public static func read(_ path: String) throws(ConfigFileError) -> ConfigDocument? {
        // Told before opening: a named pipe would block for good, a device might never end.
        let kind = PathKind(of: path)
        switch kind {
        case .missing: return nil
        case .regularFile: break
        case .folder: throw .isDirectory(path: path)
        default: throw .notARegularFile(path: path, kind: kind.refusal ?? "not a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let code: KuchiExitCode = access(path, R_OK) != 0 ? .permission : .ioError
            throw .unreadable(path: path, reason: code == .permission ? "permission denied" : "read failed", exitCode: code)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .notUTF8(path: path, line: firstLineNotUTF8(data))
        }
        if let line = lineWithNUL(data) { throw .nulCharacter(path: path, line: line) }
        return ConfigDocument(path: path, text: text)
    }

    /// Replaces the file with `document`: written to a temporary file beside it, synced, then renamed
    /// over it, so the old file stays whole until the new one is complete. A symbolic link is followed
    /// (the file it points to is replaced), so a config kept in a dotfiles folder stays there.
    /// - Throws: ``ConfigFileError/cannotWrite(path:reason:exitCode:)``; the old file is then unchanged.
    public static func write(_ document: ConfigDocument) throws(ConfigFileError) {
        let target = URL(fileURLWithPath: document.path).resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        try createFolder(folder, for: document.path)
        if let line = lineWithNUL(Data(document.text.utf8)) { throw .nulCharacter(path: document.path, line: line) }
        switch PathKind(of: target) {
        case .missing, .regularFile: break
        case .folder: throw .cannotWrite(path: document.path, reason: "a folder is in its place", exitCode: .cannotCreate)
        case let kind:
            // Only a regular file is ever replaced: never a pipe, a device or a dangling link's target.
            throw .cannotWrite(path: document.path, reason: "it is \(kind.refusal ?? "not a regular file")", exitCode: .cannotCreate)
        }
        var template = Array((folder + "/.config.toml.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw failure(document.path, errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fchmod(descriptor, 0o600)
        var failed: Int32?
        if case let .failed(code) = DescriptorWriter.writeAll(descriptor, document.text) { failed = code }
        if failed == nil, fsync(descriptor) != 0 { failed = errno }
        close(descriptor)
        if failed == nil, rename(temporary, target) != 0 { failed = errno }
        if let failed {
            unlink(temporary)
            throw failure(document.path, failed)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Creates `folder` and its missing parents, mode 0700.
    private static func createFolder(_ folder: String, for path: String) throws(ConfigFileError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotWrite(path: path, reason: "\(folder) is a file, not a folder", exitCode: .cannotCreate)
            }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder { try createFolder(parent, for: path) }
        if mkdir(folder, 0o700) != 0, errno != EEXIST { throw failure(path, errno) }
    }

    /// The error for `code`: permission (77), cannot create (73), or a failed write (74).
    private static func failure(_ path: String, _ code: Int32) -> ConfigFileError {
        let reason = String(cString: strerror(code))
        switch code {
        case EACCES, EPERM, EROFS: return .cannotWrite(path: path, reason: reason, exitCode: .permission)
        case ENOSPC, EIO, EDQUOT, EFBIG: return .cannotWrite(path: path, reason: reason, exitCode: .ioError)
        default: return .cannotWrite(path: path, reason: reason, exitCode: .cannotCreate)
        }
    }

    /// The 1-based number of the first line of `data` holding a NUL byte, if one does.
    private static func lineWithNUL(_ data: Data) -> Int? {
        guard let nul = data.firstIndex(of: 0) else { return nil }
        return data[data.startIndex..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The 1-based number of the first line of `data` that is not valid UTF-8.
    private static func firstLineNotUTF8(_ data: Data) -> Int {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let bad = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0
        return bad + 1
    }
}
