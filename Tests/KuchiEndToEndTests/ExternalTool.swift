import Foundation
import KuchiSpawn

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
    /// Started with ``ChildProcess`` (posix_spawn), not `Foundation.Process`: on Linux, `Process.run()` of Swift 6.3.1
    /// reads past a buffer when it lists `/proc/self/fd` and crashed the whole test run about once in many hundred
    /// launches (swift-corelibs-foundation pull request 5472, fixed after this toolchain).
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], input: Data,
                      folder: String? = nil) throws -> KuchiBinary.Run {
        let child = try ChildProcess(executable, arguments, environment: environment, folder: folder,
                                     input: .pipe, output: .pipe, errors: .pipe)
        Watchdog.watch(child.pid)
        guard let writer = child.input, let outputReader = child.output, let errorReader = child.errors else {
            throw Spawn.Failure(description: "no pipes to \(executable)")
        }
        // Standard input is written, and standard error read, on other threads, so that a full pipe on any side cannot
        // stall the run.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            signal(SIGPIPE, SIG_IGN)
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(writer.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            try? writer.close()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errorData = ChildProcess.readToEnd(errorReader)
            group.leave()
        }
        let out = ChildProcess.readToEnd(outputReader)
        group.wait()
        try child.waitUntilExit()
        let status = child.endingSignal.map { 128 + $0 } ?? child.terminationStatus
        return KuchiBinary.Run(status: status, stdout: String(decoding: out, as: UTF8.self),
                               stderr: String(decoding: errorData, as: UTF8.self))
    }
}
