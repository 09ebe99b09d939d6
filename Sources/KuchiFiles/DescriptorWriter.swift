#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How writing all of some bytes to a file descriptor ended.
public enum WriteOutcome: Equatable, Sendable {
    /// Every byte was written.
    case written
    /// The reader of a pipe or socket went away (`EPIPE`): as with `| head`, nothing more can be shown,
    /// and that is no failure of the writer.
    case closedPipe
    /// The write failed with `errno` (`ENOSPC` on a full disk or `/dev/full`, `EBADF` on a closed descriptor…).
    case failed(errno: Int32)
}

/// Writes bytes to a file descriptor whole: short writes are continued, writes interrupted by a signal
/// (`EINTR`) are retried, and an error is classified as a closed pipe or a real failure.
public enum DescriptorWriter {
    /// Writes all of `bytes` to `descriptor`.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> WriteOutcome {
        guard let base = bytes.baseAddress else { return .written }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                return code == EPIPE ? .closedPipe : .failed(errno: code)
            }
            if written == 0 { return .failed(errno: EIO) }
            offset += written
        }
        return .written
    }

    /// Writes all of `bytes` to `descriptor`.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> WriteOutcome {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// Writes all of `text`, as UTF-8, to `descriptor`.
    public static func writeAll(_ descriptor: Int32, _ text: String) -> WriteOutcome {
        var text = text
        return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }
}
