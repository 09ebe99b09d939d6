import Foundation

/// Runs a program other than `kuchi` (a script of the repository, `man`, `bash`) for a test.
enum ExternalTool {
    /// The repository's root folder, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The first of `names` found as an executable in the usual system folders, or `nil`.
    static func find(_ names: String...) -> String? {
        for folder in ["/usr/local/bin", "/usr/bin", "/bin"] {
            for name in names where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }

    /// Runs `executable arguments…` with `environment` (added to a minimal one) and `input` on standard input.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], input: String = "",
                    folder: String? = nil) throws -> KuchiBinary.Run {
        let minimal = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        return try spawn(executable, arguments, environment: minimal.merging(environment) { _, new in new },
                         input: Data(input.utf8), folder: folder)
    }

    /// Runs `executable arguments…` with exactly `environment` and `input` (any bytes) on standard input,
    /// in `folder` when given; both output pipes are drained at once, so neither can stall the run.
    ///
    /// Started with `posix_spawn` (``Spawn``), not `Foundation.Process`: on Linux, `Process.run()` of Swift 6.3.1
    /// reads past a buffer when it lists `/proc/self/fd` and crashed the whole test run about once in many hundred
    /// launches (swift-corelibs-foundation pull request 5472, fixed after this toolchain).
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], input: Data,
                      folder: String? = nil) throws -> KuchiBinary.Run {
        var inputPipe: [Int32] = [0, 0], outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        // Close-on-exec: a child started meanwhile by another test keeps none of them open (children of ``Spawn`` and of
        // `Foundation.Process` close every other descriptor anyway).
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            throw Spawn.Failure(description: "cannot make pipes: \(String(cString: strerror(errno)))")
        }
        (inputPipe + outputPipe + errorPipe).forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try Spawn.start([executable] + arguments, environment: environment, stdin: inputPipe[0], stdout: outputPipe[1],
                                  stderr: errorPipe[1], folder: folder)
        } catch {
            (inputPipe + outputPipe + errorPipe).forEach { close($0) }
            throw error
        }
        [inputPipe[0], outputPipe[1], errorPipe[1]].forEach { close($0) }
        Watchdog.watch(pid)
        // Standard input is written, and standard error read, on other threads, so that a full pipe on any side cannot
        // stall the run.
        let writer = inputPipe[1], errorReader = errorPipe[0]
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            signal(SIGPIPE, SIG_IGN)
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(writer, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(writer)
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errorData = Self.readToEnd(errorReader)
            group.leave()
        }
        let out = Self.readToEnd(outputPipe[0])
        group.wait()
        [outputPipe[0], errorReader].forEach { close($0) }
        let status = try Spawn.wait(pid)
        return KuchiBinary.Run(status: status, stdout: String(decoding: out, as: UTF8.self),
                               stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// Everything `descriptor` gives until its end.
    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
