#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written unbuffered and checked: every command writes through here.
///
/// A write either succeeds or ends the process, the same way for every command:
/// - the reader went away (`EPIPE`, as with `kuchi words | head`): the process ends quietly, killed by
///   SIGPIPE as `cat` or `grep` would be (status 141 in a shell), whether or not SIGPIPE was ignored;
/// - any other failure (a full disk, `/dev/full`, a closed descriptor): one line on standard error naming
///   the stream and the reason, and exit status 74 (EX_IOERR). What was saved before stays saved.
public enum StandardStream: Sendable {
    /// Standard output.
    case output
    /// Standard error.
    case error

    /// The stream's file descriptor.
    public var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// The stream's name in messages.
    public var name: String { self == .output ? "standard output" : "standard error" }

    /// Writes `text` whole, or ends the process (see the type's description).
    public func write(_ text: String) {
        handle(DescriptorWriter.writeAll(descriptor, text))
    }

    /// Writes `text` followed by a newline, or ends the process.
    public func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes `bytes` whole, or ends the process.
    public func write(bytes: [UInt8]) {
        handle(DescriptorWriter.writeAll(descriptor, bytes))
    }

    /// Ends the process as the outcome of a write to this stream requires; returns after a complete write.
    public func handle(_ outcome: WriteOutcome) {
        switch outcome {
        case .written: return
        case .closedPipe: Self.endAtClosedPipe()
        case let .failed(code): Self.endAtFailedWrite(of: self, errno: code)
        }
    }

    /// Ends the process as a closed pipe does: killed by SIGPIPE, so that a shell sees what it expects.
    public static func endAtClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Ends the process after a failed write: one line on standard error (when that stream still works)
    /// and exit status 74.
    public static func endAtFailedWrite(of stream: StandardStream, errno code: Int32) -> Never {
        let reason = String(cString: strerror(code))
        _ = DescriptorWriter.writeAll(STDERR_FILENO, "kuchi: error: Cannot write to \(stream.name): \(reason).\n")
        exit(74)
    }

    /// Gives standard input, output and error a harmless descriptor when the process started with one
    /// closed (`kuchi >&-`): files opened later (the word bank!) can then never take descriptor 1 or 2 and
    /// receive output meant for the terminal. Output to a stream that was closed fails (`EBADF`: exit 74)
    /// and a closed standard input reads as empty.
    public static func guardClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            // Read-only /dev/null: reads see the end of input, writes fail with EBADF.
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Makes the process check, as it exits, that what went through the C library's buffer for standard
    /// output (Swift's `print`, the argument parser's help) was written, and end as a failed write does
    /// (see the type's description) when it was not.
    public static func checkBufferedOutputAtExit() {
        atexit {
            // fflush(nil) flushes every stream; only standard output goes through the buffer.
            guard fflush(nil) != 0 else { return }
            let code = errno
            if code == EPIPE { StandardStream.endAtClosedPipe() }
            _ = DescriptorWriter.writeAll(STDERR_FILENO, "kuchi: error: Cannot write to standard output: \(String(cString: strerror(code == 0 ? EIO : code))).\n")
            _exit(74)
        }
    }
}
