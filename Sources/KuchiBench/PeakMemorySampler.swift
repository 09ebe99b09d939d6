import Foundation

/// Samples a child's peak resident memory while it runs.
///
/// `wait4`'s `ru_maxrss` is not the child's own figure: a process started by `posix_spawn` or `fork` counts
/// its parent's resident set at `exec` (measured: a child of a 300 MiB Python process reported 320 MiB
/// for `/bin/true`). The kernel's high-water mark of the child's own address space (`VmHWM` in
/// `/proc/PID/status`, which starts afresh at `exec`) is read every millisecond instead; stop it after the
/// child has exited but before it is reaped, so the process id cannot belong to another process yet.
final class PeakMemorySampler: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var peakKiB = 0
    private let finished = DispatchSemaphore(value: 0)

    init(_ pid: pid_t) {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                if let sample = Self.highWaterMarkKiB(of: pid) {
                    lock.withLock { peakKiB = max(peakKiB, sample) }
                }
                usleep(1000)
            }
            finished.signal()
        }
    }

    /// Stops sampling; returns the largest peak seen, in KiB.
    func stop() -> Int {
        lock.withLock { running = false }
        finished.wait()
        return lock.withLock { peakKiB }
    }

    /// `VmHWM` of the running process `pid` in KiB (nil once it has exited).
    static func highWaterMarkKiB(of pid: pid_t) -> Int? {
        let file = open("/proc/\(pid)/status", O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let line = String(decoding: buffer[0..<count], as: UTF8.self)
            .split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "") }
    }
}
