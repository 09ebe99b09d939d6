import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started with ``Spawn``, its standard streams each a pipe, nothing (`/dev/null`), a file, or this process's
/// own: what `Foundation.Process` was used for, without it.
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// A pipe this process writes (standard input) or reads (output, error) through the handle.
        case pipe
        /// `/dev/null`.
        case null
        /// This process's own stream.
        case inherited
        /// The file at the path, created or emptied (output and error; standard input reads it).
        case file(String)
        /// Standard error only: the same pipe or file as standard output.
        case output
    }

    /// The child's process id.
    public let pid: pid_t
    /// The writing end of its standard input, when that is a pipe.
    public let input: FileHandle?
    /// The reading end of its standard output, when that is a pipe.
    public let output: FileHandle?
    /// The reading end of its standard error, when that is a pipe of its own.
    public let errors: FileHandle?
    private let lock = NSLock()
    private var waitStatus: Int32?

    /// Starts `executable` (a path) with `arguments` and exactly `environment`, in `folder` when given.
    public init(_ executable: String, _ arguments: [String], environment: [String: String], folder: String? = nil,
                input: Stream = .null, output: Stream = .null, errors: Stream = .null) throws {
        var opened: [Int32] = []   // descriptors to close once the child has its copies
        defer { opened.forEach { close($0) } }
        func descriptor(_ stream: Stream, writing: Bool) throws -> (child: Int32?, ours: FileHandle?) {
            switch stream {
            case .inherited, .output:
                return (nil, nil)
            case .null, .file:
                var path = "/dev/null"
                if case let .file(file) = stream { path = file }
                let flags = writing ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY
                let file = open(path, flags | O_CLOEXEC, 0o600)
                guard file >= 0 else { throw Spawn.Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
                opened.append(file)
                return (file, nil)
            case .pipe:
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw Spawn.Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
                // Close-on-exec: a child started meanwhile by another thread keeps neither end open.
                ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
                let (child, ours) = writing ? (ends[1], ends[0]) : (ends[0], ends[1])
                opened.append(child)
                return (child, FileHandle(fileDescriptor: ours, closeOnDealloc: true))
            }
        }
        let standardInput = try descriptor(input, writing: false)
        let standardOutput = try descriptor(output, writing: true)
        var standardError = try descriptor(errors, writing: true)
        if case .output = errors { standardError = (standardOutput.child ?? STDOUT_FILENO, nil) }
        pid = try Spawn.start([executable] + arguments, environment: environment, stdin: standardInput.child,
                              stdout: standardOutput.child, stderr: standardError.child, folder: folder)
        self.input = standardInput.ours
        self.output = standardOutput.ours
        self.errors = standardError.ours
    }

    /// Whether the child has not exited yet (once it has, it is reaped and its status kept).
    public var isRunning: Bool {
        lock.withLock {
            guard waitStatus == nil else { return false }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return true }
            waitStatus = status
            return false
        }
    }

    /// Waits for the child to exit (reaping it).
    public func waitUntilExit() throws {
        if lock.withLock({ waitStatus != nil }) { return }
        let status = try Spawn.waitStatus(pid)
        lock.withLock { waitStatus = status }
    }

    /// Once it has exited: its exit code, or the number of the signal that ended it (as `Foundation.Process` gives it).
    public var terminationStatus: Int32 {
        let status = lock.withLock { waitStatus } ?? 0
        return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
    }

    /// Once it has exited: the signal that ended it, or `nil` when it exited by itself.
    public var endingSignal: Int32? {
        let status = lock.withLock { waitStatus } ?? 0
        return status & 0x7f == 0 ? nil : status & 0x7f
    }

    /// Sends `signal` to the child, unless it has been reaped (its id may then be another's).
    public func kill(_ signal: Int32) {
        lock.withLock {
            if waitStatus == nil { _ = Glibc.kill(pid, signal) }
        }
    }

    /// Everything `handle` gives until its end (standard output or error read whole).
    public static func readToEnd(_ handle: FileHandle) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
