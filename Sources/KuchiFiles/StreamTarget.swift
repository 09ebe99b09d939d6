#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output named by the user that is a stream, not a file: one of the process's open descriptors
/// (`/dev/stdout`), a character device (`/dev/null`, `/dev/full`, a terminal) or a named pipe, perhaps
/// reached through symbolic links.
///
/// Such an output is written into as it is: never created, truncated, renamed over or unlinked.
public enum StreamTarget {
    /// Why a stream could not be opened.
    public enum Failure: Error, Equatable {
        /// `open` failed with this `errno`.
        case system(errno: Int32)
        /// By the time it was opened, the path no longer named a device or a pipe (it was swapped):
        /// nothing was written.
        case notAStream
    }

    /// Whether `path` names one of this process's open descriptors (`/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`) or, followed through links, a character device or a named pipe.
    public static func isStream(_ path: String) -> Bool {
        if openDescriptor(named: path) != nil { return true }
        let kind = PathKind(of: path)
        return kind == .fifo || isCharacterDevice(path)
    }

    /// The open descriptor `path` names, if it names one (`/dev/stdout` is 1, whatever it is: a terminal,
    /// a pipe, or the file a shell's `>` made), and it is open.
    static func openDescriptor(named path: String) -> Int32? {
        let number: Int32? = switch path {
        case "/dev/stdout": 1
        case "/dev/stderr": 2
        default: ["/dev/fd/", "/proc/self/fd/"].lazy.compactMap { prefix in
            path.hasPrefix(prefix) ? Int32(path.dropFirst(prefix.count)) : nil
        }.first
        }
        guard let number, fcntl(number, F_GETFD) >= 0 else { return nil }
        return number
    }

    /// Opens the stream at `path` for writing, without creating or truncating anything; a named pipe
    /// waits for its reader. The caller closes the descriptor.
    public static func openForWriting(_ path: String) -> Result<Int32, Failure> {
        // An open descriptor is written as it is (a copy of it, which the caller closes).
        if let open = openDescriptor(named: path) {
            let copy = fcntl(open, F_DUPFD_CLOEXEC, 3)
            return copy >= 0 ? .success(copy) : .failure(.system(errno: errno))
        }
        var descriptor: Int32
        repeat { descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .failure(.system(errno: errno)) }
        var info = stat()
        let type = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
        guard type == S_IFCHR || type == S_IFIFO else {
            close(descriptor)
            return .failure(.notAStream)
        }
        return .success(descriptor)
    }

    private static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }
}
