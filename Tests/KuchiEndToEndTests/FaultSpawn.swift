import Foundation
import KuchiSpawn
#if canImport(Glibc)
import Glibc
#endif

/// What the tests add to ``Spawn`` (KuchiSpawn, which starts every child process of the tests): a child's own peak memory.
extension Spawn {
    /// Waits for `pid`; returns its exit status and its peak resident memory in KiB.
    ///
    /// `wait4`'s `ru_maxrss` cannot be used: a child started by `posix_spawn` (or `fork`) counts the
    /// parent's resident set at `exec` in its own peak, so a big test runner would be measured instead of
    /// kuchi. The kernel's high-water mark of the child's own memory (`VmHWM` in `/proc/PID/status`, new at
    /// `exec`) is sampled until the child exits, before it is reaped, so the number is never another's.
    static func waitMeasuringPeakMemory(_ pid: pid_t) throws -> (status: Int32, peakKiB: Int) {
        var peak = 0
        while true {
            peak = max(peak, highWaterMarkKiB(of: pid) ?? 0)
            var info = siginfo_t()
            let exited = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if exited == -1, errno != EINTR { throw Failure(description: "waitid failed: \(String(cString: strerror(errno)))") }
            if exited == 0, info._sifields._sigchld.si_pid == pid { break }
            usleep(2000)
        }
        return (try wait(pid), peak)
    }

    /// The peak resident memory of the running process `pid` in KiB (nil once it has exited, and while it is
    /// not yet the kuchi binary: between clone and exec it shares the test runner's memory and its figures).
    private static func highWaterMarkKiB(of pid: pid_t) -> Int? {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/\(pid)/exe", &target, target.count - 1)
        guard length > 0, String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self).hasSuffix("/kuchi")
        else { return nil }
        let file = open("/proc/\(pid)/status", O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let status = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "")
    }
}

/// `kuchi` in a pseudo-terminal it has as its controlling terminal (through `setsid -c`), with
/// `TERM=xterm-256color`: readline, colours and Ctrl-C as in a real terminal. Keeps every raw byte written
/// to the terminal.
final class PtyKuchi {
    let pid: pid_t
    private let master: Int32
    /// Every byte the terminal received.
    private(set) var output: [UInt8] = []
    private var status: Int32?

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Starts `prefix… kuchi arguments…` (a prefix such as `sh -c 'umask 000; exec "$@"'`).
    init(_ arguments: [String], home: KuchiBinary.Home, prefix: [String] = [], environment extra: [String: String] = [:]) throws {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: 50, ws_col: 160, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Spawn.Failure(description: "openpty failed") }
        // Not inherited by programs other tests start meanwhile (the child gets the slave through dup2).
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var environment = home.environment
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }
        defer { close(slave) }
        do {
            pid = try Spawn.start(["/usr/bin/setsid", "-c"] + prefix + [KuchiBinary.path] + arguments,
                                  environment: environment, stdin: slave, stdout: slave, stderr: slave)
        } catch {
            close(master)
            throw error
        }
        self.master = master
    }

    deinit {
        if status == nil {
            Glibc.kill(pid, SIGKILL)
            _ = try? Spawn.wait(pid)
        }
        close(master)
    }

    /// Types `text` (bytes such as "\u{03}" for Ctrl-C and "\r" for Enter included).
    func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads what the terminal received within `milliseconds`.
    private func pump(milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var wait = milliseconds
        while Glibc.poll(&descriptor, 1, wait) > 0 {
            guard descriptor.revents & Int16(POLLIN) != 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += buffer[0..<count]
            wait = 0
        }
    }

    /// Waits until `text` has been shown `count` times; returns the whole text.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            pump(milliseconds: 20)
            let all = self.text
            if all.components(separatedBy: text).count - 1 >= count { return all }
            if Date() > deadline || exited != nil {
                throw Spawn.Failure(description: "waited for “\(text)” ×\(count); the terminal showed:\n\(SafeDump.visible(all))")
            }
        }
    }

    /// Waits until `condition` holds for the text shown so far; returns that text.
    @discardableResult
    func waitUntil(_ description: String, timeout: TimeInterval = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            pump(milliseconds: 20)
            let all = text
            if condition(all) { return all }
            if Date() > deadline || exited != nil {
                throw Spawn.Failure(description: "waited for \(description); the terminal showed:\n\(SafeDump.visible(all))")
            }
        }
    }

    /// Correct and wrong feedback lines shown so far.
    var feedbackCount: Int {
        Feedback.count(in: text)
    }

    /// Waits for the answer prompt, types `line` and Enter, and waits for its feedback.
    func answer(_ line: String) throws {
        try waitUntil("the prompt") { $0.hasSuffix("> ") }
        let before = feedbackCount
        send(line + "\r")
        let deadline = Date().addingTimeInterval(15)
        while feedbackCount <= before {
            pump(milliseconds: 20)
            if Date() > deadline { throw Spawn.Failure(description: "no feedback to “\(line)”:\n\(SafeDump.visible(text))") }
        }
    }

    /// The exit status once the program has exited.
    var exited: Int32? {
        if status == nil { status = Spawn.poll(pid) }
        return status
    }

    /// Waits for the program to exit, reading its output meanwhile; returns its exit status (128 + signal when killed).
    func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while exited == nil {
            pump(milliseconds: 20)
            if Date() > deadline { throw Spawn.Failure(description: "kuchi did not exit; the terminal showed:\n\(SafeDump.visible(text))") }
        }
        pump(milliseconds: 50)
        return status ?? -1
    }

    /// Sends `signal` to the program.
    func kill(_ signal: Int32) {
        Glibc.kill(pid, signal)
    }
}

/// Terminal output made readable in failure messages.
enum SafeDump {
    static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\n" ? Unicode.Scalar(0x2400 + scalar.value) ?? "?" : scalar
        }))
    }
}
