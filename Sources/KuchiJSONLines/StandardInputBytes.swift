#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of standard input as bytes, so that a line which is not valid UTF-8 can be told apart; and
/// unbuffered lines on standard output, so a client reading a pipe sees each event at once.
public final class StandardInputBytes {
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// A reader of standard input.
    public init() {}

    /// The next line without its newline, or `nil` at the end of input.
    public func readLine() -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                atEnd = true
            }
        }
    }

    /// Writes one line on standard output at once (no buffering).
    public static func writeLine(_ text: String) {
        var bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { return }
        }
    }
}
