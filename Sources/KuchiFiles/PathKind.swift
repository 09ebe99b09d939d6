#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, told without opening it (opening a FIFO blocks until a writer comes; reading a
/// device may never end), so that a file Kuchi reads can be refused with a clear message first.
public enum PathKind: Equatable, Sendable {
    /// Nothing has that name.
    case missing
    /// A regular file (perhaps reached through symbolic links).
    case regularFile
    /// A folder (perhaps reached through symbolic links).
    case folder
    /// A symbolic link that leads nowhere: dangling, or a loop.
    case brokenLink
    /// A named pipe.
    case fifo
    /// A character or block device (`/dev/null`, a disk).
    case device
    /// A socket.
    case socket

    /// What `path` names, following symbolic links to the end.
    public init(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            self = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK ? .brokenLink : .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    /// Why a file to read cannot be this, worded to follow "it is": `nil` for a regular file and a
    /// missing one (the caller words that case itself).
    public var refusal: String? {
        switch self {
        case .missing, .regularFile: nil
        case .folder: "a folder, not a file"
        case .brokenLink: "a symbolic link to nothing (its target is missing, or the links form a loop)"
        case .fifo: "a named pipe (FIFO), not a regular file"
        case .device: "a device, not a regular file"
        case .socket: "a socket, not a regular file"
        }
    }
}
