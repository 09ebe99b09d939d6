#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEndingSignals
import KuchiFiles

/// Lines of standard input as bytes, so that a line which is not valid UTF-8 can be told apart; and
/// unbuffered lines on standard output, so a client reading a pipe sees each event at once.
///
/// Each byte is looked at once, whatever the length of its line: a line longer than the limit is kept
/// only up to one byte past it (the rest is read and dropped), so that the caller can tell it was too
/// long and echo its start, and memory stays bounded. After ``EndingSignals/install()``, SIGHUP or SIGTERM
/// ends the input: the line not yet finished by its newline is dropped, never taken as a request.
public final class StandardInputBytes {
    private var buffer: [UInt8] = []
    /// Where the unread part of ``buffer`` starts.
    private var start = 0
    private var atEnd = false
    private let limit: Int
    private let descriptor: Int32

    /// A reader of `descriptor` (standard input by default) whose lines are cut one byte past `limit` bytes.
    public init(limit: Int = Int.max - 1, descriptor: Int32 = STDIN_FILENO) {
        self.limit = limit
        self.descriptor = descriptor
    }

    /// The next line without its newline, or `nil` at the end of input or once an ending signal arrived
    /// (``EndingSignals``). A line longer than the limit is returned as its first `limit + 1` bytes.
    public func readLine() -> [UInt8]? {
        // A signal ends the session: lines sent before it and not yet read are not taken either.
        guard EndingSignals.received == nil else { return nil }
        var line: [UInt8] = []
        var hasBytes = false
        while true {
            if start < buffer.count {
                if let newline = buffer[start...].firstIndex(of: 0x0A) {
                    keep(buffer[start..<newline], in: &line)
                    start = newline + 1
                    return line
                }
                // No newline yet: what was read joins the line, so no byte is looked at twice.
                keep(buffer[start...], in: &line)
                hasBytes = true
            }
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd { return hasBytes ? line : nil }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { kuchi_read_unless_ending(descriptor, $0.baseAddress, $0.count) }
            if count == -2 {
                atEnd = true
                return nil
            } else if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count == 0 || errno != EINTR {
                atEnd = true
            }
        }
    }

    /// Appends `bytes` to `line`, up to one byte past the limit.
    private func keep(_ bytes: ArraySlice<UInt8>, in line: inout [UInt8]) {
        let room = limit + 1 - line.count
        guard room > 0 else { return }
        line.append(contentsOf: bytes.prefix(room))
    }

    /// Writes one line on standard output at once (no buffering); a failed write ends the process
    /// (``StandardStream``). Once an ending signal arrived (``EndingSignals``) the write is best-effort: a
    /// reader gone away or not reading does not stop the session's end, and the line may be left out.
    public static func writeLine(_ text: String) {
        writeLine(text, whenReaderGone: {})
    }

    /// As ``writeLine(_:)``; when the reader has gone (its end of the pipe closed), `readerGone` runs first (a session
    /// ends, as at the end of input), and then the process ends as a closed pipe ends it.
    public static func writeLine(_ text: String, whenReaderGone readerGone: () -> Void) {
        var line = text + "\n"
        let result = line.withUTF8 { kuchi_write_unless_ending(STDOUT_FILENO, $0.baseAddress, $0.count) }
        guard result == -1 else { return }
        let code = errno
        if code == EPIPE { readerGone() }
        StandardStream.output.handle(code == EPIPE ? .closedPipe : .failed(errno: code))
    }
}
