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
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], input: Data,
                      folder: String? = nil) throws -> KuchiBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        Watchdog.watch(process)
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        // Standard error is read on another thread, so that a full pipe on either side cannot stall the run.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return KuchiBinary.Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                               stderr: String(decoding: errorData, as: UTF8.self))
    }
}
