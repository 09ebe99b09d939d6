import Foundation
import KuchiSpawn

/// Timing helpers: monotonic clocks, percentiles, and child processes measured from outside.
enum Measure {
    /// Seconds taken by `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The `fraction` percentile (0.5 = median) of `samples`.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, max(0, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))
        return sorted[index]
    }

    /// The result of running a program.
    struct Run {
        var seconds: Double
        /// CPU time of the child (user and system), in seconds.
        var cpuSeconds: Double
        var status: Int32
        /// Peak resident memory of the child, in KiB.
        var maxRSSKiB: Int
    }

    /// Runs `executable` with `arguments`, standard input from `input` (a file path) or empty, standard
    /// output to `output` (a file path) or discarded. Started with ``Spawn`` and reaped only after its peak memory has been
    /// read (Foundation's Process reaps children itself).
    static func run(_ executable: String, _ arguments: [String], input: String? = nil, output: String? = nil,
                    environment: [String: String]? = nil) throws -> Run {
        let descriptors = [open(input ?? "/dev/null", O_RDONLY | O_CLOEXEC),
                           open(output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600),
                           open("/dev/null", O_WRONLY | O_CLOEXEC)]
        defer { descriptors.filter { $0 >= 0 }.forEach { close($0) } }
        guard descriptors.allSatisfy({ $0 >= 0 }) else { throw BenchError.failed("cannot open \(input ?? output ?? "/dev/null")") }
        let start = DispatchTime.now().uptimeNanoseconds
        let pid: pid_t
        do {
            pid = try Spawn.start([executable] + arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                                  stdin: descriptors[0], stdout: descriptors[1], stderr: descriptors[2])
        } catch {
            throw BenchError.failed("\(error)")
        }
        let sampler = PeakMemorySampler(pid)
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let peak = sampler.stop()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exit = Spawn.exitStatus(status)
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return Run(seconds: seconds, cpuSeconds: cpu, status: exit, maxRSSKiB: peak)
    }

    /// Writes `path` to disk and drops its pages from the page cache, so that the next run of it reads it from disk
    /// as after a restart (the pages a run maps depend on how the cache holds the file: see the peak memory row).
    static func dropCachedPages(of path: String) throws {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { throw BenchError.failed("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(file) }
        guard fsync(file) == 0 else { throw BenchError.failed("cannot sync \(path): \(String(cString: strerror(errno)))") }
        let advised = posix_fadvise(file, 0, 0, POSIX_FADV_DONTNEED)
        guard advised == 0 else { throw BenchError.failed("cannot drop the cached pages of \(path): \(String(cString: strerror(advised)))") }
    }

    /// Seconds from starting `executable` until `marker` appears on its standard output (then its input is
    /// closed and it is waited for).
    static func timeToOutput(_ executable: String, _ arguments: [String], marker: String,
                             environment: [String: String]) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let process = try ChildProcess(executable, arguments, environment: environment, input: .pipe, output: .pipe, errors: .null)
        guard let input = process.input, let output = process.output else { throw BenchError.failed("no pipes to \(executable)") }
        var seen = Data()
        let wanted = Data(marker.utf8)
        var elapsed = Double.nan
        while true {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
            if seen.range(of: wanted) != nil {
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                break
            }
        }
        try input.close()
        _ = ChildProcess.readToEnd(output)
        try process.waitUntilExit()
        return elapsed
    }
}
