import Foundation

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
    /// output to `output` (a file path) or discarded. Started with posix_spawn and reaped only after its peak
    /// memory has been read (Foundation's Process reaps children itself).
    static func run(_ executable: String, _ arguments: [String], input: String? = nil, output: String? = nil,
                    environment: [String: String]? = nil) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError.failed("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        let sampler = PeakMemorySampler(pid)
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let peak = sampler.stop()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        var seen = Data()
        let wanted = Data(marker.utf8)
        var elapsed = Double.nan
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
            if seen.range(of: wanted) != nil {
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                break
            }
        }
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return elapsed
    }
}
