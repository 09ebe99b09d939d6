#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output named by the user that is a stream, not a file: a character device (`/dev/stdout`,
/// `/dev/null`, `/dev/full`, a terminal) or a named pipe, perhaps reached through symbolic links.
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

    /// Whether `path`, followed through links, is a character device or a named pipe.
    public static func isStream(_ path: String) -> Bool {
        let kind = PathKind(of: path)
        return kind == .fifo || isCharacterDevice(path)
    }

    /// Opens the stream at `path` for writing, without creating or truncating anything; a named pipe
    /// waits for its reader. The caller closes the descriptor.
    public static func openForWriting(_ path: String) -> Result<Int32, Failure> {
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
